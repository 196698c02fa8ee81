/**
 * Telling the member (issue 27 §3): each order move writes its notice in the move's own
 * transaction (a refused move leaves none), paid and shipped orders go out by SMS once however many
 * passes run together, with the tracking code and the carrier's page, a member who turned SMS off
 * gets none, and a provider that fails is tried again with backoff and given up on at last.
 */
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/member.ts';
import type { Order } from '../../../contract/store.ts';
import { members, notificationDeliveries, notifications, orders } from '../../db/schema.ts';
import { storeTestKit } from '../store/store-test-kit.ts';
import { SmsError, type SmsSender } from '../auth/sms.ts';
import { deliverNotices } from './notices.ts';
import { deskHelpers } from '../staff/desk-test-kit.ts';

const kit = storeTestKit();
const { freshMember, api, placeOrder } = kit;
const { staffWith } = deskHelpers(() => kit.harness());
let fulfilment: Promise<Awaited<ReturnType<typeof staffWith>>['call']>;
beforeAll(() => {
  fulfilment = staffWith('fulfilment').then((s) => s.call);
});
let h: ReturnType<typeof kit.harness>;
beforeAll(() => {
  h = kit.harness();
});

/** Fulfilment at the desk moves the order. */
const dev = async (id: number, to: string, more: object = {}) => (await fulfilment)(`/orders/${id}/move`, { body: { to, ...more } });
const noticesOf = (s: Session) => h.handle.db.select().from(notifications).where(eq(notifications.memberId, s.user.id)).orderBy(notifications.id);
const messagesTo = async (s: Session) => ((await (await h.call(`/api/dev/messages?mobile=${s.user.mobile}`)).json()) as { messages: { text: string }[] }).messages.map((m) => m.text);

/** An order placed in `lang` and paid from store credit (the member is given the credit). */
async function paidOrder(s: Session, lang: 'fa' | 'en' = 'fa') {
  const { creditAccounts, credits } = await import('../../db/schema.ts');
  await h.handle.db.insert(creditAccounts).values({ memberId: s.user.id }).onConflictDoNothing();
  const [account] = await h.handle.db.select().from(creditAccounts).where(eq(creditAccounts.memberId, s.user.id));
  await h.handle.db.insert(credits).values({ accountId: account!.id, amount: 500_000_000, kind: 1, descriptionFa: 'شارژ', descriptionEn: 'Top-up' });
  const order = (await placeOrder(s, undefined, {})).body.data;
  if (lang === 'en') await h.handle.db.update(orders).set({ lang: 'en' }).where(eq(orders.id, order.id));
  const paid = await api(s)<{ data: { status: string } }>('/v1/store/fa/orders/payment', { body: { order_id: order.id, method: 'credit' } });
  expect(paid.body.data.status).toBe('paid');
  return order;
}

