/**
 * Paying through Zarinpal (issue 27 §2), against a local fake that speaks its documented protocol:
 * the request, the bank's page and the callback, the verify call for the stored amount, the
 * provider's refusals and silences with what the member meets, and reconciliation of payments
 * whose callback never came, once across concurrent passes, with a reverse for money that arrived
 * for an order closed meanwhile.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/member.ts';
import type { Order, PaymentStart } from '../../../contract/store.ts';
import { orders, payments } from '../../db/schema.ts';
import { startZarinpalFake, type ZarinpalFake } from '../../test/fakes/zarinpal-fake.ts';
import { storeTestKit, type ErrorBody } from './store-test-kit.ts';

let fake: ZarinpalFake;
beforeAll(async () => {
  fake = await startZarinpalFake();
});
afterAll(() => fake.close());

const kit = storeTestKit(() => ({
  paymentGateway: 'zarinpal',
  payments: { zarinpal: { merchantId: fake.merchantId, baseUrl: fake.url, timeoutMs: 500 }, reconcileMinutes: 15 },
}));
const { freshMember, api, placeOrder } = kit;
const h = () => kit.harness();

const orderOf = async (s: Session, id: number) => (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${id}`)).body.data;
const authorityOf = (redirect: string) => /\/pg\/StartPay\/([A-Za-z0-9]+)$/.exec(redirect)![1]!;
/** The browser arriving back at our callback from the bank's page (a URL on our origin). */
const arrive = (url: string) => {
  const u = new URL(url);
  return h().app.request(`${u.pathname}${u.search}`);
};
const callsOf = (method: string, authority: string) => fake.calls.filter((c) => c.method === method && c.body.authority === authority).length;

async function startPaying(s: Session, lang: 'fa' | 'en' = 'fa') {
  const order = (await placeOrder(s)).body.data;
  const start = await api(s)<{ data: PaymentStart }>(`/v1/store/${lang}/orders/payment`, { body: { order_id: order.id } });
  expect(start.status).toBe(200);
  return { order, redirect: start.body.data.redirect_url!, authority: authorityOf(start.body.data.redirect_url!) };
}

/** Payments started `minutes` ago, as reconciliation sees them. */
const age = (orderId: number, minutes: number) => h().handle.db.update(payments).set({ createdAt: new Date(Date.now() - minutes * 60_000) }).where(eq(payments.orderId, orderId));

