/**
 * The cart on this device (IndexedDB, key `cart`): read, and changed by the rules of
 * cart-rules.ts in one transaction, so that two tabs changing it at once both count.
 */
import { db, type AppDB } from '../../db/app-db.ts';
import { CART_STORAGE_KEY, emptyCart, type Cart } from './cart-rules.ts';

export async function loadCart(database: AppDB = db): Promise<Cart> {
  return (await database.cart.get(CART_STORAGE_KEY))?.cart ?? emptyCart();
}

/** Applies `change` to the stored cart (a rule of cart-rules.ts) and answers the new cart. */
export async function updateCart(change: (cart: Cart) => Cart, database: AppDB = db): Promise<Cart> {
  return database.transaction('rw', database.cart, async () => {
    const next = change((await database.cart.get(CART_STORAGE_KEY))?.cart ?? emptyCart());
    await database.cart.put({ key: CART_STORAGE_KEY, cart: next, updatedAt: Date.now() });
    return next;
  });
}
