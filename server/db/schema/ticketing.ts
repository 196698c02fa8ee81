/** Support tickets: units, categories, tickets, their thread and files. */
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { orders } from './store.ts';
import { staff } from './staff.ts';
import { bytea, identity, moment, createdAt, updatedAt, ref, titles } from './columns.ts';

/** Where a ticket goes (the spec's role_id / service): sales, quality, logistics… */
export const ticketUnits = pgTable('ticket_units', {
  id: integer('id').primaryKey(),
  ...titles(),
});

/** What a ticket is about: a faulty lot, a certificate, an order… */
export const ticketCategories = pgTable('ticket_categories', {
  id: integer('id').primaryKey(),
  ...titles(),
});

export const tickets = pgTable(
  'tickets',
  {
    id: identity(5000),
    memberId: ref('member_id', () => members.id),
    title: text('title').notNull(),
    status: smallint('status').notNull(),
    priority: smallint('priority').notNull(),
    categoryId: ref('category_id', () => ticketCategories.id),
    unitId: ref('unit_id', () => ticketUnits.id),
    orderId: integer('order_id').references(() => orders.id),
    reviewRate: smallint('review_rate'),
    reviewDescription: text('review_description'),
    reviewedAt: moment('reviewed_at'),
    /** The support agent it is assigned to (the desk), if any. */
    assigneeId: integer('assignee_id').references(() => staff.id),
    /**
     * Moves with every change of the thread or the ticket (a reply on either side, a status, an
     * assignment): the desk sends the version it showed, so two agents answering at once do not
     * overwrite each other (the second is told).
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tickets_member_idx').on(t.memberId, t.updatedAt), index('tickets_desk_idx').on(t.status, t.updatedAt)],
);

/** The thread: the member's messages (the first is the ticket's description) and staff answers. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: identity(9000),
    ticketId: ref('ticket_id', () => tickets.id),
    /** Null for a staff answer. */
    memberId: integer('member_id').references(() => members.id),
    staffName: text('staff_name'),
    description: text('description').notNull(),
    clientPageUrl: text('client_page_url'),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.ticketId)],
);

export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: identity(100),
    replyId: ref('reply_id', () => ticketReplies.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_attachments_reply_idx').on(t.replyId)],
);
