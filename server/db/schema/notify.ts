/**
 * What the store tells a member (issue 27 §3): each event is written in the transaction of the
 * change that causes it (a transactional outbox: a paid order and its "paid" notice commit together
 * or not at all), with one delivery row per channel, which a worker sends once and marks.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { createdAt, identity, moment, ref } from './columns.ts';

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

/** One channel's delivery of a notice: sent once (its unique pair), retried with backoff until then. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: identity(1),
    notificationId: ref('notification_id', () => notifications.id),
    /** sms or push. */
    channel: text('channel').notNull(),
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
    uniqueIndex('notification_deliveries_once_idx').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx').on(t.dueAt).where(sql`status = 'pending'`),
  ],
);
