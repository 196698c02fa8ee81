import { ShippedLots } from './ShippedLots.tsx';
import { useOffers } from '../../ui/use-offers.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { MAX_CART_LINES, PAYABLE_STATUSES } from '../../../contract/constants.ts';
import type { Order, Payment } from '../../../contract/store.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { formatDate, formatDateTime, formatNumber, localDigits, placeLine } from '../../i18n/format.ts';
import { ConfirmButton } from '../../ui/ConfirmButton.tsx';
import { notify } from '../../ui/notifications.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { Price } from '../../product/Price.tsx';
import { QuantityInBoxes } from '../../product/PackWords.tsx';
import { addItem, hasRoomFor, lineOfProduct } from '../../device/cart/cart-rules.ts';
import { changeCart } from '../cart/cart-store.ts';
import { HoldNote } from './OrderLimits.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { cancelOrder } from './orders-api.ts';
import { SavedNote } from '../../ui/SavedNote.tsx';
import { DocTable } from '../../ui/DocTable.tsx';
import { Code } from '../../ui/Code.tsx';
import { PersonText } from '../../ui/PersonText.tsx';
import './order.css';
import { PayAgain, payable, RoleLabel, StatusLabel, useDeliveryDays } from './order-parts.tsx';
import { OrderNote } from './OrderNote.tsx';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

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
      // It moved on meanwhile: cancelled already (in another tab, by a try whose answer was lost,
      // or its time to pay ran out), or approved, shipped…: said, and the page shows it as it is.
      const moved = err instanceof ApiCallError && err.details?.reason === 'status';
      const already = moved && err.details?.status === 'cancelled';
      notify(
        already
          ? { kind: 'success', title: t`This order is cancelled.` }
          : {
              kind: 'error',
              title: offline
                ? t`You are offline: cancelling needs the network.`
                : paid
                  ? t`This order was paid in the meantime, so it was not cancelled. To cancel it now, ask support: the payment is refunded.`
                  : moved
                    ? t`This order moved on meanwhile and can no longer be cancelled here: the page now shows where it is.`
                    : t`The order could not be cancelled. Try again.`,
            },
      );
      if (paid || moved) await router.invalidate();
    } finally {
      setBusy(false);
    }
  };
  // A backend without cancelling (issue 29): support cancels it, and the member is told so.
  const offered = useOffers('orders.cancel');
  if (offered === false)
    return (
      <span className="choice-detail">
        <Trans>To cancel this order, write to support.</Trans>
      </span>
    );
  return (
    <>
      {order.status === 'awaiting_approval' ? (
        <ConfirmButton title={t`Withdraw this order?`} description={t`Its approvers will no longer see it as waiting.`} okText={t`Withdraw the order`} cancelText={t`Keep it`} onConfirm={cancel} className="link-button is-danger" disabled={busy}>
          <Trans>Withdraw the order</Trans>
        </ConfirmButton>
      ) : (
        <ConfirmButton title={t`Cancel this order?`} description={t`Nothing has been paid; its items go back to stock.`} okText={t`Cancel the order`} cancelText={t`Keep it`} onConfirm={cancel} className="link-button is-danger" disabled={busy}>
          <Trans>Cancel the order</Trans>
        </ConfirmButton>
      )}
    </>
  );
}

/** An organisation's order (issue 31 §1): whom it is for, by its legal details, and its purchase-order number. */
function OrganisationOf({ order }: { order: Order }) {
  const locale = useLocale();
  const o = order.organisation;
  if (!o) return null;
  const nationalId = localDigits(o.national_id, locale);
  const economicCode = localDigits(o.economic_code, locale);
  const po = order.po_number ?? '';
  const name = o.legal_name;
  const due = order.due_on ? formatDate(order.due_on, locale) : '';
  return (
    <section aria-labelledby="organisation-title" className="order-organisation">
      <h2 id="organisation-title">
        <Trans>For {name}</Trans>
      </h2>
      <p>
        <Trans>National ID: {nationalId}</Trans> · <Trans>Economic code: {economicCode}</Trans>
        {po ? (
          <>
            <br />
            <Trans>Purchase order:</Trans> <Code>{po}</Code>
          </>
        ) : null}
        {due ? (
          <>
            <br />
            <Trans>On terms: the bank transfer is due by {due}.</Trans>
          </>
        ) : null}
      </p>
    </section>
  );
}

