/**
 * One ticket at the desk: its thread, the member and their recent orders, who has it, and the
 * answer being written. Every change carries the version this screen showed: when a colleague
 * changed the ticket meanwhile the server refuses (409), the screen shows the ticket as it is now
 * and the answer stays in the box (and on the device, across reloads) to be sent again.
 */
import FileImageOutlined from '@ant-design/icons/FileImageOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Descriptions, Form, Input, Select, Skeleton, Tag, Timeline } from 'antd';
import { useEffect, useState } from 'react';
import { FINISHED_TICKET_STATUSES, TICKET_STATUS } from '../../../contract/constants.ts';
import type { DeskTicket } from '../../../contract/staff.ts';
import type { Attachment } from '../../../contract/ticketing.ts';
import { Price } from '../../product/Price.tsx';
import { PersonText } from '../../ui/PersonText.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { StatusLabel } from '../orders/order-parts.tsx';
import { AttachmentPicker } from '../ticketing/AttachmentPicker.tsx';
import { PriorityLabel, STATUS_OPTIONS } from '../ticketing/TicketParts.tsx';
import { saveFile } from '../../lib/save-file.ts';
import { currentDesk } from './desk-client.ts';
import { assignTicketTo, downloadTicketFile, fetchColleagues, fetchDeskTicket, replyToTicket, setTicketStatus } from './desk-api.ts';
import { readDraft, writeDraft } from './desk-drafts.ts';
import { DeskError, DeskTicketStatus, IdNumber, MemberLine, When } from './DeskParts.tsx';
import { reloadWhenStale, useDeskAction, useDeskData } from './use-desk-data.ts';
import { CURRENT_WHEN_SAME } from '../../ui/link-state.ts';

/** After an answer the ticket usually waits for the member; the agent may choose otherwise. */
const AFTER_ANSWER = [TICKET_STATUS.waitingForCustomer, TICKET_STATUS.inProgress, TICKET_STATUS.resolved, TICKET_STATUS.closed];

/** A file of the thread: downloaded with the desk's token; a failure says so beside it. */
function FileButton({ file }: { file: Attachment }) {
  const { t } = useLingui();
  const get = useDeskAction(async () => saveFile(await downloadTicketFile(file.id), file.name));
  const name = file.name;
  return (
    <>
      <Button
        size="small"
        icon={file.content_type === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />}
        onClick={() => void get.run()}
        loading={get.busy}
        aria-label={t`Download ${name}`}
        title={name}
      >
        <bdi>{file.name}</bdi>
      </Button>
      {get.error ? (
        <span className="desk-error-inline" role="alert">
          {get.error.offline ? t`No connection: try again.` : t`The file could not be downloaded.`}
        </span>
      ) : null}
    </>
  );
}

