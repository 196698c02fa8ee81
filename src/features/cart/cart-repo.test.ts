import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDB } from '../../device/db/app-db.ts';
import { wipeMemberData } from '../../device/db/private-data.ts';
import { loadCart, updateCart } from './cart-repo.ts';
import { addItem, emptyCart, increase } from '../../device/cart/cart-rules.ts';

const dbs: AppDB[] = [];
let n = 0;
const fresh = () => {
  const d = new AppDB(`cart-test-${++n}`);
  dbs.push(d);
  return d;
};
afterEach(async () => {
  for (const d of dbs.splice(0)) await d.delete();
});

const nylon = { id: 1, title: 'Nylon', price: 1_000, priceWithGuarantee: null, description: null, media: null, withGuarantee: false };

describe('the stored cart', () => {
  it('is empty on a new device, and keeps what was put in it', async () => {
    const d = fresh();
    expect(await loadCart(d)).toEqual(emptyCart());
    await updateCart((c) => addItem(c, nylon), d);
    expect((await loadCart(d)).items.map((i) => [i.id, i.quantity])).toEqual([[1, 1]]);
  });

  it('counts two changes made at once (two tabs) both', async () => {
    const d = fresh();
    await updateCart((c) => addItem(c, nylon), d);
    await Promise.all([updateCart((c) => increase(c, nylon), d), updateCart((c) => increase(c, nylon), d)]);
    expect((await loadCart(d)).items[0]!.quantity).toBe(3);
  });

  it("is the device's, not a member's: sign-out leaves it", async () => {
    await updateCart((c) => addItem(c, nylon));
    await wipeMemberData();
    expect((await loadCart()).items).toHaveLength(1);
    await updateCart(() => emptyCart());
  });
});
