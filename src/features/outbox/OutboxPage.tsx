import { Trans, useLingui } from '@lingui/react/macro';
import type { OutboxEntry } from '../../device/db/app-db.ts';
import { formatDate } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { memberIdOf, useSessionState } from '../session/session-view.ts';
import { discardEntry } from '../../device/outbox/outbox-repo.ts';
import { useOutbox } from './use-outbox.ts';
import { retry } from './outbox-runner.ts';
import { specOf } from '../../device/outbox/outbox-kinds.ts';
import { KEPT_TOO_LONG } from '../../device/outbox/outbox-rules.ts';
import { RefusalReason } from './RefusalReason.tsx';

function Status({ entry }: { entry: OutboxEntry }) {
  switch (entry.status) {
    case 'queued':
      return <Trans>Waiting for the network</Trans>;
    case 'sending':
      return <Trans>Sending…</Trans>;
    case 'sent':
      return <Trans context="outbox">Delivered</Trans>;
    case 'failed':
      // Held by the device itself (outbox-rules keptTooLong), not refused.
      return entry.reason_code === KEPT_TOO_LONG ? <Trans>Held on this device</Trans> : <Trans>Refused by the server</Trans>;
  }
}

/** The entry as the member recognises it: what (the kind's label) and which (its detail). */
function What({ entry }: { entry: OutboxEntry }) {
  const { i18n } = useLingui();
  const spec = specOf(entry.kind);
  if (!spec) return <strong>{entry.kind}</strong>;
  return (
    <>
      <strong>{i18n._(spec.label)}</strong>: {spec.detail(entry.payload)}
    </>
  );
}

/** What this device still has to deliver for the member, and what the server refused. */
export function OutboxPage() {
  const { t } = useLingui();
  usePageTitle(t`Changes to send`);
  const locale = useLocale();
  const memberId = useSessionState(memberIdOf);
  const entries = useOutbox(memberId);
  if (entries === undefined) return <section aria-busy="true" />;
  return (
    <section aria-labelledby="outbox-title">
      <h1 id="outbox-title">
        <Trans>Changes to send</Trans>
      </h1>
      <p className="lead">
        <Trans>Changes you make offline wait here and are sent, once, when you are back online.</Trans>
      </p>
      {entries.length === 0 ? (
        <p className="empty-list">
          <Trans>Nothing is waiting.</Trans>
        </p>
      ) : (
        <ul className="outbox-list">
          {entries.map((e) => (
            <li key={e.id} className={`outbox-item outbox-${e.status}`} data-status={e.status}>
              <div>
                <What entry={e} />
                <p className="news-meta">
                  <Status entry={e} /> · <time dateTime={new Date(e.created_at).toISOString()}>{formatDate(new Date(e.created_at), locale)}</time>
                </p>
                {e.status === 'failed' && e.reason ? (
                  <p className="form-error">
                    <RefusalReason entry={e} />
                  </p>
                ) : null}
              </div>
              {e.status === 'failed' || e.status === 'queued' ? (
                <div className="outbox-actions">
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => void retry(e.id)}
                  >
                    <Trans>Try again</Trans>
                  </button>
                  <button type="button" className="link-button is-danger" onClick={() => void discardEntry(e.id)}>
                    <Trans>Discard</Trans>
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
