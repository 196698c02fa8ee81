/** What the checkout's delivery step reads: from the server, or offline from this device's copy (member-reads.ts), dated. */
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import { fetchTransmits } from './checkout-api.ts';
import type { Order } from '../../../contract/store.ts';
import { PAYABLE_STATUSES } from '../../../contract/constants.ts';
import { holdOver } from '../orders/OrderLimits.tsx';
import type { Cart } from '../../device/cart/cart-rules.ts';
import { loadCartNow } from '../cart/cart-store.ts';
// The cart's database code comes with checkout's own (one chunk list, preloaded with the page's
// outline: scripts/route-chunks.ts), not a round trip after the session is known.
import '../cart/cart-repo.ts';
import { fetchOrders } from '../orders/orders-api.ts';
import { requesterPlace } from '../organisation/organisation-loaders.ts';
import type { Membership } from '../../../contract/organisation.ts';

export const loadTransmits = (locale: Locale) => readThrough(`transmits:${locale}`, () => fetchTransmits(locale));

/**
 * Where checkout starts: the device's cart and, when it is empty, the member's latest order still
 * waiting for payment (a reload after placing one must point at it, not only say the cart is empty).
 */
export async function loadCheckoutStart(locale: Locale): Promise<{ cart: Cart; awaiting: Order | null; requester: Membership | null }> {
  // A requester of an organisation submits the cart for approval (issue 31 §1). Asked for while
  // the cart is read: most members come to checkout with one (never refused: null on failure).
  const requester = requesterPlace(locale);
  const cart = await loadCartNow();
  if (cart.items.length) return { cart, awaiting: null, requester: await requester };
  const unpaid = await fetchOrders(locale, { page: 1, status: [...PAYABLE_STATUSES] }).catch(() => null);
  return { cart, awaiting: unpaid?.data.find((o) => !holdOver(o)) ?? null, requester: null };
}
