/** The member's orders (contract/store.ts): the list, one order, its payment and its cancelling. */
import type { Locale } from '../../i18n/locale.ts';
import { memberCall, memberRead } from '../session/member-call.ts';
import { orderCountsRead, orderRead, ordersPageRead, ordersRead, type OrdersAddress } from './order-reads.ts';
import { rememberPayingIn } from './payment-return.ts';

/** A write that a retry must not repeat: a fresh key for this one attempt. */
const once = () => ({ idempotencyKey: crypto.randomUUID() });

/** Starts paying: where the gateway's way back should land is remembered before the browser goes there. */
export async function payOrder(locale: Locale, orderId: number, method: 'gateway' | 'credit') {
  const started = (await memberCall('orders.pay', { params: { lang: locale }, body: { order_id: orderId, method } }, once())).data;
  if (started.redirect_url) rememberPayingIn(orderId, locale);
  return started;
}

export const cancelOrder = async (locale: Locale, id: number) => (await memberCall('orders.cancel', { params: { lang: locale, id } }, once())).data;

export const fetchOrder = async (locale: Locale, id: number) => (await memberRead(orderRead(locale, id))).data;

export const fetchOrderCounts = (locale: Locale) => memberRead(orderCountsRead(locale));

export const fetchOrders = (locale: Locale, p: Parameters<typeof ordersRead>[1]) => memberRead(ordersRead(locale, p));

/** The orders page's list, as its address asks for it. */
export const fetchOrdersPage = (locale: Locale, p: OrdersAddress) => memberRead(ordersPageRead(locale, p));
