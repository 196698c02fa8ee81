import { Trans } from '@lingui/react/macro';
import { applyUpdate, dismissUpdate, useServiceWorkerState } from './sw-bridge.ts';

/** Asks before a new version takes over: the page keeps running the old one until then. */
export function UpdatePrompt() {
  const { updateReady } = useServiceWorkerState();
  if (!updateReady) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-title">
      <p id="update-title">
        <Trans>A new version of the store is ready.</Trans>
      </p>
      <div className="update-actions">
        <button type="button" className="button-primary" onClick={applyUpdate}>
          <Trans>Update now</Trans>
        </button>
        <button type="button" className="button-secondary" onClick={dismissUpdate}>
          <Trans>Later</Trans>
        </button>
      </div>
    </div>
  );
}
