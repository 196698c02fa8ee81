/**
 * Admins' audit log: every staff action (who, what, when, before and after), newest first,
 * filtered by person, subject and action. Read only: the server keeps the log append-only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Input, Select, type TableColumnsType } from 'antd';
import type { AuditEntryView } from '../../../contract/staff.ts';
import { localDigits } from '../../i18n/format.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { changeArrow } from '../../i18n/locale.ts';
import { fetchAudit, fetchColleagues } from './desk-api.ts';
import { deskPagination, DeskError, When } from './DeskParts.tsx';
import { DESK_PAGE_SIZE, pageOffset, type AuditSearch } from './desk-search.ts';
import { useDeskData } from './use-desk-data.ts';
import { DeskTable } from './DeskTable.tsx';

const SUBJECTS = ['order', 'ticket', 'review', 'product', 'discount', 'shipping', 'staff'] as const;

function ActionName({ action }: { action: string }) {
  switch (action) {
    case 'order.processing':
      return <Trans>Order being prepared</Trans>;
    case 'order.shipped':
      return <Trans>Order shipped</Trans>;
    case 'order.delivered':
      return <Trans>Order delivered</Trans>;
    case 'order.cancelled':
      return <Trans>Order cancelled</Trans>;
    case 'ticket.answer':
      return <Trans>Ticket answered</Trans>;
    case 'ticket.status':
      return <Trans>Ticket status changed</Trans>;
    case 'ticket.assign':
      return <Trans>Ticket assigned</Trans>;
    case 'product.change':
      return <Trans>Price or stock changed</Trans>;
    case 'review.publish':
      return <Trans>Review published</Trans>;
    case 'review.reject':
      return <Trans>Review rejected</Trans>;
    case 'discount.add':
      return <Trans>Discount code made</Trans>;
    case 'discount.change':
      return <Trans>Discount code changed</Trans>;
    case 'discount.end':
      return <Trans>Discount code ended</Trans>;
    case 'shipping.change':
      return <Trans>Shipping method changed</Trans>;
    case 'staff.add':
      return <Trans>Person added</Trans>;
    case 'staff.change':
      return <Trans>Person changed</Trans>;
    case 'staff.remove':
      return <Trans>Person removed</Trans>;
    default:
      return <code>{action}</code>;
  }
}

function SubjectName({ type }: { type: string }) {
  switch (type) {
    case 'order':
      return <Trans>Order</Trans>;
    case 'ticket':
      return <Trans>Ticket</Trans>;
    case 'product':
      return <Trans>Product</Trans>;
    case 'review':
      return <Trans>Review</Trans>;
    case 'discount':
      return <Trans>Discount code</Trans>;
    case 'shipping':
      return <Trans>Shipping method</Trans>;
    case 'staff':
      return <Trans>Person</Trans>;
    default:
      return <>{type}</>;
  }
}

function FieldName({ field }: { field: string }) {
  switch (field) {
    case 'status':
      return <Trans>Status</Trans>;
    case 'assignee_id':
      return <Trans>Assigned to</Trans>;
    case 'reply_id':
      return <Trans>Answer</Trans>;
    case 'price':
      return <Trans>Price</Trans>;
    case 'price_with_guarantee':
      return <Trans>With guarantee</Trans>;
    case 'stock':
      return <Trans>Stock</Trans>;
    case 'name':
      return <Trans>Name</Trans>;
    case 'roles':
      return <Trans>Roles</Trans>;
    case 'mobile':
      return <Trans>Mobile</Trans>;
    case 'reason':
      return <Trans>Reason</Trans>;
    case 'value':
      return <Trans>Value</Trans>;
    case 'max_uses':
      return <Trans>Limit</Trans>;
    case 'expires_at':
      return <Trans>Ends</Trans>;
    case 'free_over':
      return <Trans>Free over</Trans>;
    case 'tracking_url':
      return <Trans>Tracking page</Trans>;
    default:
      return <>{field}</>;
  }
}

/** A record's fields, as `field: value` (the values as the server wrote them: codes, numbers). */
function Fields({ record }: { record: unknown }) {
  if (!record || typeof record !== 'object') return <>—</>;
  const entries = Object.entries(record as Record<string, unknown>);
  if (!entries.length) return <>—</>;
  return (
    <>
      {entries.map(([k, x], i) => (
        <span key={k}>
          {i > 0 ? ' · ' : null}
          <FieldName field={k} />: <bdi dir="ltr">{x === null ? '—' : Array.isArray(x) ? x.join(', ') : String(x)}</bdi>
        </span>
      ))}
    </>
  );
}

