import { Trans } from '@lingui/react/macro';
import { useOnline } from '../../ui/use-online.ts';

/** Shown while the network is gone: pages already visited keep working from the device. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <Trans>You are offline. Pages you have visited are shown from this device; prices and stock may be out of date.</Trans>
    </div>
  );
}
