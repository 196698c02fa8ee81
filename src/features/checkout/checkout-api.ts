/** The checkout's calls (contract/store.ts): shipping methods, pricing the cart, placing the order. */
import { apiCall } from '../../device/api/client.ts';
import type { Locale } from '../../i18n/locale.ts';
import { discountCheckBody, type Cart } from '../../device/cart/cart-rules.ts';
import { memberCall } from '../session/member-call.ts';
import { offers } from '../../device/api/capabilities.ts';
import { shippingCost } from '../../../shared/shipping.ts';
import type { Pricing, Transmit } from '../../../contract/store.ts';

export const fetchTransmits = async (locale: Locale) => (await apiCall('transmits.list', { params: { lang: locale } })).data;

/**
 * The server's pricing of the cart with `code` and the chosen shipping method. Where the backend
 * prices only its default method (the spec's checkdiscount takes the cart and the code: issue 29),
 * the chosen method's cost is put in on the device, by the same rule (shared/shipping.ts).
 */
export async function checkDiscount(locale: Locale, cart: Cart, code: string, transmitId: number, transmit: Transmit | null): Promise<Pricing> {
  const withMethod = await offers('checkdiscount.transmit');
  const body = { ...discountCheckBody({ ...cart, discountCodes: code ? [code] : [] }), ...(withMethod ? { transmit_id: transmitId } : {}) };
  // A check that does not come back in 20 s is said (as no answer), and can be tried again, instead of spinning on.
  const priced = (await memberCall('orders.checkDiscount', { params: { lang: locale }, body }, { timeoutMs: 20_000 })).data;
  if (withMethod || !transmit || priced.transmit.id === transmit.id) return priced;
  const shipping = priced.items.length ? shippingCost(transmit, priced.subtotal - priced.discount) : 0;
  return { ...priced, transmit, shipping, total: priced.subtotal - priced.discount + (priced.tax ?? 0) + shipping };
}

export const placeOrder = async (locale: Locale, p: { cart: Cart; code: string; transmitId: number; recipientId: number; note: string; key: string; forOrganisation: boolean }) =>
  (
    await memberCall(
      'orders.create',
      {
        params: { lang: locale },
        body: {
          cart_items: discountCheckBody(p.cart).cart_items,
          recipient_id: p.recipientId,
          transmit_id: p.transmitId,
          code: p.code,
          note: p.note,
          ...(p.forOrganisation ? { for_organisation: true } : {}),
        },
      },
      { idempotencyKey: p.key },
    )
  ).data;
