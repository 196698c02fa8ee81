/**
 * What the store's limits on unpaid orders say to the member (the server's 422 `details.reason`,
 * contract ORDER_LIMIT_REASONS), and how long an unpaid order is held for them.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { OrderLimitReason } from '../../../contract/constants.ts';
import type { Order } from '../../../contract/store.ts';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';

/** A refusal by a store limit, in the page's language. */
export function useLimitMessage() {
  const { t } = useLingui();
  const locale = useLocale();
  /** `names`: the products over the limit, when known (titles joined in the page's language). */
  return (reason: OrderLimitReason, max: number | null, names = ''): string => {
    const n = max === null ? '' : formatNumber(max, locale);
    switch (reason) {
      case 'line_quantity':
        if (names) return max === null ? t`That is more than can be ordered at once of ${names}. Lower its quantity in the cart.` : t`At most ${n} units of one product can be ordered at once: ${names}. Lower its quantity in the cart.`;
        return max === null ? t`That is more of one product than can be ordered at once. Lower the quantity in the cart.` : t`At most ${n} units of one product can be ordered at once. Lower the quantity in the cart.`;
      case 'unpaid_orders':
        return max === null
          ? t`You have too many orders waiting for payment. Pay for or cancel one of them in your orders first.`
          : t`You already have ${n} orders waiting for payment. Pay for or cancel one of them in your orders first.`;
      case 'hold_expired':
        return t`The time to pay for this order ran out and its items went back on sale. “Order again” on the order’s page puts them back in your cart.`;
    }
  };
}

/** The bank's gateway did not start a payment (the server's 503 `gateway_refused` or `gateway_unavailable`). */
export function useGatewayMessage() {
  const { t } = useLingui();
  return (): string => t`The bank’s payment gateway did not start the payment. Your order is kept: try again in a minute, or pay from store credit.`;
}

/** Too many tries in a short time (the server's 429), with when to try again. */
export function useBusyMessage() {
  const { t } = useLingui();
  const locale = useLocale();
  return (retryAfterS: number): string => {
    const minutes = Math.ceil(retryAfterS / 60);
    const n = formatNumber(retryAfterS < 90 ? retryAfterS : minutes, locale);
    if (retryAfterS >= 90) return t`Too many tries in a short time. Wait ${n} minutes and try again; nothing you chose is lost.`;
    return retryAfterS === 1 ? t`Too many tries in a short time. Wait ${n} second and try again; nothing you chose is lost.` : t`Too many tries in a short time. Wait ${n} seconds and try again; nothing you chose is lost.`;
  };
}

/** How often the hold's minutes left are counted again. */
const HOLD_TICK_MS = 30_000;

/** "Held for you until …": an unpaid order's hold on its stock, counted down in minutes. */
export function HoldNote({ order }: { order: Pick<Order, 'hold_until'> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), HOLD_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!order.hold_until) return null;
  const end = Date.parse(order.hold_until);
  const minutes = Math.ceil((end - now) / 60_000);
  if (minutes <= 0) {
    return (
      <p className="hold-note is-over" role="status">
        {t`The time to pay for this order ran out: it is being cancelled and its items go back on sale.`}
      </p>
    );
  }
  const until = formatDateTime(order.hold_until, locale);
  const left = formatNumber(minutes, locale);
  return (
    <p className="hold-note" role="status">
      {t`Its items are held for you until ${until} (${left} min left). After that the order is cancelled and they go back on sale.`}
    </p>
  );
}

/** Whether an order can still be paid: unpaid, with its hold not over. */
export const holdOver = (order: Pick<Order, 'hold_until'>, now = Date.now()) => order.hold_until !== null && Date.parse(order.hold_until) <= now;
