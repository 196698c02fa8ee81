import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ListResponse } from '../../../contract/common.ts';
import type { Album } from '../../../contract/content.ts';
import { mediaImage } from '../../ui/media-image.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { EmptyPage, Pager } from '../../ui/Pager.tsx';
import type { AlbumSearch } from './content-search.ts';
import { ImageViewer } from './ImageViewer.tsx';
import { CURRENT_WHEN_SAME } from '../../ui/link-state.ts';

/** An album's pictures in the grid: the width of the page on phones, 400 px at most. */
const TILE_SIZES = '(max-width: 900px) 100vw, 400px';

/** Album categories in the order they first appear. */
function categoriesOf(albums: Album[]) {
  const seen = new Map<number, string>();
  for (const a of albums) if (!seen.has(a.category.id)) seen.set(a.category.id, a.category.title);
  return [...seen];
}

export function AlbumListPage({ list, search }: { list: ListResponse<Album> & { all: Album[] }; search: AlbumSearch }) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const page = search.page ?? 1;
  usePageTitle(t`Gallery`);
  return (
    <div className="container content-page">
      <h1>
        <Trans>Gallery</Trans>
      </h1>
      <nav aria-label={t`Categories`} className="tabs">
        <Link to="/{-$locale}/album" params={{ locale: localeParam }} search={{}} activeOptions={CURRENT_WHEN_SAME} aria-current={search.category ? undefined : 'page'}>
          <Trans>All</Trans>
        </Link>
        {categoriesOf(list.all).map(([id, title]) => (
          <Link
            key={id}
            to="/{-$locale}/album"
            params={{ locale: localeParam }}
            search={{ category: id }}
            activeOptions={CURRENT_WHEN_SAME}
            aria-current={search.category === id ? 'page' : undefined}
          >
            {title}
          </Link>
        ))}
      </nav>
      {list.data.length === 0 ? (
        <EmptyPage list={list} page={page}>
          <p className="empty-list">
            <Trans>Nothing here yet.</Trans>
          </p>
        </EmptyPage>
      ) : null}
      <ul className="album-grid">
        {list.data.map((a) => {
          const count = formatNumber(a.image_count, locale);
          return (
            <li key={a.id}>
              <Link to="/{-$locale}/album/$albumId" params={{ locale: localeParam, albumId: String(a.id) }} className="album-card">
                {a.cover ? <img {...mediaImage(a.cover.url, [320, 480, 640], TILE_SIZES)} alt="" width="400" height="250" loading="lazy" /> : null}
                <span className="album-card-title">{a.title}</span>
                <span className="album-card-meta">
                  {a.image_count === 1 ? <Trans>{count} picture</Trans> : <Trans>{count} pictures</Trans>} · <time dateTime={a.published_at}>{formatDate(a.published_at, locale)}</time>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Pager paging={list.paging} page={page} />
    </div>
  );
}

export function AlbumPage({ album }: { album: Album }) {
  const { t } = useLingui();
  const localeParam = useLocaleParam();
  const [open, setOpen] = useState<number | null>(null);
  usePageTitle(album.title);
  return (
    <div className="container content-page">
      <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/{-$locale}/album" params={{ locale: localeParam }} activeOptions={CURRENT_WHEN_SAME}>
              <Trans>Gallery</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$locale}/album" params={{ locale: localeParam }} search={{ category: album.category.id }} activeOptions={CURRENT_WHEN_SAME}>
              {album.category.title}
            </Link>
          </li>
        </ol>
      </nav>
      <h1>{album.title}</h1>
      {album.description ? <p className="lead">{album.description}</p> : null}
      <ul className="gallery-grid">
        {album.images.map(({ url, caption }, i) => (
          <li key={url}>
            <button type="button" className="gallery-tile" onClick={() => setOpen(i)} aria-label={t`Open picture: ${caption}`}>
              <img {...mediaImage(url, [320, 480, 640], TILE_SIZES)} alt="" width="400" height="250" loading="lazy" />
            </button>
            <p className="gallery-caption">{caption}</p>
          </li>
        ))}
      </ul>
      {open !== null ? <ImageViewer images={album.images} start={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
