/**
 * Buying by the box and by quantity (issue 31 §5): a product says its box and tiers; the server
 * prices whole boxes at the box's price and the rest at the tier's unit price (`checkdiscount` and
 * the order alike), the order keeps how its lines were charged, and the catalogue team sets both at
 * the desk, refused in words when they make no sense.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/catalog.ts';
import type { Order, Pricing } from '../../../contract/store.ts';
import { deskHelpers } from '../staff/desk-test-kit.ts';
import { line, ORDER_RULES, storeTestKit, type ErrorBody } from './store-test-kit.ts';

const kit = storeTestKit(() => ({ orders: { ...ORDER_RULES, vatRate: 1000 } }));
const { freshMember, api, placeOrder } = kit;
const { staffWith } = deskHelpers(() => kit.harness());

// A demo suture, exempt from VAT: 12,300,000 Rial a unit; 12 a box at 132,840,000 (10% off); 10,455,000 a unit from 36.
const SUTURE = 1009;
const product = async (id: number) => (await api(null)<{ data: Product }>(`/v1/product/fa/products/${id}`)).body.data;
const priced = async (cart: ReturnType<typeof line>[]) => {
  const res = await api(await freshMember())<{ data: Pricing }>('/v1/store/fa/orders/checkdiscount', { body: { cart_items: cart } });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('buying by the box', () => {
  it('says the box and the tiers on the product', async () => {
    expect(await product(SUTURE)).toMatchObject({ price: 12_300_000, pack: { size: 12, price: 132_840_000 }, price_tiers: [{ from: 36, unit_price: 10_455_000 }] });
    // Meshes are sold one by one.
    expect(await product(1036)).toMatchObject({ pack: null, price_tiers: [] });
  });

  it('prices whole boxes at the box’s price and the rest by the unit; from a tier, every unit at the tier’s price', async () => {
    const [few, boxes, many] = await Promise.all([priced([line(SUTURE, 5)]), priced([line(SUTURE, 27)]), priced([line(SUTURE, 40)])]);
    expect(few.items[0]).toMatchObject({ unit_price: 12_300_000, line_total: 61_500_000, boxes: null });
    expect(boxes.items[0]).toMatchObject({ unit_price: 12_300_000, line_total: 2 * 132_840_000 + 3 * 12_300_000, boxes: { count: 2, size: 12, price: 132_840_000 } });
    expect(boxes.subtotal).toBe(2 * 132_840_000 + 3 * 12_300_000);
    // 40 at 10,455,000 (418,200,000) is less than 3 boxes and 4 units at the tier (398,520,000 + 41,820,000).
    expect(many.items[0]).toMatchObject({ unit_price: 10_455_000, line_total: 40 * 10_455_000, boxes: null });
  });

  it('keeps on the order how each line was charged, and reads it back the same', async () => {
    const s = await freshMember();
    const placed = await placeOrder(s, [line(SUTURE, 26), line(1020, 1)]);
    expect(placed.status).toBe(201);
    const o = placed.body.data;
    const suture = o.items.find((i) => i.product_id === SUTURE)!;
    expect(suture).toMatchObject({ quantity: 26, unit_price: 12_300_000, line_total: 2 * 132_840_000 + 2 * 12_300_000, boxes: { count: 2, size: 12, price: 132_840_000 } });
    expect(o.items.find((i) => i.product_id === 1020)).toMatchObject({ boxes: null });
    expect(o.subtotal).toBe(o.items.reduce((sum, i) => sum + i.line_total, 0));
    const read = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${o.id}`)).body.data;
    expect(read.items).toEqual(o.items);
    expect(read.subtotal).toBe(o.subtotal);
  });

  it('is set at the desk, priced at once, and refused in words when it makes no sense', async () => {
    const { call } = await staffWith('catalogue');
    const [p] = ((await call('/products?q=1030')).body!.data as { id: number; price: number; price_with_guarantee: number | null; stock: number; pack: unknown }[]).filter((x) => x.id === 1030);
    const figures = { price: p!.price, price_with_guarantee: p!.price_with_guarantee, stock: p!.stock, stock_was: p!.stock };
    const dear = await call('/products/1030', { method: 'PUT', body: { ...figures, pack: { size: 10, price: p!.price * 10 } } });
    expect(dear.status).toBe(422);
    expect((dear.body as unknown as ErrorBody).error).toMatchObject({ error_message: 'A box costs less than its units bought one by one', details: { field: 'pack.price', reason: 'pack_price' } });
    const unordered = await call('/products/1030', { method: 'PUT', body: { ...figures, price_tiers: [{ from: 10, unit_price: p!.price - 100_000 }, { from: 20, unit_price: p!.price - 50_000 }] } });
    expect((unordered.body as unknown as ErrorBody).error.details).toMatchObject({ reason: 'tier_order' });

    const terms = { pack: { size: 10, price: p!.price * 9 }, price_tiers: [{ from: 30, unit_price: p!.price - 100_000 }] };
    const set = await call('/products/1030', { method: 'PUT', body: { ...figures, ...terms } });
    expect(set.status).toBe(200);
    expect(set.body!.data).toMatchObject(terms);
    expect(await product(1030)).toMatchObject(terms);
    expect((await priced([line(1030, 10)])).items[0]).toMatchObject({ line_total: p!.price * 9, boxes: { count: 1, size: 10, price: p!.price * 9 } });
    const history = (await call('/products/1030/history')).body!.data as { after: { pack: unknown } }[];
    expect(history[0]).toMatchObject({ after: terms });
    // Sold by the unit again: no box, no tiers.
    expect((await call('/products/1030', { method: 'PUT', body: { ...figures, pack: null, price_tiers: [] } })).status).toBe(200);
    expect((await priced([line(1030, 10)])).items[0]).toMatchObject({ line_total: p!.price * 10, boxes: null });
  });
});
