import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { List, Popconfirm } from 'antd';
import { useState } from 'react';
import type { ListResponse } from '../../../contract/common.ts';
import { PAYABLE_STATUSES, type OrderStatus } from '../../../contract/constants.ts';
import type { Order, OrderCounts, Payment } from '../../../contract/store.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { formatDate, formatDateTime, formatNumber, localDigits, placeLine } from '../../i18n/format.ts';
import { Pager } from '../../ui/Pager.tsx';
import { AntdScope } from '../../ui/antd/AntdScope.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { notify } from '../../ui/notifications.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { Price } from '../catalog/Price.tsx';
import { addItem, lineOfProduct } from '../../device/cart/cart-rules.ts';
import { changeCart } from '../cart/cart-store.ts';
import { BrandLink } from '../shell/BrandLink.tsx';
import { isOrderSort, ORDER_TABS, type OrderSort, type OrderTab } from './order-tabs.ts';
import { HoldNote, holdOver, useLimitMessage } from './OrderLimits.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { cancelOrder, payOrder } from './store-api.ts';
import { SavedNote } from '../../ui/SavedNote.tsx';
import './order.css';

/** Where a payment's refund stands, in words. */
function RefundLabel({ payment }: { payment: Payment }) {
  switch (payment.refund?.status) {
    case 'refunded':
      return <span className="refund is-done">{payment.method === 'credit' ? <Trans>refunded to your store credit</Trans> : <Trans>refunded</Trans>}</span>;
    case 'pending':
      return (
        <span className="refund">
          <Trans>being refunded</Trans>
        </span>
      );
    case 'failed':
      return (
        <span className="refund is-failed">
          <Trans>refund held up: our support team will contact you</Trans>
        </span>
      );
    default:
      return null;
  }
}

/** An order the member can still pay: unpaid, and its hold not over. */
const payable = (order: Order) => PAYABLE_STATUSES.includes(order.status) && !holdOver(order);

export function StatusLabel({ status }: { status: OrderStatus }) {
  switch (status) {
    case 'awaiting_payment':
      return <Trans>Awaiting payment</Trans>;
    case 'payment_failed':
      return <Trans>Payment failed</Trans>;
    case 'paid':
      return <Trans>Paid</Trans>;
    case 'processing':
      return <Trans>Being prepared</Trans>;
    case 'shipped':
      return <Trans>Shipped</Trans>;
    case 'delivered':
      return <Trans>Delivered</Trans>;
    case 'cancelled':
      return <Trans>Cancelled</Trans>;
  }
}


/** Pays (again) for an order through the gateway: the browser goes to the gateway's page. */
function PayAgain({ order, label }: { order: Order; label?: 'again' }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const limitMessage = useLimitMessage();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button-primary"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        payOrder(locale, order.id, 'gateway').then(
          (p) => (p.redirect_url ? window.location.assign(p.redirect_url) : setBusy(false)),
          (err: unknown) => {
            setBusy(false);
            const offline = err instanceof ApiCallError && err.offline;
            const expired = err instanceof ApiCallError && err.details?.reason === 'hold_expired';
            notify({
              kind: 'error',
              title: offline ? t`You are offline: paying needs the network.` : expired ? limitMessage('hold_expired', null) : t`The payment could not be started. Try again.`,
            });
            if (expired) void router.invalidate();
          },
        );
      }}
    >
      {label === 'again' ? <Trans>Pay again</Trans> : <Trans>Pay now</Trans>}
    </button>
  );
}

/** Cancels an order not yet paid, after asking; its items go back to stock. */
function CancelOrder({ order }: { order: Order }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await cancelOrder(locale, order.id);
      await router.invalidate();
    } catch (err) {
      const offline = err instanceof ApiCallError && err.offline;
      const paid = err instanceof ApiCallError && err.details?.reason === 'paid';
      notify({
        kind: 'error',
        title: offline
          ? t`You are offline: cancelling needs the network.`
          : paid
            ? t`This order was paid in the meantime, so it was not cancelled. To cancel it now, ask support: the payment is refunded.`
            : t`The order could not be cancelled. Try again.`,
      });
      if (paid) await router.invalidate();
    } finally {
      setBusy(false);
    }
  };
  return (
    <AntdScope>
      <Popconfirm title={t`Cancel this order?`} description={t`Nothing has been paid; its items go back to stock.`} okText={t`Cancel the order`} cancelText={t`Keep it`} onConfirm={cancel}>
        <button type="button" className="link-button" disabled={busy}>
          <Trans>Cancel the order</Trans>
        </button>
      </Popconfirm>
    </AntdScope>
  );
}

