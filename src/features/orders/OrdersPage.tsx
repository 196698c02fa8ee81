import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ListResponse } from '../../../contract/common.ts';
import { type OrderStatus } from '../../../contract/constants.ts';
import type { Order, OrderCounts } from '../../../contract/store.ts';
import { formatNumber } from '../../i18n/format.ts';
import { EmptyPage, Pager } from '../../ui/Pager.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { isOrderSort, ORDER_TABS, type OrderSort, type OrderTab } from './order-tabs.ts';
import { SavedNote } from '../../ui/SavedNote.tsx';
import './order.css';
import { OrderRowFacts } from './order-parts.tsx';
import { CURRENT_WHEN_SAME } from '../../ui/link-state.ts';

function TabLabel({ tab }: { tab: string }) {
  switch (tab) {
    case 'awaiting':
      return <Trans>Awaiting payment</Trans>;
    case 'active':
      return <Trans>In progress</Trans>;
    case 'delivered':
      return <Trans>Delivered</Trans>;
    case 'cancelled':
      return <Trans>Cancelled</Trans>;
    case 'approval':
      return <Trans>Approval</Trans>;
    default:
      return <Trans>All</Trans>;
  }
}

/** `/dashboard/order`: the member's orders, with tabs counted by status, search and pages. */
export function OrdersPage({ data, savedAt, page, q, tab, sort }: { data: { counts: OrderCounts; list: ListResponse<Order> }; savedAt: number | null; page: number; q: string; tab: OrderTab; sort: OrderSort }) {
  const { t } = useLingui();
  usePageTitle(t`Your orders`);
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const navigate = useNavigate();
  const sortLabels: [OrderSort, string][] = [
    ['-created_at', t`Newest first`],
    ['created_at', t`Oldest first`],
    ['-total', t`Highest total`],
    ['total', t`Lowest total`],
  ];
  const count = (statuses: readonly OrderStatus[]) => (statuses.length === 0 ? data.counts.total : data.counts.data.filter((c) => statuses.includes(c.status)).reduce((s, c) => s + c.count, 0));
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">
        <Trans>Your orders</Trans>
      </h1>
      <SavedNote savedAt={savedAt} />
      {/* No order at all: the next step, not a row of tabs counting nothing above an empty list. */}
      {data.counts.total === 0 && !q && page === 1 ? (
        <div className="empty-state">
          <p className="empty-list">
            <Trans>You have not ordered yet. Each order you place comes here, with its state, its invoice and its delivery.</Trans>
          </p>
          <Link to="/{-$locale}/product" params={{ locale: localeParam }} className="button-primary">
            <Trans>Browse products</Trans>
          </Link>
        </div>
      ) : (
        <>
          <nav aria-label={t`Orders by status`} className="order-tabs">
            {/* The approval tab is an organisation's: shown where there is something in it. */}
            {ORDER_TABS.filter((x) => x.key !== 'approval' || tab === x.key || count(x.statuses) > 0).map((x) => (
              <Link
                key={x.key}
                to="/{-$locale}/dashboard/order"
                params={{ locale: localeParam }}
                search={{ ...(x.key === 'all' ? {} : { tab: x.key }), ...(sort !== '-created_at' ? { by: sort } : {}) }}
                activeOptions={CURRENT_WHEN_SAME}
                aria-current={tab === x.key ? 'page' : undefined}
                className="order-tab"
              >
                <TabLabel tab={x.key} /> <span className="badge">{formatNumber(count(x.statuses), locale)}</span>
              </Link>
            ))}
          </nav>
          <SearchBox
            id="orders-q"
            label={t`Search by order number or product`}
            initial={q}
            onSearch={(next) =>
              void navigate({
                to: '.',
                search: {
                  ...(tab !== 'all' ? { tab } : {}),
                  ...(sort !== '-created_at' ? { by: sort } : {}),
                  ...(next ? { q: next } : {}),
                },
              })
            }
          />
          <label className="sort-select">
            <span>
              <Trans>Sort by</Trans>
            </span>
            <select
              value={sort}
              onChange={(e) =>
                void navigate({
                  to: '.',
                  search: { ...(tab !== 'all' ? { tab } : {}), ...(q ? { q } : {}), ...(isOrderSort(e.target.value) && e.target.value !== '-created_at' ? { by: e.target.value } : {}) },
                })
              }
            >
              {sortLabels.map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          {data.list.data.length ? (
            <ul className="order-list">
              {data.list.data.map((o) => (
                <li key={o.id} className="order-row">
                  <Link to="/{-$locale}/dashboard/order/$orderId" params={{ locale: localeParam, orderId: String(o.id) }} className="order-row-link">
                    <OrderRowFacts order={o} />
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyPage list={data.list} page={page}>
              <p className="empty-list">
                {q ? <Trans>No order matches your search.</Trans> : <Trans>No orders here yet.</Trans>}{' '}
                <Link to="/{-$locale}/product" params={{ locale: localeParam }}>
                  <Trans>Browse products</Trans>
                </Link>
              </p>
            </EmptyPage>
          )}
        </>
      )}
      <Pager page={page} paging={data.list.paging} />
    </section>
  );
}
