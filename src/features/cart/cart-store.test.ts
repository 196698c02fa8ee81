import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { db } from '../../device/db/app-db.ts';
import { addItem, clearCart } from '../../device/cart/cart-rules.ts';
import { loadCart } from './cart-repo.ts';
import { cartWritten, changeCart } from './cart-store.ts';

const nylon = { id: 1, title: 'Nylon', price: 1_000, priceWithGuarantee: null, description: null, media: null, withGuarantee: false };

describe('the cart’s writes before the page is left', () => {
  it('cartWritten waits for a change asked for and not awaited (the order’s emptying before the gateway)', async () => {
    await changeCart((c) => addItem(addItem(c, nylon), nylon));
    expect((await loadCart()).items).toHaveLength(1);
    // As the checkout does: the cart emptied without waiting, then the page about to go.
    void changeCart(clearCart);
    await cartWritten();
    // Read at once, as the next page would: a read asked before the write is stored finds the lines.
    expect((await db.cart.get('cart'))?.cart.items).toEqual([]);
  });

  it('cartWritten with nothing being written resolves at once, and after a failed write too', async () => {
    await cartWritten();
    const failed = changeCart(() => {
      throw new Error('a rule refused');
    });
    await cartWritten();
    await expect(failed).rejects.toThrow('a rule refused');
  });
});
