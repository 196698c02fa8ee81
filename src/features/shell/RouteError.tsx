import { onNetworkBack } from '../../lib/network-back.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiCallError, FETCH_ERROR } from '../../device/api/client.ts';
import { pageWithoutData } from '../../device/api/read-age.ts';
import { UNREACHABLE_RETRY_MS } from './store-reach.ts';
import { useLocaleParam } from '../../ui/use-locale.ts';
import { NotFoundPage, ServerErrorPage, StatusPage } from './StatusPage.tsx';
import { RecentlyViewed } from '../recent/RecentlyViewed.tsx';

/**
 * What a page shows when its data could not be loaded, inside the frame (header, menu, search and
 * banner stay): "not saved on this device" when the network is gone, with the way on (search on
 * the device, the saved packs, the home page) and a reload by itself once the network is back; the
 * 404 page for an unknown id; otherwise the 500 page ('Error fetching data.' when the server
 * answered without the data). Each offers a retry: the request again, or for an error of the page
 * itself (its code did not load) the page loaded again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const locale = useLocaleParam();
  // A failed request is asked again; anything else (the page's code that did not load: the
  // browser keeps a failed script's failure until the page is loaded again) loads the page again.
  const retry = () => {
    if (!(error instanceof ApiCallError)) return window.location.reload();
    reset();
    void router.invalidate();
  };
  const deviceOnline = typeof navigator === 'undefined' || navigator.onLine;
  const offline = (error instanceof ApiCallError && error.offline) || !deviceOnline;
  // Nothing of this page is on the device: the banner does not date it.
  useEffect(() => {
    if (!offline) return;
    pageWithoutData.set(true);
    return () => pageWithoutData.set(false);
  }, [offline]);
  useEffect(() => {
    if (!offline) return;
    const back = () => {
      reset();
      void router.invalidate();
    };
    const stop = onNetworkBack(back);
    // The device is online and the store did not answer (its server restarting, a hospital's
    // network in the way): no `online` event will come, so the page asks again now and then.
    const again = deviceOnline ? window.setInterval(() => navigator.onLine && back(), UNREACHABLE_RETRY_MS) : undefined;
    return () => {
      stop();
      window.clearInterval(again);
    };
  }, [offline, deviceOnline, reset, router]);
  if (offline) {
    return (
      <StatusPage
        title={t`This page is not saved on this device`}
        body={
          <>
            <p>
              {deviceOnline ? (
                <Trans>
                  The store cannot be reached just now, and this page was not opened or saved before, so there is no copy of
                  it here. It opens by itself once the store answers. Meanwhile, what is on this device still works:
                </Trans>
              ) : (
                <Trans>
                  You are offline and this page was not opened or saved before, so there is no copy of it here. It opens by
                  itself when the network is back. Meanwhile, what is on this device still works:
                </Trans>
              )}
            </p>
            <form
              className="search-row offline-search"
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
                if (q) void router.navigate({ to: '/{-$locale}/search', params: { locale }, search: { q } });
              }}
            >
              <label htmlFor="offline-q" className="visually-hidden">
                <Trans>Search the products on this device</Trans>
              </label>
              <input id="offline-q" name="q" type="search" placeholder={t`Search the products on this device`} enterKeyHint="search" />
              <button type="submit" className="button-secondary">
                <Trans>Search</Trans>
              </button>
            </form>
            <RecentlyViewed />
          </>
        }
        action={
          <>
            <button type="button" className="button-primary" onClick={retry}>
              <Trans>Try again</Trans>
            </button>
            <Link to="/{-$locale}/offline" params={{ locale }} className="button-secondary">
              <Trans>Saved for offline</Trans>
            </Link>
          </>
        }
      />
    );
  }
  if (error instanceof ApiCallError && error.status_code === 404) return <NotFoundPage />;
  return <ServerErrorPage onRetry={retry} emptyAnswer={error instanceof ApiCallError && error.error_message === FETCH_ERROR} />;
}