export function DeskAuditPage({ search, onSearch }: { search: AuditSearch; onSearch: (next: AuditSearch) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const locale = useLocaleParam();
  usePageTitle(t`Audit log`);
  const people = useDeskData(() => fetchColleagues(), []);
  const log = useDeskData(
    () => fetchAudit({ staff_id: search.staff, action: search.action, subject_type: search.subject, subject_id: search.id }, { limit: DESK_PAGE_SIZE, offset: pageOffset(search.page) }),
    [search.staff, search.action, search.subject, search.id, search.page],
  );
  const filter = (change: Partial<AuditSearch>) => onSearch({ ...search, ...change, page: undefined });
  const who = (id: number | null) => (id === null ? t`The store (automatic)` : (people.data?.find((p) => p.id === id)?.name ?? `#${localDigits(String(id), lang)}`));

  const columns: TableColumnsType<AuditEntryView> = [
    { title: t`When`, key: 'when', render: (_, e) => <When at={e.created_at} /> },
    { title: t`Who`, key: 'who', render: (_, e) => who(e.staff_id) },
    { title: t`What`, key: 'what', render: (_, e) => <ActionName action={e.action} /> },
    {
      title: t`Subject`,
      key: 'subject',
      render: (_, e) => {
        const label = (
          <>
            <SubjectName type={e.subject_type} /> <bdi dir="ltr">#{e.subject_id}</bdi>
          </>
        );
        if (e.subject_type === 'order') return <Link to="/{-$locale}/desk/orders/$orderId" params={{ locale, orderId: Number(e.subject_id) }}>{label}</Link>;
        if (e.subject_type === 'ticket') return <Link to="/{-$locale}/desk/tickets/$ticketId" params={{ locale, ticketId: Number(e.subject_id) }}>{label}</Link>;
        return label;
      },
    },
    {
      title: t`Before and after`,
      key: 'change',
      responsive: ['md'],
      render: (_, e) => (
        <span className="desk-change">
          <Fields record={e.before} /> <span aria-hidden="true">{changeArrow(lang)}</span> <Fields record={e.after} />
        </span>
      ),
    },
  ];

  return (
    <section className="desk-page" aria-labelledby="desk-title">
      <h1 id="desk-title">
        <Trans>Audit log</Trans>
      </h1>
      <div className="desk-filters">
        <Select
          aria-label={t`Who`}
          placeholder={t`Everyone`}
          allowClear
          value={search.staff}
          onChange={(v?: number) => filter({ staff: v })}
          options={(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
        <Select
          aria-label={t`Subject`}
          placeholder={t`Every subject`}
          allowClear
          value={search.subject}
          onChange={(v?: string) => filter({ subject: v, id: v ? search.id : undefined })}
          options={SUBJECTS.map((s) => ({ value: s, label: <SubjectName type={s} /> }))}
        />
        <Input.Search
          aria-label={t`Subject number`}
          placeholder={t`Number`}
          defaultValue={search.id}
          allowClear
          disabled={!search.subject}
          onSearch={(v) => filter({ id: v.trim() || undefined })}
          className="desk-search-small"
        />
      </div>
      <DeskError error={log.error} retry={log.reload} />
      <DeskTable<AuditEntryView>
        rowKey="id"
        columns={columns}
        dataSource={log.data?.data ?? []}
        loading={log.loading}
        locale={{ emptyText: <span className="desk-muted">{t`Nothing recorded with these filters.`}</span> }}
        pagination={deskPagination(lang, search.page, log.data?.paging.total ?? 0, (page) => onSearch({ ...search, page }))}
      />
    </section>
  );
}
