/**
 * The accounts team's organisations (issue 31 §1): registrations waiting (the oldest first), and
 * those approved or declined. One opens beside the list with its legal details and its members'
 * requests: the organisation approved or declined with a reason (its registrant's request with
 * it), each member's request decided with their role and, for an approver, up to what amount.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Descriptions, Drawer, Form, Input, InputNumber, Segmented, Select, Skeleton, Tag, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import type { DeskOrganisation, DeskOrganisationMember, DeskOrganisationRow } from '../../../contract/staff.ts';
import { formatDate, localDigits } from '../../i18n/format.ts';
import { localePath } from '../../../shared/locale.ts';
import { Code } from '../../ui/Code.tsx';
import { Price } from '../../product/Price.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { decideOrganisation, decideOrganisationMember, fetchDeskOrganisation, fetchDeskOrganisations, recordTransfer, recordTransferRefund, setOrganisationTerms } from './desk-api.ts';
import { deskPagination, DeskError, InToman, localNumberField, MemberLine, When } from './DeskParts.tsx';
import { DESK_PAGE_SIZE, pageOffset, type OrganisationQueueSearch } from './desk-search.ts';
import { reloadWhenStale, useDeskAction, useDeskData } from './use-desk-data.ts';
import { DeskTable } from './DeskTable.tsx';

type Status = DeskOrganisationRow['status'];
type Role = DeskOrganisationMember['role'];

function StatusName({ status }: { status: Status }) {
  switch (status) {
    case 'pending':
      return <Trans>Waiting</Trans>;
    case 'approved':
      return <Trans>Approved</Trans>;
    case 'rejected':
      return <Trans>Declined</Trans>;
  }
}

function KindName({ kind }: { kind: DeskOrganisationRow['kind'] }) {
  switch (kind) {
    case 'hospital':
      return <Trans>Hospital</Trans>;
    case 'clinic':
      return <Trans>Clinic</Trans>;
    case 'pharmacy':
      return <Trans>Pharmacy</Trans>;
  }
}

function RoleWord({ role }: { role: Role }) {
  switch (role) {
    case 'requester':
      return <Trans>Requester</Trans>;
    case 'approver':
      return <Trans>Approver</Trans>;
    case 'buyer':
      return <Trans context="organisation role">Buyer</Trans>;
  }
}

export function DeskOrganisationsPage({ search, onSearch }: { search: OrganisationQueueSearch; onSearch: (next: OrganisationQueueSearch) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  usePageTitle(t`Organisations`);
  const status: Status = search.status ?? 'pending';
  const list = useDeskData(() => fetchDeskOrganisations(status, { limit: DESK_PAGE_SIZE, offset: pageOffset(search.page) }), [status, search.page]);
  const [open, setOpen] = useState<number | null>(null);
  const columns: TableColumnsType<DeskOrganisationRow> = [
    {
      title: t`Organisation`,
      key: 'name',
      render: (_, o) => (
        <Button type="link" className="desk-row-button" onClick={() => setOpen(o.id)}>
          <bdi>{o.legal_name}</bdi>
        </Button>
      ),
    },
    { title: t`Kind`, key: 'kind', responsive: ['md'], render: (_, o) => <KindName kind={o.kind} /> },
    { title: t`National ID`, key: 'national_id', render: (_, o) => <bdi dir="ltr">{localDigits(o.national_id, lang)}</bdi> },
    {
      title: t`Members waiting`,
      key: 'waiting',
      render: (_, o) => (o.waiting_members ? <Tag color="warning">{localDigits(String(o.waiting_members), lang)}</Tag> : <span className="desk-muted">—</span>),
    },
    { title: t`Registered`, key: 'created', responsive: ['lg'], render: (_, o) => <When at={o.created_at} /> },
  ];
  return (
    <section className="desk-page" aria-labelledby="desk-title">
      <h1 id="desk-title">
        <Trans>Organisations</Trans>
      </h1>
      <Segmented<Status>
        className="desk-tabs"
        value={status}
        onChange={(v) => onSearch({ ...(v === 'pending' ? {} : { status: v }) })}
        options={(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: <StatusName status={s} /> }))}
      />
      <DeskError error={list.error} retry={list.reload} />
      <DeskTable<DeskOrganisationRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.loading}
        locale={{ emptyText: <span className="desk-muted">{status === 'pending' ? t`No registration is waiting.` : t`None yet.`}</span> }}
        pagination={deskPagination(lang, search.page, list.data?.paging.total ?? 0, (page) => onSearch({ ...search, page }))}
      />
      {open !== null ? <OrganisationDrawer key={open} id={open} onClose={() => setOpen(null)} onDecided={list.reload} /> : null}
    </section>
  );
}

function OrganisationDrawer({ id, onClose, onDecided }: { id: number; onClose: () => void; onDecided: () => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const org = useDeskData(() => fetchDeskOrganisation(id), [id]);
  const [declining, setDeclining] = useState(false);
  const decide = useDeskAction(async (d: { approve: true } | { approve: false; reason: string }) => {
    const next = await decideOrganisation(id, d);
    org.set(next);
    setDeclining(false);
    onDecided();
    return next;
  }, reloadWhenStale(org.reload));
  const o = org.data;
  return (
    <Drawer open onClose={onClose} title={o ? o.legal_name : t`Organisation`} destroyOnHidden width={560}>
      <DeskError error={org.error} retry={org.reload} />
      {!o ? (
        <Skeleton active />
      ) : (
        <div className="desk-review">
          <p>
            <Tag bordered={false} className="desk-tag-strong">
              <StatusName status={o.status} />
            </Tag>
            <KindName kind={o.kind} />
          </p>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'nid', label: t`National ID`, children: <bdi dir="ltr">{localDigits(o.national_id, lang)}</bdi> },
              { key: 'eco', label: t`Economic code`, children: <bdi dir="ltr">{localDigits(o.economic_code, lang)}</bdi> },
              { key: 'reg', label: t`Registration number`, children: <bdi dir="ltr">{localDigits(o.registration_number, lang)}</bdi> },
              { key: 'addr', label: t`Address`, children: <span dir="auto">{o.address}</span> },
              { key: 'post', label: t`Postal code`, children: <bdi dir="ltr">{localDigits(o.postal_code, lang)}</bdi> },
              { key: 'po', label: t`Purchase-order number`, children: o.po_required ? t`Required to pay` : t`Optional` },
            ]}
          />
          {o.note ? (
            <p>
              <Trans>Declined because</Trans>: <span dir="auto">{o.note}</span>
            </p>
          ) : null}
          {o.status === 'pending' ? (
            <div className="desk-actions">
              <Button type="primary" loading={decide.busy && !declining} onClick={() => void decide.run({ approve: true })}>
                <Trans>Approve the organisation</Trans>
              </Button>
              {!declining ? (
                <Button danger onClick={() => setDeclining(true)}>
                  <Trans>Decline…</Trans>
                </Button>
              ) : null}
            </div>
          ) : null}
          {declining ? <ReasonForm busy={decide.busy} onCancel={() => setDeclining(false)} onReason={(reason) => void decide.run({ approve: false, reason })} label={t`Decline it`} /> : null}
          <DeskError error={decide.error} retry={() => void decide.retry()} conflict={t`Someone else decided this meanwhile; it is shown as it is now.`} />
          {o.status === 'approved' ? <TermsPart organisation={o} onChanged={(next) => org.set(next)} /> : null}
          <h2 className="desk-subtitle">
            <Trans>Members</Trans>
          </h2>
          <ul className="desk-order-list">
            {o.members.map((m) => (
              <MemberRequest key={m.member_id} organisation={o} member={m} onDecided={(next) => org.set(next)} />
            ))}
          </ul>
        </div>
      )}
    </Drawer>
  );
}

/**
 * Paying on terms (issue 31 §3): net days and the credit limit, what it owes now, and its orders
 * on terms waiting for their bank transfer, each recorded with the bank's reference.
 */
