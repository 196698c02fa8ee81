/**
 * Web Push (issue 27 §3), against a local push service that checks the VAPID token and decrypts
 * what it receives with the device's keys: a member's devices subscribe under their session; each
 * notice goes to each device once however many passes run together, encrypted, in the device's
 * language, one topic per order; a device its service says is gone is removed; a service not
 * answering is tried again, one refusing is not; signing out stops the device; an endpoint that is
 * not a push service's is refused; a server without VAPID keys offers no push.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticePush, PushState, Session } from '../../../contract/member.ts';
import { parseConfig } from '../../config.ts';
import { creditAccounts, credits, notificationDeliveries, pushSubscriptions } from '../../db/schema.ts';
import { startPushServiceFake, type FakeDevice, type PushServiceFake } from '../../test/fakes/push-fake.ts';
import { signInHelpers, freshMobile } from '../../test/sign-in.ts';
import { storeTestKit } from '../store/store-test-kit.ts';

const vapid = webpush.generateVAPIDKeys();
let service: PushServiceFake;
beforeAll(async () => {
  service = await startPushServiceFake();
});
afterAll(async () => {
  await service.close();
});

const kit = storeTestKit(
  () => ({ push: { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'mailto:ops@medsupply.example', serviceHosts: [service.host], timeoutMs: 1000 } }),
  { pushVia: () => service.agent },
);
const { freshMember, api, placeOrder } = kit;

type Device = FakeDevice & { lang?: 'fa' | 'en' };
const subscribe = (s: Session, d: Device) => api(s)<{ data: PushState }>('/v1/sitemember/fa/notifications/push', { method: 'PUT', body: { endpoint: d.endpoint, keys: d.keys, lang: d.lang ?? 'fa' } });
const pushesTo = (d: FakeDevice) => service.received.filter((r) => r.device === d.id).map((r) => ({ ...r, notice: JSON.parse(r.payload) as NoticePush }));
const deliveries = (s: Session) =>
  kit
    .harness()
    .handle.db.select({ status: notificationDeliveries.status, attempts: notificationDeliveries.attempts, lastError: notificationDeliveries.lastError })
    .from(notificationDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, notificationDeliveries.subscriptionId))
    .where(eq(pushSubscriptions.memberId, s.user.id));

/** An order placed and paid from store credit: two notices (placed, paid). */
async function paidOrder(s: Session) {
  const db = kit.harness().handle.db;
  await db.insert(creditAccounts).values({ memberId: s.user.id }).onConflictDoNothing();
  const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.memberId, s.user.id));
  await db.insert(credits).values({ accountId: account!.id, amount: 500_000_000, kind: 1, descriptionFa: 'شارژ', descriptionEn: 'Top-up' });
  const order = (await placeOrder(s, undefined, {})).body.data;
  expect((await api(s)<{ data: { status: string } }>('/v1/store/fa/orders/payment', { body: { order_id: order.id, method: 'credit' } })).body.data.status).toBe('paid');
  return order;
}

