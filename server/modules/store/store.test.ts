import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../../contract/common.ts';
import type { Session } from '../../../contract/member.ts';
import type { Order, OrderCounts, PaymentStart, Pricing, Recipient, Transmit } from '../../../contract/store.ts';
import { credits, creditAccounts, orders, products } from '../../db/schema.ts';
import { startHarness, type Harness } from '../../test/harness.ts';
import { freshMobile, signInHelpers } from '../../test/sign-in.ts';

let h: Harness;
/** The store's limits in this file: a member may have 10 unpaid orders (the tests place several each). */
const ORDER_RULES = { holdMinutes: 30, maxUnpaid: 10, maxLineQuantity: 100 };
beforeAll(async () => {
  // Several orders a member in some tests: the write limits (tested in http/abuse.test.ts) raised.
  h = await startHarness({ trustProxy: 1, orders: ORDER_RULES, writeLimitsFactor: 10 });
});
afterAll(async () => {
  await h?.close();
});

const { signIn } = signInHelpers(() => h);
/** A member of the test's own: a new number each time, so that once-per-member codes and credit start clean. */
const freshMember = async () => (await signIn(freshMobile('0919'), { first_name: 'Test', last_name: 'Buyer' })).session;

type Init = { method?: string; body?: unknown; key?: string | false };
function api(s: Session | null) {
  return async <T = unknown>(path: string, init: Init = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (s) headers.authorization = `Bearer ${s.access_token}`;
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    if (init.key !== false && (method === 'POST' || method === 'PUT')) headers['idempotency-key'] = init.key ?? crypto.randomUUID();
    const res = await h.call(path, { method, headers, ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }) });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res };
  };
}
type ErrorBody = { error: { status_code: number; error_message: string; details?: Record<string, unknown> } };

const TEHRAN = { province_id: 1, city_id: 101 };
const recipientOf = (name = 'بخش جراحی بیمارستان سینا') => ({
  name,
  mobile: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
  ...TEHRAN,
  address: 'تهران، خیابان امام خمینی، بیمارستان سینا، ساختمان اصلی، طبقه دوم',
  postal_code: '۱۱۳۶۷-۴۶۹۱۱',
});
const line = (product_id: number, quantity = 1, guaranteed: 0 | 1 = 0) => ({ product_id, quantity, guaranteed, comment: '' });

