import { useLingui } from '@lingui/react/macro';

/**
 * What a page shows while a slow navigation loads, inside the frame (header, bottom bar and banner
 * stay): the outline of a page to come, never a blank screen. Up to then the previous page stays.
 */
export function PageSkeleton() {
  const { t } = useLingui();
  return (
    <div className="container page-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t`Loading…`}</span>
      <div className="skeleton skeleton-line" style={{ width: '30%' }} />
      <div className="skeleton skeleton-title" style={{ width: '60%' }} />
      <div className="skeleton skeleton-line" style={{ width: '85%' }} />
      <div className="skeleton-grid" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton skeleton-card" />
        ))}
      </div>
    </div>
  );
}
