import { Trans, useLingui } from '@lingui/react/macro';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ListResponse } from '../../../contract/common.ts';
import type { News, NewsItem } from '../../../contract/content.ts';
import { NewsCard } from './NewsCard.tsx';
import { MAY_COME_INLINE, mediaImage } from '../../ui/media-image.ts';
import { formatDate } from '../../i18n/format.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { EmptyPage, Pager } from '../../ui/Pager.tsx';
import { newsSection, type NewsSearch } from './content-search.ts';
import { CURRENT_WHEN_SAME } from '../../ui/link-state.ts';

/** An item's own picture, at most 800 px. */
const HERO_SIZES = '(max-width: 900px) 100vw, 800px';

export function NewsListPage({ list, search }: { list: ListResponse<NewsItem>; search: NewsSearch }) {
  const { t } = useLingui();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const section = newsSection(search);
  const page = search.page ?? 1;
  const query = search.q ?? '';
  usePageTitle(section === 'events' ? t`Events` : t`Articles`);
  return (
    <div className="container content-page">
      <h1>
        <Trans>News and events</Trans>
      </h1>
      <nav aria-label={t`Sections`} className="tabs">
        <Link to="/{-$locale}/news" params={{ locale }} search={{}} activeOptions={CURRENT_WHEN_SAME} aria-current={section === 'articles' ? 'page' : undefined}>
          <Trans>Articles</Trans>
        </Link>
        <Link
          to="/{-$locale}/news"
          params={{ locale }}
          search={{ section: 'events' }}
          activeOptions={CURRENT_WHEN_SAME}
          aria-current={section === 'events' ? 'page' : undefined}
        >
          <Trans>Events</Trans>
        </Link>
      </nav>
      <SearchBox
        id="news-q"
        label={t`Search news`}
        initial={search.q ?? ''}
        onSearch={(q) =>
          void navigate({ to: '.', search: { ...(search.section ? { section: search.section } : {}), ...(q ? { q } : {}) } })
        }
      />
      {list.data.length ? (
        <div className="news-grid">
          {list.data.map((n) => (
            <NewsCard key={n.id} item={n} level={2} />
          ))}
        </div>
      ) : (
        <EmptyPage list={list} page={page}>
          <p className="empty-list">{query ? <Trans>No news matches “{query}”.</Trans> : <Trans>Nothing here yet.</Trans>}</p>
        </EmptyPage>
      )}
      <Pager paging={list.paging} page={page} />
    </div>
  );
}

export function NewsPage({ item }: { item: News }) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  usePageTitle(item.title);
  const section = item.event ? 'events' : undefined;
  const published = formatDate(item.published_at, locale);
  const starts = item.event ? formatDate(item.event.starts_at, locale) : '';
  return (
    <article className="container content-page news-article">
      <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/{-$locale}/news" params={{ locale: localeParam }} search={section ? { section } : {}} activeOptions={CURRENT_WHEN_SAME}>
              {item.category.title}
            </Link>
          </li>
          <li aria-current="page">{item.title}</li>
        </ol>
      </nav>
      <h1>{item.title}</h1>
      <p className="news-meta">
        <Trans>
          Published <time dateTime={item.published_at}>{published}</time>
        </Trans>
      </p>
      {item.event ? (
        <p className="event-box">
          <Trans>
            Starts on <time dateTime={item.event.starts_at}>{starts}</time>
          </Trans>
          {item.event.location ? (
            <>
              {' · '}
              {item.event.location}
            </>
          ) : null}
        </p>
      ) : null}
      {item.image ? <img className="news-hero" {...mediaImage(item.image.url, [480, 640, 960], HERO_SIZES)} alt={item.image.alt} width="800" height="500" fetchPriority="high" {...MAY_COME_INLINE} /> : null}
      <p className="lead">{item.summary}</p>
      {item.body.split(/\n{2,}/).map((para, i) => (
        <p key={i}>{para}</p>
      ))}
    </article>
  );
}