/** What happened, step by step: each status, when, and in an organisation's order who did it and what they said. */
function Timeline({ order }: { order: Order }) {
  const locale = useLocale();
  return (
    <ol className="timeline">
      {order.history.map((e, i) => (
        <li key={i}>
          <StatusLabel status={e.status} /> <time dateTime={e.created_at}>{formatDateTime(e.created_at, locale)}</time>
          {e.by ? (
            <span className="timeline-by">
              {' '}
              — {e.by.name ? (
                <>
                  {e.by.name} (<RoleLabel role={e.by.role} />)
                </>
              ) : (
                <RoleLabel role={e.by.role} />
              )}
              <OrderNote line={e} reader="member" />
            </span>
          ) : (
            <OrderNote line={e} reader="member" />
          )}
        </li>
      ))}
    </ol>
  );
}

/** The approver's comment on a returned order, at the top where the requester sees it first. */
function ReturnedNote({ order }: { order: Order }) {
  if (order.status !== 'returned') return null;
  const last = [...order.history].reverse().find((e) => e.status === 'returned');
  const who = last?.by?.name ?? '';
  const comment = last?.note ?? '';
  return (
    <p className="hold-note" role="note">
      <Trans>
        {who} returned this order: “{comment}”. Put its items back in the cart to change them and submit it again.
      </Trans>
    </p>
  );
}

/**
 * `/dashboard/order/{id}`: lines, recipient, shipping, discount, payments and the status timeline.
 * `actions` replaces the member's own buttons (an organisation's order, as its approver or buyer sees it).
 */
