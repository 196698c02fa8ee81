/**
 * The cart for the views: the header's count, the drawer, the add buttons. Dexie is not in the
 * first paint's JavaScript: a count kept in localStorage answers the badge, and the repository
 * loads once the page is idle (when the cart holds something) or on the first touch. From then on
 * the cart follows the database in every open tab, and is priced by the server when online.
 */
import { onNetworkBack } from '../../lib/network-back.ts';
import type { PriceReview } from '../../device/db/app-db.ts';
import type { Locale } from '../../i18n/locale.ts';
import { readCount, writeLocal } from '../../lib/local-store.ts';
import { createStore, onFirstTouch } from '../../device/store.ts';
import { useStore } from '../../lib/use-store.ts';
import { droppedBy, emptyCart, itemCount, linesFromCatalog, pricingEnded, pricingStarted, restoreDropped, type Cart, type Dropped } from '../../device/cart/cart-rules.ts';
import { toApiError } from '../../device/api/client.ts';
import { dismissWhere, notify } from '../../ui/notifications.tsx';

export type CartState = { cart: Cart | null; review: PriceReview | null; count: number; drawerOpen: boolean };
const NOTHING_YET: CartState = { cart: null, review: null, count: 0, drawerOpen: false };
const cartStore = createStore<CartState>(() => ({ ...NOTHING_YET, count: readCount('cartCount') }), { server: NOTHING_YET });

const repo = onFirstTouch(
  () => import('./cart-repo.ts'),
  (m) =>
    m.watchCart(({ cart, review }) => {
      const count = itemCount(cart);
      writeLocal('cartCount', String(count));
      // The drawer is this page's: it opens when asked here, never because a cart saved open
      // (a later visit, another tab) says so.
      cartStore.set((s) => ({ cart, review, count, drawerOpen: s.drawerOpen }));
    }),
);

/** Loads the cart when it holds something (main.tsx calls it once the page is idle), and prices it. */
export function startCartWatch(locale: Locale) {
  if (cartStore.get().count === 0) return;
  void repo().then(() => repriceCart(locale));
  onNetworkBack(() => void repriceCart(locale));
}

export const useCartState = (): CartState => useStore(cartStore);

export const useCartCount = () => useCartState().count;
/** The cart, or null until it is loaded from the device. */
export const useCart = () => useCartState().cart;

const writing = new Set<Promise<Cart>>();

/** Changes the cart by one of its rules (cart-rules.ts), in every tab. */
export async function changeCart(change: (cart: Cart) => Cart): Promise<Cart> {
  const write = repo().then((m) => m.updateCart(change));
  writing.add(write);
  try {
    const next = await write;
    // The badge's count with the change, not only once the watch hears of it (the page may be left first).
    writeLocal('cartCount', String(itemCount(next)));
    return next;
  } finally {
    writing.delete(write);
  }
}

/**
 * Resolves once every change of the cart asked for so far is stored (or has failed). A page about
 * to be left (for the bank's gateway) waits for it: a transaction still open when the document
 * goes is aborted, and the cart an order emptied would come back full.
 */
export async function cartWritten(): Promise<void> {
  await Promise.allSettled([...writing]);
}

/**
 * A change that may drop lines (remove, empty, one less at one): done at once, and if it dropped
 * anything, a notice offers to put it back while it shows (spec §9's notice time).
 */
export async function changeCartUndoably(change: (cart: Cart) => Cart, words: { title: string; description?: string; undo: string }): Promise<void> {
  let dropped: Dropped = { items: [], discountCodes: [] };
  await changeCart((cart) => {
    const next = change(cart);
    dropped = droppedBy(cart, next);
    return next;
  });
  if (!dropped.items.length) return;
  const back = dropped;
  notify({ key: 'cart-undo', kind: 'info', title: words.title, ...(words.description ? { description: words.description } : {}), action: { label: words.undo, run: () => void changeCart((c) => restoreDropped(c, back)) } });
}

/**
 * Starts loading the cart's database code at the shopper's first sign of adding (a focus or a
 * press on an add form), so that the add itself does not wait for a download.
 */
export function warmCart(): void {
  void repo().catch(() => {
    /* offline before the chunk was cached: the add will say so */
  });
}

export const loadCartNow = async (): Promise<Cart> => (await repo()).loadCart();
export const acceptPrices = async () => (await repo()).acceptReview();

let pricing: Promise<unknown> | null = null;
/**
 * Asks the catalogue for the cart's prices now. Unchanged prices just date the lines; any
 * difference is kept as a review the shopper accepts. Offline, nothing happens: the lines keep
 * their prices and their age.
 */
export function repriceCart(locale: Locale): Promise<unknown> {
  pricing ??= (async () => {
    try {
      const m = await repo();
      const cart = await m.loadCart();
      if (cart.items.length === 0 || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
      // Spec §3, §4: the stored cart says it is being priced, and how that ended.
      await m.updateCart(pricingStarted);
      try {
        const { fetchCatalogPrices } = await import('./cart-api.ts');
        const products = await fetchCatalogPrices(locale, cart.items.map((i) => i.id));
        await m.recordPricing(cart, linesFromCatalog(cart, products, locale), Date.now(), locale);
        await m.updateCart((c) => pricingEnded(c, null));
      } catch (err) {
        // Offline or the server away: the cart keeps its prices, dated; the error is kept with it.
        const failed = toApiError(err);
        await m.updateCart((c) => pricingEnded(c, { status_code: failed.status_code, error_message: failed.error_message }));
      }
    } catch {
      /* the device's storage is not there: nothing to price */
    } finally {
      pricing = null;
    }
  })();
  return pricing;
}

/** Opens or closes this page's cart drawer (the cart's `cartDrawerState`, spec §3, records it). */
export async function openCart(open: boolean): Promise<void> {
  // The drawer first (its frame paints with the tap; its lines follow once the cart is read), then
  // the stored cart's state (spec §3 cartDrawerState), which the drawer does not wait for.
  cartStore.set((s) => ({ ...s, drawerOpen: open }));
  // "Added to the cart" is what the open cart shows: the notice would only cover the drawer's foot
  // (its total and checkout button, on a phone) for the rest of its 5 s. A warning stays.
  if (open) dismissWhere((n) => n.key === 'cart' && n.kind === 'success');
  await changeCart((c) => ({ ...c, cartDrawerState: open }));
}
export { emptyCart };
