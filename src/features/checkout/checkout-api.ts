/** The checkout's calls (contract/store.ts): shipping methods, pricing the cart, placing the order. */
import { apiCall } from '../../device/api/client.ts';
import type { Locale } from '../../i18n/locale.ts';
import { discountCheckBody, type Cart } from '../../device/cart/cart-rules.ts';
import { memberCall } from '../session/member-call.ts';

export const fetchTransmits = async (locale: Locale) => (await apiCall('transmits.list', { params: { lang: locale } })).data;

export const checkDiscount = async (locale: Locale, cart: Cart, code: string, transmitId: number) =>
  // A check that does not come back in 20 s is said (as no answer), and can be tried again, instead of spinning on.
  (await memberCall('orders.checkDiscount', { params: { lang: locale }, body: { ...discountCheckBody({ ...cart, discountCodes: code ? [code] : [] }), transmit_id: transmitId } }, { timeoutMs: 20_000 })).data;

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
