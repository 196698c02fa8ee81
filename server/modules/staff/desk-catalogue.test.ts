/**
 * The catalogue team's prices and stock (issue 28 §4): found by code or title; a change shows at
 * once on the product's public answer (the public cache follows), is in the product's history, and
 * is refused (409) when orders moved the stock since the screen showed it; other roles are refused.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_RULES, storeTestKit, line } from '../store/store-test-kit.ts';
import { deskHelpers } from './desk-test-kit.ts';

// VAT at 10%, so that a product's rate shows whether the flag set here applies.
const kit = storeTestKit(() => ({ orders: { ...ORDER_RULES, vatRate: 1000 } }));
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

  it('sets whether value-added tax applies: the product says so at once, and its history keeps it', async () => {
    const { call } = await staffWith('catalogue');
    const [p] = ((await call('/products?q=1021')).body!.data as (P & { taxable: boolean })[]).filter((x) => x.id === 1021);
    expect(p!.taxable).toBe(true);
    const vat = async () => (await api(null)<{ data: { vat_rate?: number } }>(`/v1/product/fa/products/1021`)).body.data.vat_rate;
    expect(await vat()).toBe(10);
    const figures = { price: p!.price, price_with_guarantee: p!.price_with_guarantee, stock: p!.stock, stock_was: p!.stock };
    const exempt = await call('/products/1021', { method: 'PUT', body: { ...figures, taxable: false } });
    expect(exempt.status).toBe(200);
    expect(exempt.body!.data).toMatchObject({ taxable: false });
    expect(await vat()).toBe(0);
    const history = (await call('/products/1021/history')).body!.data as { before: { taxable: boolean }; after: { taxable: boolean } }[];
    expect(history[0]).toMatchObject({ before: { taxable: true }, after: { taxable: false } });
    // A desk that does not send the flag leaves it as it is.
    await call('/products/1021', { method: 'PUT', body: { ...figures, stock: p!.stock + 1 } });
    expect(await vat()).toBe(0);
    await call('/products/1021', { method: 'PUT', body: { ...figures, stock_was: p!.stock + 1, taxable: true } });
    expect(await vat()).toBe(10);
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

describe('lots (issue 31)', () => {
  type L = { id: number; lot: string; expires_on: string; quantity: number };
  const nearest = async (id: number) => ((await api(null)<{ data: { nearest_expiry: string | null } }>(`/v1/product/fa/products/${id}`)).body.data).nearest_expiry;

  it('records a lot from its boxes, first to expire first; the product page says the expiry a buyer now receives', async () => {
    const { call } = await staffWith('catalogue');
    const before = (await call('/products/1030/lots')).body!.data as L[];
    expect(before.length).toBe(3);
    expect(before.map((l) => l.expires_on)).toEqual([...before.map((l) => l.expires_on)].sort());
    const usable = before.filter((l) => l.quantity > 0);
    expect(await nearest(1030)).toBe(usable[0]!.expires_on);

    // A lot that expires before the others, with boxes in stock: it is what a buyer receives now.
    const soon = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const added = await call('/products/1030/lots', { method: 'POST', body: { lot: ' Z-SOON-1 ', expires_on: soon, quantity: 12 } });
    expect(added.status).toBe(201);
    expect(added.body!.data).toMatchObject({ lot: 'Z-SOON-1', expires_on: soon, quantity: 12 });
    expect(await nearest(1030)).toBe(soon);
    // Its boxes all sent: the next lot again.
    const lot = added.body!.data as L;
    expect((await call(`/products/1030/lots/${lot.id}`, { method: 'PUT', body: { quantity: 0, quantity_was: 12 } })).status).toBe(200);
    expect(await nearest(1030)).toBe(usable[0]!.expires_on);
    const history = (await call('/products/1030/history')).body!.data as { action: string }[];
    expect(history.map((e) => e.action).slice(0, 2)).toEqual(['product.lot.change', 'product.lot.add']);
  });

  it('records a lot once, however many screens send it at the same moment', async () => {
    const { call } = await staffWith('catalogue');
    const body = { lot: 'TWICE-1', expires_on: '2029-06-30', quantity: 5 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('/products/1031/lots', { method: 'POST', body })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body!.error!.details).toMatchObject({ reason: 'exists' });
    expect(((await call('/products/1031/lots')).body!.data as L[]).filter((l) => l.lot === 'TWICE-1')).toHaveLength(1);
  });

  it('refuses a stale count, a bad lot or date in the error shape, and other roles', async () => {
    const { call } = await staffWith('catalogue');
    const [lot] = ((await call('/products/1032/lots')).body!.data as L[]).filter((l) => l.quantity > 0);
    const stale = await call(`/products/1032/lots/${lot!.id}`, { method: 'PUT', body: { quantity: 1, quantity_was: lot!.quantity + 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body!.error!.details).toMatchObject({ reason: 'stale', quantity: lot!.quantity });
    for (const bad of [{ lot: 'two words', expires_on: '2029-01-31', quantity: 1 }, { lot: 'L1', expires_on: '2029-02-30', quantity: 1 }, { lot: 'L1', expires_on: '2029-13-40', quantity: 1 }, { lot: 'L1', expires_on: '2029-01-31', quantity: -1 }, { lot: 'x'.repeat(21), expires_on: '2029-01-31', quantity: 1 }]) {
      const r = await call('/products/1032/lots', { method: 'POST', body: bad });
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('/products/999999/lots', { method: 'POST', body: { lot: 'L1', expires_on: '2029-01-31', quantity: 1 } })).status).toBe(404);
    expect((await call(`/products/1033/lots/${lot!.id}`, { method: 'PUT', body: { quantity: 1, quantity_was: lot!.quantity } })).status).toBe(404);
    const { call: support } = await staffWith('support');
    expect((await support('/products/1032/lots')).status).toBe(403);
  });
});

describe('documents (issue 31 §4)', () => {
  const PRODUCT = 1030;
  const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
  /** The desk's upload, as its form sends it: the fields as JSON in "payload", the PDF in "file". */
  const upload = async (token: string, fields: object, file: Buffer, name = 'ifu.pdf', productId = PRODUCT) => {
    const form = new FormData();
    form.set('payload', JSON.stringify(fields));
    form.set('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
    const res = await kit.harness().call(`/api/desk/products/${productId}/documents`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: res.status, body: (await res.json()) as { data: { id: number; url: string; bytes: number }; error?: { details?: Record<string, unknown> | { field: string }[] } } };
  };
  const fields = { kind: 'datasheet', lang: 'en', title_fa: 'برگه مشخصات', title_en: 'Datasheet', issued_on: '2026-10-01' };
  const publicDocs = async () => (await api(null)<{ data: { documents: { kind: string; url: string; title: string }[] } }>(`/v1/product/en/products/${PRODUCT}`)).body.data.documents;

  it('staff upload a PDF: the product page lists it at once, the store serves it, it is in the history; removed, it goes', async () => {
    const { call, session } = await staffWith('catalogue');
    await publicDocs(); // kept in the public cache
    const file = pdf('datasheet of product 1030');
    const added = await upload(session.access_token, fields, file);
    expect(added.status).toBe(201);
    expect(added.body.data.url).toMatch(/^\/media\/documents\/u-[0-9a-f]{24}\.pdf$/);
    expect(added.body.data.bytes).toBe(file.length);
    expect((await publicDocs()).find((d) => d.kind === 'datasheet')).toMatchObject({ url: added.body.data.url, title: 'Datasheet' });
    const served = await kit.harness().call(added.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
    // The same file again for this product: once.
    expect((await upload(session.access_token, fields, file)).status).toBe(409);
    const listed = (await call(`/products/${PRODUCT}/documents`)).body!.data as { id: number; kind: string }[];
    expect(listed.filter((d) => d.kind === 'datasheet')).toHaveLength(1);
    const history = (await call(`/products/${PRODUCT}/history`)).body!.data as { action: string }[];
    expect(history[0]!.action).toBe('product.document.add');

    expect((await call(`/products/${PRODUCT}/documents/${added.body.data.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await publicDocs()).some((d) => d.kind === 'datasheet')).toBe(false);
    expect((await call(`/products/${PRODUCT}/documents/${added.body.data.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses what is not a PDF, a missing file, bad fields, and other roles', async () => {
    const { session } = await staffWith('catalogue');
    const notPdf = await upload(session.access_token, fields, Buffer.from('<html>not a pdf</html>'), 'ifu.pdf');
    expect(notPdf.status).toBe(400);
    const bad = await upload(session.access_token, { ...fields, kind: 'poster' }, pdf('x'));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error)).toContain('kind');
    // A month 13 (no Date holds it) is a 400 too, not a crash.
    const badDay = await upload(session.access_token, { ...fields, issued_on: '2026-13-40' }, pdf('x'));
    expect(badDay.status).toBe(400);
    expect(JSON.stringify(badDay.body.error)).toContain('issued_on');
    const form = new FormData();
    form.set('payload', JSON.stringify(fields));
    const missing = await kit.harness().call(`/api/desk/products/${PRODUCT}/documents`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}` }, body: form });
    expect(missing.status).toBe(400);
    expect((await upload(session.access_token, fields, pdf('y'), 'a.pdf', 99_999_999)).status).toBe(404);
    const support = await staffWith('support');
    expect((await upload(support.session.access_token, fields, pdf('z'))).status).toBe(403);
  });
});
