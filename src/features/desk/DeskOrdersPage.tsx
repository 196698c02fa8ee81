/**
 * Fulfilment's board: every member's orders by status (paid first: what is to be prepared), the
 * oldest waiting first within a status, found by number, member or product code.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Input, Segmented, type TableColumnsType } from 'antd';
import type { DeskOrderSort, OrderStatus } from '../../../contract/constants.ts';
import type { DeskOrderRow } from '../../../contract/staff.ts';
import { formatNumber } from '../../i18n/format.ts';
import { Price } from '../../product/Price.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { StatusLabel } from '../orders/order-parts.tsx';
import { fetchDeskOrders } from './desk-api.ts';
import { deskPagination, DeskError, MemberLine, sortableColumn, sortOf, When } from './DeskParts.tsx';
import { DESK_PAGE_SIZE, pageOffset, type OrderBoardSearch } from './desk-search.ts';
import { useDeskData } from './use-desk-data.ts';
import { DeskTable } from './DeskTable.tsx';

/** The board's tabs, in the order the work goes; "all" shows every status, newest first. */
const TABS: (OrderStatus | 'all')[] = ['paid', 'processing', 'shipped', 'delivered', 'cancelled', 'awaiting_payment', 'all'];

export function DeskOrdersPage({ search, onSearch }: { search: OrderBoardSearch; onSearch: (next: OrderBoardSearch) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const locale = useLocaleParam();
  usePageTitle(t`Orders`);
  // No status in the URL: the paid orders, which are waiting to be prepared (or every status, when searching).
  const tab = search.status ?? (search.q ? 'all' : 'paid');
  const status = tab === 'all' ? undefined : tab;
  const list = useDeskData(() => fetchDeskOrders({ status, q: search.q, sort: search.order }, { limit: DESK_PAGE_SIZE, offset: pageOffset(search.page) }), [status, search.q, search.order, search.page]);
  // Each tab's count for this search, kept while the next page loads (the tabs do not flicker).
  const counts = list.data?.counts;

  const columns: TableColumnsType<DeskOrderRow> = [
    {
      title: t`Order`,
      key: 'number',
      render: (_, r) => (
        <Link to="/{-$locale}/desk/orders/$orderId" params={{ locale, orderId: r.id }} className="desk-row-link">
          <bdi dir="ltr" className="code">{r.number}</bdi>
        </Link>
      ),
    },
    { title: t`Status`, key: 'status', render: (_, r) => <StatusLabel status={r.status} /> },
    { title: t`Member`, key: 'member', render: (_, r) => <MemberLine member={r.member} /> },
    { title: t`City`, key: 'city', responsive: ['lg'], render: (_, r) => (r.city ? (lang === 'fa' ? r.city.title_fa : r.city.title_en) : null) },
    { title: t`Lines`, key: 'items', responsive: ['md'], render: (_, r) => formatNumber(r.items, lang) },
    { title: t`Total`, ...sortableColumn(search.order, 'total'), render: (_, r) => <Price rial={r.total} /> },
    { title: t`Ordered`, ...sortableColumn(search.order, 'created_at'), responsive: ['lg'], render: (_, r) => <When at={r.created_at} /> },
    { title: t`Last change`, ...sortableColumn(search.order, 'updated_at'), responsive: ['md'], render: (_, r) => <When at={r.updated_at} /> },
  ];

  return (
    <section className="desk-page" aria-labelledby="desk-title">
      <h1 id="desk-title">
        <Trans>Orders</Trans>
      </h1>
      <div className="desk-filters">
        <Input.Search
          aria-label={t`Find an order`}
          placeholder={t`Order number, member or product code`}
          defaultValue={search.q}
          allowClear
          enterButton={t`Find`}
          onSearch={(q) => onSearch({ ...search, q: q.trim() || undefined, page: undefined })}
          className="desk-search"
        />
      </div>
      <Segmented<OrderStatus | 'all'>
        className="desk-tabs"
        value={tab}
        onChange={(v) => onSearch({ ...search, status: v, page: undefined })}
        options={TABS.map((s) => ({
          value: s,
          label: (
            <>
              {s === 'all' ? t`All` : <StatusLabel status={s} />}
              {counts && <TabCount n={s === 'all' ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[s]} />}
            </>
          ),
        }))}
      />
      <DeskError error={list.error} retry={list.reload} />
      <DeskTable<DeskOrderRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.loading}
        onChange={(_, __, sorter, extra) => extra.action === 'sort' && onSearch({ ...search, order: sortOf<DeskOrderSort, DeskOrderRow>(sorter), page: undefined })}
        locale={{ emptyText: <span className="desk-muted">{t`No order here.`}</span> }}
        pagination={deskPagination(lang, search.page, list.data?.paging.total ?? 0, (page) => onSearch({ ...search, page }))}
      />
    </section>
  );
}

/** A tab's count: muted at zero, so that the tabs with orders in them stand out. */
function TabCount({ n }: { n: number }) {
  const lang = useLocale();
  return <span className={n === 0 ? 'desk-tab-count empty' : 'desk-tab-count'}>{formatNumber(n, lang)}</span>;
}
