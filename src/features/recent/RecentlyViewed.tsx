import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ProductLink } from '../../product/links.tsx';
import { mediaImage } from '../../ui/media-image.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { useRecentViews } from './recent-views.ts';

/**
 * The products last opened on this device, as a row of small tiles: photo and title only (what
 * does not go stale). Offline, a product whose page is not on the device looks apart, as every
 * such link. Nothing when none was opened (or on the server: it is this device's).
 */
export function RecentlyViewed({ className }: { className?: string }) {
  const locale = useLocale();
  const id = useId();
  const views = useRecentViews(locale);
  if (views.length === 0) return null;
  return (
    <section className={className ? `recent-views ${className}` : 'recent-views'} aria-labelledby={id}>
      <h2 id={id}>
        <Trans>Opened recently on this device</Trans>
      </h2>
      <ul className="recent-row">
        {views.map((v) => (
          <li key={v.id}>
            <ProductLink id={v.id} slug={v.slug} className="recent-tile">
              <TilePhoto url={v.photo} />
              <span className="recent-tile-title">{v.title}</span>
            </ProductLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The tile's photo; an empty frame when there is none, or it cannot be had (offline, never kept): no broken image. */
function TilePhoto({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <span className="recent-tile-photo" />;
  return <img {...mediaImage(url, [160, 320], '112px')} alt="" width="112" height="112" loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
