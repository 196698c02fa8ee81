/** The store's calls (contract/store.ts): shipping methods and places (public), the member's recipients, pricing, orders and payment. */
import type { OrderStatus, RecipientBody } from '../../../contract/store.ts';
import { apiCall } from '../../device/api/client.ts';
import { config } from '../../device/config.ts';
import type { Locale } from '../../i18n/locale.ts';
import { discountCheckBody, type Cart } from '../../device/cart/cart-rules.ts';
import { memberCall } from '../session/member-call.ts';

/** A write that a retry must not repeat: a fresh key for this one attempt. */
const once = () => ({ idempotencyKey: crypto.randomUUID() });

export const fetchTransmits = async (locale: Locale) => (await apiCall('transmits.list', { params: { lang: locale } })).data;
export const fetchProvinces = async (locale: Locale) => (await apiCall('provinces.list', { params: { lang: locale }, query: { limit: 100, sort: 'title' } })).data;
/** Spec §7: cities with `rankings=1,2` (capitals and major cities). */
export const fetchCities = async (locale: Locale, provinceId: number) =>
  (await apiCall('cities.list', { params: { lang: locale }, query: { rankings: '1,2', province_id: provinceId, limit: 100 } })).data;

export const fetchRecipients = async (locale: Locale) => (await memberCall('recipients.list', { params: { lang: locale }, query: { limit: 100 } })).data;
export const createRecipient = async (locale: Locale, body: RecipientBody) => (await memberCall('recipients.create', { params: { lang: locale }, body }, once())).data;
export const updateRecipient = async (locale: Locale, id: number, body: RecipientBody) => (await memberCall('recipients.update', { params: { lang: locale, id }, body }, once())).data;
export const deleteRecipient = async (locale: Locale, id: number) => {
  await memberCall('recipients.delete', { params: { lang: locale, id } });
};

export const checkDiscount = async (locale: Locale, cart: Cart, code: string, transmitId: number) =>
  (await memberCall('orders.checkDiscount', { params: { lang: locale }, body: { ...discountCheckBody({ ...cart, discountCodes: code ? [code] : [] }), transmit_id: transmitId } })).data;

export const placeOrder = async (locale: Locale, p: { cart: Cart; code: string; transmitId: number; recipientId: number; note: string; key: string }) =>
  (
    await memberCall(
      'orders.create',
      {
        params: { lang: locale },
        body: { cart_items: discountCheckBody(p.cart).cart_items, recipient_id: p.recipientId, transmit_id: p.transmitId, code: p.code, note: p.note },
      },
      { idempotencyKey: p.key },
    )
  ).data;

export const payOrder = async (locale: Locale, orderId: number, method: 'gateway' | 'credit') =>
  (await memberCall('orders.pay', { params: { lang: locale }, body: { order_id: orderId, method } }, once())).data;

export const cancelOrder = async (locale: Locale, id: number) => (await memberCall('orders.cancel', { params: { lang: locale, id } }, once())).data;

export const fetchOrder = async (locale: Locale, id: number) => (await memberCall('orders.get', { params: { lang: locale, id } })).data;
export const fetchOrderCounts = (locale: Locale) => memberCall('orders.counts', { params: { lang: locale } });
export const fetchOrders = (locale: Locale, p: { page: number; q?: string | undefined; status?: OrderStatus[] | undefined; sort?: string | undefined }) =>
  memberCall('orders.list', {
    params: { lang: locale },
    query: {
      search_keywords: p.q || undefined,
      status: p.status?.length ? p.status.join(',') : undefined,
      limit: config.pageSize,
      offset: (p.page - 1) * config.pageSize,
      sort: p.sort ?? '-created_at',
    },
  });
