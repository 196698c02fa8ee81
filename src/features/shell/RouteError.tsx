import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiCallError } from '../../api/client.ts';
import { NotFoundPage, ServerErrorPage, StatusPage } from './StatusPage.tsx';

/**
 * What a page shows when its data could not be loaded: "not saved for offline use" when the
 * network is gone, the 404 page for an unknown id, otherwise the 500 page. Each offers a retry.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  const offline = (error instanceof ApiCallError && error.offline) || (typeof navigator !== 'undefined' && !navigator.onLine);
  if (offline) {
    return (
      <StatusPage
        title={t`This page is not saved on this device`}
        body={
          <Trans>
            You are offline and this page was not opened before, so there is no copy of it here. Pages you have
            visited still work. Try again once you are back online.
          </Trans>
        }
        action={
          <button type="button" className="button-primary" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    );
  }
  if (error instanceof ApiCallError && error.status_code === 404) return <NotFoundPage />;
  return <ServerErrorPage onRetry={retry} />;
}
