/**
 * The cart on this device (IndexedDB, key `cart`): read, and changed by the rules of
 * cart-rules.ts in one transaction, so that two tabs changing it at once both count.
 */
import { liveQuery } from 'dexie';
import { db, type AppDB, type PriceReview } from '../../device/db/app-db.ts';
import type { Locale } from '../../../shared/locale.ts';
import { applyPricing, CART_STORAGE_KEY, noteCatalog, storedCart, priceChanges, type Cart, type CartItem, type PriceChange, type PricedLine } from '../../device/cart/cart-rules.ts';

export async function loadCart(database: AppDB = db): Promise<Cart> {
  return storedCart((await database.cart.get(CART_STORAGE_KEY))?.cart);
}

/**
 * Applies `change` to the stored cart (a rule of cart-rules.ts) and answers the new cart. A
 * change of the lines ends a price review in progress: it was for other lines.
 */
export async function updateCart(change: (cart: Cart) => Cart, database: AppDB = db): Promise<Cart> {
  return database.transaction('rw', database.cart, async () => {
    const row = await database.cart.get(CART_STORAGE_KEY);
    const before = storedCart(row?.cart);
    const next = change(before);
    const sameLines = JSON.stringify(next.items.map(lineKey)) === JSON.stringify(before.items.map(lineKey));
    await database.cart.put({ key: CART_STORAGE_KEY, cart: next, updatedAt: Date.now(), ...(sameLines && row?.review ? { review: row.review } : {}) });
    return next;
  });
}

/** The stored cart and the price review waiting for the shopper, after every change (liveQuery spans tabs). */
export function watchCart(onChange: (row: { cart: Cart; review: PriceReview | null }) => void, database: AppDB = db) {
  return liveQuery(() => database.cart.get(CART_STORAGE_KEY)).subscribe({
    next: (row) => onChange({ cart: storedCart(row?.cart), review: row?.review ?? null }),
    error: (err: unknown) => console.warn('cart unavailable', err),
  });
}

/** Keeps the server's prices for the shopper to review (or, when nothing changes, just dates the lines). */
export async function recordPricing(seen: Cart, lines: PricedLine[], at: number, locale?: Locale, database: AppDB = db): Promise<PriceChange[]> {
  return database.transaction('rw', database.cart, async () => {
    const row = await database.cart.get(CART_STORAGE_KEY);
    const cart = storedCart(row?.cart);
    // The cart changed while the prices were asked for: they are for another cart.
    if (JSON.stringify(cart.items.map(lineKey)) !== JSON.stringify(seen.items.map(lineKey))) return [];
    const changes = priceChanges(cart, lines, locale);
    if (changes.length === 0) {
      await database.cart.put({ key: CART_STORAGE_KEY, cart: applyPricing(cart, lines, cart.priceTotal, at), updatedAt: Date.now() });
    } else {
      // Stock and titles are kept at once; the prices wait for the shopper.
      await database.cart.put({ key: CART_STORAGE_KEY, cart: noteCatalog(cart, lines), updatedAt: row?.updatedAt ?? Date.now(), review: { at, lines, changes } });
    }
    return changes;
  });
}

/** The shopper accepts the reviewed prices: the lines take them (dropped lines go, short ones shrink). */
export async function acceptReview(database: AppDB = db): Promise<Cart> {
  return database.transaction('rw', database.cart, async () => {
    const row = await database.cart.get(CART_STORAGE_KEY);
    const cart = storedCart(row?.cart);
    const next = row?.review ? applyPricing(cart, row.review.lines, null, row.review.at) : cart;
    await database.cart.put({ key: CART_STORAGE_KEY, cart: next, updatedAt: Date.now() });
    return next;
  });
}

const lineKey = (i: CartItem) => `${i.id}:${i.withGuarantee}:${i.quantity}`;
