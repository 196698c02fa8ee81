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
 * - a failure is tried again with backoff (30 s doubling, at most 6 h apart) up to MAX_ATTEMPTS;
 *   a number that cannot receive SMS is given up at once.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../contract/constants.ts';
import { toPersianDigits } from '../../../shared/digits.ts';
import type { Db, Queryable } from '../../db/create-db.ts';
import { members, notificationDeliveries, notifications, orders, transmits } from '../../db/schema.ts';
import { log } from '../../ops/log.ts';
import { SmsError, type SmsSender } from '../auth/sms.ts';

/** The notices also sent by SMS. */
const SMS_KINDS: ReadonlySet<NotificationKind> = new Set(['order_paid', 'order_shipped']);
/** Deliveries one pass sends. */
const DELIVERY_BATCH = 50;
/** How long a claimed delivery is its claimer's before another pass may take it. */
const LEASE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 10;
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 3600_000);

export type NoticeData = Record<string, string | number | null>;

export async function recordNotice(tx: Queryable, n: { memberId: number; kind: NotificationKind; subjectId: number; data: NoticeData }) {
  const [row] = await tx.insert(notifications).values(n).returning({ id: notifications.id });
  const channels: string[] = [];
  if (SMS_KINDS.has(n.kind)) {
    const [m] = await tx.select({ sms: members.smsNotifications }).from(members).where(eq(members.id, n.memberId));
    if (m?.sms) channels.push('sms');
  }
  if (channels.length) await tx.insert(notificationDeliveries).values(channels.map((channel) => ({ notificationId: row!.id, channel })));
  return row!.id;
}

/** An order's tracking page, from its shipping method's template. */
export async function trackingUrlOf(tx: Queryable, transmitId: number, code: string | null): Promise<string | null> {
  if (!code) return null;
  const [t] = await tx.select({ url: transmits.trackingUrl }).from(transmits).where(eq(transmits.id, transmitId));
  return t?.url ? t.url.replace('{code}', encodeURIComponent(code)) : null;
}

/**
 * A notice about an order, with what it says (its number, language, and when shipped the carrier
 * and tracking): given the order's row where the caller holds it (the move's own UPDATE answered
 * it), or its id.
 */
export async function recordOrderNotice(tx: Queryable, order: number | typeof orders.$inferSelect, kind: NotificationKind, extra: NoticeData = {}) {
  const [o] = typeof order === 'number' ? await tx.select().from(orders).where(eq(orders.id, order)) : [order];
  if (!o) return;
  const data: NoticeData = { lang: o.lang, order_id: o.id, ...extra };
  if (kind === 'order_shipped') Object.assign(data, { carrier: o.carrier, tracking_code: o.trackingCode, tracking_url: await trackingUrlOf(tx, o.transmit.id, o.trackingCode) });
  await recordNotice(tx, { memberId: o.memberId, kind, subjectId: o.id, data });
}

/** The SMS text of a notice, in the language of its order. */
export function smsText(kind: NotificationKind, data: NoticeData): string | null {
  const fa = data.lang !== 'en';
  const n = fa ? toPersianDigits(String(data.order_id)) : String(data.order_id);
  switch (kind) {
    case 'order_paid':
      return fa ? `سفارش ${n} پرداخت شد و آماده‌سازی آن آغاز می‌شود. سپاس از خرید شما.` : `Order ${n} is paid and is being prepared. Thank you.`;
    case 'order_shipped': {
      const url = data.tracking_url ? `\n${String(data.tracking_url)}` : '';
      return fa
        ? `سفارش ${n} با ${String(data.carrier)} ارسال شد. کد رهگیری: ${String(data.tracking_code)}${url}`
        : `Order ${n} has shipped with ${String(data.carrier)}. Tracking code: ${String(data.tracking_code)}${url}`;
    }
    default:
      return null;
  }
}

export type Delivered = { sent: number; failed: number; later: number };

/** Sends the deliveries that are due; answers what it did. */
export async function deliverNotices(db: Db, sms: SmsSender, now = new Date()): Promise<Delivered> {
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
    const [n] = await db
      .select({ kind: notifications.kind, data: notifications.data, mobile: members.mobile })
      .from(notifications)
      .innerJoin(members, eq(members.id, notifications.memberId))
      .where(eq(notifications.id, d.notificationId));
    const settle = (set: Partial<typeof notificationDeliveries.$inferInsert>) => db.update(notificationDeliveries).set(set).where(eq(notificationDeliveries.id, d.id));
    const text = n && d.channel === 'sms' ? smsText(n.kind as NotificationKind, n.data) : null;
    if (!n || !text) {
      await settle({ status: 'failed', lastError: `nothing to send on ${d.channel}` });
      done.failed++;
      continue;
    }
    try {
      await sms.send(n.mobile, text, `notice-${d.notificationId}`);
      await settle({ status: 'sent', sentAt: new Date(), lastError: null });
      done.sent++;
    } catch (err) {
      const words = err instanceof Error ? err.message.slice(0, 300) : 'unknown error';
      const giveUp = (err instanceof SmsError && err.kind === 'receptor') || d.attempts >= MAX_ATTEMPTS;
      await settle(giveUp ? { status: 'failed', lastError: words } : { dueAt: new Date(now.getTime() + backoffMs(d.attempts)), lastError: words });
      if (giveUp) done.failed++;
      else done.later++;
      log.warn({ delivery_id: d.id, channel: d.channel, attempts: d.attempts, err }, giveUp ? 'a notice could not be delivered; given up' : 'a notice was not delivered; tried again later');
    }
  }
  return done;
}
