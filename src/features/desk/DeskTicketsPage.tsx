/**
 * Support's inbox: every member's tickets, those waiting for the store first and the longest
 * waiting first (the server's order), filtered by status, priority, unit, assignee and age.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Select, Tag, type TableColumnsType } from 'antd';
import { TICKET_PRIORITY, type DeskTicketSort } from '../../../contract/constants.ts';
import type { DeskTicketRow } from '../../../contract/staff.ts';
import { formatNumber, localDigits } from '../../i18n/format.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { PRIORITY_OPTIONS, PriorityLabel, STATUS_OPTIONS } from '../ticketing/TicketParts.tsx';
import { fetchColleagues, fetchDeskTickets, fetchUnits } from './desk-api.ts';
import { deskPagination, DeskError, DeskTicketStatus, IdNumber, sortableColumn, sortOf, When } from './DeskParts.tsx';
import { DESK_PAGE_SIZE, pageOffset, TICKET_AGES, type TicketBoardSearch } from './desk-search.ts';
import { useDeskData } from './use-desk-data.ts';
import { DeskTable } from './DeskTable.tsx';

export function DeskTicketsPage({ search, onSearch }: { search: TicketBoardSearch; onSearch: (next: TicketBoardSearch) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const locale = useLocaleParam();
  usePageTitle(t`Tickets`);
  const units = useDeskData(() => fetchUnits(lang), [lang]);
  const colleagues = useDeskData(() => fetchColleagues(), []);
  const list = useDeskData(
    () =>
      fetchDeskTickets(
        lang,
        { status: search.status, priority: search.priority, unit_id: search.unit, assignee: search.assignee, older_than_h: search.age, sort: search.order },
        { limit: DESK_PAGE_SIZE, offset: pageOffset(search.page) },
      ),
    [lang, search.status, search.priority, search.unit, search.assignee, search.age, search.order, search.page],
  );
  // A filter's change goes back to the first page.
  const filter = (change: Partial<TicketBoardSearch>) => onSearch({ ...search, ...change, page: undefined });
  const nameOf = (id: number | null) => (id === null ? null : (colleagues.data?.find((p) => p.id === id)?.name ?? `#${localDigits(String(id), lang)}`));

  const columns: TableColumnsType<DeskTicketRow> = [
    {
      title: t`Ticket`,
      key: 'title',
      render: (_, r) => (
        <Link to="/{-$locale}/desk/tickets/$ticketId" params={{ locale, ticketId: r.id }} className="desk-row-link">
          <bdi>{r.title}</bdi> <IdNumber id={r.id} />
        </Link>
      ),
    },
    { title: t`Status`, key: 'status', render: (_, r) => <DeskTicketStatus status={r.status} /> },
    {
      title: t`Priority`,
      ...sortableColumn(search.order, 'priority'),
      render: (_, r) => (
        <Tag bordered={false} className={r.priority === TICKET_PRIORITY.urgent ? 'desk-urgent' : r.priority === TICKET_PRIORITY.high ? 'desk-turn' : undefined}>
          <PriorityLabel priority={r.priority} />
        </Tag>
      ),
    },
    { title: t`Unit`, key: 'unit', responsive: ['lg'], render: (_, r) => r.service.title },
    { title: t`Assigned to`, key: 'assignee', responsive: ['md'], render: (_, r) => nameOf(r.assignee_id) ?? <span className="desk-muted">{t`Nobody`}</span> },
    {
      title: t`Last change`,
      ...sortableColumn(search.order, 'updated_at'),
      render: (_, r) => (
        <>
          <When at={r.updated_at} />
          {r.last_reply_by === 'member' ? (
            <Tag bordered={false} className="desk-turn">
              <Trans>Member wrote</Trans>
            </Tag>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <section className="desk-page" aria-labelledby="desk-title">
      <h1 id="desk-title">
        <Trans>Tickets</Trans>
      </h1>
      <div className="desk-filters">
        <Select
          aria-label={t`Status`}
          placeholder={t`Every status`}
          allowClear
          value={search.status}
          onChange={(v?: number) => filter({ status: v })}
          options={STATUS_OPTIONS.map((s) => ({ value: s, label: <DeskTicketStatus status={s} /> }))}
        />
        <Select
          aria-label={t`Priority`}
          placeholder={t`Every priority`}
          allowClear
          value={search.priority}
          onChange={(v?: number) => filter({ priority: v })}
          options={PRIORITY_OPTIONS.map((p) => ({ value: p, label: <PriorityLabel priority={p} /> }))}
        />
        <Select
          aria-label={t`Unit`}
          placeholder={t`Every unit`}
          allowClear
          value={search.unit}
          loading={units.loading}
          onChange={(v?: number) => filter({ unit: v })}
          options={(units.data ?? []).map((u) => ({ value: u.id, label: u.title }))}
        />
        <Select
          aria-label={t`Assigned to`}
          placeholder={t`Anyone`}
          allowClear
          value={search.assignee}
          onChange={(v?: 'me' | 'none' | number) => filter({ assignee: v })}
          options={[
            { value: 'me', label: t`Me` },
            { value: 'none', label: t`Nobody` },
            ...(colleagues.data ?? []).filter((p) => p.roles.includes('support') || p.roles.includes('admin')).map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
        <Select
          aria-label={t`Unchanged for`}
          placeholder={t`Any age`}
          allowClear
          value={search.age}
          onChange={(v?: number) => filter({ age: v })}
          options={TICKET_AGES.map((h) => {
            const days = formatNumber(h / 24, lang);
            return { value: h, label: h === 24 ? t`Over a day` : t`Over ${days} days` };
          })}
        />
      </div>
      <DeskError error={list.error} retry={list.reload} />
      <DeskTable<DeskTicketRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.loading}
        onChange={(_, __, sorter, extra) => extra.action === 'sort' && onSearch({ ...search, order: sortOf<DeskTicketSort, DeskTicketRow>(sorter), page: undefined })}
        locale={{ emptyText: <span className="desk-muted">{t`No ticket matches these filters.`}</span> }}
        pagination={deskPagination(lang, search.page, list.data?.paging.total ?? 0, (page) => onSearch({ ...search, page }))}
      />
    </section>
  );
}