describe('notices', () => {
  it('each move is told in the member’s inbox, and paid and shipped by SMS once, with the tracking page', async () => {
    const s = await freshMember();
    const order = await paidOrder(s);
    expect((await noticesOf(s)).map((n) => n.kind)).toEqual(['order_placed', 'order_paid']);

    await Promise.all([h.app.jobs.runOnce(), h.app.jobs.runOnce(), h.app.jobs.runOnce()]);
    expect(await messagesTo(s)).toEqual([`سفارش ORD-${order.id.toLocaleString('fa-IR', { useGrouping: false })} پرداخت شد و آماده‌سازی آن آغاز می‌شود. سپاس از خرید شما.`]);

    expect((await dev(order.id, 'processing')).status).toBe(200);
    expect((await dev(order.id, 'shipped', { carrier: 'پست پیشتاز', tracking_code: '123456789012345678' })).status).toBe(200);
    expect((await dev(order.id, 'delivered')).status).toBe(200);
    await h.app.jobs.runOnce();
    const texts = await messagesTo(s);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain('کد رهگیری: 123456789012345678');
    expect(texts[1]).toContain('https://tracking.post.ir/?id=123456789012345678');
    expect((await noticesOf(s)).map((n) => n.kind)).toEqual(['order_placed', 'order_paid', 'order_shipped', 'order_delivered']);

    // The order shows where its parcel is.
    const shown = (await api(s)<{ data: Order }>(`/v1/store/fa/orders/${order.id}`)).body.data;
    expect(shown.shipment).toEqual({ carrier: 'پست پیشتاز', tracking_code: '123456789012345678', tracking_url: 'https://tracking.post.ir/?id=123456789012345678' });
    // Every delivery sent once.
    const deliveries = await h.handle.db.select().from(notificationDeliveries).innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId)).where(eq(notifications.memberId, s.user.id));
    expect(deliveries.map((d) => [d.notification_deliveries.channel, d.notification_deliveries.status])).toEqual([
      ['sms', 'sent'],
      ['sms', 'sent'],
    ]);
  });

  it('a refused move writes no notice; an English order is told in English; SMS off sends none', async () => {
    const s = await freshMember();
    const order = await paidOrder(s, 'en');
    expect((await dev(order.id, 'delivered')).status).toBe(422);
    expect((await noticesOf(s)).map((n) => n.kind)).toEqual(['order_placed', 'order_paid']);
    await h.app.jobs.runOnce();
    expect(await messagesTo(s)).toEqual([`Order ORD-${order.id} is paid and is being prepared. Thank you.`]);

    const quiet = await freshMember();
    await h.handle.db.update(members).set({ smsNotifications: false }).where(eq(members.id, quiet.user.id));
    await paidOrder(quiet);
    await h.app.jobs.runOnce();
    expect((await noticesOf(quiet)).map((n) => n.kind)).toEqual(['order_placed', 'order_paid']);
    expect(await messagesTo(quiet)).toEqual([]);
  });

  it('a provider that fails is tried again with backoff; a number that cannot receive SMS is given up at once', async () => {
    const s = await freshMember();
    await paidOrder(s);
    const [notice] = await h.handle.db.select().from(notifications).where(and(eq(notifications.memberId, s.user.id), eq(notifications.kind, 'order_paid')));
    const row = () => h.handle.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, notice!.id));
    let failWith: SmsError | null = new SmsError('unavailable', 'Kavenegar sms/send: no answer within 5000 ms');
    const sent: string[] = [];
    const provider: SmsSender = {
      provider: 'fake',
      sendCode: async () => {},
      send: async (_mobile, _text, localId) => {
        if (failWith) throw failWith;
        sent.push(localId);
      },
    };
    const t0 = Date.now() + 60_000;
    await deliverNotices(h.handle.db, { sms: provider, push: null }, new Date(t0));
    let [d] = await row();
    expect(d).toMatchObject({ status: 'pending', attempts: 1 });
    expect(d!.dueAt.getTime()).toBe(t0 + 30_000);
    // Not due yet: nothing is tried.
    await deliverNotices(h.handle.db, { sms: provider, push: null }, new Date(t0 + 10_000));
    expect((await row())[0]!.attempts).toBe(1);
    failWith = null;
    await deliverNotices(h.handle.db, { sms: provider, push: null }, new Date(t0 + 31_000));
    [d] = await row();
    expect(d).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent).toEqual([`notice-${notice!.id}`]);

    const other = await freshMember();
    await paidOrder(other);
    failWith = new SmsError('receptor', 'Kavenegar sms/send refused: 411 receptor not valid', 411);
    await deliverNotices(h.handle.db, { sms: provider, push: null }, new Date(t0));
    const [given] = await h.handle.db
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.memberId, other.user.id));
    expect(given!.status).toBe('failed');
  });

  it('the inbox: newest first, an unread count, marked read by id or all, and SMS turned off by the member', async () => {
    const s = await freshMember();
    const order = await paidOrder(s);
    const me = api(s);
    const list = await me<{ data: { kind: string; subject_id: number; data: Record<string, unknown>; read_at: string | null }[]; paging: { total: number } }>('/v1/sitemember/fa/notifications');
    expect(list.status).toBe(200);
    expect(list.body.data.map((n) => n.kind)).toEqual(['order_paid', 'order_placed']);
    expect(list.body.data[0]).toMatchObject({ subject_id: order.id, data: { order_id: order.id, lang: 'fa' }, read_at: null });
    expect((await me<{ data: { unread: number } }>('/v1/sitemember/fa/notifications/unread')).body.data.unread).toBe(2);
    const ids = (await noticesOf(s)).map((n) => n.id);
    expect((await me<{ data: { read: number } }>('/v1/sitemember/fa/notifications/read', { body: { ids: [ids[0]] } })).body.data.read).toBe(1);
    expect((await me<{ data: { unread: number } }>('/v1/sitemember/fa/notifications/unread')).body.data.unread).toBe(1);
    expect((await me<{ data: { read: number } }>('/v1/sitemember/fa/notifications/read', { body: { all: true } })).body.data.read).toBe(1);
    expect((await me('/v1/sitemember/fa/notifications/read', { body: { ids: [] } })).status).toBe(400);
    // Another member's notices are not theirs to read.
    const other = await freshMember();
    expect((await api(other)<{ data: { read: number } }>('/v1/sitemember/fa/notifications/read', { body: { ids } })).body.data.read).toBe(0);
    expect((await api(other)<{ paging: { total: number } }>('/v1/sitemember/fa/notifications')).body.paging.total).toBe(0);
    expect((await api(null)('/v1/sitemember/fa/notifications')).status).toBe(401);

    expect((await me<{ data: { sms: boolean } }>('/v1/sitemember/fa/notifications/settings')).body.data).toEqual({ sms: true });
    expect((await me<{ data: { sms: boolean } }>('/v1/sitemember/fa/notifications/settings', { method: 'PUT', body: { sms: false } })).body.data).toEqual({ sms: false });
    expect((await me('/v1/sitemember/fa/notifications/settings', { method: 'PUT', body: { sms: 'no' } })).status).toBe(400);
    await paidOrder(s);
    const [last] = await h.handle.db.select().from(notifications).where(eq(notifications.memberId, s.user.id)).orderBy(desc(notifications.id)).limit(1);
    expect(await h.handle.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, last!.id))).toEqual([]);
  });
});
