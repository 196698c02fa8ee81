/** First-party analytics events. */
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/**
 * Page views and commerce events (issue 13 §4), as counts need them and nothing more: no member,
 * session, address, device or referrer; a private page's path is only its area (`/dashboard`).
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The storefront's analytics id (spec §9) the event was sent under. */
    site: text('site').notNull(),
    /** page_view, product_view, add_to_cart or order_placed. */
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    path: text('path'),
    productId: integer('product_id'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('events_at_idx').on(t.at, t.kind)],
);
