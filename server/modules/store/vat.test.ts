/**
 * Value-added tax (issue 31 §2) at the store's default rate: priced by `checkdiscount`, kept on the
 * order with each line's share, paid in full, and shown on a product.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/catalog.ts';
import type { Order, Pricing } from '../../../contract/store.ts';
import { orders } from '../../db/schema.ts';
import { parseConfig } from '../../config.ts';
import { line, ORDER_RULES, storeTestKit } from './store-test-kit.ts';

/** The configuration as a fresh demo reads it (no VAT_RATE set). */
const configWith = (env: Record<string, string> = {}) => parseConfig({ DEMO_MODE: 'true', ...env });
const DEFAULT_RATE = configWith().orders.vatRate;
const kit = storeTestKit(() => ({ orders: { ...ORDER_RULES, vatRate: DEFAULT_RATE } }));
const { freshMember, api, placeOrder } = kit;

// 3 × tape 1020 (taxed in the demo, 1,450,000 Rial each) and 1 × suture 1009 (exempt, 12,300,000).
const CART = [line(1020, 3), line(1009, 1)];

describe('value-added tax', () => {
  it('is 10% by default (Iran’s rate since 1403)', () => {
    expect(DEFAULT_RATE).toBe(1000);
    expect(() => configWith({ VAT_RATE: '10%' })).toThrow(/VAT_RATE/);
    expect(configWith({ VAT_RATE: '9' }).orders.vatRate).toBe(900);
  });

  it('is priced on the taxable lines after their share of the discount, and added to the total', async () => {
    const s = await freshMember();
    const res = await api(s)<{ data: Pricing }>('/v1/store/fa/orders/checkdiscount', { body: { cart_items: CART, code: 'WELCOME10' } });
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.subtotal).toBe(4_350_000 + 12_300_000);
    expect(p.discount).toBe(1_665_000);
    expect(p.items.map((i) => [i.product_id, i.taxable, i.discount, i.tax])).toEqual([
      [1020, true, 435_000, 391_500],
      [1009, false, 1_230_000, 0],
    ]);
    expect(p).toMatchObject({ tax: 391_500, tax_rate: 10 });
    expect(p.total).toBe(p.subtotal - p.discount + 391_500 + p.shipping);
    // Without the code: 10% of the tapes.
    const plain = await api(s)<{ data: Pricing }>('/v1/store/fa/orders/checkdiscount', { body: { cart_items: CART } });
    expect(plain.body.data.tax).toBe(435_000);
  });

  it('is kept on the order as priced, line by line, and the payment asks for the whole', async () => {
    const s = await freshMember();
    const placed = await placeOrder(s, CART, { code: 'WELCOME10' });
    expect(placed.status).toBe(201);
    const o = placed.body.data;
    expect(o).toMatchObject({ tax: 391_500, tax_rate: 10, discount: 1_665_000 });
    expect(o.items.map((i) => [i.product_id, i.taxable, i.discount, i.tax])).toEqual([
      [1020, true, 435_000, 391_500],
      [1009, false, 1_230_000, 0],
    ]);
    expect(o.total).toBe(o.subtotal - o.discount + o.tax! + o.shipping);
    const [row] = await kit.harness().handle.db.select({ total: orders.total, tax: orders.tax, rate: orders.taxRate }).from(orders).where(eq(orders.id, o.id));
    expect(row).toEqual({ total: o.total, tax: 391_500, rate: 1000 });
    // Read back later, the order says the same (its own rate, not today's configuration).
    const read = await api(s)<{ data: Order }>(`/v1/store/en/orders/${o.id}`);
    expect(read.body.data).toMatchObject({ tax: 391_500, tax_rate: 10, total: o.total });
    const pay = await api(s)<{ data: { redirect_url: string | null } }>('/v1/store/fa/orders/payment', { body: { order_id: o.id } });
    expect(pay.status).toBe(200);
    const [payment] = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${o.id}`)).body.data.payments;
    expect(payment?.amount).toBe(o.total);
  });

  it('is said on the product: its rate, or 0 when exempt', async () => {
    const get = async (id: number) => (await api(null)<{ data: Product }>(`/v1/product/fa/products/${id}`)).body.data;
    expect((await get(1020)).vat_rate).toBe(10);
    expect((await get(1009)).vat_rate).toBe(0);
  });
});