describe('web push', () => {
  it('a device subscribes under the member, and gets each notice once, encrypted, in its own language', async () => {
    const s = await freshMember();
    const me = api(s);
    const state = await me<{ data: PushState }>('/v1/sitemember/fa/notifications/push');
    expect(state.body.data).toEqual({ public_key: vapid.publicKey, subscribed: false });
    const phone: Device = service.subscribe(vapid.publicKey);
    const laptop: Device = { ...service.subscribe(vapid.publicKey), lang: 'en' };
    expect((await subscribe(s, phone)).body.data).toEqual({ public_key: vapid.publicKey, subscribed: true });
    // Subscribing again (the page does on each start) changes nothing but the keys and language.
    expect((await subscribe(s, phone)).status).toBe(200);
    expect((await subscribe(s, laptop)).status).toBe(200);
    expect((await me<{ data: PushState }>(`/v1/sitemember/fa/notifications/push?endpoint=${encodeURIComponent(phone.endpoint)}`)).body.data.subscribed).toBe(true);

    const order = await paidOrder(s);
    await Promise.all([kit.harness().app.jobs.runOnce(), kit.harness().app.jobs.runOnce(), kit.harness().app.jobs.runOnce()]);
    for (const [device, lang] of [
      [phone, 'fa'],
      [laptop, 'en'],
    ] as const) {
      const got = pushesTo(device);
      expect(got.map((p) => p.notice.kind)).toEqual(['order_placed', 'order_paid']);
      expect(got[1]!.notice).toMatchObject({ subject_id: order.id, lang, data: { order_id: order.id } });
      expect(got[1]).toMatchObject({ topic: `order-${order.id}`, ttl: 4 * 24 * 3600, urgency: 'normal' });
    }
    expect((await deliveries(s)).every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true);
    // Another pass sends nothing again.
    const before = service.received.length;
    await kit.harness().app.jobs.runOnce();
    expect(service.received.length).toBe(before);
  });

  it('a device gone at its push service is removed; a service not answering is tried again; one refusing is not', async () => {
    const s = await freshMember();
    const gone = service.subscribe(vapid.publicKey);
    const kept = service.subscribe(vapid.publicKey);
    await subscribe(s, gone);
    await subscribe(s, kept);
    service.unsubscribe(gone);
    await paidOrder(s);
    await kit.harness().app.jobs.runOnce();
    expect(pushesTo(kept)).toHaveLength(2);
    expect(await kit.harness().handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint))).toEqual([]);
    expect(await deliveries(s)).toHaveLength(2); // the gone device's went with it

    // 503, then silence past the timeout: tried again later; then it arrives, once.
    const later = await freshMember();
    const device = service.subscribe(vapid.publicKey);
    await subscribe(later, device);
    service.misbehave({ status: 503 });
    service.misbehave('hang');
    await paidOrder(later);
    const r1 = await kit.harness().app.jobs.runOnce();
    expect(r1.notices.later).toBe(2);
    expect((await deliveries(later)).map((d) => d.status)).toEqual(['pending', 'pending']);
    await kit.harness().app.jobs.runOnce(); // not due yet: backoff
    expect(pushesTo(device)).toHaveLength(0);
    await kit.harness().handle.db.update(notificationDeliveries).set({ dueAt: new Date(0) }).where(eq(notificationDeliveries.status, 'pending'));
    await kit.harness().app.jobs.runOnce();
    expect(pushesTo(device).map((p) => p.notice.kind)).toEqual(['order_placed', 'order_paid']);

    // A refusal (a payload the service will not take, a key it does not know) is not tried again.
    const refused = await freshMember();
    const other = service.subscribe(vapid.publicKey);
    await subscribe(refused, other);
    service.misbehave({ status: 413 }, 2);
    await paidOrder(refused);
    expect((await kit.harness().app.jobs.runOnce()).notices.failed).toBe(2);
    expect((await deliveries(refused)).map((d) => [d.status, d.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ]);
  });

  it('a device subscribed with another server key is refused by the service, as a push service does', async () => {
    const s = await freshMember();
    const stranger = service.subscribe(webpush.generateVAPIDKeys().publicKey);
    await subscribe(s, stranger);
    await paidOrder(s);
    await kit.harness().app.jobs.runOnce();
    expect(pushesTo(stranger)).toHaveLength(0);
    expect((await deliveries(s)).map((d) => d.lastError)).toEqual([expect.stringContaining('403'), expect.stringContaining('403')]);
  });

  it('signing out stops the device; a shared device moves to whoever subscribes it next', async () => {
    const { signIn } = signInHelpers(() => kit.harness());
    const first = await signIn(freshMobile('0912'), { first_name: 'Ward', last_name: 'Nurse' });
    const device = service.subscribe(vapid.publicKey);
    expect((await subscribe(first.session, device)).status).toBe(200);
    const out = await kit.harness().call('/api/auth/signout', { method: 'POST', headers: { cookie: first.cookie } });
    expect(out.status).toBe(204);
    expect(await kit.harness().handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);

    const a = await freshMember();
    const b = await freshMember();
    await subscribe(a, device);
    await subscribe(b, device);
    const rows = await kit.harness().handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows.map((r) => r.memberId)).toEqual([b.user.id]);
    // A cannot take it off B's list, nor see it as theirs.
    await api(a)('/v1/sitemember/fa/notifications/push/remove', { body: { endpoint: device.endpoint } });
    expect(await kit.harness().handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toHaveLength(1);
    expect((await api(b)<{ data: PushState }>('/v1/sitemember/fa/notifications/push/remove', { body: { endpoint: device.endpoint } })).body.data.subscribed).toBe(false);
  });

  it('refuses an endpoint that is not a push service’s, keys of the wrong size, and anyone signed out', async () => {
    const s = await freshMember();
    const d = service.subscribe(vapid.publicKey);
    const put = (body: object) => api(s)<{ error?: { details?: { field?: string } } }>('/v1/sitemember/fa/notifications/push', { method: 'PUT', body });
    for (const endpoint of ['http://127.0.0.1/push/x', 'https://10.0.0.5/internal', 'https://metadata.google.internal/', `https://user:pw@${service.host}/push/x`]) {
      expect((await put({ endpoint, keys: d.keys, lang: 'fa' })).status).toBe(400);
    }
    expect((await put({ endpoint: d.endpoint, keys: { ...d.keys, p256dh: 'abc' }, lang: 'fa' })).status).toBe(400);
    expect((await put({ endpoint: d.endpoint, keys: { ...d.keys, auth: d.keys.p256dh }, lang: 'fa' })).status).toBe(400);
    expect((await put({ endpoint: d.endpoint, keys: d.keys, lang: 'de' })).status).toBe(400);
    expect((await api(null)('/v1/sitemember/fa/notifications/push', { method: 'PUT', body: { endpoint: d.endpoint, keys: d.keys, lang: 'fa' } })).status).toBe(401);
  });
});

describe('web push settings', () => {
  it('all three VAPID settings or none, a real pair, a subject to contact', () => {
    const base = { NODE_ENV: 'test', DEMO_MODE: 'true' };
    expect(parseConfig(base).push).toBeNull();
    expect(parseConfig({ ...base, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:ops@medsupply.example' }).push).toMatchObject({
      publicKey: vapid.publicKey,
      serviceHosts: ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'],
    });
    expect(() => parseConfig({ ...base, VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(/set all three/);
    const other = webpush.generateVAPIDKeys();
    expect(() => parseConfig({ ...base, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: other.privateKey, VAPID_SUBJECT: 'mailto:a@b.c' })).toThrow(/not one pair/);
    expect(() => parseConfig({ ...base, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: other.privateKey, VAPID_SUBJECT: 'mailto:a@b.c' })).toThrow(/65 bytes/);
    expect(() => parseConfig({ ...base, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'ops team' })).toThrow(/VAPID_SUBJECT/);
  });
});
