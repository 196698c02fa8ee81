/**
 * What the store tells a member (issue 27 §3): each event is written in the transaction of the
 * change that causes it (a transactional outbox: a paid order and its "paid" notice commit together
 * or not at all), with one delivery row per channel, which a worker sends once and marks.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { createdAt, identity, moment, ref } from './columns.ts';

/**
 * A device a member asked to be told on (Web Push): the push service's endpoint and the keys the
 * payload is encrypted to, under the session (refresh family) that subscribed it, so that signing
 * out there removes it. One row per endpoint: a shared device signed in by another member moves
 * to them. `lang` is the language the device's pages were in, which the notice is worded in.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identity(1),
    memberId: ref('member_id', () => members.id),
    sessionId: text('session_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    lang: text('lang').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_member_idx').on(t.memberId), index('push_subscriptions_session_idx').on(t.sessionId)],
);

/** A member's notice: the inbox lists these, newest first. */
export const notifications = pgTable(
  'notifications',
  {
    id: identity(5000),
    memberId: ref('member_id', () => members.id),
    /** One of NOTIFICATION_KINDS (contract). */
    kind: text('kind').notNull(),
    /** The order, ticket or review it is about. */
    subjectId: integer('subject_id').notNull(),
    /** What the notice says beyond its kind (order number, tracking code, carrier, link), and its language. */
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull(),
    readAt: moment('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_member_idx').on(t.memberId, t.id)],
);

/**
 * One channel's delivery of a notice: sent once (an SMS per notice, a push per notice and device:
 * the unique indexes), retried with backoff until then. A device removed (signed out, or gone at
 * its push service) takes its pending pushes with it.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: identity(1),
    notificationId: ref('notification_id', () => notifications.id),
    /** sms or push. */
    channel: text('channel').notNull(),
    /** The device, for a push. */
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** pending, sent, or failed (gave up, or refused for good). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may take it (next): a claim moves it forward, as a lease. */
    dueAt: moment('due_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: moment('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_once_idx').on(t.notificationId, t.channel).where(sql`subscription_id is null`),
    uniqueIndex('notification_deliveries_push_once_idx').on(t.notificationId, t.subscriptionId).where(sql`subscription_id is not null`),
    index('notification_deliveries_due_idx').on(t.dueAt).where(sql`status = 'pending'`),
  ],
);