/** `/order/result?order_id=…`: where the gateway sends the member back. */
export function PaymentResultPage({ order }: { order: Order }) {
  const { t } = useLingui();
  usePageTitle(t`Payment result`);
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const paid = !PAYABLE_STATUSES.includes(order.status) && order.status !== 'cancelled';
  const orderNumber = localDigits(order.number, locale);
  return (
    <div className="order-frame container">
      <header className="order-head">
        <BrandLink />
      </header>
      <section className={`result-card ${paid ? 'is-ok' : 'is-waiting'}`} aria-labelledby="result-title">
        <h1 id="result-title">
          {paid ? (
            <Trans>Order {orderNumber} is paid</Trans>
          ) : order.status === 'payment_failed' ? (
            <Trans>The payment for order {orderNumber} failed</Trans>
          ) : (
            <Trans>Order {orderNumber} is waiting for payment</Trans>
          )}
        </h1>
        <p>
          <Trans>Total:</Trans> <Price rial={order.total} className="price price-large" />
        </p>
        {paid ? (
          <p>
            <Trans>We prepare it now; you can follow it in your orders.</Trans>
          </p>
        ) : order.status === 'cancelled' ? (
          <p>
            <Trans>This order is cancelled. Any payment that arrived for it is refunded.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Nothing was charged. The order and its items are kept for you: pay when you are ready.</Trans>
          </p>
        )}
        <HoldNote order={order} />
        <div className="form-actions">
          {payable(order) ? <PayAgain order={order} label="again" /> : null}
          <Link to="/{-$locale}/dashboard/order/$orderId" params={{ locale: localeParam, orderId: String(order.id) }} className="button-secondary">
            <Trans>See the order</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}


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
    <AntdScope>
      <section aria-labelledby="orders-title">
        <h1 id="orders-title">
          <Trans>Your orders</Trans>
        </h1>
        <SavedNote savedAt={savedAt} />
        <nav aria-label={t`Orders by status`} className="order-tabs">
          {ORDER_TABS.map((x) => (
            <Link
              key={x.key}
              to="/{-$locale}/dashboard/order"
              params={{ locale: localeParam }}
              search={{ ...(x.key === 'all' ? {} : { tab: x.key }), ...(sort !== '-created_at' ? { by: sort } : {}) }}
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
          <List
            className="order-list"
            dataSource={data.list.data}
            rowKey="id"
            renderItem={(o) => {
              const n = localDigits(o.number, locale);
              const items = formatNumber(
                o.items.reduce((s, i) => s + i.quantity, 0),
                locale,
              );
              return (
                <List.Item className="order-row">
                  <Link to="/{-$locale}/dashboard/order/$orderId" params={{ locale: localeParam, orderId: String(o.id) }} className="order-row-link">
                    <strong>
                      <bdi>{n}</bdi>
                    </strong>
                    <span className={`status status-${o.status}`}>
                      <StatusLabel status={o.status} />
                    </span>
                    <time dateTime={o.created_at}>{formatDate(o.created_at, locale)}</time>
                    <span>
                      <Trans>{items} items</Trans>
                    </span>
                    <Price rial={o.total} className="price price-strong" />
                  </Link>
                </List.Item>
              );
            }}
          />
        ) : (
          <p className="empty-list">
            {q ? <Trans>No order matches your search.</Trans> : <Trans>No orders here yet.</Trans>}{' '}
            <Link to="/{-$locale}/product" params={{ locale: localeParam }}>
              <Trans>Browse products</Trans>
            </Link>
          </p>
        )}
        <Pager page={page} paging={data.list.paging} />
      </section>
    </AntdScope>
  );
}

