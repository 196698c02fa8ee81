import { useOffers } from '../../ui/use-offers.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FINISHED_TICKET_STATUSES, type TicketStatus } from '../../../contract/constants.ts';
import type { Attachment, Ticket } from '../../../contract/ticketing.ts';
import { ticketReviewRate } from '../../../shared/rate.ts';
import { ApiCallError } from '../../device/api/client.ts';
import type { OutboxEntry } from '../../device/db/app-db.ts';
import { formatDateTime, formatNumber, formatPercent, localDigits } from '../../i18n/format.ts';
import { StarInput } from '../../ui/StarInput.tsx';
import { Stars } from '../../ui/Stars.tsx';
import { notify } from '../../ui/notifications.tsx';
import { SavedNote } from '../../ui/SavedNote.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { discardEntry } from '../../device/outbox/outbox-repo.ts';
import { RefusalReason } from '../outbox/RefusalReason.tsx';
import { retry, submit } from '../outbox/outbox-runner.ts';
import { useOutbox, useOutboxFiles, useReloadWhenDelivered } from '../outbox/use-outbox.ts';
import { memberIdOf, useSessionState } from '../session/session-view.ts';
import { AttachmentPicker, QueuedFiles } from './AttachmentPicker.tsx';
import { PriorityLabel, TicketStatusLabel } from './TicketParts.tsx';
import { downloadAttachment, rateTicket } from './tickets-api.ts';
import './tickets.css';
import '../../ui/fields.css';
import { PersonText } from '../../ui/PersonText.tsx';
import { useRefreshWhileOpen } from '../../ui/use-refresh-while-open.ts';
import { config } from '../../device/config.ts';
import { markTicketSeen } from './tickets-seen.ts';
import { PictureIcon } from '../shell/icons.tsx';
import { saveFile } from '../../lib/save-file.ts';
import { CURRENT_WHEN_SAME } from '../../ui/link-state.ts';

/** What a file is, at a glance: "PDF", or a picture's icon (its name says the rest). */
function FileKind({ type }: { type: string }) {
  return (
    <span className="file-chip-kind" aria-hidden="true">
      {type === 'application/pdf' ? 'PDF' : <PictureIcon size={16} />}
    </span>
  );
}

function FileChip({ file }: { file: Attachment }) {
  const { t } = useLingui();
  const name = file.name;
  // A backend without the download call (issue 29): the file is named, and said to be unavailable here.
  const downloadable = useOffers('tickets.attachment');
  if (downloadable === false)
    return (
      <span className="file-chip is-unavailable">
        <FileKind type={file.content_type} /> <span className="file-chip-name">{file.name}</span>{' '}
        <small>
          <Trans>(downloading is not available here)</Trans>
        </small>
      </span>
    );
  const open = async () => {
    try {
      saveFile(await downloadAttachment(file.url), file.name);
    } catch {
      notify({ kind: 'error', title: t`The file could not be downloaded. Try again online.` });
    }
  };
  return (
    <button type="button" className="file-chip" onClick={() => void open()} aria-label={t`Download ${name}`}>
      <FileKind type={file.content_type} /> <span className="file-chip-name">{file.name}</span>
    </button>
  );
}

/** A reply waiting in the outbox, in the thread where it will land, with its own state. */
function QueuedReply({ entry }: { entry: OutboxEntry }) {
  const locale = useLocale();
  const p = entry.payload as { description: string };
  const photos = entry.blob_ids?.length ?? 0;
  // One or many by hand (no Intl.PluralRules), in the page's digits.
  const photoCount = formatNumber(photos, locale);
  const when = formatDateTime(new Date(entry.created_at), locale);
  const files = useOutboxFiles(entry);
  const percent = entry.status === 'sending' && photos && entry.progress !== undefined ? formatPercent(entry.progress, locale) : null;
  return (
    <li className={`thread-item is-member is-${entry.status}`} data-status={entry.status}>
      <PersonText className="thread-text" text={p.description} />
      {files.length ? <QueuedFiles files={files} status={entry.status} progress={entry.progress} /> : null}
      <p className="thread-meta">
        {entry.status === 'queued' ? (
          <Trans>Waiting for the network</Trans>
        ) : entry.status === 'sending' ? (
          percent !== null ? (
            <Trans>Sending… {percent}</Trans>
          ) : (
            <Trans>Sending…</Trans>
          )
        ) : entry.status === 'sent' ? (
          <Trans>Sent</Trans>
        ) : (
          <Trans>Refused</Trans>
        )}{' '}
        · {when}
        {photos ? (
          <>
            {' '}
            · {photos === 1 ? <Trans>one file</Trans> : <Trans>{photoCount} files</Trans>}
          </>
        ) : null}
      </p>
      {entry.status === 'failed' && entry.reason ? (
        <p className="field-error" role="alert">
          <RefusalReason entry={entry} />
        </p>
      ) : null}
      {entry.status === 'failed' || entry.status === 'queued' ? (
        <div className="form-actions">
          <button type="button" className="button-secondary" onClick={() => void retry(entry.id)}>
            <Trans>Try again</Trans>
          </button>
          <button type="button" className="link-button is-danger" onClick={() => void discardEntry(entry.id)}>
            <Trans>Discard</Trans>
          </button>
        </div>
      ) : null}
    </li>
  );
}