export function DeskTicketPage({ id }: { id: number }) {
  const { t } = useLingui();
  const lang = useLocale();
  const locale = useLocaleParam();
  const ticket = useDeskData(() => fetchDeskTicket(lang, id), [lang, id]);
  const colleagues = useDeskData(() => fetchColleagues(), []);
  const me = currentDesk().session?.staff.id ?? null;
  const data = ticket.data;
  usePageTitle(data ? data.title : t`Ticket`);

  const [draft, setDraft] = useState(() => readDraft(id));
  // The answer's files: kept until it is sent (not across a reload: the words are).
  const [files, setFiles] = useState<File[]>([]);
  const [after, setAfter] = useState<number>(TICKET_STATUS.waitingForCustomer);
  useEffect(() => writeDraft(id, draft), [id, draft]);

  // Each change answers with the ticket as it now is (its new version); a refusal keeps what was written.
  const changed = (next: DeskTicket | undefined) => {
    if (next) ticket.set(next);
    return next;
  };
  // A colleague changed it meanwhile: the ticket as it is now, the answer kept.
  const stale = reloadWhenStale(ticket.reload);
  const reply = useDeskAction(async (p: { description: string; status: number; version: number }, withFiles: File[]) => changed(await replyToTicket(lang, id, p, withFiles)), stale);
  const move = useDeskAction(async (p: { status: number; version: number }) => changed(await setTicketStatus(lang, id, p)), stale);
  const assign = useDeskAction(async (p: { assignee_id: number | null; version: number }) => changed(await assignTicketTo(lang, id, p)), stale);
  const failed = reply.error ?? move.error ?? assign.error;

  if (ticket.error && !data) {
    return (
      <section className="desk-page">
        <DeskError error={ticket.error} retry={ticket.reload} />
      </section>
    );
  }
  if (!data) return <Skeleton active className="desk-page" />;

  const finished = FINISHED_TICKET_STATUSES.includes(data.status as (typeof FINISHED_TICKET_STATUSES)[number]);
  const support = (colleagues.data ?? []).filter((p) => p.roles.includes('support') || p.roles.includes('admin'));
  const send = async () => {
    const text = draft.trim();
    if (!text) return;
    const done = await reply.run({ description: text, status: after, version: data.version }, files);
    if (done) {
      setDraft('');
      setFiles([]);
    }
  };

  return (
    <div className="desk-page desk-split">
      <section aria-labelledby="desk-title">
        <p className="desk-back">
          <Link to="/{-$locale}/desk/tickets" params={{ locale }} activeOptions={CURRENT_WHEN_SAME}>
            <Trans context="staff desk">All tickets</Trans>
          </Link>
        </p>
        <h1 id="desk-title">
          <bdi>{data.title}</bdi> <IdNumber id={data.id} />
        </h1>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="desk-facts">
          <Descriptions.Item label={t`Status`}>
            <DeskTicketStatus status={data.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t`Priority`}>
            <PriorityLabel priority={data.priority} />
          </Descriptions.Item>
          <Descriptions.Item label={t`Unit`}>{data.service.title}</Descriptions.Item>
          <Descriptions.Item label={t`Subject`}>{data.category.title}</Descriptions.Item>
          <Descriptions.Item label={t`Opened`}>
            <When at={data.created_at} />
          </Descriptions.Item>
          <Descriptions.Item label={t`Member`}>
            <MemberLine member={data.member} />
          </Descriptions.Item>
        </Descriptions>

        <div className="desk-actions" role="group" aria-label={t`Who has it and its status`}>
          <label className="desk-field">
            <span>
              <Trans>Assigned to</Trans>
            </span>
            <Select
              value={data.assignee_id ?? 0}
              disabled={assign.busy}
              onChange={(v: number) => void assign.run({ assignee_id: v === 0 ? null : v, version: data.version })}
              options={[{ value: 0, label: t`Nobody` }, ...support.map(({ id: value, name }) => ({ value, label: value === me ? t`${name} (me)` : name }))]}
            />
          </label>
          {me !== null && data.assignee_id !== me ? (
            <Button onClick={() => void assign.run({ assignee_id: me, version: data.version })} loading={assign.busy}>
              <Trans>Assign to me</Trans>
            </Button>
          ) : null}
          <label className="desk-field">
            <span>
              <Trans>Status</Trans>
            </span>
            <Select
              value={data.status}
              disabled={move.busy}
              onChange={(v: number) => void move.run({ status: v, version: data.version })}
              options={STATUS_OPTIONS.map((s) => ({ value: s, label: <DeskTicketStatus status={s} /> }))}
            />
          </label>
        </div>

        <DeskError
          error={failed}
          retry={failed === reply.error ? () => void reply.retry() : failed === move.error ? () => void move.retry() : () => void assign.retry()}
          conflict={t`A colleague changed this ticket meanwhile. It is shown as it is now; your answer is kept below. Read it, then send again.`}
        />

        <h2>
          <Trans>Conversation</Trans>
        </h2>
        <Timeline
          className="desk-thread"
          items={data.replies.map((r) => ({
            color: r.author === 'staff' ? 'green' : 'blue',
            children: (
              <article className={r.author === 'staff' ? 'desk-reply desk-reply-staff' : 'desk-reply'}>
                <header>
                  <strong>{r.author === 'staff' ? (r.staff_name ?? t`Support`) : <MemberLine member={data.member} />}</strong> <When at={r.created_at} />
                </header>
                <PersonText text={r.description} className="desk-reply-text" />
                {r.attachments.length ? (
                  <ul className="desk-files" aria-label={t`Files`}>
                    {r.attachments.map((a) => (
                      <li key={a.id}>
                        <FileButton file={a} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            ),
          }))}
        />

        <Form layout="vertical" className="desk-answer" onFinish={() => void send()}>
          {finished ? <Alert type="info" showIcon message={t`This ticket is finished; an answer opens it again.`} /> : null}
          <Form.Item label={t`Your answer`} htmlFor="desk-answer">
            <Input.TextArea id="desk-answer" value={draft} onChange={(e) => setDraft(e.target.value)} autoSize={{ minRows: 4, maxRows: 14 }} maxLength={5000} showCount />
          </Form.Item>
          <AttachmentPicker files={files} onChange={setFiles} />
          <div className="desk-actions">
            <label className="desk-field">
              <span>
                <Trans>Then the ticket is</Trans>
              </span>
              <Select value={after} onChange={(v: number) => setAfter(v)} options={AFTER_ANSWER.map((s) => ({ value: s, label: <DeskTicketStatus status={s} /> }))} />
            </label>
            <Button type="primary" htmlType="submit" loading={reply.busy} disabled={!draft.trim()}>
              <Trans>Send the answer</Trans>
            </Button>
          </div>
          {draft.trim() ? (
            <p className="desk-muted" aria-live="polite">
              <Trans>Your answer is kept on this device until it is sent.</Trans>
            </p>
          ) : null}
        </Form>
      </section>

      <aside className="desk-side" aria-labelledby="desk-orders-title">
        <h2 id="desk-orders-title">
          <Trans>The member's orders</Trans>
        </h2>
        {data.orders.length === 0 ? (
          <p className="desk-muted">
            <Trans>No orders yet.</Trans>
          </p>
        ) : (
          <ul className="desk-order-list">
            {data.orders.map((o) => (
              <li key={o.id}>
                <Link to="/{-$locale}/desk/orders/$orderId" params={{ locale, orderId: o.id }}>
                  <bdi dir="ltr" className="code">{o.number}</bdi>
                </Link>{' '}
                <Tag bordered={false} className={o.id === data.order_id ? 'desk-tag-strong' : undefined}>
                  <StatusLabel status={o.status} />
                </Tag>
                <div className="desk-muted">
                  <When at={o.created_at} /> · <Price rial={o.total} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