/** `/dashboard/order/{id}`: lines, recipient, shipping, discount, payments and the status timeline. */
export function OrderDetailPage({ order, savedAt }: { order: Order; savedAt: number | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const n = localDigits(order.number, locale);
  usePageTitle(t`Order ${n}`);
  /** The order's lines into the cart at today's catalogue (prices, images); offline, as ordered, checked again later. */
  const again = async () => {
    const { fetchCatalogProducts } = await import('../cart/cart-api.ts');
    const products = await fetchCatalogProducts(
      locale,
      order.items.map((l) => l.product_id),
    ).catch(() => null);
    const at = Date.now();
    let left = 0;
    await changeCart((cart) =>
      order.items.reduce((c, l) => {
        if (products === null) {
          return addItem(c, { id: l.product_id, title: l.title, description: null, media: null, price: l.unit_price, priceWithGuarantee: l.guaranteed ? l.unit_price : null, withGuarantee: l.guaranteed, quantity: l.quantity, userDescription: l.comment });
        }
        const p = products.find((x) => x.id === l.product_id);
        if (!p || p.stock === 0) {
          left += 1;
          return c;
        }
        return addItem(c, lineOfProduct(p, l.guaranteed, l.quantity, l.comment, at));
      }, cart),
    );
    notify({
      kind: left ? 'warning' : 'success',
      key: 'cart',
      title: t`The order's items are in your cart`,
      description: left ? t`Some items are no longer sold or are out of stock and were left out.` : t`Their prices are checked again before you pay.`,
    });
  };
  const code = order.discount_code;
  const shipping = order.transmit.title;
  const postalCode = localDigits(order.recipient.postal_code, locale);
  const min = formatNumber(order.transmit.delivery_days_min, locale);
  const max = formatNumber(order.transmit.delivery_days_max, locale);
  return (
    <article aria-labelledby="order-title" className="order-detail">
      <h1 id="order-title">
        <Trans>Order {n}</Trans>{' '}
        <span className={`status status-${order.status}`}>
          <StatusLabel status={order.status} />
        </span>
      </h1>
      <SavedNote savedAt={savedAt} />
      <HoldNote order={order} />
      <div className="form-actions">
        {payable(order) ? <PayAgain order={order} /> : null}
        <button type="button" className="button-secondary" onClick={() => void again()}>
          <Trans>Order again</Trans>
        </button>
        <Link to="/{-$locale}/order/invoice/$orderId" params={{ locale: localeParam, orderId: String(order.id) }} className="button-secondary">
          <Trans>Invoice</Trans>
        </Link>
        <Link to="/{-$locale}/dashboard/ticket/new" params={{ locale: localeParam }} search={{ order_id: order.id }} className="button-secondary">
          <Trans>Ask about this order</Trans>
        </Link>
        {PAYABLE_STATUSES.includes(order.status) ? <CancelOrder order={order} /> : null}
      </div>
      <table className="order-lines">
        <caption className="visually-hidden">{t`Items of order ${n}`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((l) => (
            <tr key={`${l.product_id}:${l.guaranteed}`}>
              <td>
                {l.title}
                {l.guaranteed ? (
                  <span className="cart-line-option">
                    {' '}
                    (<Trans>With replacement guarantee</Trans>)
                  </span>
                ) : null}
                {l.comment ? <span className="cart-line-option"> — {l.comment}</span> : null}
              </td>
              <td>{formatNumber(l.quantity, locale)}</td>
              <td>
                <Price rial={l.line_total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals amounts={order} code={code} shipping={shipping} />
      <section aria-labelledby="delivery-title">
        <h2 id="delivery-title">
          <Trans>Delivery</Trans>
        </h2>
        <p>
          <strong>{order.recipient.name}</strong> · <bdi dir="ltr">{localDigits(`0${order.recipient.mobile}`, locale)}</bdi>
          <br />
          {placeLine([order.recipient.province.title, order.recipient.city.title, order.recipient.address], locale)}
          <br />
          <Trans>Postal code: {postalCode}</Trans>
          <br />
          <Trans>
            {shipping}: {min} to {max} working days
          </Trans>
        </p>
      </section>
      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title">
          <Trans>Timeline</Trans>
        </h2>
        <ol className="timeline">
          {order.history.map((e, i) => (
            <li key={i}>
              <StatusLabel status={e.status} /> <time dateTime={e.created_at}>{formatDateTime(e.created_at, locale)}</time>
              {e.note === 'hold_expired' ? (
                <span className="timeline-note">
                  {' '}
                  (<Trans>the time to pay ran out</Trans>)
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      {order.payments.length ? (
        <section aria-labelledby="payments-title">
          <h2 id="payments-title">
            <Trans>Payments</Trans>
          </h2>
          <ul className="payment-list">
            {order.payments.map((p) => (
              <li key={p.id}>
                {p.method === 'credit' ? <Trans>Store credit</Trans> : <Trans>Online payment</Trans>} · <Price rial={p.amount} /> ·{' '}
                {p.status === 'paid' ? <Trans>paid</Trans> : p.status === 'pending' ? <Trans>started</Trans> : p.status === 'cancelled' ? <Trans>cancelled</Trans> : <Trans>failed</Trans>} ·{' '}
                <time dateTime={p.created_at}>{formatDateTime(p.created_at, locale)}</time>
                {p.refund ? (
                  <>
                    {' '}
                    · <RefundLabel payment={p} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
