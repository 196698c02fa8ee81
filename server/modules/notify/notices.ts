/**
 * Notices to members (issue 27 §3), as a transactional outbox: `recordNotice` runs inside the
 * transaction of the change that causes it (an order paid, shipped, cancelled…), writing the notice
 * and one delivery row per channel, so that the change and its notice commit together or not at
 * all. `deliverNotices` (run by every instance with the order jobs) sends each delivery once:
 *
 * - a delivery is claimed by one UPDATE on a row taken with SKIP LOCKED that moves its `due_at`
 *   forward (a lease): no two instances send it at once;
 * - an SMS carries the notice's own id as Kavenegar's `localid`: a send repeated after a crash
 *   between the provider's answer and our mark is not sent twice by the provider;
 * - a push goes to each device the member subscribed (one delivery per device), encrypted to it,
 *   with the notice's id, which the service worker shows once (its tag);
 * - a failure is tried again with backoff (30 s doubling, at most 6 h apart) up to MAX_ATTEMPTS;
 *   a number that cannot receive SMS, or a push the service refuses, is given up at once; a device
 *   its push service says is gone is removed, with what was still due to it.
 */
import { and, asc, eq, exists, isNull, lte, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../contract/constants.ts';
import type { NoticePush } from '../../../contract/member.ts';
import { toPersianDigits } from '../../../shared/digits.ts';
import type { Db, Queryable } from '../../db/create-db.ts';
import { members, notificationDeliveries, notifications, orders, pushSubscriptions, refreshTokens, transmits } from '../../db/schema.ts';
import { log } from '../../ops/log.ts';
import { orderNumber } from '../store/order-status.ts';
import { SmsError, type SmsSender } from '../auth/sms.ts';
import { PushError, type PushSender } from './web-push.ts';

/** The notices also sent by SMS. */
const SMS_KINDS: ReadonlySet<NotificationKind> = new Set(['order_paid', 'order_shipped', 'back_in_stock']);
/** Deliveries one pass sends. */
const DELIVERY_BATCH = 50;
/** How long a claimed delivery is its claimer's before another pass may take it. */
const LEASE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 10;
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 3600_000);
/** How long a push service keeps a notice for a device that is away. */
const PUSH_TTL_S = 4 * 24 * 3600;

export type NoticeData = Record<string, string | number | null>;

export async function recordNotice(tx: Queryable, n: { memberId: number; kind: NotificationKind; subjectId: number; data: NoticeData }) {
  const [row] = await tx.insert(notifications).values(n).returning({ id: notifications.id });
  const channels: string[] = [];
  if (SMS_KINDS.has(n.kind)) {
    const [m] = await tx.select({ sms: members.smsNotifications }).from(members).where(eq(members.id, n.memberId));
    if (m?.sms) channels.push('sms');
  }
  if (channels.length) await tx.insert(notificationDeliveries).values(channels.map((channel) => ({ notificationId: row!.id, channel })));
  // A push to each of the member's devices, as they are now (a device that subscribed while its
  // session was being signed out is not one).
  const live = tx.select({ one: sql`1` }).from(refreshTokens).where(and(eq(refreshTokens.familyId, pushSubscriptions.sessionId), isNull(refreshTokens.revokedAt)));
  const devices = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, n.memberId), exists(live)));
  if (devices.length) await tx.insert(notificationDeliveries).values(devices.map((d) => ({ notificationId: row!.id, channel: 'push', subscriptionId: d.id })));
  return row!.id;
}

/** An order's tracking page, from its shipping method's template. */
export async function trackingUrlOf(tx: Queryable, transmitId: number, code: string | null): Promise<string | null> {
  if (!code) return null;
  const [t] = await tx.select({ url: transmits.trackingUrl }).from(transmits).where(eq(transmits.id, transmitId));
  return t?.url ? t.url.replace('{code}', encodeURIComponent(code)) : null;
}

/**
 * A notice about an order, with what it says (its id and number as the member sees it, language, and when shipped the carrier
 * and tracking): given the order's row where the caller holds it (the move's own UPDATE answered
 * it), or its id.
 */
export async function recordOrderNotice(
  tx: Queryable,
  order: number | typeof orders.$inferSelect,
  kind: NotificationKind,
  extra: NoticeData = {},
  /** Whom to tell, when not the order's member (an organisation's approvers and buyers). */
  to?: number,
) {
  const [o] = typeof order === 'number' ? await tx.select().from(orders).where(eq(orders.id, order)) : [order];
  if (!o) return;
  const data: NoticeData = { lang: o.lang, order_id: o.id, number: orderNumber(o.id), ...extra };
  if (kind === 'order_shipped') Object.assign(data, { carrier: o.carrier, tracking_code: o.trackingCode, tracking_url: await trackingUrlOf(tx, o.transmit.id, o.trackingCode) });
  await recordNotice(tx, { memberId: to ?? o.memberId, kind, subjectId: o.id, data });
}