describe('Zarinpal', () => {
  it('registers the stored total in Rial, sends the browser to StartPay, and settles on the verify answer once', async () => {
    const s = await freshMember();
    const { order, redirect, authority } = await startPaying(s, 'en');
    expect(redirect).toBe(`${fake.url}/pg/StartPay/${authority}`);
    const request = fake.calls.findLast((c) => c.method === 'request')!.body;
    expect(request).toMatchObject({ merchant_id: fake.merchantId, amount: order.total, currency: 'IRR', metadata: { order_id: String(order.id), mobile: s.user.mobile } });
    expect(request.callback_url).toBe('http://localhost/api/pay/callback/zarinpal?lang=en');

    // The member pays on the bank's page, which sends the browser back.
    const page = await fetch(redirect);
    expect(await page.text()).toContain(String(order.total));
    const paid = await fetch(`${redirect}/pay`, { method: 'POST', redirect: 'manual' });
    const back = paid.headers.get('location')!;
    expect(back).toBe(`http://localhost/api/pay/callback/zarinpal?lang=en&Authority=${authority}&Status=OK`);
    const res = await arrive(back);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/en/order/result?order_id=${order.id}`);
    expect(fake.calls.findLast((c) => c.method === 'verify')!.body).toEqual({ merchant_id: fake.merchantId, amount: order.total, authority });

    const after = await orderOf(s, order.id);
    expect(after.status).toBe('paid');
    const payment = after.payments.at(-1)!;
    expect(payment).toMatchObject({ status: 'paid', reference: authority, receipt: String(fake.transaction(authority)!.refId), card_pan: '502229******5995' });

    // A reload of the callback page, or several at once: nothing is asked again, nothing changes.
    const again = await Promise.all([arrive(back), arrive(back), arrive(back.replace('Status=OK', 'Status=NOK'))]);
    expect(again.map((r) => r.status)).toEqual([303, 303, 303]);
    expect(callsOf('verify', authority)).toBe(1);
    expect((await orderOf(s, order.id)).history.map((e) => e.status)).toEqual(['awaiting_payment', 'paid']);
  });

  it('trusts no callback: an OK for an unpaid authority fails on verify, an unknown authority changes nothing, NOK asks nothing', async () => {
    const s = await freshMember();
    const forged = await startPaying(s);
    // Never paid at the bank; the callback says OK (and an amount, which is never read).
    const res = await h().app.request(`/api/pay/callback/zarinpal?lang=fa&Authority=${forged.authority}&Status=OK&Amount=10`);
    expect(res.status).toBe(303);
    expect((await orderOf(s, forged.order.id)).status).toBe('payment_failed');

    expect((await h().app.request('/api/pay/callback/zarinpal?Authority=A000000000000000000000000000000000001&Status=OK')).status).toBe(400);
    expect((await h().app.request('/api/pay/callback/zarinpal?Authority=../../x&Status=OK')).status).toBe(400);

    const cancelled = await startPaying(s);
    const verifies = fake.calls.filter((c) => c.method === 'verify').length;
    expect((await arrive(fake.cancel(cancelled.authority))).status).toBe(303);
    expect(fake.calls.filter((c) => c.method === 'verify').length).toBe(verifies);
    const after = await orderOf(s, cancelled.order.id);
    expect(after.status).toBe('payment_failed');
    // A failed payment is tried again: the order is still payable.
    const retry = await api(s)<{ data: PaymentStart }>('/v1/store/fa/orders/payment', { body: { order_id: cancelled.order.id } });
    expect(retry.status).toBe(200);
  });

  it('a provider that refuses or does not answer the request: 503 in words, and the order stays payable', async () => {
    const s = await freshMember();
    const order = (await placeOrder(s)).body.data;
    for (const how of [{ code: -9 }, { code: -10 }, 'hang', 'malformed', 'cut'] as const) {
      fake.misbehave(how, { method: 'request' });
      const res = await api(s)<ErrorBody>('/v1/store/fa/orders/payment', { body: { order_id: order.id } });
      expect(res.status).toBe(503);
      expect(res.body.error.details!.reason).toBe(typeof how === 'object' ? 'gateway_refused' : 'gateway_unavailable');
      expect(res.res.headers.get('retry-after')).toBe('60');
    }
    const after = await orderOf(s, order.id);
    expect(after.status).toBe('awaiting_payment');
    expect(after.payments.every((p) => p.status === 'failed')).toBe(true);
    expect((await api(s)<{ data: PaymentStart }>('/v1/store/fa/orders/payment', { body: { order_id: order.id } })).status).toBe(200);
  });

  it('a verify that does not answer leaves the payment pending and says so; reconciliation settles it', async () => {
    const s = await freshMember();
    const { order, authority } = await startPaying(s);
    fake.misbehave('hang', { method: 'verify' });
    const res = await arrive(fake.pay(authority));
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('در حال تأیید پرداخت');
    expect((await orderOf(s, order.id)).status).toBe('awaiting_payment');

    await age(order.id, 16);
    await h().app.jobs.runOnce();
    const after = await orderOf(s, order.id);
    expect(after.status).toBe('paid');
    expect(after.payments.at(-1)!.receipt).toBe(String(fake.transaction(authority)!.refId));
  });

  it('a lost callback is settled by reconciliation after PAYMENT_RECONCILE_MINUTES, by one of passes run together', async () => {
    const s = await freshMember();
    const { order, authority } = await startPaying(s);
    fake.pay(authority); // paid at the bank; the tab was closed
    await h().app.jobs.runOnce();
    expect((await orderOf(s, order.id)).status).toBe('awaiting_payment'); // too young to ask about
    expect(callsOf('inquiry', authority)).toBe(0);

    await age(order.id, 16);
    await Promise.all([h().app.jobs.runOnce(), h().app.jobs.runOnce(), h().app.jobs.runOnce()]);
    expect(callsOf('inquiry', authority)).toBe(1);
    expect(callsOf('verify', authority)).toBe(1);
    const after = await orderOf(s, order.id);
    expect(after.status).toBe('paid');
    expect(after.history.filter((e) => e.status === 'paid')).toHaveLength(1);
  });

  it('reconciliation: IN_BANK is asked again later, FAILED fails the payment', async () => {
    const s = await freshMember();
    const inBank = await startPaying(s);
    const gaveUp = await startPaying(s);
    fake.cancel(gaveUp.authority);
    await age(inBank.order.id, 16);
    await age(gaveUp.order.id, 16);
    await h().app.jobs.runOnce();
    expect((await orderOf(s, inBank.order.id)).payments.at(-1)!.status).toBe('pending');
    expect((await orderOf(s, gaveUp.order.id)).status).toBe('payment_failed');
    // Asked again only after a minute.
    await h().app.jobs.runOnce();
    expect(callsOf('inquiry', inBank.authority)).toBe(1);
  });

  it('money that arrives for an order closed meanwhile is reversed, or left to staff once the window has passed', async () => {
    const s = await freshMember();
    for (const window of [30 * 60_000, 0]) {
      const { order, authority } = await startPaying(s);
      fake.pay(authority);
      // The hold ran out while the member was at the bank, and the jobs cancelled the order.
      await h().handle.db.update(orders).set({ holdUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
      await age(order.id, 16);
      fake.reverseWindowMs = window;
      await h().app.jobs.runOnce();
      const after = await orderOf(s, order.id);
      expect(after.status).toBe('cancelled');
      const payment = after.payments.at(-1)!;
      expect(payment.status).toBe('paid');
      if (window) {
        expect(payment.refund).toMatchObject({ status: 'refunded' });
        expect(fake.transaction(authority)!.status).toBe('reversed');
      } else {
        expect(payment.refund).toMatchObject({ status: 'failed', reference: expect.stringMatching(/-63/) });
        expect(fake.transaction(authority)!.status).toBe('verified');
      }
    }
    fake.reverseWindowMs = 30 * 60_000;
  });
});