async function recipientFor(s: Session) {
  const res = await api(s)<{ data: Recipient }>('/v1/store/fa/recipients', { body: recipientOf() });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function placeOrder(s: Session, items = [line(1020, 2)], extra: Record<string, unknown> = {}) {
  const r = await recipientFor(s);
  return api(s)<{ data: Order }>('/v1/store/fa/orders', { body: { cart_items: items, recipient_id: r.id, transmit_id: 1, ...extra } });
}

describe('shipping methods', () => {
  it('lists the demo methods publicly, transmit 1 (the cart’s first choice) among them', async () => {
    const list = await api(null)<ListResponse<Transmit>>('/v1/store/en/transmits');
    expect(list.status).toBe(200);
    expect(list.body.data.map((t) => t.kind)).toEqual(['post', 'courier', 'pickup']);
    const one = await api(null)<{ data: Transmit }>('/v1/store/fa/transmits/1');
    expect(one.body.data).toMatchObject({ id: 1, kind: 'post', title: 'پست پیشتاز', price: 950_000, delivery_days_min: 2, delivery_days_max: 5 });
    expect((await api(null)('/v1/store/fa/transmits/99')).status).toBe(404);
  });
});

describe('recipients', () => {
  it('are created with Persian digits normalised, listed, changed and deleted by their member only', async () => {
    const reza = (await signIn('09351234567')).session;
    const sara = (await signIn('09121234567')).session;
    const created = await recipientFor(reza);
    expect(created).toMatchObject({ mobile: '9121234567', postal_code: '1136746911', province: { id: 1, title: 'تهران' }, city: { id: 101, title: 'تهران' } });
    const list = await api(reza)<ListResponse<Recipient>>('/v1/store/en/recipients');
    expect(list.body.data.map((r) => r.id)).toContain(created.id);
    expect(list.body.data[0]!.province.title).toBe('Tehran');

    // Another member's recipient does not exist for them, for reading, changing or deleting.
    expect((await api(sara)(`/v1/store/fa/recipients/${created.id}`)).status).toBe(404);
    expect((await api(sara)(`/v1/store/fa/recipients/${created.id}`, { method: 'PUT', body: recipientOf('Not mine') })).status).toBe(404);
    expect((await api(sara)(`/v1/store/fa/recipients/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await api(sara)<ListResponse<Recipient>>('/v1/store/fa/recipients')).body.data.map((r) => r.id)).not.toContain(created.id);

    const changed = await api(reza)<{ data: Recipient }>(`/v1/store/fa/recipients/${created.id}`, { method: 'PUT', body: { ...recipientOf('انبار مرکزی'), province_id: 3, city_id: 302 } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'انبار مرکزی', city: { id: 302, title: 'کاشان' } });
    expect((await api(reza)(`/v1/store/fa/recipients/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api(reza)(`/v1/store/fa/recipients/${created.id}`)).status).toBe(404);
  });

  it('refuse bad input with the field named, and a city of another province', async () => {
    const s = (await signIn('09351234567')).session;
    const post = (body: unknown) => api(s)<ErrorBody>('/v1/store/fa/recipients', { body });
    for (const [field, bad] of [
      ['postal_code', { postal_code: '12345' }],
      ['mobile', { mobile: '02112345678' }],
      ['address', { address: 'short' }],
      ['name', { name: 'a\u0007b' }],
      ['city_id', { city_id: 'x' }],
    ] as const) {
      const res = await post({ ...recipientOf(), ...bad });
      expect(res.status, field).toBe(400);
      expect(res.body.error.error_message).toContain(field);
    }
    const wrongPlace = await post({ ...recipientOf(), province_id: 1, city_id: 302 });
    expect(wrongPlace.status).toBe(422);
    expect(wrongPlace.body.error.details).toEqual([{ field: 'city_id', message: 'not a city of the province' }]);
    expect((await api(null)('/v1/store/fa/recipients')).status).toBe(401);
  });
});

describe('pricing a cart (checkdiscount)', () => {
  it('prices lines at the server’s prices, whatever the client says, and drops what is not sold', async () => {
    const s = (await signIn('09351234567')).session;
    const res = await api(s)<{ data: Pricing }>('/v1/store/en/orders/checkdiscount', {
      body: { cart_items: [{ ...line(1029, 2, 1), price: 1, price_with_guarantee: 1 }, line(1020, 3), line(424242), line(1001, 1, 1), line(1005, 1)], code: '' },
    });
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.items.map((i) => [i.product_id, i.guaranteed, i.unit_price, i.line_total, i.problem])).toEqual([
      [1029, true, 34_020_000, 68_040_000, null],
      [1020, false, 1_450_000, 4_350_000, null],
      [1005, false, 19_900_000, 19_900_000, 'short'],
    ]);
    expect(p.dropped).toEqual([
      { product_id: 424242, guaranteed: false, problem: 'not_found' },
      { product_id: 1001, guaranteed: true, problem: 'no_guarantee' },
    ]);
    expect(p.subtotal).toBe(68_040_000 + 4_350_000 + 19_900_000);
    expect(p).toMatchObject({ discount: 0, discount_code: null, shipping: 950_000, transmit: { id: 1 } });
    expect(p.total).toBe(p.subtotal + 950_000);
  });

  it('applies each demo code by its rules, and refuses with the whole error naming the field and the reason', async () => {
    const s = await freshMember();
    const check = (code: string, items = [line(1020, 2)], transmit_id?: number) =>
      api(s)<{ data: Pricing } & ErrorBody>('/v1/store/fa/orders/checkdiscount', { body: { cart_items: items, code, ...(transmit_id ? { transmit_id } : {}) } });
    const welcome = await check('welcome10', [line(1041, 1)]);
    expect(welcome.status).toBe(200);
    expect(welcome.body.data).toMatchObject({ subtotal: 125_000_000, discount: 5_000_000, discount_code: { code: 'WELCOME10', kind: 'percent', value: 10 } });
    expect((await check('WELCOME10', [line(1020, 2)])).body.data.discount).toBe(290_000);

    const small = await check('HOSPITAL5M');
    expect(small.status).toBe(422);
    expect(small.body.error).toMatchObject({ status_code: 422, details: { field: 'code', reason: 'min_total', code: 'HOSPITAL5M' } });
    const big = await check('HOSPITAL5M', [line(1037, 2)], 2);
    expect(big.body.data).toMatchObject({ subtotal: 68_000_000, discount: 5_000_000, shipping: 2_400_000, total: 65_400_000 });
    expect((await check('NOWRUZ15')).body.error.details).toMatchObject({ reason: 'expired' });
    expect((await check('YALDA20')).body.error.details).toMatchObject({ reason: 'not_started' });
    expect((await check('NOPE')).body.error.details).toMatchObject({ reason: 'unknown' });
    // Free post over 200,000,000 Rial after the discount.
    expect((await check('', [line(1041, 2)])).body.data).toMatchObject({ subtotal: 250_000_000, shipping: 0 });

    // Once used on an order, WELCOME10 is refused to that member.
    expect((await placeOrder(s, [line(1020, 1)], { code: 'WELCOME10' })).status).toBe(201);
    expect((await check('WELCOME10')).body.error.details).toMatchObject({ reason: 'used' });
  });

  it('refuses bad carts with 400', async () => {
    const s = (await signIn('09351234567')).session;
    const check = (body: unknown) => api(s)<ErrorBody>('/v1/store/fa/orders/checkdiscount', { body });
    expect((await check({ cart_items: [] })).status).toBe(400);
    expect((await check({ cart_items: [line(1020, 0)] })).status).toBe(400);
    expect((await check({ cart_items: [{ ...line(1020), guaranteed: 2 }] })).status).toBe(400);
    expect((await check({ cart_items: [line(1020), line(1020)] })).status).toBe(400);
    expect((await check({ cart_items: [line(1020)], transmit_id: 99 })).status).toBe(422);
    expect((await check('{"cart_items": [')).status).toBe(400);
    expect((await api(null)('/v1/store/fa/orders/checkdiscount', { body: { cart_items: [line(1020)] } })).status).toBe(401);
  });
});

describe('orders', () => {
  it('need an Idempotency-Key, and a replay of one makes one order', async () => {
    const s = await freshMember();
    const r = await recipientFor(s);
    const body = { cart_items: [line(1021, 2)], recipient_id: r.id, transmit_id: 1, note: 'Ward 3' };
    const none = await api(s)<ErrorBody>('/v1/store/fa/orders', { body, key: false });
    expect(none.status).toBe(400);
    expect(none.body.error.error_message).toMatch(/Idempotency-Key/);
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([api(s)<{ data: Order }>('/v1/store/fa/orders', { body, key }), api(s)<{ data: Order }>('/v1/store/fa/orders', { body, key })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const o = a.body.data;
    expect(o).toMatchObject({ status: 'awaiting_payment', subtotal: 4_700_000, shipping: 950_000, total: 5_650_000, note: 'Ward 3', number: `ORD-${o.id}` });
    expect(o.recipient).toMatchObject({ name: 'بخش جراحی بیمارستان سینا', city: { title: 'تهران' } });
    expect(o.history.map((e) => e.status)).toEqual(['awaiting_payment']);
    const list = await api(s)<ListResponse<Order>>('/v1/store/fa/orders');
    expect(list.body.paging.total).toBe(1);
    const counts = await api(s)<OrderCounts>('/v1/store/fa/orders/countbystatus');
    expect(counts.body.total).toBe(1);
    expect(counts.body.data.find((c) => c.status === 'awaiting_payment')?.count).toBe(1);
    // Another member cannot see it.
    const other = (await signIn('09351234567')).session;
    expect((await api(other)(`/v1/store/fa/orders/${o.id}`)).status).toBe(404);
  });

  it('search by number and product, filter by status, and sort', async () => {
    const sara = (await signIn('09121234567')).session;
    const all = await api(sara)<ListResponse<Order>>('/v1/store/en/orders?sort=id');
    expect(all.body.data.map((o) => o.number)).toEqual(['ORD-10231', 'ORD-10488']);
    expect((await api(sara)<ListResponse<Order>>('/v1/store/en/orders?search_keywords=10488')).body.data.map((o) => o.id)).toEqual([10488]);
    expect((await api(sara)<ListResponse<Order>>('/v1/store/fa/orders?search_keywords=PGA')).body.data.map((o) => o.id)).toEqual([10231]);
    expect((await api(sara)<ListResponse<Order>>('/v1/store/fa/orders?status=delivered')).body.paging.total).toBe(2);
    expect((await api(sara)<ListResponse<Order>>('/v1/store/fa/orders?status=paid')).body.paging.total).toBe(0);
    expect((await api(sara)('/v1/store/fa/orders?status=lost')).status).toBe(400);
    expect((await api(sara)('/v1/store/fa/orders?sort=price')).status).toBe(400);
    const detail = await api(sara)<{ data: Order }>('/v1/store/fa/orders/10488');
    expect(detail.body.data.history.map((e) => e.status)).toEqual(['awaiting_payment', 'paid', 'processing', 'shipped', 'delivered']);
    expect(detail.body.data.payments[0]).toMatchObject({ method: 'credit', status: 'paid', amount: 9_400_000 });
  });

  it('of two members racing for the last unit, one is placed and the other is told there is not enough (409)', async () => {
    await h.handle.db.update(products).set({ stock: 1 }).where(eq(products.id, 1022));
    const [a, b] = await Promise.all([freshMember(), freshMember()]);
    const [ra, rb] = await Promise.all([recipientFor(a), recipientFor(b)]);
    const order = (s: Session, recipient: number) => api(s)<{ data: Order } & ErrorBody>('/v1/store/en/orders', { body: { cart_items: [line(1022, 1)], recipient_id: recipient, transmit_id: 3 } });
    const results = await Promise.all([order(a, ra.id), order(b, rb.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.error.error_message).toBe('Not enough in stock: Hypoallergenic paper tape 5 cm');
    expect(refused.body.error.details).toMatchObject({ reason: 'stock', short: [{ product_id: 1022, stock: 0, quantity: 1 }] });
    const [row] = await h.handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, 1022));
    expect(row!.stock).toBe(0);
  });

  it('never sell more than the stock when many orders arrive at once', async () => {
    await h.handle.db.update(products).set({ stock: 3 }).where(eq(products.id, 1023));
    const s = await freshMember();
    const r = await recipientFor(s);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api(s)('/v1/store/fa/orders', { body: { cart_items: [line(1023, 1)], recipient_id: r.id, transmit_id: 3 } })),
    );
    expect(results.filter((x) => x.status === 201)).toHaveLength(3);
    expect(results.filter((x) => x.status === 409)).toHaveLength(7);
    const [row] = await h.handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, 1023));
    expect(row!.stock).toBe(0);
  });

  it('use a once-per-member code on one order only, when several are placed at once', async () => {
    const s = await freshMember();
    const r = await recipientFor(s);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api(s)<ErrorBody>('/v1/store/fa/orders', { body: { cart_items: [line(1027, 1)], recipient_id: r.id, transmit_id: 3, code: 'WELCOME10' } })),
    );
    expect(results.filter((x) => x.status === 201)).toHaveLength(1);
    for (const x of results.filter((y) => y.status !== 201)) expect(x.body.error.details).toMatchObject({ reason: 'used' });
  });

  it('refuse a recipient of another member, a product gone, and move only along the transitions', async () => {
    const s = await freshMember();
    const other = await freshMember();
    const theirs = await recipientFor(other);
    const wrong = await api(s)<ErrorBody>('/v1/store/fa/orders', { body: { cart_items: [line(1020)], recipient_id: theirs.id, transmit_id: 1 } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details).toMatchObject({ field: 'recipient_id' });
    const gone = await placeOrder(s, [line(424242)]);
    expect(gone.status).toBe(422);

    const [before] = await h.handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, 1028));
    const placed = (await placeOrder(s, [line(1028, 4)])).body.data;
    const dev = (id: number, status: string) =>
      h.call(`/api/dev/orders/${id}/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }) });
    expect((await dev(placed.id, 'shipped')).status).toBe(422);
    expect((await dev(placed.id, 'processing')).status).toBe(422);
    // Cancelling gives the stock back; a cancelled order goes nowhere.
    const cancelled = await api(s)<{ data: Order }>(`/v1/store/fa/orders/${placed.id}/cancel`, { method: 'POST' });
    expect(cancelled.body.data.status).toBe('cancelled');
    const [after] = await h.handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, 1028));
    expect(after!.stock).toBe(before!.stock);
    expect((await api(s)(`/v1/store/fa/orders/${placed.id}/cancel`, { method: 'POST' })).status).toBe(422);
    expect((await dev(placed.id, 'paid')).status).toBe(422);
    expect((await api(s)('/v1/store/fa/orders/payment', { body: { order_id: placed.id } })).status).toBe(422);
    expect((await dev(424242, 'paid')).status).toBe(404);
    expect((await dev(placed.id, 'lost')).status).toBe(400);
  });
});

/** Store credit for the member, as a top-up in the ledger. */
async function topUp(s: Session, amount: number) {
  await h.handle.db.insert(creditAccounts).values({ memberId: s.user.id }).onConflictDoNothing();
  const [account] = await h.handle.db.select().from(creditAccounts).where(eq(creditAccounts.memberId, s.user.id));
  await h.handle.db.insert(credits).values({ accountId: account!.id, amount, kind: 1, descriptionFa: 'شارژ', descriptionEn: 'Top-up' });
}

/** The sandbox page's forms: each outcome's hidden fields, as the browser would post them. */
async function sandboxForms(redirect: string): Promise<Record<string, Record<string, string>>> {
  const html = await (await h.app.request(redirect)).text();
  const forms: Record<string, Record<string, string>> = {};
  for (const f of html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)) {
    const fields = Object.fromEntries([...f[1]!.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    forms[fields.outcome!] = fields;
  }
  return forms;
}
const postCallback = (fields: Record<string, string>) => h.app.request('/api/pay/callback/sandbox', { method: 'POST', body: new URLSearchParams(fields) });

describe('payment', () => {
  it('through the sandbox gateway: paid once, a replay changes nothing, a tampered callback is refused', async () => {
    const s = await freshMember();
    const order = (await placeOrder(s)).body.data;
    const start = await api(s)<{ data: PaymentStart }>('/v1/store/fa/orders/payment', { body: { order_id: order.id } });
    expect(start.status).toBe(200);
    expect(start.body.data.redirect_url).toMatch(/^\/api\/pay\/sandbox\/[\w-]{24}\?lang=fa$/);
    const forms = await sandboxForms(start.body.data.redirect_url!);
    expect(Object.keys(forms).sort()).toEqual(['cancelled', 'failed', 'paid']);

    for (const tampered of [{ ...forms.paid!, amount: '10' }, { ...forms.cancelled!, outcome: 'paid' }, { ...forms.paid!, payment_id: String(Number(forms.paid!.payment_id) + 1) }]) {
      const res = await postCallback(tampered);
      expect(res.status).toBe(400);
    }
    expect((await api(s)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data.status).toBe('awaiting_payment');

    const paid = await postCallback(forms.paid!);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/order/result?order_id=${order.id}`);
    const replay = await Promise.all([postCallback(forms.paid!), postCallback(forms.cancelled!), postCallback(forms.failed!)]);
    expect(replay.map((r) => r.status)).toEqual([303, 303, 303]);
    const after = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data;
    expect(after.status).toBe('paid');
    expect(after.history.map((e) => e.status)).toEqual(['awaiting_payment', 'paid']);
    expect(after.payments).toMatchObject([{ method: 'gateway', gateway: 'sandbox', status: 'paid', amount: order.total }]);
    expect((await api(s)<ErrorBody>('/v1/store/fa/orders/payment', { body: { order_id: order.id } })).body.error.error_message).toBe('This order is already paid');
    // A paid order cannot be cancelled by the member: it is paid (409).
    const refused = await api(s)<ErrorBody>(`/v1/store/fa/orders/${order.id}/cancel`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({ reason: 'paid', status: 'paid' });
  });

  it('a cancelled payment leaves the order waiting, a failed one marks it and it can be paid again', async () => {
    const s = await freshMember();
    const order = (await placeOrder(s)).body.data;
    const pay = async () => (await api(s)<{ data: PaymentStart }>('/v1/store/en/orders/payment', { body: { order_id: order.id } })).body.data.redirect_url!;
    const cancel = await postCallback((await sandboxForms(await pay())).cancelled!);
    expect(cancel.headers.get('location')).toBe(`/en/order/result?order_id=${order.id}`);
    expect((await api(s)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data.status).toBe('awaiting_payment');
    await postCallback((await sandboxForms(await pay())).failed!);
    expect((await api(s)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data.status).toBe('payment_failed');
    await postCallback((await sandboxForms(await pay())).paid!);
    const done = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data;
    expect(done.status).toBe('paid');
    expect(done.history.map((e) => e.status)).toEqual(['awaiting_payment', 'payment_failed', 'awaiting_payment', 'paid']);
    expect(done.payments.map((p) => p.status)).toEqual(['cancelled', 'failed', 'paid']);
  });

  it('money that arrives for an order cancelled meanwhile, or paid twice, is refunded through the gateway once', async () => {
    const s = await freshMember();
    const balance = async () => (await api(s)<{ data: { balance: number } }>('/v1/credit/fa/accounts/balance')).body.data.balance;
    const pay = async (id: number) => (await api(s)<{ data: PaymentStart }>('/v1/store/fa/orders/payment', { body: { order_id: id } })).body.data.redirect_url!;

    // Cancelled while the member was at the gateway.
    const cancelled = (await placeOrder(s)).body.data;
    const late = await sandboxForms(await pay(cancelled.id));
    expect((await api(s)(`/v1/store/fa/orders/${cancelled.id}/cancel`, { method: 'POST' })).status).toBe(200);
    expect((await postCallback(late.paid!)).status).toBe(303);
    await Promise.all([postCallback(late.paid!), postCallback(late.paid!)]);
    await h.app.jobs.runOnce();
    const after = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${cancelled.id}`)).body.data;
    expect(after.status).toBe('cancelled');
    expect(after.payments).toMatchObject([{ status: 'paid', amount: cancelled.total, refund: { status: 'refunded', reference: `SBX-R-${after.payments[0]!.id}` } }]);
    expect(after.history.at(-1)!.note).toMatch(/refund of \d+ Rial asked of the gateway/);
    // The gateway gives it back: nothing lands in store credit.
    expect(await balance()).toBe(0);

    // Two gateway tabs, both paid: the order is paid once, the second payment is refunded.
    const twice = (await placeOrder(s)).body.data;
    const [a, b] = [await sandboxForms(await pay(twice.id)), await sandboxForms(await pay(twice.id))];
    await Promise.all([postCallback(a.paid!), postCallback(b.paid!)]);
    await h.app.jobs.runOnce();
    const paid = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${twice.id}`)).body.data;
    expect(paid.status).toBe('paid');
    expect(paid.history.map((e) => e.status)).toEqual(['awaiting_payment', 'paid', 'paid']);
    expect(paid.payments.map((p) => `${p.status}:${p.refund?.status ?? 'kept'}`).sort()).toEqual(['paid:kept', 'paid:refunded']);
    expect(await balance()).toBe(0);
  });

  it('a cancel racing a payment ends paid or cancelled, never both (credit and gateway)', async () => {
    const s = await freshMember();
    await topUp(s, 100_000_000);
    const balance = async () => (await api(s)<{ data: { balance: number } }>('/v1/credit/fa/accounts/balance')).body.data.balance;
    let spent = 0;
    for (let round = 0; round < 16; round++) {
      const order = (await placeOrder(s, [line(1020, 1)])).body.data;
      const gatewayRound = round % 2 === 1;
      const forms = gatewayRound ? await sandboxForms((await api(s)<{ data: PaymentStart }>('/v1/store/fa/orders/payment', { body: { order_id: order.id } })).body.data.redirect_url!) : null;
      // The cancel starts a moment after the payment, a different moment each round, so that
      // either may reach the order first.
      const [payment, cancel] = await Promise.all([
        forms ? postCallback(forms.paid!) : api(s)('/v1/store/fa/orders/payment', { body: { order_id: order.id, method: 'credit' } }),
        new Promise((r) => setTimeout(r, (round >> 1) % 8)).then(() => api(s)<ErrorBody>(`/v1/store/fa/orders/${order.id}/cancel`, { method: 'POST' })),
      ]);
      await h.app.jobs.runOnce();
      const now = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data;
      const kept = now.payments.filter((p) => p.status === 'paid' && p.refund === null);
      if (now.status === 'cancelled') {
        expect(cancel.status, `round ${round}`).toBe(200);
        // Money that came anyway went back (the gateway's refund), or was never taken (credit).
        expect(kept, `round ${round}`).toEqual([]);
        if (!gatewayRound) expect(now.payments, `round ${round}`).toEqual([]);
      } else {
        expect(now.status, `round ${round}`).toBe('paid');
        expect(cancel.status, `round ${round}`).toBe(409);
        expect(cancel.body.error.details).toMatchObject({ reason: 'paid' });
        expect(kept, `round ${round}`).toHaveLength(1);
        if (!gatewayRound) spent += order.total;
      }
      if (!forms) expect([200, 409, 422]).toContain(payment.status);
    }
    expect(await balance()).toBe(100_000_000 - spent);
  });

  it('a paid order cancelled by staff is refunded: to store credit at once, through the gateway otherwise', async () => {
    const s = await freshMember();
    await topUp(s, 50_000_000);
    const balance = async () => (await api(s)<{ data: { balance: number } }>('/v1/credit/fa/accounts/balance')).body.data.balance;
    const staffCancel = (id: number) => Promise.all(Array.from({ length: 3 }, () => h.call(`/api/dev/orders/${id}/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'cancelled' }) })));

    const byCredit = (await placeOrder(s, [line(1020, 1)])).body.data;
    expect((await api(s)('/v1/store/fa/orders/payment', { body: { order_id: byCredit.id, method: 'credit' } })).status).toBe(200);
    expect(await balance()).toBe(50_000_000 - byCredit.total);
    // Three staff cancels at once: one cancels and refunds, the others are refused.
    expect((await staffCancel(byCredit.id)).map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await balance()).toBe(50_000_000);
    const creditOrder = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${byCredit.id}`)).body.data;
    expect(creditOrder.payments).toMatchObject([{ method: 'credit', status: 'paid', refund: { status: 'refunded', reference: `ORD-${byCredit.id}` } }]);
    expect(creditOrder.history.at(-1)!.note).toBe(`refunded ${byCredit.total} Rial to store credit`);

    const byGateway = (await placeOrder(s, [line(1020, 1)])).body.data;
    const forms = await sandboxForms((await api(s)<{ data: PaymentStart }>('/v1/store/fa/orders/payment', { body: { order_id: byGateway.id } })).body.data.redirect_url!);
    await postCallback(forms.paid!);
    await staffCancel(byGateway.id);
    const gatewayOrder = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${byGateway.id}`)).body.data;
    expect(gatewayOrder.status).toBe('cancelled');
    expect(gatewayOrder.payments).toMatchObject([{ method: 'gateway', status: 'paid', refund: { status: 'refunded' } }]);
    expect(gatewayOrder.history.at(-1)!.note).toBe(`refund of ${byGateway.total} Rial asked of the gateway`);
    expect(await balance()).toBe(50_000_000);
  });

  it('from store credit: once, in the ledger, and never beyond the balance when two payments race', async () => {
    const s = await freshMember();
    await topUp(s, 60_000_000);
    // Two orders of 34,000,000 + 950,000 each: the balance covers one.
    const [o1, o2] = [(await placeOrder(s, [line(1037, 1)])).body.data, (await placeOrder(s, [line(1037, 1)])).body.data];
    const results = await Promise.all([o1, o2].map((o) => api(s)<{ data: PaymentStart } & ErrorBody>('/v1/store/fa/orders/payment', { body: { order_id: o.id, method: 'credit' } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const ok = results.find((r) => r.status === 200)!.body.data;
    expect(ok).toMatchObject({ redirect_url: null, status: 'paid' });
    expect(results.find((r) => r.status === 422)!.body.error.details).toMatchObject({ reason: 'insufficient_credit', balance: 60_000_000 - 34_950_000 });
    const balance = await api(s)<{ data: { balance: number } }>('/v1/credit/fa/accounts/balance');
    expect(balance.body.data.balance).toBe(60_000_000 - 34_950_000);
    const ledger = await api(s)<ListResponse<{ amount: number; reference: string }>>('/v1/credit/en/credits');
    expect(ledger.body.data.filter((c) => c.amount < 0)).toEqual([expect.objectContaining({ amount: -34_950_000, reference: `ORD-${ok.order_id}` })]);
  });

  it('refuses another member’s order, and a gateway payment when none is configured', async () => {
    const s = await freshMember();
    const order = (await placeOrder(s)).body.data;
    const other = await freshMember();
    expect((await api(other)('/v1/store/fa/orders/payment', { body: { order_id: order.id } })).status).toBe(404);
    expect((await api(s)('/v1/store/fa/orders/payment', { body: { order_id: order.id, method: 'cash' } })).status).toBe(400);
    const page = await h.app.request('/api/pay/sandbox/1');
    expect(page.status).toBe(404);
    // The page is named by the payment's token: its sequential id reaches nothing.
    const start = await api(s)<{ data: PaymentStart }>('/v1/store/fa/orders/payment', { body: { order_id: order.id } });
    const paymentId = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data.payments[0]!.id;
    expect((await h.app.request(`/api/pay/sandbox/${paymentId}`)).status).toBe(404);
    expect((await h.app.request(start.body.data.redirect_url!)).status).toBe(200);
    const none = await startHarness({ paymentGateway: 'none' }, { seed: false });
    try {
      expect((await none.app.request('/api/pay/sandbox/900000')).status).toBe(404);
    } finally {
      await none.close();
    }
  });
});

describe('holds and limits on unpaid orders', () => {
  const stockOf = async (id: number) => (await h.handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const endHold = (id: number) => h.handle.db.update(orders).set({ holdUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, id));

  it('an unpaid order holds its stock until hold_until; then it cannot be paid, and is cancelled once with its stock back', async () => {
    const s = await freshMember();
    const before = await stockOf(1026);
    const placed = await placeOrder(s, [line(1026, 2)]);
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const held = Date.parse(order.hold_until!) - Date.parse(order.created_at);
    expect(held).toBeGreaterThan(29 * 60_000);
    expect(held).toBeLessThan(31 * 60_000);
    expect(await stockOf(1026)).toBe(before - 2);

    await endHold(order.id);
    for (const method of ['credit', 'gateway']) {
      const pay = await api(s)<ErrorBody>('/v1/store/fa/orders/payment', { body: { order_id: order.id, method } });
      expect(pay.status, method).toBe(422);
      expect(pay.body.error.details).toMatchObject({ reason: 'hold_expired' });
    }
    // Two instances' jobs at the same moment: the order is cancelled and its stock returned once.
    const [a, b] = await Promise.all([h.app.jobs.runOnce(), h.app.jobs.runOnce()]);
    expect([...a.expired, ...b.expired].filter((id) => id === order.id)).toHaveLength(1);
    expect(await stockOf(1026)).toBe(before);
    const after = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data;
    expect(after).toMatchObject({ status: 'cancelled', hold_until: null });
    expect(after.history.at(-1)).toMatchObject({ status: 'cancelled', note: 'hold_expired' });
    expect((await h.app.jobs.runOnce()).expired).not.toContain(order.id);
  });

  it('a gateway payment that comes back after the hold ended is refunded, never paid', async () => {
    const s = await freshMember();
    const order = (await placeOrder(s, [line(1020, 1)])).body.data;
    const forms = await sandboxForms((await api(s)<{ data: PaymentStart }>('/v1/store/fa/orders/payment', { body: { order_id: order.id } })).body.data.redirect_url!);
    await endHold(order.id);
    expect((await postCallback(forms.paid!)).status).toBe(303);
    await h.app.jobs.runOnce();
    const after = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data;
    expect(after.status).toBe('cancelled');
    expect(after.payments).toMatchObject([{ status: 'paid', refund: { status: 'refunded' } }]);
  });

  it('a member has at most MAX_UNPAID_ORDERS unpaid orders, even when many are placed at once', async () => {
    const s = await freshMember();
    const r = await recipientFor(s);
    const results = await Promise.all(
      Array.from({ length: 16 }, () => api(s)<ErrorBody>('/v1/store/fa/orders', { body: { cart_items: [line(1020, 1)], recipient_id: r.id, transmit_id: 3 } })),
    );
    expect(results.filter((x) => x.status === 201)).toHaveLength(ORDER_RULES.maxUnpaid);
    const refused = results.filter((x) => x.status !== 201);
    expect(refused).toHaveLength(16 - ORDER_RULES.maxUnpaid);
    for (const x of refused) expect(x.body.error).toMatchObject({ status_code: 422, details: { reason: 'unpaid_orders', max: ORDER_RULES.maxUnpaid } });
    // Cancelling one makes room for another.
    const one = results.find((x) => x.status === 201)!.body as unknown as { data: Order };
    expect((await api(s)(`/v1/store/fa/orders/${one.data.id}/cancel`, { method: 'POST' })).status).toBe(200);
    expect((await api(s)('/v1/store/fa/orders', { body: { cart_items: [line(1020, 1)], recipient_id: r.id, transmit_id: 3 } })).status).toBe(201);
  });

  it('refuses more than MAX_LINE_QUANTITY of one product (both lines of it counted), naming the limit', async () => {
    const s = await freshMember();
    const over = await placeOrder(s, [line(1020, 60, 0), line(1020, 41, 1)]);
    expect(over.status).toBe(422);
    expect((over.body as unknown as ErrorBody).error.details).toMatchObject({ reason: 'line_quantity', max: 100, product_id: 1020, quantity: 101 });
    expect((await placeOrder(s, [line(1020, 100)])).status).toBe(201);
  });
});