/** The SMS text of a notice, in the language of its order (or of the member's request). */
export function smsText(kind: NotificationKind, data: NoticeData): string | null {
  const fa = data.lang !== 'en';
  const number = String(data.number ?? data.order_id);
  const n = fa ? toPersianDigits(number) : number;
  switch (kind) {
    case 'order_paid':
      return fa ? `سفارش ${n} پرداخت شد و آماده‌سازی آن آغاز می‌شود. سپاس از خرید شما.` : `Order ${n} is paid and is being prepared. Thank you.`;
    case 'order_shipped': {
      const url = data.tracking_url ? `\n${String(data.tracking_url)}` : '';
      return fa
        ? `سفارش ${n} با ${String(data.carrier)} ارسال شد. کد رهگیری: ${String(data.tracking_code)}${url}`
        : `Order ${n} has shipped with ${String(data.carrier)}. Tracking code: ${String(data.tracking_code)}${url}`;
    }
    case 'back_in_stock': {
      const url = data.url ? `\n${String(data.url)}` : '';
      return fa ? `«${String(data.title)}» دوباره موجود است.${url}` : `“${String(data.title)}” is back in stock.${url}`;
    }
    default:
      return null;
  }
}

export type Delivered = { sent: number; failed: number; later: number };
/** Who carries each channel: SMS always (the dev outbox in the demo), push where VAPID keys are configured. */
export type NoticeChannels = { sms: SmsSender; push: PushSender | null };

type Delivery = typeof notificationDeliveries.$inferSelect;
type NoticeRow = typeof notifications.$inferSelect;
/** Sent; or not, and whether to try again. */
type Outcome = { ok: true } | { ok: false; retry: boolean; words: string; err?: unknown };

async function sendSms(db: Db, sms: SmsSender, d: Delivery, n: NoticeRow): Promise<Outcome> {
  const text = smsText(n.kind as NotificationKind, n.data);
  const [m] = await db.select({ mobile: members.mobile }).from(members).where(eq(members.id, n.memberId));
  if (!text || !m) return { ok: false, retry: false, words: 'nothing to send by sms' };
  try {
    await sms.send(m.mobile, text, `notice-${d.notificationId}`);
    return { ok: true };
  } catch (err) {
    return { ok: false, retry: !(err instanceof SmsError && err.kind === 'receptor'), words: err instanceof Error ? err.message : 'unknown error', err };
  }
}

async function sendPush(db: Db, push: PushSender | null, d: Delivery, n: NoticeRow): Promise<Outcome> {
  if (!push) return { ok: false, retry: false, words: 'push is not configured (VAPID_*)' };
  const [device] = d.subscriptionId ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, d.subscriptionId)) : [];
  if (!device) return { ok: false, retry: false, words: 'the device is no longer subscribed' };
  const payload: NoticePush = {
    id: n.id,
    kind: n.kind as NotificationKind,
    subject_id: n.subjectId,
    data: n.data,
    read_at: null,
    created_at: n.createdAt.toISOString(),
    lang: device.lang === 'en' ? 'en' : 'fa',
  };
  try {
    // One topic per order or ticket: a device that was away gets the latest news of each, not every step.
    await push.send(device, JSON.stringify(payload), { ttlSeconds: PUSH_TTL_S, topic: `${n.kind.split('_')[0]}-${n.subjectId}` });
    return { ok: true };
  } catch (err) {
    if (err instanceof PushError && err.kind === 'gone') {
      // The device unsubscribed: it goes, and this delivery with it (ON DELETE CASCADE).
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      log.info({ subscription_id: device.id, member_id: device.memberId }, 'a device is no longer subscribed at its push service; removed');
      return { ok: false, retry: false, words: err.message };
    }
    return { ok: false, retry: !(err instanceof PushError && err.kind === 'refused'), words: err instanceof Error ? err.message : 'unknown error', err };
  }
}

/** Sends the deliveries that are due; answers what it did. */
export async function deliverNotices(db: Db, channels: NoticeChannels, now = new Date()): Promise<Delivered> {
  const done: Delivered = { sent: 0, failed: 0, later: 0 };
  for (let i = 0; i < DELIVERY_BATCH; i++) {
    const due = db
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.status, 'pending'), lte(notificationDeliveries.dueAt, now)))
      .orderBy(asc(notificationDeliveries.dueAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [d] = await db
      .update(notificationDeliveries)
      .set({ dueAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${notificationDeliveries.attempts} + 1` })
      .where(eq(notificationDeliveries.id, sql`(${due})`))
      .returning();
    if (!d) break;
    const [n] = await db.select().from(notifications).where(eq(notifications.id, d.notificationId));
    const outcome: Outcome = !n
      ? { ok: false, retry: false, words: 'the notice is gone' }
      : d.channel === 'sms'
        ? await sendSms(db, channels.sms, d, n)
        : d.channel === 'push'
          ? await sendPush(db, channels.push, d, n)
          : { ok: false, retry: false, words: `no channel ${d.channel}` };
    const settle = (set: Partial<typeof notificationDeliveries.$inferInsert>) => db.update(notificationDeliveries).set(set).where(eq(notificationDeliveries.id, d.id));
    if (outcome.ok) {
      await settle({ status: 'sent', sentAt: new Date(), lastError: null });
      done.sent++;
      continue;
    }
    const words = outcome.words.slice(0, 300);
    const giveUp = !outcome.retry || d.attempts >= MAX_ATTEMPTS;
    // (A device removed above took its delivery with it: this changes no row then.)
    await settle(giveUp ? { status: 'failed', lastError: words } : { dueAt: new Date(now.getTime() + backoffMs(d.attempts)), lastError: words });
    if (giveUp) done.failed++;
    else done.later++;
    if (outcome.err) log.warn({ delivery_id: d.id, channel: d.channel, attempts: d.attempts, err: outcome.err }, giveUp ? 'a notice could not be delivered; given up' : 'a notice was not delivered; tried again later');
  }
  return done;
}
