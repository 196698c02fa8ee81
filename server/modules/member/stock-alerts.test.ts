/**
 * "Tell me when it is back" (issue 31 §5): a member asks on a product out of stock; when the
 * stock comes back (an order cancelled, or the catalogue team at the desk), the member is told once (inbox and SMS), however many passes of
 * the jobs run together; asking twice at once keeps one alert; told, it can be asked anew.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session, StockAlert } from '../../../contract/member.ts';
import { notifications, products, stockAlerts } from '../../db/schema.ts';
import { storeTestKit } from '../store/store-test-kit.ts';
import { deskHelpers } from '../staff/desk-test-kit.ts';

const kit = storeTestKit();
const { freshMember, api } = kit;
const { staffWith } = deskHelpers(() => kit.harness());
let h: ReturnType<typeof kit.harness>;
let catalogue: Awaited<ReturnType<typeof staffWith>>['call'];
beforeAll(async () => {
  h = kit.harness();
  catalogue = (await staffWith('catalogue')).call;
});

/** The catalogue team sets a product's stock at the desk, as its screen would. */
async function setStock(productId: number, stock: number) {
  const [p] = await h.handle.db.select().from(products).where(eq(products.id, productId));
  const res = await catalogue(`/products/${productId}`, { method: 'PUT', body: { price: p!.price, price_with_guarantee: p!.priceWithGuarantee, stock, stock_was: p!.stock } });
  expect(res.status).toBe(200);
}
/** A product on sale, of the demo catalogue, that no other test here uses. */
async function productAt(index: number) {
  const rows = await h.handle.db.select({ id: products.id, titleFa: products.titleFa, titleEn: products.titleEn }).from(products).where(eq(products.status, 1)).orderBy(products.id).limit(index + 1);
  return rows[index]!;
}
const add = (s: Session, id: number, lang = 'fa') => api(s)<{ data: StockAlert }>(`/v1/product/${lang}/products/${id}/stockalert`, { body: {} });
const waiting = async (s: Session) => (await api(s)<{ data: { items: StockAlert[] } }>('/v1/product/fa/products/stockalerts')).body.data.items;
const backNotices = (s: Session) => h.handle.db.select().from(notifications).where(and(eq(notifications.memberId, s.user.id), eq(notifications.kind, 'back_in_stock')));
const messagesTo = async (s: Session) => ((await (await h.call(`/api/dev/messages?mobile=${s.user.mobile}`)).json()) as { messages: { text: string }[] }).messages.map((m) => m.text);

describe('back in stock', () => {
  it('asked twice at once is one alert; restocked, the member is told once however many passes run together; told, it can be asked anew', async () => {
    const product = await productAt(3);
    await setStock(product.id, 0);
    const s = await freshMember();

    const [a, b] = await Promise.all([add(s, product.id), add(s, product.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(await h.handle.db.select().from(stockAlerts).where(eq(stockAlerts.memberId, s.user.id))).toHaveLength(1);
    expect((await waiting(s)).map((x) => x.product_id)).toEqual([product.id]);

    // Still out of stock: nobody is told.
    await h.app.jobs.runOnce();
    expect(await backNotices(s)).toHaveLength(0);

    // Stock back as a cancelled order returns it (not at the desk): the jobs' passes tell, three at once.
    await h.handle.db.update(products).set({ stock: 12 }).where(eq(products.id, product.id));
    const passes = await Promise.all([h.app.jobs.runOnce(), h.app.jobs.runOnce(), h.app.jobs.runOnce()]);
    expect(passes.reduce((n, p) => n + p.backInStock, 0)).toBe(1);
    await h.app.jobs.runOnce();
    const told = await backNotices(s);
    expect(told).toHaveLength(1);
    expect(told[0]!.subjectId).toBe(product.id);
    expect(told[0]!.data).toMatchObject({ lang: 'fa', product_id: product.id, title: product.titleFa });
    expect(String(told[0]!.data.path)).toMatch(new RegExp(`^/product/${product.id}/`));
    expect((await messagesTo(s)).filter((t) => t.includes('دوباره موجود است'))).toEqual([`«${product.titleFa}» دوباره موجود است.`]);
    expect(await waiting(s)).toEqual([]);

    // Sold out and back again: a member told before is not told again unless they ask again.
    await setStock(product.id, 0);
    await setStock(product.id, 3);
    await h.app.jobs.runOnce();
    expect(await backNotices(s)).toHaveLength(1);
    await setStock(product.id, 0);
    expect((await add(s, product.id, 'en')).status).toBe(201);
    // Restocked at the desk: told at once, without waiting for a pass.
    await setStock(product.id, 5);
    const again = await backNotices(s);
    expect(again).toHaveLength(2);
    expect(again[1]!.data).toMatchObject({ lang: 'en', title: product.titleEn });
  });

  it('a withdrawn alert is not told; an unknown product is a 404; another member’s alert is theirs', async () => {
    const product = await productAt(4);
    await setStock(product.id, 0);
    const [s, other] = await Promise.all([freshMember(), freshMember()]);
    expect((await add(s, product.id)).status).toBe(201);
    expect((await add(other, product.id)).status).toBe(201);
    const removed = await api(s)<{ data: { deleted: boolean } }>(`/v1/product/fa/products/${product.id}/stockalert`, { method: 'DELETE' });
    expect(removed.body.data.deleted).toBe(true);
    expect(await waiting(s)).toEqual([]);
    expect((await waiting(other)).map((x) => x.product_id)).toEqual([product.id]);
    expect((await add(s, 99_999_999)).status).toBe(404);

    await setStock(product.id, 2);
    expect(await backNotices(s)).toHaveLength(0);
    expect(await backNotices(other)).toHaveLength(1);
  });
});
