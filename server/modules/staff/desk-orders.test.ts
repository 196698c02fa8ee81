/**
 * Fulfilment's orders board (issue 28 §2): paid orders found by status, number, member or product
 * code; moved along `paid → processing → shipped → delivered` with the carrier and tracking code
 * required to ship, the member told and the order showing the parcel; of two moves at once one
 * happens and the other is told why (409); a cancellation with a reason refunds and returns the
 * stock; every move is in the audit log; support reads the board, only fulfilment moves.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/member.ts';
import type { DeskOrderList } from '../../../contract/staff.ts';
import type { Order } from '../../../contract/store.ts';
import { creditAccounts, credits, productLots, products } from '../../db/schema.ts';
import { storeTestKit, line } from '../store/store-test-kit.ts';
import { deskHelpers } from './desk-test-kit.ts';

const kit = storeTestKit();
const { freshMember, api, placeOrder } = kit;
const { staffWith } = deskHelpers(() => kit.harness());

async function paidOrder(s: Session, productId = 1020, quantity = 2) {
  const db = kit.harness().handle.db;
  await db.insert(creditAccounts).values({ memberId: s.user.id }).onConflictDoNothing();
  const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.memberId, s.user.id));
  await db.insert(credits).values({ accountId: account!.id, amount: 500_000_000, kind: 1, descriptionFa: 'شارژ', descriptionEn: 'Top-up' });
  const order = (await placeOrder(s, [line(productId, quantity)], {})).body.data;
  expect((await api(s)<{ data: { status: string } }>('/v1/store/fa/orders/payment', { body: { order_id: order.id, method: 'credit' } })).body.data.status).toBe('paid');
  return order;
}

type Row = { id: number; number: string; status: string; member: { mobile: string } };

describe('the orders board', () => {
  it('finds orders by status, number, member and product code', async () => {
    const { call } = await staffWith('fulfilment');
    const s = await freshMember();
    const order = await paidOrder(s, 1020, 1);
    const ids = async (query: string) => {
      const r = await call(`/orders?${query}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (r.body!.data as Row[]).map((x) => x.id);
    };
    expect(await ids('status=paid')).toContain(order.id);
    expect(await ids('status=delivered')).not.toContain(order.id);
    expect(await ids(`q=ORD-${order.id}`)).toEqual([order.id]);
    expect(await ids(`q=${s.user.mobile}`)).toEqual([order.id]);
    const [code] = await kit.harness().handle.db.select({ code: products.code }).from(products).where(eq(products.id, 1020));
    expect(await ids(`q=${encodeURIComponent(code!.code)}`)).toContain(order.id);
    const row = ((await call(`/orders?q=ORD-${order.id}`)).body!.data as Row[])[0]!;
    expect(row).toMatchObject({ number: `ORD-${order.id}`, status: 'paid', member: { mobile: s.user.mobile } });
    // A column's order, both ways; an unknown one is refused.
    const totals = async (sort: string) => ((await call(`/orders?limit=100&sort=${sort}`)).body!.data as { total: number }[]).map((x) => x.total);
    const down = await totals('-total');
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const up = await totals('total');
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect((await call('/orders?sort=member')).status).toBe(400);
    expect((await call('/orders?limit=0')).status).toBe(400);
  });

  it('counts each status’s orders for the same search, whichever tab is open', async () => {
    const { call } = await staffWith('fulfilment');
    const s = await freshMember();
    const first = await paidOrder(s, 1020, 1);
    await paidOrder(s, 1020, 1);
    await placeOrder(s, [line(1020, 1)], {});
    expect((await call(`/orders/${first.id}/move`, { body: { to: 'processing' } })).status).toBe(200);
    // The member's orders: one paid, one being prepared, one not paid yet; none elsewhere.
    const board = async (query: string) => {
      const r = await call(`/orders?${query}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body as unknown as DeskOrderList;
    };
    const mine = await board(`status=delivered&q=${s.user.mobile}`);
    expect(mine.data).toEqual([]);
    expect(mine.counts).toMatchObject({ paid: 1, processing: 1, awaiting_payment: 1, shipped: 0, delivered: 0, cancelled: 0 });
    // Without a search, every order is counted: the counts add up to the "all" list's total.
    const all = await board('limit=1');
    expect(Object.values(all.counts).reduce((a, b) => a + b, 0)).toBe(all.paging.total);
    expect(all.counts.paid).toBeGreaterThanOrEqual(1);
  });

  it('moves a paid order to the member’s door, each move once, told to the member and written down', async () => {
    const { call, session } = await staffWith('fulfilment');
    const s = await freshMember();
    const order = await paidOrder(s);
    // Two people press "processing" at once: one moves it, the other is told what it met.
    const [a, b] = await Promise.all([call(`/orders/${order.id}/move`, { body: { to: 'processing' } }), call(`/orders/${order.id}/move`, { body: { to: 'processing' } })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body!.error!.details).toMatchObject({ reason: 'status', status: 'processing' });
    // Shipping needs the carrier and a tracking code.
    expect((await call(`/orders/${order.id}/move`, { body: { to: 'shipped', carrier: 'پست پیشتاز' } })).status).toBe(400);
    expect((await call(`/orders/${order.id}/move`, { body: { to: 'shipped', carrier: 'پست پیشتاز', tracking_code: 'no spaces here' } })).status).toBe(400);
    expect((await call(`/orders/${order.id}/move`, { body: { to: 'shipped', carrier: 'پست پیشتاز', tracking_code: '123456789012345678' } })).status).toBe(200);
    // Not a transition: refused (422), not a race.
    expect((await call(`/orders/${order.id}/move`, { body: { to: 'processing' } })).status).toBe(422);
    expect((await call(`/orders/${order.id}/move`, { body: { to: 'delivered' } })).status).toBe(200);

    const seen = (await api(s)<{ data: Order & { shipment?: { carrier: string; tracking_code: string } } }>(`/v1/store/fa/orders/${order.id}`)).body.data;
    expect(seen.status).toBe('delivered');
    expect(seen.shipment).toMatchObject({ carrier: 'پست پیشتاز', tracking_code: '123456789012345678' });
    const notices = (await api(s)<{ data: { kind: string }[] }>('/v1/sitemember/fa/notifications')).body.data.map((n) => n.kind);
    expect(notices).toEqual(['order_delivered', 'order_shipped', 'order_paid', 'order_placed']);

    const { call: admin } = await staffWith('admin');
    const log = (await admin(`/audit?subject_type=order&subject_id=${order.id}`)).body!.data as { staff_id: number; action: string; after: Record<string, unknown> }[];
    expect(log.map((e) => e.action)).toEqual(['order.delivered', 'order.shipped', 'order.processing']);
    expect(log[1]).toMatchObject({ staff_id: session.staff.id, after: { status: 'shipped', carrier: 'پست پیشتاز', tracking_code: '123456789012345678' } });
  });

  it('cancels with a reason: the money back to the member, the stock back on the shelf', async () => {
    const { call } = await staffWith('fulfilment');
    const s = await freshMember();
    const [before] = await kit.harness().handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, 1020));
    const order = await paidOrder(s, 1020, 3);
    expect((await call(`/orders/${order.id}/move`, { body: { to: 'cancelled' } })).status).toBe(400);
    const cancelled = await call(`/orders/${order.id}/move`, { body: { to: 'cancelled', reason: 'Out of this lot; the member agreed on the phone' } });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body!.data as Order).status).toBe('cancelled');
    const [after] = await kit.harness().handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, 1020));
    expect(after!.stock).toBe(before!.stock);
    const balance = (await api(s)<{ data: { balance: number } }>('/v1/credit/fa/accounts/balance')).body.data.balance;
    expect(balance).toBe(500_000_000);
  });

  it('lets support read the board but not move it; other roles not even read it', async () => {
    const s = await freshMember();
    const order = await paidOrder(s, 1020, 1);
    const { call: support } = await staffWith('support');
    expect((await support(`/orders/${order.id}`)).body!.data).toMatchObject({ id: order.id, member: { mobile: s.user.mobile } });
    expect((await support(`/orders/${order.id}/move`, { body: { to: 'processing' } })).status).toBe(403);
    const { call: moderator } = await staffWith('moderator');
    expect((await moderator('/orders')).status).toBe(403);
    expect((await moderator(`/orders/${order.id}`)).status).toBe(403);
  });
});

describe('the lots an order is shipped from (issue 31)', () => {
  type Lots = { lot: string; expires_on: string; quantity: number }[];
  const lotsOf = (productId: number) =>
    kit.harness().handle.db.select().from(productLots).where(eq(productLots.productId, productId)).orderBy(asc(productLots.expiresOn), asc(productLots.id));
  const ship = async (call: Awaited<ReturnType<typeof staffWith>>['call'], id: number) => {
    expect((await call(`/orders/${id}/move`, { body: { to: 'processing' } })).status).toBe(200);
    return call(`/orders/${id}/move`, { body: { to: 'shipped', carrier: 'پست پیشتاز', tracking_code: `T${id}` } });
  };

  it('takes the first to expire of the usable lots, across lots when one runs out, and the order says which', async () => {
    const db = kit.harness().handle.db;
    const { call } = await staffWith('fulfilment');
    // Product 1027's lots: the expired one (none left), then two in stock; the first holds 2 units.
    const [, first, second] = await lotsOf(1027);
    await db.update(productLots).set({ quantity: 2 }).where(eq(productLots.id, first!.id));
    const s = await freshMember();
    const order = await paidOrder(s, 1027, 3);
    // Not before it ships.
    expect((await call(`/orders/${order.id}`)).body!.data as Order).not.toHaveProperty('items.0.lots');
    const shipped = await ship(call, order.id);
    expect(shipped.status).toBe(200);
    expect((shipped.body!.data as Order).items[0]!.lots).toEqual([
      { lot: first!.lot, expires_on: first!.expiresOn, quantity: 2 },
      { lot: second!.lot, expires_on: second!.expiresOn, quantity: 1 },
    ]);
    const [, firstAfter, secondAfter] = await lotsOf(1027);
    expect([firstAfter!.quantity, secondAfter!.quantity]).toEqual([0, second!.quantity - 1]);
    // The member reads the same lots on their order.
    const mine = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data;
    expect(mine.items[0]!.lots as Lots).toEqual((shipped.body!.data as Order).items[0]!.lots);
  });

  it('never takes the same boxes twice when orders ship at the same moment; units no lot covers ship without one', async () => {
    const db = kit.harness().handle.db;
    const { call } = await staffWith('fulfilment');
    const lots = await lotsOf(1028);
    // 5 units in one usable lot, none in the others; four orders of 2 units each ship together.
    for (const l of lots) await db.update(productLots).set({ quantity: 0 }).where(eq(productLots.id, l.id));
    await db.update(productLots).set({ quantity: 5 }).where(eq(productLots.id, lots[2]!.id));
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await paidOrder(await freshMember(), 1028, 2));
    for (const o of orders) expect((await call(`/orders/${o.id}/move`, { body: { to: 'processing' } })).status).toBe(200);
    const answers = await Promise.all(orders.map((o) => call(`/orders/${o.id}/move`, { body: { to: 'shipped', carrier: 'پیک', tracking_code: `C${o.id}` } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const taken = answers.map((a) => ((a.body!.data as Order).items[0]!.lots ?? []).reduce((n, l) => n + l.quantity, 0));
    expect(taken.reduce((a, b) => a + b, 0)).toBe(5);
    expect(Math.max(...taken)).toBeLessThanOrEqual(2);
    expect((await lotsOf(1028))[2]!.quantity).toBe(0);
    // What was taken is what the lots' records say was shipped.
    const recorded = (await db.execute(sql`select coalesce(sum(quantity), 0)::int as n from order_item_lots where lot_id = ${lots[2]!.id}`)) as unknown as { rows: { n: number }[] };
    expect(recorded.rows[0]!.n).toBe(5);
  });
});
