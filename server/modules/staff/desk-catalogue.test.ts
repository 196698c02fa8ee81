/**
 * The catalogue team's prices and stock (issue 28 §4): found by code or title; a change shows at
 * once on the product's public answer (the public cache follows), is in the product's history, and
 * is refused (409) when orders moved the stock since the screen showed it; other roles are refused.
 */
import { describe, expect, it } from 'vitest';
import { storeTestKit, line } from '../store/store-test-kit.ts';
import { deskHelpers } from './desk-test-kit.ts';

const kit = storeTestKit();
const { freshMember, placeOrder, api } = kit;
const { staffWith } = deskHelpers(() => kit.harness());

type P = { id: number; code: string; price: number; price_with_guarantee: number | null; stock: number };
const publicPrice = async (id: number) => ((await api(null)<{ data: { price: number; stock?: number } }>(`/v1/product/fa/products/${id}`)).body.data);

describe('prices and stock', () => {
  it('finds a product, changes it for everyone at once, and keeps the change in its history', async () => {
    const { call, session } = await staffWith('catalogue');
    const found = (await call('/products?q=1041')).body!.data as P[];
    const p = found.find((x) => x.id === 1041)!;
    expect(((await call(`/products?q=${encodeURIComponent(p.code)}`)).body!.data as P[]).map((x) => x.id)).toContain(1041);
    await publicPrice(1041); // kept in the public cache
    const next = { price: p.price + 10_000, price_with_guarantee: p.price + 50_000, stock: p.stock + 5, stock_was: p.stock };
    const changed = await call('/products/1041', { method: 'PUT', body: next });
    expect(changed.status).toBe(200);
    expect((await publicPrice(1041)).price).toBe(p.price + 10_000);
    const history = (await call('/products/1041/history')).body!.data as { staff_id: number; before: { price: number }; after: { price: number; stock: number } }[];
    expect(history[0]).toMatchObject({ staff_id: session.staff.id, before: { price: p.price }, after: { price: p.price + 10_000, stock: p.stock + 5 } });
    expect((await call('/products/1041', { method: 'PUT', body: { ...next, price_with_guarantee: 1, stock_was: p.stock + 5 } })).status).toBe(400);
    // Saved again with the figures it has: nothing to record.
    const again = await call('/products/1041', { method: 'PUT', body: { ...next, stock_was: p.stock + 5 } });
    expect(again.status).toBe(200);
    expect(((await call('/products/1041/history')).body!.data as unknown[]).length).toBe(history.length);
  });

  it('refuses a stock figure set over an order placed meanwhile, and other roles', async () => {
    const { call } = await staffWith('catalogue');
    const [p] = ((await call('/products?q=1020')).body!.data as P[]).filter((x) => x.id === 1020);
    const s = await freshMember();
    expect((await placeOrder(s, [line(1020, 2)])).status).toBe(201);
    const late = await call('/products/1020', { method: 'PUT', body: { price: p!.price, price_with_guarantee: p!.price_with_guarantee, stock: 500, stock_was: p!.stock } });
    expect(late.status).toBe(409);
    expect(late.body!.error!.details).toMatchObject({ reason: 'stale', stock: p!.stock - 2 });
    const { call: support } = await staffWith('support');
    expect((await support('/products?q=1020')).status).toBe(403);
  });
});
