import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../../contract/common.ts';
import type { Session } from '../../../contract/member.ts';
import type { Order, PaymentStart } from '../../../contract/store.ts';
import { credits, creditAccounts, orders, products } from '../../db/schema.ts';
import { startHarness } from '../../test/harness.ts';

import { line, ORDER_RULES, storeTestKit, type ErrorBody } from './store-test-kit.ts';
import { deskHelpers } from '../staff/desk-test-kit.ts';
import { readOrderNote } from '../../../shared/order-notes.ts';

const kit = storeTestKit();
const { staffWith } = deskHelpers(() => kit.harness());
const { freshMember, api, recipientFor, placeOrder } = kit;
/** The file's harness (opened before its tests). */
let h: ReturnType<typeof kit.harness>;
beforeAll(() => {
  h = kit.harness();
});

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
    expect(readOrderNote(after.history.at(-1)!.note)).toMatchObject({ kind: 'late_payment', amount: cancelled.total });
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
    const { call: desk } = await staffWith('fulfilment');
    const staffCancel = (id: number) => Promise.all(Array.from({ length: 3 }, () => desk(`/orders/${id}/move`, { body: { to: 'cancelled', reason: 'The hospital ordered twice' } })));

    const byCredit = (await placeOrder(s, [line(1020, 1)])).body.data;
    expect((await api(s)('/v1/store/fa/orders/payment', { body: { order_id: byCredit.id, method: 'credit' } })).status).toBe(200);
    expect(await balance()).toBe(50_000_000 - byCredit.total);
    // Three staff cancels at once: one cancels and refunds, the others are refused.
    // (A cancel that lost the race is told so, 409; one that came after it, that the order is cancelled, 422.)
    const cancels = (await staffCancel(byCredit.id)).map((r) => r.status);
    expect(cancels.filter((c) => c === 200)).toHaveLength(1);
    expect(cancels.filter((c) => c !== 200).every((c) => c === 409 || c === 422)).toBe(true);
    expect(await balance()).toBe(50_000_000);
    const creditOrder = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${byCredit.id}`)).body.data;
    expect(creditOrder.payments).toMatchObject([{ method: 'credit', status: 'paid', refund: { status: 'refunded', reference: `ORD-${byCredit.id}` } }]);
    expect(readOrderNote(creditOrder.history.at(-1)!.note)).toEqual({ kind: 'refunds', refunds: [{ way: 'credit', amount: byCredit.total }] });

    const byGateway = (await placeOrder(s, [line(1020, 1)])).body.data;
    const forms = await sandboxForms((await api(s)<{ data: PaymentStart }>('/v1/store/fa/orders/payment', { body: { order_id: byGateway.id } })).body.data.redirect_url!);
    await postCallback(forms.paid!);
    await staffCancel(byGateway.id);
    const gatewayOrder = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${byGateway.id}`)).body.data;
    expect(gatewayOrder.status).toBe('cancelled');
    expect(gatewayOrder.payments).toMatchObject([{ method: 'gateway', status: 'paid', refund: { status: 'refunded' } }]);
    expect(readOrderNote(gatewayOrder.history.at(-1)!.note)).toEqual({ kind: 'refunds', refunds: [{ way: 'gateway', amount: byGateway.total }] });
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
