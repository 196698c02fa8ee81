import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { watchStoreReach } from './store-reach.ts';
import { storeUnreachable } from '../../device/api/reach-state.ts';
import { oldestRead, pageWithoutData } from '../../device/api/read-age.ts';
import { useStore } from '../../lib/use-store.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { useOnline } from '../../ui/use-online.ts';

/**
 * Shown while the network is gone, or while the store does not answer the device online (an
 * unreliable connection): pages come from this device, with the date their data is from.
 */
export function OfflineBanner() {
  const online = useOnline();
  const unreachable = useStore(storeUnreachable);
  const locale = useLocale();
  const oldest = useStore(oldestRead);
  const withoutData = useStore(pageWithoutData);
  useEffect(() => watchStoreReach(), []);
  if (online && !unreachable) return null;
  const when = oldest !== null && !withoutData ? formatDateTime(new Date(oldest), locale) : null;
  return (
    <div className="offline-banner" role="status">
      {!online ? (
        when ? (
          <Trans>You are offline. This page is from this device, as of {when}: prices and stock may have changed since.</Trans>
        ) : (
          <Trans>You are offline. Pages you have visited are shown from this device; prices and stock may be out of date.</Trans>
        )
      ) : when ? (
        <Trans>The store cannot be reached just now. This page is from this device, as of {when}: prices and stock may have changed since.</Trans>
      ) : (
        <Trans>The store cannot be reached just now. Pages you have visited are shown from this device; prices and stock may be out of date.</Trans>
      )}
    </div>
  );
}
