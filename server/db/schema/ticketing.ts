/** Support tickets: units, categories, tickets, their thread and files. */
import { customType, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { orders } from './store.ts';

/** File contents in the database, so that every server instance serves the same files. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Where a ticket goes (the spec's role_id / service): sales, quality, logistics… */
export const ticketUnits = pgTable('ticket_units', {
  id: integer('id').primaryKey(),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en').notNull(),
});

/** What a ticket is about: a faulty lot, a certificate, an order… */
export const ticketCategories = pgTable('ticket_categories', {
  id: integer('id').primaryKey(),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en').notNull(),
});

export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5000 }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    status: smallint('status').notNull(),
    priority: smallint('priority').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => ticketCategories.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => ticketUnits.id),
    orderId: integer('order_id').references(() => orders.id),
    reviewRate: smallint('review_rate'),
    reviewDescription: text('review_description'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tickets_member_idx').on(t.memberId, t.updatedAt)],
);

/** The thread: the member's messages (the first is the ticket's description) and staff answers. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 9000 }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    /** Null for a staff answer. */
    memberId: integer('member_id').references(() => members.id),
    staffName: text('staff_name'),
    description: text('description').notNull(),
    clientPageUrl: text('client_page_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.ticketId)],
);

export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    replyId: integer('reply_id')
      .notNull()
      .references(() => ticketReplies.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_attachments_reply_idx').on(t.replyId)],
);
