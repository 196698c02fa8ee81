/** The small parts of the order pages: an order's status in words, whether it can be paid, the pay button. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { isGatewayRefusal, PAYABLE_STATUSES, type OrderStatus } from '../../../contract/constants.ts';
import type { Order } from '../../../contract/store.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { notify } from '../../ui/notifications.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { formatDate, formatNumber, localDigits } from '../../i18n/format.ts';
import { Price } from '../../product/Price.tsx';
import { holdOver, useGatewayMessage, useLimitMessage } from './OrderLimits.tsx';
import { payOrder } from './orders-api.ts';
import './order.css';

/** Where an order opens: an organisation's where its buyer and approvers read it (issue 31 §1), a private one in the member's orders. */
export const orderPageOf = (order: Pick<Order, 'organisation'>): '/{-$locale}/dashboard/organisation/order/$orderId' | '/{-$locale}/dashboard/order/$orderId' =>
  order.organisation ? '/{-$locale}/dashboard/organisation/order/$orderId' : '/{-$locale}/dashboard/order/$orderId';

/** An order the member can still pay: unpaid, and its hold not over. */
export const payable = (order: Order) => PAYABLE_STATUSES.includes(order.status) && !holdOver(order);

/** An order in a list (the member's, their organisation's): its number, state, date, items and total; `by`, who asked for it. */
export function OrderRowFacts({ order, by = '' }: { order: Order; by?: string }) {
  const locale = useLocale();
  const n = localDigits(order.number, locale);
  const count = order.items.reduce((s, i) => s + i.quantity, 0);
  const items = formatNumber(count, locale);
  return (
    <>
      <strong>
        <bdi>{n}</bdi>
      </strong>
      <span className={`status status-${order.status}`}>
        <StatusLabel status={order.status} />
      </span>
      <time dateTime={order.created_at}>{formatDate(order.created_at, locale)}</time>
      <span>
        {count === 1 ? <Trans>{items} item</Trans> : <Trans>{items} items</Trans>}
      </span>
      {by ? (
        <span className="choice-detail">
          <Trans>Requested by {by}</Trans>
        </span>
      ) : null}
      <Price rial={order.total} className="price price-strong" />
    </>
  );
}

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
    case 'awaiting_approval':
      return <Trans>Waiting for approval</Trans>;
    case 'returned':
      return <Trans>Returned for changes</Trans>;
    case 'awaiting_payment_on_terms':
      return <Trans>On terms: awaiting transfer</Trans>;
  }
}

/**
 * How long a shipping method takes, in words: "2 to 5 working days", "3 working days", and for a
 * method that can arrive the day it is sent "the same or the next working day" or "within 2
 * working days" (the hospital courier's 0 to 1 read "0 to 1 working days").
 */
export function useDeliveryDays(): (minDays: number, maxDays: number) => string {
  const { t } = useLingui();
  const locale = useLocale();
  return (minDays, maxDays) => {
    const min = formatNumber(minDays, locale);
    const max = formatNumber(maxDays, locale);
    if (maxDays === 0) return t`the same working day`;
    if (minDays === 0) return maxDays === 1 ? t`the same or the next working day` : t`within ${max} working days`;
    if (minDays === maxDays) return maxDays === 1 ? t`${max} working day` : t`${max} working days`;
    return t`${min} to ${max} working days`;
  };
}

/** A role in an organisation, in words. */
export function RoleLabel({ role }: { role: string }) {
  switch (role) {
    case 'requester':
      return <Trans>requester</Trans>;
    case 'approver':
      return <Trans>approver</Trans>;
    case 'buyer':
      return <Trans>buyer</Trans>;
    case 'staff':
      return <Trans>our staff</Trans>;
    default:
      return <>{role}</>;
  }
}

/** Pays (again) for an order through the gateway: the browser goes to the gateway's page. */
export function PayAgain({ order, label }: { order: Order; label?: 'again' }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const limitMessage = useLimitMessage();
  const gatewayMessage = useGatewayMessage();
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
            const gateway = err instanceof ApiCallError && isGatewayRefusal(err.details?.reason);
            // It moved on meanwhile (paid in another tab, cancelled): said, and shown as it is.
            const moved = err instanceof ApiCallError && err.details?.reason === 'status' ? String(err.details.status ?? '') : null;
            const refusal = (): string => {
              if (offline) return t`You are offline: paying needs the network.`;
              if (expired) return limitMessage('hold_expired', null);
              if (gateway) return gatewayMessage();
              if (moved !== null) return t`This order can no longer be paid: the page now shows where it is.`;
              return t`The payment could not be started. Try again.`;
            };
            notify(moved === 'paid' ? { kind: 'success', title: t`This order is paid already.` } : { kind: 'error', title: refusal() });
            if (expired || moved !== null) void router.invalidate();
          },
        );
      }}
    >
      {label === 'again' ? <Trans>Pay again</Trans> : <Trans>Pay now</Trans>}
    </button>
  );
}
