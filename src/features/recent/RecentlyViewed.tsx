import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { ProductLink } from '../../product/links.tsx';
import { ListPhoto } from '../../ui/ListPhoto.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { useRecentViews } from './recent-views.ts';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

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
              <ListPhoto url={v.photo} widths={[160, 320]} sizes="112px" size={112} frame="recent-tile-photo" />
              <span className="recent-tile-title">
                <ProductTitle text={v.title} />
              </span>
            </ProductLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
