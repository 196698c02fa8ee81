import { Trans } from '@lingui/react/macro';
import { oldestRead } from '../../device/api/read-age.ts';
import { useStore } from '../../lib/use-store.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { useOnline } from '../../ui/use-online.ts';

/** Shown while the network is gone: pages come from this device, with the date their data is from. */
export function OfflineBanner() {
  const online = useOnline();
  const locale = useLocale();
  const oldest = useStore(oldestRead);
  if (online) return null;
  const when = oldest !== null ? formatDateTime(new Date(oldest), locale) : null;
  return (
    <div className="offline-banner" role="status">
      {when ? (
        <Trans>You are offline. This page is from this device, as of {when}: prices and stock may have changed since.</Trans>
      ) : (
        <Trans>You are offline. Pages you have visited are shown from this device; prices and stock may be out of date.</Trans>
      )}
    </div>
  );
}
