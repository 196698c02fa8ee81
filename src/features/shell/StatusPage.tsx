import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';

/** A full-page message (404, 500, offline) with a way back home. */
export function StatusPage(props: { code?: string; title: string; body: ReactNode; action?: ReactNode }) {
  const locale = useLocaleParam();
  usePageTitle(props.title);
  return (
    <section className="status-page container">
      {props.code ? (
        <p className="status-code" aria-hidden="true">
          {props.code}
        </p>
      ) : null}
      <h1>{props.title}</h1>
      <div className="status-body">{props.body}</div>
      <div className="status-actions">
        {props.action}
        <Link to="/{-$locale}" params={{ locale }} activeOptions={{ exact: true, includeSearch: false }} className="button-secondary">
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <StatusPage
      code="404"
      title={t`Page not found`}
      body={
        <p>
          <Trans>The page you asked for does not exist or has moved.</Trans>
        </p>
      }
    />
  );
}

/**
 * The 500 page. `emptyAnswer`: the server answered, but without the page's data (spec §4's
 * 'Error fetching data.'), said as such.
 */
export function ServerErrorPage({ onRetry, emptyAnswer = false }: { onRetry?: () => void; emptyAnswer?: boolean }) {
  const { t } = useLingui();
  return (
    <StatusPage
      code="500"
      title={emptyAnswer ? t`Error fetching data.` : t`Something went wrong`}
      body={
        <p>
          {emptyAnswer ? (
            <Trans>The server answered without the data of this page. Please try again in a moment.</Trans>
          ) : (
            <Trans>The server could not answer this time. Please try again in a moment.</Trans>
          )}
        </p>
      }
      action={
        onRetry ? (
          <button type="button" className="button-primary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        ) : null
      }
    />
  );
}

/** `/under-construction` (spec §2): a part of the site that is being built. */
export function UnderConstructionPage() {
  const { t } = useLingui();
  return (
    <StatusPage
      title={t`This part of the site is being built`}
      body={
        <p>
          <Trans>It will be ready soon. Meanwhile, the catalogue, your orders and support are all open.</Trans>
        </p>
      }
    />
  );
}
