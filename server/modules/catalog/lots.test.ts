/**
 * Issue 31 §4: a product's GTIN and lots. The product page says the expiry of the lot a buyer
 * receives (first expiry, first out, of the lots in stock and still usable); a scanned box's GTIN
 * finds its product and its lot is checked against the maker's record.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Lot, Product, ProductListItem } from '../../../contract/catalog.ts';
import type { DetailResponse, ErrorResponse, ListResponse } from '../../../contract/common.ts';
import { normaliseGtin } from '../../../shared/gs1.ts';
import { productLots } from '../../db/schema.ts';
import { demoGtin } from '../../db/seed/lots-data.ts';
import { fileHarness } from '../../test/harness.ts';

const h = fileHarness();
const PRODUCT = 1009;

const lotsOf = (id: number) => h.handle.db.select().from(productLots).where(eq(productLots.productId, id)).orderBy(asc(productLots.expiresOn));
const product = async () => (await h.json<DetailResponse<Product>>(`/v1/product/fa/products/${PRODUCT}`)).body.data;
/** Today in Tehran, as the database says it, and `days` from it. */
const storeDay = async (days = 0) =>
  ((await h.handle.db.execute(sql`select ((now() at time zone 'Asia/Tehran')::date + ${days}::int)::text as d`)) as unknown as { rows: { d: string }[] }).rows[0]!.d;

describe('GTIN', () => {
  it('every demo product has a valid GTIN, which finds it (and only it) in the list', async () => {
    const gtin = demoGtin(PRODUCT);
    expect(normaliseGtin(gtin)).toBe(gtin);
    expect((await product()).gtin).toBe(gtin);
    const { status, body } = await h.json<ListResponse<ProductListItem>>(`/v1/product/fa/products?gtin=${gtin}`);
    expect(status).toBe(200);
    expect(body.data.map((p) => [p.id, p.gtin])).toEqual([[PRODUCT, gtin]]);
    expect((await h.json<ListResponse<ProductListItem>>(`/v1/product/fa/products?gtin=${demoGtin(99_999)}`)).body.data).toEqual([]);
  });

  it('refuses what is not a GTIN with a 400 in the error shape', async () => {
    const { status, body } = await h.json<ErrorResponse>('/v1/product/fa/products?gtin=62612341');
    expect(status).toBe(400);
    expect(body.error.error_message).toContain('gtin');
  });
});

describe('lots', () => {
  it('the product says the expiry of the lot a buyer receives: the first to expire of those in stock and usable', async () => {
    // The demo: an expired lot with none left, an older lot and a newer one in stock.
    const [expired, older, newer] = await lotsOf(PRODUCT);
    expect(expired!.quantity).toBe(0);
    expect(expired!.expiresOn < (await storeDay())).toBe(true);
    expect(older!.quantity).toBeGreaterThan(0);
    expect(newer!.expiresOn > older!.expiresOn).toBe(true);
    expect((await product()).nearest_expiry).toBe(older!.expiresOn);

    // A lot that expired yesterday, with boxes still counted in stock: never the one a buyer receives.
    await h.handle.db.insert(productLots).values({ productId: PRODUCT, lot: 'OLD-1', expiresOn: await storeDay(-1), quantity: 5 });
    // A lot that expires today is still usable today; with none in stock it is not sold.
    await h.handle.db.insert(productLots).values({ productId: PRODUCT, lot: 'TODAY-1', expiresOn: await storeDay(0), quantity: 0 });
    await expect.poll(async () => (await product()).nearest_expiry).toBe(older!.expiresOn);
    // Once in stock it is (the kept answer is dropped by the lots' change notice).
    await h.handle.db.update(productLots).set({ quantity: 2 }).where(eq(productLots.lot, 'TODAY-1'));
    await expect.poll(async () => (await product()).nearest_expiry).toBe(await storeDay(0));
    await h.handle.db.delete(productLots).where(eq(productLots.lot, 'TODAY-1'));
    await expect.poll(async () => (await product()).nearest_expiry).toBe(older!.expiresOn);
  });

  it('a product with no lot in stock says none', async () => {
    await h.handle.db.update(productLots).set({ quantity: 0 }).where(eq(productLots.productId, 1010));
    await expect.poll(async () => (await h.json<DetailResponse<Product>>('/v1/product/en/products/1010')).body.data.nearest_expiry).toBeNull();
  });

  it('answers a recorded lot with its expiry, and 404 for a lot the maker never made', async () => {
    const [lot] = await lotsOf(PRODUCT);
    const { status, body } = await h.json<DetailResponse<Lot>>(`/v1/product/fa/products/${PRODUCT}/lots/${encodeURIComponent(lot!.lot)}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ product_id: PRODUCT, lot: lot!.lot, expires_on: lot!.expiresOn });
    const missing = await h.json<ErrorResponse>(`/v1/product/fa/products/${PRODUCT}/lots/NOPE-1`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.status_code).toBe(404);
    // Another product's lot is not this one's.
    expect((await h.json<ErrorResponse>(`/v1/product/fa/products/1010/lots/${encodeURIComponent(lot!.lot)}`)).status).toBe(404);
    const bad = await h.json<ErrorResponse>(`/v1/product/fa/products/${PRODUCT}/lots/${'x'.repeat(21)}`);
    expect(bad.status).toBe(400);
  });
});