function ReviewForm({ ticket }: { ticket: Ticket }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const [rate, setRate] = useState(5);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await rateTicket(locale, ticket.id, { rate: ticketReviewRate(rate), description: text.trim() });
      await router.invalidate();
    } catch (err) {
      notify({ kind: 'error', title: err instanceof ApiCallError && err.offline ? t`You are offline: rate the answer once you are back online.` : t`The rating could not be saved. Try again.` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="rate-title" className="ticket-review">
      <h2 id="rate-title">
        <Trans>How was the answer?</Trans>
      </h2>
      <StarInput value={rate} onChange={setRate} legend={t`Rating`} />
      <textarea className="field-input" rows={2} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} aria-label={t`A few words (optional)`} placeholder={t`A few words (optional)`} />
      <button type="button" className="button-primary" disabled={busy} aria-busy={busy} onClick={() => void send()}>
        <Trans>Send the rating</Trans>
      </button>
    </section>
  );
}

/** `/dashboard/ticket/detail?id=…`: the thread, the replies waiting on this device, the reply box and the rating. */
export function TicketDetailPage({ ticket, savedAt, asOf }: { ticket: Ticket; savedAt: number | null; asOf: number }) {
  const { t } = useLingui();
  const title = ticket.title;
  usePageTitle(title);
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const memberId = useSessionState(memberIdOf);
  const mine = useOutbox(memberId)?.filter((e) => e.kind === 'ticket.reply' && (e.payload as { ticket_id: number }).ticket_id === ticket.id);
  // A sent reply shows here until the thread the server gave has it (by the id the server answered).
  const queued = (mine ?? []).filter((e) => e.status !== 'sent' || (e.result_id !== undefined && !ticket.replies?.some((r) => r.id === e.result_id)));
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const finished = FINISHED_TICKET_STATUSES.includes(ticket.status as TicketStatus);
  useReloadWhenDelivered(mine, asOf);
  // A staff answer shows up on its own while the thread is open.
  useRefreshWhileOpen('/{-$locale}/dashboard/ticket/detail', config.threadRefreshMs);
  useEffect(() => markTicketSeen(ticket), [ticket]);
  const reply = async () => {
    if (!text.trim()) return;
    await submit(
      'ticket.reply',
      { ticket_id: ticket.id, ticket_title: ticket.title, description: text.trim(), client_ticket_page_url: window.location.origin + window.location.pathname + window.location.search },
      { blobs: files.map((f) => ({ blob: f, name: f.name, type: f.type })) },
    );
    setText('');
    setFiles([]);
  };
  const opened = formatDateTime(ticket.created_at, locale);
  const orderNumber = ticket.order_id ? localDigits(`ORD-${ticket.order_id}`, locale) : '';
  return (
    <article aria-labelledby="ticket-title" className="tickets ticket-detail">
        <p>
          <Link to="/{-$locale}/dashboard/ticket" params={{ locale: localeParam }} activeOptions={CURRENT_WHEN_SAME}>
            <Trans>All tickets</Trans>
          </Link>
        </p>
        <PersonText as="h1" id="ticket-title" text={ticket.title} />
        <p className="ticket-meta">
          <span className={`status ticket-status-${ticket.status}`}>
            <TicketStatusLabel status={ticket.status} />
          </span>{' '}
          {ticket.category.title} · {ticket.service.title} · <PriorityLabel priority={ticket.priority} /> · <Trans>opened {opened}</Trans>
        </p>
        {ticket.order_id ? (
          <p className="ticket-meta">
            <Link to="/{-$locale}/dashboard/order/$orderId" params={{ locale: localeParam, orderId: String(ticket.order_id) }}>
              <Trans>About order {orderNumber}</Trans>
            </Link>
          </p>
        ) : null}
        <SavedNote savedAt={savedAt} />
        <ol className="thread">
          {(ticket.replies ?? []).map((r) => {
            const when = formatDateTime(r.created_at, locale);
            return (
              <li key={r.id} className={`thread-item is-${r.author}`}>
                {r.author === 'staff' ? <p className="thread-author">{r.staff_name}</p> : null}
                <PersonText className="thread-text" text={r.description} />
                {r.attachments.length ? (
                  <div className="thread-files">
                    {r.attachments.map((f) => (
                      <FileChip key={f.id} file={f} />
                    ))}
                  </div>
                ) : null}
                <p className="thread-meta">{when}</p>
              </li>
            );
          })}
          {queued.map((e) => (
            <QueuedReply key={e.id} entry={e} />
          ))}
        </ol>
        {finished ? (
          ticket.review ? (
            <p className="ticket-meta">
              <Trans>You rated this answer:</Trans> <Stars value={ticket.review.rate} said />
            </p>
          ) : (
            <ReviewForm ticket={ticket} />
          )
        ) : (
          <section aria-labelledby="reply-title" className="reply-box">
            <h2 id="reply-title">
              <Trans>Reply</Trans>
            </h2>
            <textarea className="field-input" rows={4} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} aria-label={t`Your reply`} />
            <AttachmentPicker files={files} onChange={setFiles} />
            <div className="form-actions">
              <button type="button" className="button-primary" disabled={!text.trim()} onClick={() => void reply()}>
                <Trans>Send the reply</Trans>
              </button>
            </div>
            <p className="choice-detail">
              <Trans>Offline, the reply and its files wait on this device and are sent once, when you are back online.</Trans>
            </p>
          </section>
        )}
    </article>
  );
}
