import { Trans } from '@lingui/react/macro';
import { acceptInstall, dismissInstall, useInstallOffer } from './install-offer.ts';

/**
 * The invitation to install the store as an app (or, on iOS, how to add it to the home screen).
 * `allowed` is false where it must not float (a document to print, a product's buy bar): it waits.
 */
export function InstallInvite({ allowed }: { allowed: boolean }) {
  const offer = useInstallOffer();
  if (!offer || !allowed) return null;
  return (
    <aside className="install-invite" aria-labelledby="install-title">
      <p id="install-title" className="install-title">
        <Trans>Install the store on this device</Trans>
      </p>
      <p>
        {offer.kind === 'prompt' ? (
          <Trans>It opens from your home screen like an app, starts fast and works offline.</Trans>
        ) : (
          <Trans>In Safari, tap Share, then “Add to Home Screen”: the store opens like an app and works offline.</Trans>
        )}
      </p>
      <div className="update-actions">
        {offer.kind === 'prompt' ? (
          <button type="button" className="button-primary" onClick={() => void acceptInstall()}>
            <Trans>Install</Trans>
          </button>
        ) : null}
        <button type="button" className="button-secondary" onClick={dismissInstall}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </aside>
  );
}
