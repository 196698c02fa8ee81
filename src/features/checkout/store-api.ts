/** The store's member calls (contract/store.ts), with the access token read at call time. */
import type { ListResponse } from '../../../contract/common.ts';
import type { City, Province } from '../../../contract/general.ts';
import type { Order, OrderCounts, OrderStatus, PaymentStart, Pricing, Recipient, RecipientBody, Transmit } from '../../../contract/store.ts';
import { apiGet, apiSend } from '../../api/client.ts';
import { config } from '../../config.ts';
import type { Locale } from '../../i18n/locale.ts';
import { discountCheckBody, type Cart } from '../cart/cart-rules.ts';
import { currentAccessToken } from '../session/session-view.ts';
import { memberGet } from '../session/member-call.ts';

const token = () => currentAccessToken();

export const fetchTransmits = async (locale: Locale) => (await apiGet<ListResponse<Transmit>>(`/v1/store/${locale}/transmits`)).data;
export const fetchProvinces = async (locale: Locale) => (await apiGet<ListResponse<Province>>(`/v1/sitemember/${locale}/provinces`, { query: { limit: 100, sort: 'title' } })).data;
/** Spec §7: cities with `rankings=1,2` (capitals and major cities). */
export const fetchCities = async (locale: Locale, provinceId: number) =>
  (await apiGet<ListResponse<City>>(`/v1/sitemember/${locale}/cities`, { query: { rankings: '1,2', province_id: provinceId, limit: 100 } })).data;

export const fetchRecipients = async (locale: Locale) => (await memberGet<ListResponse<Recipient>>(`/v1/store/${locale}/recipients`, { limit: 100 })).data;
export const createRecipient = async (locale: Locale, body: RecipientBody) =>
  (await apiSend<{ data: Recipient }>('POST', `/v1/store/${locale}/recipients`, { token: token(), body, idempotencyKey: crypto.randomUUID() })).data;

export const updateRecipient = async (locale: Locale, id: number, body: RecipientBody) =>
  (await apiSend<{ data: Recipient }>('PUT', `/v1/store/${locale}/recipients/${id}`, { token: token(), body, idempotencyKey: crypto.randomUUID() })).data;
export const deleteRecipient = async (locale: Locale, id: number) => {
  await apiSend<unknown>('DELETE', `/v1/store/${locale}/recipients/${id}`, { token: token() });
};

export const checkDiscount = async (locale: Locale, cart: Cart, code: string, transmitId: number) =>
  (await apiSend<{ data: Pricing }>('POST', `/v1/store/${locale}/orders/checkdiscount`, { token: token(), body: { ...discountCheckBody({ ...cart, discountCodes: code ? [code] : [] }), transmit_id: transmitId } })).data;

export const placeOrder = async (locale: Locale, p: { cart: Cart; code: string; transmitId: number; recipientId: number; note: string; key: string }) =>
  (
    await apiSend<{ data: Order }>('POST', `/v1/store/${locale}/orders`, {
      token: token(),
      idempotencyKey: p.key,
      body: { cart_items: discountCheckBody(p.cart).cart_items, recipient_id: p.recipientId, transmit_id: p.transmitId, code: p.code, note: p.note },
    })
  ).data;

export const payOrder = async (locale: Locale, orderId: number, method: 'gateway' | 'credit') =>
  (await apiSend<{ data: PaymentStart }>('POST', `/v1/store/${locale}/orders/payment`, { token: token(), body: { order_id: orderId, method }, idempotencyKey: crypto.randomUUID() })).data;

export const cancelOrder = async (locale: Locale, id: number) =>
  (await apiSend<{ data: Order }>('POST', `/v1/store/${locale}/orders/${id}/cancel`, { token: token(), idempotencyKey: crypto.randomUUID() })).data;

export const fetchOrder = async (locale: Locale, id: number) => (await memberGet<{ data: Order }>(`/v1/store/${locale}/orders/${id}`)).data;
export const fetchOrderCounts = (locale: Locale) => memberGet<OrderCounts>(`/v1/store/${locale}/orders/countbystatus`);
export const fetchOrders = (locale: Locale, p: { page: number; q?: string | undefined; status?: OrderStatus[] | undefined; sort?: string | undefined }) =>
  memberGet<ListResponse<Order>>(`/v1/store/${locale}/orders`, {
    search_keywords: p.q || undefined,
    status: p.status?.length ? p.status.join(',') : undefined,
    limit: config.pageSize,
    offset: (p.page - 1) * config.pageSize,
    sort: p.sort ?? '-created_at',
  });
