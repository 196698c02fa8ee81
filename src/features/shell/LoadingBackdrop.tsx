import { useLingui } from '@lingui/react/macro';

/** Covers the page while a route that took longer than a moment is still loading. */
export function LoadingBackdrop() {
  const { t } = useLingui();
  return (
    <div className="loading-backdrop" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t`Loading…`}</span>
    </div>
  );
}