function TermsPart({ organisation: o, onChanged }: { organisation: DeskOrganisation; onChanged: (next: DeskOrganisation) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const save = useDeskAction(async (v: { terms_days: number | string | null; credit_limit: number | string | null }) => {
    const days = v.terms_days === null || v.terms_days === '' ? null : Number(v.terms_days);
    const next = await setOrganisationTerms(o.id, { terms_days: days, credit_limit: Number(v.credit_limit ?? 0) });
    onChanged(next);
    return next;
  });
  return (
    <>
      <h2 className="desk-subtitle">
        <Trans>Paying on terms</Trans>
      </h2>
      <p className={o.overdue ? 'desk-warning' : 'desk-muted'}>
        {o.overdue ? (
          <>
            <Trans>An invoice is past its due day.</Trans>{' '}
          </>
        ) : null}
        <Trans>
          Owed now: <Price rial={o.owed} />
        </Trans>
      </p>
      <Form layout="inline" className="desk-org-decision" initialValues={{ terms_days: o.terms_days, credit_limit: o.credit_limit }} onFinish={(v) => void save.run(v)}>
        <Form.Item name="terms_days" label={t`Net days`} extra={t`Empty: no terms.`}>
          <InputNumber<number> className="desk-number" min={1} max={365} precision={0} {...localNumberField(lang)} />
        </Form.Item>
        <Form.Item name="credit_limit" label={t`Credit limit (Rial)`} extra={<InToman name="credit_limit" />} rules={[{ required: true, message: t`Enter the limit (0 for none).` }]}>
          <InputNumber<number> className="desk-number" min={0} precision={0} {...localNumberField(lang)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.busy}>
          <Trans>Save the terms</Trans>
        </Button>
      </Form>
      <DeskError error={save.error} retry={() => void save.retry()} />
      {o.on_terms.length ? (
        <ul className="desk-order-list">
          {o.on_terms.map((x) => (
            <TransferRow key={x.id} organisationId={o.id} order={x} onRecorded={onChanged} />
          ))}
        </ul>
      ) : null}
      {o.refunds_due.length ? (
        <>
          <h3 className="desk-subtitle">
            <Trans>To return by bank transfer</Trans>
          </h3>
          <p className="desk-muted">
            <Trans>Cancelled after its transfer arrived: send the amount back to the organisation's account, then record the bank's reference.</Trans>
          </p>
          <ul className="desk-order-list">
            {o.refunds_due.map((x) => (
              <RefundRow key={x.id} organisationId={o.id} order={x} onRecorded={onChanged} />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** A cancelled order's transfer owed back: recorded with the bank's reference once it is sent. */
function RefundRow({ organisationId, order: x, onRecorded }: { organisationId: number; order: DeskOrganisation['refunds_due'][number]; onRecorded: (next: DeskOrganisation) => void }) {
  const { t } = useLingui();
  return (
    <BankReferenceRow
      order={x}
      summary={<Price rial={x.amount} />}
      label={t`Bank reference of the return`}
      action={<Trans>Record the return</Trans>}
      conflict={t`This return was already recorded.`}
      record={(reference) => recordTransferRefund(organisationId, x.id, reference)}
      onRecorded={onRecorded}
    />
  );
}

function TransferRow({ organisationId, order: x, onRecorded }: { organisationId: number; order: DeskOrganisation['on_terms'][number]; onRecorded: (next: DeskOrganisation) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const due = x.due_on ? formatDate(x.due_on, lang) : '';
  return (
    <BankReferenceRow
      order={x}
      summary={
        <>
          <Price rial={x.total} /> · <Trans>due by {due}</Trans>
          {x.po_number ? <> · <Code>{x.po_number}</Code></> : null}
        </>
      }
      label={t`Bank reference`}
      action={<Trans>Record the transfer</Trans>}
      conflict={t`This order's payment was already recorded.`}
      record={(reference) => recordTransfer(organisationId, x.id, reference)}
      onRecorded={onRecorded}
    />
  );
}

/** An order of the organisation with a bank transfer to record by its reference (one paid in, or one returned). */
function BankReferenceRow(props: {
  order: { id: number; number: string };
  summary: ReactNode;
  label: string;
  action: ReactNode;
  conflict: string;
  record: (reference: string) => Promise<DeskOrganisation>;
  onRecorded: (next: DeskOrganisation) => void;
}) {
  const { t } = useLingui();
  const lang = useLocale();
  const record = useDeskAction(async (v: { reference: string }) => {
    const next = await props.record(v.reference.trim());
    props.onRecorded(next);
    return next;
  });
  return (
    <li className="desk-org-member">
      <div>
        <a href={localePath(lang, `/desk/orders/${props.order.id}`)}>
          <bdi>{localDigits(props.order.number, lang)}</bdi>
        </a>{' '}
        · {props.summary}
      </div>
      <Form layout="inline" className="desk-org-decision" onFinish={(v: { reference: string }) => void record.run(v)}>
        <Form.Item name="reference" label={props.label} rules={[{ required: true, whitespace: true, min: 4, max: 40, message: t`Enter the transfer's reference (4 to 40 characters).` }]}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={record.busy}>
          {props.action}
        </Button>
      </Form>
      <DeskError error={record.error} retry={() => void record.retry()} conflict={props.conflict} />
    </li>
  );
}

function ReasonForm({ busy, onReason, onCancel, label }: { busy: boolean; onReason: (reason: string) => void; onCancel: () => void; label: string }) {
  const { t } = useLingui();
  return (
    <Form layout="vertical" onFinish={(v: { reason: string }) => onReason(v.reason.trim())}>
      <Form.Item name="reason" label={t`Why?`} extra={t`The member reads this.`} rules={[{ required: true, whitespace: true, min: 2, message: t`Give the reason.` }, { max: 300 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={300} showCount />
      </Form.Item>
      <div className="desk-actions">
        <Button danger type="primary" htmlType="submit" loading={busy}>
          {label}
        </Button>
        <Button onClick={onCancel}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </Form>
  );
}

/** A member's request (or an approved member's role and limit): approved in a role, or declined with a reason. */
function MemberRequest({ organisation, member: m, onDecided }: { organisation: DeskOrganisation; member: DeskOrganisationMember; onDecided: (next: DeskOrganisation) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const [declining, setDeclining] = useState(false);
  const [form] = Form.useForm<{ role: Role; approval_limit: number | string | null }>();
  const role = Form.useWatch('role', form) ?? m.role;
  const decide = useDeskAction(async (d: { approve: true; role: Role; approval_limit: number | null } | { approve: false; reason: string }) => {
    const next = await decideOrganisationMember(organisation.id, m.member_id, d);
    setDeclining(false);
    onDecided(next);
    return next;
  });
  const canApprove = organisation.status === 'approved';
  return (
    <li className="desk-org-member">
      <div>
        <MemberLine member={m} />{' '}
        <Tag bordered={false} className={m.status === 'pending' ? 'desk-tag-strong' : undefined}>
          <StatusName status={m.status} />
        </Tag>
      </div>
      <div className="desk-muted">
        <RoleWord role={m.role} />
        {m.role === 'approver' && m.status === 'approved' ? <> · {m.approval_limit === null ? <Trans>any amount</Trans> : <Trans>up to <Price rial={m.approval_limit} /></Trans>}</> : null} · <When at={m.created_at} />
      </div>
      {m.note ? (
        <div>
          <Trans>Declined because</Trans>: <span dir="auto">{m.note}</span>
        </div>
      ) : null}
      {canApprove ? (
        <Form
          form={form}
          layout="inline"
          className="desk-org-decision"
          initialValues={{ role: m.role, approval_limit: m.approval_limit }}
          onFinish={(v) => {
            const limit = v.approval_limit === null || v.approval_limit === '' ? null : Number(v.approval_limit);
            void decide.run({ approve: true, role: v.role, approval_limit: v.role === 'approver' ? limit : null });
          }}
        >
          <Form.Item name="role" label={t`Role`}>
            <Select
              className="desk-org-role"
              options={(['requester', 'approver', 'buyer'] as const).map((r) => ({ value: r, label: <RoleWord role={r} /> }))}
            />
          </Form.Item>
          {role === 'approver' ? (
            <Form.Item
              name="approval_limit"
              label={t`Approves up to (Rial)`}
              extra={<InToman name="approval_limit" note={t`Empty: any amount.`} />}
            >
              <InputNumber<number> className="desk-number" min={0} precision={0} {...localNumberField(lang)} />
            </Form.Item>
          ) : null}
          <div className="desk-actions">
            <Button type="primary" htmlType="submit" loading={decide.busy && !declining}>
              {m.status === 'approved' ? <Trans>Save</Trans> : <Trans>Approve</Trans>}
            </Button>
            {m.status !== 'rejected' && !declining ? (
              <Button danger onClick={() => setDeclining(true)}>
                {m.status === 'approved' ? <Trans>Remove…</Trans> : <Trans>Decline…</Trans>}
              </Button>
            ) : null}
          </div>
        </Form>
      ) : m.status === 'pending' ? (
        <p className="desk-muted">
          <Trans>Approve the organisation first.</Trans>
        </p>
      ) : null}
      {declining ? <ReasonForm busy={decide.busy} onCancel={() => setDeclining(false)} onReason={(reason) => void decide.run({ approve: false, reason })} label={t`Decline it`} /> : null}
      <DeskError error={decide.error} retry={() => void decide.retry()} />
    </li>
  );
}