export function OrderDetailPage({ order, savedAt, actions }: { order: Order; savedAt: number | null; actions?: ReactNode }) {
  const deliveryDays = useDeliveryDays();
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
    let noRoom = 0;
    await changeCart((cart) =>
      order.items.reduce((c, l) => {
        if (!hasRoomFor(c, { id: l.product_id, withGuarantee: l.guaranteed })) {
          noRoom += 1;
          return c;
        }
        if (products === null) {
          return addItem(c, { id: l.product_id, title: l.title, titles: { [locale]: l.title }, description: null, media: null, price: l.unit_price, priceWithGuarantee: l.guaranteed ? l.unit_price : null, withGuarantee: l.guaranteed, quantity: l.quantity, userDescription: l.comment, pack: l.boxes ? { size: l.boxes.size, price: l.boxes.price } : null });
        }
        const p = products.find((x) => x.id === l.product_id);
        if (!p || p.stock === 0) {
          left += 1;
          return c;
        }
        return addItem(c, lineOfProduct(p, l.guaranteed, l.quantity, l.comment, at, locale));
      }, cart),
    );
    const most = formatNumber(MAX_CART_LINES, locale);
    notify({
      kind: left || noRoom ? 'warning' : 'success',
      key: 'cart',
      title: t`The order's items are in your cart`,
      description: noRoom
        ? t`Your cart holds ${most} different products, the most one order can: some of this order's items were left out. Place this order, then order again.`
        : left
          ? t`Some items are no longer sold or are out of stock and were left out.`
          : t`Their prices are checked again before you pay.`,
    });
  };
  const code = order.discount_code;
  const shipping = order.transmit.title;
  const carrier = order.shipment?.carrier ?? '';
  const postalCode = localDigits(order.recipient.postal_code, locale);
  const days = deliveryDays(order.transmit.delivery_days_min, order.transmit.delivery_days_max);
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
      <ReturnedNote order={order} />
      {order.shipment ? (
        <p className="order-shipment" role="note">
          <Trans>Shipped with {carrier}. Tracking code:</Trans> <Code>{order.shipment.tracking_code}</Code>
          {order.shipment.tracking_url ? (
            <>
              {' '}
              <a href={order.shipment.tracking_url} target="_blank" rel="noopener noreferrer" className="button-secondary">
                <Trans>Track the parcel</Trans>
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {actions ?? (
      <div className="form-actions">
        {payable(order) && !order.organisation ? <PayAgain order={order} /> : null}
        {payable(order) && order.organisation ? (
          <span className="choice-detail">
            <Trans>Approved: your organisation’s buyer pays it.</Trans>
          </span>
        ) : null}
        <button type="button" className="button-secondary" onClick={() => void again()}>
          <Trans>Order again</Trans>
        </button>
        <Link to="/{-$locale}/order/invoice/$orderId" params={{ locale: localeParam, orderId: String(order.id) }} className="button-secondary">
          <Trans>Invoice</Trans>
        </Link>
        <Link to="/{-$locale}/dashboard/ticket/new" params={{ locale: localeParam }} search={{ order_id: order.id }} className="button-secondary">
          <Trans>Ask about this order</Trans>
        </Link>
        {PAYABLE_STATUSES.includes(order.status) || order.status === 'awaiting_approval' ? <CancelOrder order={order} /> : null}
      </div>
      )}
      <OrganisationOf order={order} />
      <DocTable
        className="order-lines"
        caption={t`Items of order ${n}`}
        heads={[<Trans key="product">Product</Trans>, <Trans key="qty">Quantity</Trans>, <Trans key="amount">Amount</Trans>]}
        rows={order.items}
        rowKey={(l) => `${l.product_id}:${l.guaranteed}`}
        cells={(l) => [
          <>
            <ProductTitle text={l.title} />
            {l.guaranteed ? (
              <span className="cart-line-option">
                {' '}
                (<Trans>With replacement guarantee</Trans>)
              </span>
            ) : null}
            {l.comment ? (
              <span className="cart-line-option">
                {' — '}
                <PersonText as="span" text={l.comment} />
              </span>
            ) : null}
            <ShippedLots line={l} className="cart-line-option" />
          </>,
          <>
            {formatNumber(l.quantity, locale)}
            <QuantityInBoxes quantity={l.quantity} boxes={l.boxes} className="cart-line-option doc-option" />
          </>,
          <Price key="total" rial={l.line_total} />,
        ]}
      />
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
            {shipping}: {days}
          </Trans>
        </p>
        {order.note ? (
          <div className="order-note">
            <h3>
              <Trans>Your note for the order</Trans>
            </h3>
            <PersonText text={order.note} />
          </div>
        ) : null}
      </section>
      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title">
          <Trans>Timeline</Trans>
        </h2>
        <Timeline order={order} />
      </section>
      {order.payments.length ? (
        <section aria-labelledby="payments-title">
          <h2 id="payments-title">
            <Trans>Payments</Trans>
          </h2>
          <ul className="payment-list">
            {order.payments.map((p) => (
              <li key={p.id}>
                {p.method === 'credit' ? <Trans>Store credit</Trans> : p.method === 'transfer' ? <Trans>Bank transfer</Trans> : <Trans>Online payment</Trans>} · <Price rial={p.amount} /> ·{' '}
                {p.status === 'paid' ? <Trans>paid</Trans> : p.status === 'pending' ? <Trans>started</Trans> : p.status === 'cancelled' ? <Trans>cancelled</Trans> : <Trans>failed</Trans>} ·{' '}
                <time dateTime={p.created_at}>{formatDateTime(p.created_at, locale)}</time>
                {p.receipt ? (
                  <>
                    {' '}
                    · <Trans>receipt</Trans> <Code>{p.receipt}</Code>
                  </>
                ) : null}
                {p.card_pan ? (
                  <>
                    {' '}
                    · <Trans>card</Trans> <Code>{p.card_pan}</Code>
                  </>
                ) : null}
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
