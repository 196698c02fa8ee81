import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../../contract/common.ts';
import type { Session } from '../../../contract/member.ts';
import type { Order, OrderCounts, Pricing, Recipient, Transmit } from '../../../contract/store.ts';
import { products } from '../../db/schema.ts';
import { line, recipientOf, storeTestKit, type ErrorBody } from './store-test-kit.ts';
import { deskHelpers } from '../staff/desk-test-kit.ts';

const kit = storeTestKit();
const { staffWith } = deskHelpers(() => kit.harness());
const { signIn, freshMember, api, recipientFor, placeOrder } = kit;
/** The file's harness (opened before its tests). */
let h: ReturnType<typeof kit.harness>;
beforeAll(() => {
  h = kit.harness();
});

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
  it('are placed as the spec writes the call (no Idempotency-Key), and with a key a replay makes one order', async () => {
    const s = await freshMember();
    const r = await recipientFor(s);
    const body = { cart_items: [line(1021, 2)], recipient_id: r.id, transmit_id: 1, note: 'Ward 3' };
    // Without a key: served, each request its own order (nothing to tell a resend by).
    const plain = await api(s)<{ data: Order }>('/v1/store/fa/orders', { body, key: false });
    expect(plain.status).toBe(201);
    expect((await api(s)<{ data: Order }>(`/v1/store/fa/orders/${plain.body.data.id}/cancel`, { body: {} })).status).toBe(200);
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([api(s)<{ data: Order }>('/v1/store/fa/orders', { body, key }), api(s)<{ data: Order }>('/v1/store/fa/orders', { body, key })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const o = a.body.data;
    expect(o).toMatchObject({ status: 'awaiting_payment', subtotal: 4_700_000, shipping: 950_000, total: 5_650_000, note: 'Ward 3', number: `ORD-${o.id}` });
    expect(o.recipient).toMatchObject({ id: r.id, name: 'بخش جراحی بیمارستان سینا', city: { title: 'تهران' } });
    expect(o.history.map((e) => e.status)).toEqual(['awaiting_payment']);
    const list = await api(s)<ListResponse<Order>>('/v1/store/fa/orders');
    // The keyed order once, beside the plain one (cancelled).
    expect(list.body.paging.total).toBe(2);
    const counts = await api(s)<OrderCounts>('/v1/store/fa/orders/countbystatus');
    expect(counts.body.total).toBe(2);
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
    const { call: desk } = await staffWith('fulfilment');
    const dev = (id: number, to: string, more: object = {}) => desk(`/orders/${id}/move`, { body: { to, ...more } });
    // Shipped needs its carrier and tracking code; and an unpaid order is not shipped.
    expect((await dev(placed.id, 'shipped')).status).toBe(400);
    expect((await dev(placed.id, 'shipped', { carrier: 'پست', tracking_code: 'bad code!' })).status).toBe(400);
    expect((await dev(placed.id, 'shipped', { carrier: 'پست', tracking_code: '123456789012345678' })).status).toBe(422);
    expect((await dev(placed.id, 'processing')).status).toBe(422);
    // Cancelling gives the stock back; a cancelled order goes nowhere.
    const cancelled = await api(s)<{ data: Order }>(`/v1/store/fa/orders/${placed.id}/cancel`, { method: 'POST' });
    expect(cancelled.body.data.status).toBe('cancelled');
    const [after] = await h.handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, 1028));
    expect(after!.stock).toBe(before!.stock);
    expect((await api(s)(`/v1/store/fa/orders/${placed.id}/cancel`, { method: 'POST' })).status).toBe(422);
    // Only a payment marks an order paid: not a move of staff's.
    expect((await dev(placed.id, 'paid')).status).toBe(400);
    expect((await api(s)('/v1/store/fa/orders/payment', { body: { order_id: placed.id } })).status).toBe(422);
    expect((await dev(424242, 'processing')).status).toBe(404);
    expect((await dev(placed.id, 'lost')).status).toBe(400);
  });
});

/** Store credit for the member, as a top-up in the ledger. */
