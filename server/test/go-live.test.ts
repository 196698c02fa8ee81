/**
 * The store as it runs in production (issue 27, "done means"): NODE_ENV=production, demo mode off,
 * Kavenegar and Zarinpal pointed at local fakes of their protocols. A new member reads the captcha
 * (here: the test is the person who read it), signs in with the code the SMS fake received, pays
 * an order on the Zarinpal fake's StartPay page and comes back through the callback, and sees it
 * paid with its receipt; a second order paid at the bank whose callback never comes is settled by
 * reconciliation; the paid order is told by SMS and by Web Push to the device the member turned
 * notifications on for (a local push service). Nothing of the demo is reachable. Runs on PGlite, and on PostgreSQL in CI.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../contract/member.ts';
import type { Order, PaymentStart, Recipient } from '../../contract/store.ts';
import { parseConfig } from '../config.ts';
import { captchas, payments } from '../db/schema.ts';
import { hashSecret } from '../modules/auth/secrets.ts';
import { recipientOf, line } from '../modules/store/store-test-kit.ts';
import { startKavenegarFake, type KavenegarFake } from './fakes/kavenegar-fake.ts';
import { startZarinpalFake, type ZarinpalFake } from './fakes/zarinpal-fake.ts';
import { startPushServiceFake, type PushServiceFake } from './fakes/push-fake.ts';
import type { NoticePush } from '../../contract/member.ts';
import webpush from 'web-push';
import { fileHarness } from './harness.ts';

const AUTH_SECRET = 'go-live-test-secret-'.repeat(3);
let sms: KavenegarFake;
let bank: ZarinpalFake;
let pushService: PushServiceFake;
const vapid = webpush.generateVAPIDKeys();
beforeAll(async () => {
  [sms, bank, pushService] = await Promise.all([startKavenegarFake('live-kavenegar-key'), startZarinpalFake(), startPushServiceFake()]);
});
afterAll(async () => {
  await Promise.all([sms.close(), bank.close(), pushService.close()]);
});

const h = fileHarness(() => ({
  ...parseConfig({
    NODE_ENV: 'production',
    DEMO_MODE: 'false',
    AUTH_SECRET,
    API_KEYS: 'live-storefront-key',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'silent',
    SMS_PROVIDER: 'kavenegar',
    KAVENEGAR_API_KEY: sms.apiKey,
    KAVENEGAR_OTP_TEMPLATE: 'medsupply-signin',
    KAVENEGAR_SENDER: '10004346',
    KAVENEGAR_BASE_URL: sms.url,
    PAYMENT_GATEWAY: 'zarinpal',
    ZARINPAL_MERCHANT_ID: bank.merchantId,
    ZARINPAL_BASE_URL: bank.url,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@medsupply.example',
    PUSH_SERVICE_HOSTS: pushService.host,
  }),
}), { pushVia: () => pushService.agent });

const KEY = { 'x-api-key': 'live-storefront-key' };
const ip = { 'x-forwarded-for': '10.9.8.7' };
async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { ...KEY, ...ip, 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  if (method === 'POST' || method === 'PUT') headers['idempotency-key'] = crypto.randomUUID();
  const res = await h.app.request(path, { method, headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
  return { status: res.status, body: (await res.json()) as T };
}

describe('going live', () => {
  let session: Session;
  const mobile = '09127654321';

  it('has nothing of the demo: no outbox, no captcha answers, no sandbox, no demo key', async () => {
    for (const path of ['/api/dev/outbox?mobile=09121234567', '/api/dev/captcha/x', '/api/dev/messages?mobile=09121234567']) {
      expect((await h.app.request(path, { headers: KEY })).status).toBe(404);
    }
    expect((await h.app.request('/v1/product/fa/products', { headers: { 'x-api-key': 'demo-storefront-key' } })).status).toBe(401);
  });

  it('a new member signs in with the code Kavenegar delivered', async () => {
    const captchaId = crypto.randomUUID();
    expect((await call(`/v1/general/fa/captcha/${captchaId}`, { body: {} })).status).toBe(200);
    // The person reads the picture: here, the test sets what it says.
    await h.handle.db.update(captchas).set({ answerHash: hashSecret(AUTH_SECRET, 'K7PM') }).where(eq(captchas.id, captchaId));
    const sent = await call('/v1/member/fa/otp/send', { body: { mobile_number: mobile, captcha_id: captchaId, captcha_value: 'k7pm' } });
    expect(sent.status).toBe(200);
    const code = sms.codeFor(mobile);
    expect(sms.received.at(-1)).toMatchObject({ kind: 'lookup', receptor: mobile, template: 'medsupply-signin' });
    const verified = await call<{ data: Session }>('/v1/member/fa/otp/verify', { body: { mobile_number: mobile, code, first_name: 'مریم', last_name: 'کریمی' } });
    expect(verified.status).toBe(200);
    session = verified.body.data;
    // After placing an order the member turns notifications on for this phone.
    const device = pushService.subscribe(vapid.publicKey);
    expect((await call('/v1/sitemember/fa/notifications/push', { method: 'PUT', body: { endpoint: device.endpoint, keys: device.keys, lang: 'fa' }, token: session.access_token })).status).toBe(200);
  });

  async function placeOrder() {
    const r = await call<{ data: Recipient }>('/v1/store/fa/recipients', { body: recipientOf(), token: session.access_token });
    expect(r.status).toBe(201);
    const placed = await call<{ data: Order }>('/v1/store/fa/orders', { body: { cart_items: [line(1020, 2)], recipient_id: r.body.data.id, transmit_id: 1 }, token: session.access_token });
    expect(placed.status).toBe(201);
    const start = await call<{ data: PaymentStart }>('/v1/store/fa/orders/payment', { body: { order_id: placed.body.data.id }, token: session.access_token });
    expect(start.status).toBe(200);
    return { order: placed.body.data, redirect: start.body.data.redirect_url! };
  }

  it('pays on the bank’s page and comes back to an order paid, with its receipt', async () => {
    const { order, redirect } = await placeOrder();
    expect(redirect.startsWith(`${bank.url}/pg/StartPay/`)).toBe(true);
    const paid = await fetch(`${redirect}/pay`, { method: 'POST', redirect: 'manual' });
    const back = new URL(paid.headers.get('location')!);
    const res = await h.app.request(`${back.pathname}${back.search}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/order/result?order_id=${order.id}`);
    const after = (await call<{ data: Order }>(`/v1/store/fa/orders/${order.id}`, { token: session.access_token })).body.data;
    expect(after.status).toBe('paid');
    expect(after.payments.at(-1)!.receipt).toMatch(/^\d+$/);
    // Told by SMS and on the phone, once.
    await Promise.all([h.app.jobs.runOnce(), h.app.jobs.runOnce()]);
    const n = `ORD-${order.id.toLocaleString('fa-IR', { useGrouping: false })}`;
    expect(sms.received.filter((m) => m.kind === 'send' && m.message?.includes(`سفارش ${n} پرداخت شد`))).toHaveLength(1);
    const pushes = pushService.received.map((r) => JSON.parse(r.payload) as NoticePush).filter((p) => p.subject_id === order.id);
    expect(pushes.map((p) => p.kind)).toEqual(['order_placed', 'order_paid']);
  });

  it('a payment whose callback never comes is settled by reconciliation', async () => {
    const { order, redirect } = await placeOrder();
    bank.pay(redirect.split('/').at(-1)!); // paid, and the tab closed
    await h.handle.db.update(payments).set({ createdAt: new Date(Date.now() - 20 * 60_000) }).where(eq(payments.orderId, order.id));
    await h.app.jobs.runOnce();
    const after = (await call<{ data: Order }>(`/v1/store/fa/orders/${order.id}`, { token: session.access_token })).body.data;
    expect(after.status).toBe('paid');
  });
});
