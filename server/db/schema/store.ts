/** The store: shipping methods, recipients, discount codes, orders with their lines and timeline, and payments. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { productLots, products } from './catalog.ts';
import { members } from './members.ts';
import { organisations, type StoredOrganisation } from './organisations.ts';
import { cities, provinces } from './places.ts';
import { identity, moment, createdAt, updatedAt, ref, titles } from './columns.ts';

/** Shipping methods (the spec's transmits). */
export const transmits = pgTable('transmits', {
  id: integer('id').primaryKey(),
  /** post, courier or pickup. */
  kind: text('kind').notNull(),
  ...titles(),
  descriptionFa: text('description_fa').notNull(),
  descriptionEn: text('description_en').notNull(),
  /** Integer Rial. */
  price: bigint('price', { mode: 'number' }).notNull(),
  freeOver: bigint('free_over', { mode: 'number' }),
  deliveryDaysMin: smallint('delivery_days_min').notNull(),
  deliveryDaysMax: smallint('delivery_days_max').notNull(),
  /** The carrier's tracking page for a parcel, `{code}` standing for its tracking code (none: no page). */
  trackingUrl: text('tracking_url'),
  order: integer('sort_order').notNull().default(0),
  status: smallint('status').notNull().default(1),
});

/** A member's delivery addresses. Orders keep a copy, so a recipient can change or go. */
export const recipients = pgTable(
  'recipients',
  {
    id: identity(300),
    memberId: ref('member_id', () => members.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    provinceId: ref('province_id', () => provinces.id),
    cityId: ref('city_id', () => cities.id),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('recipients_member_idx').on(t.memberId)],
);

/** Discount codes: a percentage (with an optional cap) or a fixed amount, a minimum total, a window, once per member or not. */
export const discountCodes = pgTable('discount_codes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Upper case. */
  code: text('code').notNull().unique(),
  /** percent or fixed. */
  kind: text('kind').notNull(),
  /** Percent (1-100) or Rial. */
  value: bigint('value', { mode: 'number' }).notNull(),
  maxDiscount: bigint('max_discount', { mode: 'number' }),
  minTotal: bigint('min_total', { mode: 'number' }).notNull().default(0),
  startsAt: moment('starts_at').notNull(),
  expiresAt: moment('expires_at'),
  oncePerMember: boolean('once_per_member').notNull().default(false),
  /** How many orders may use it in all (null: no limit); `usedCount` counts the orders that hold it now (a cancelled one gives its use back). */
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  createdAt: createdAt(),
});

/** Which member used a once-per-member code, on which order: the primary key makes it once. */
export const discountUses = pgTable(
  'discount_uses',
  {
    codeId: ref('code_id', () => discountCodes.id),
    memberId: ref('member_id', () => members.id),
    orderId: integer('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.memberId] })],
);

export type StoredRecipient = {
  /** The member's recipient it was copied from (it may have changed or gone since); absent from copies made before it was kept. */
  id?: number;
  name: string;
  mobile: string;
  province: { id: number; title_fa: string; title_en: string };
  city: { id: number; title_fa: string; title_en: string };
  address: string;
  postal_code: string;
};
export type StoredTransmit = { id: number; kind: string; title_fa: string; title_en: string; delivery_days_min: number; delivery_days_max: number };

export const orders = pgTable(
  'orders',
  {
    id: identity(10_700),
    memberId: ref('member_id', () => members.id),
    /** One of ORDER_STATUSES; changed only along ORDER_TRANSITIONS. */
    status: text('status').notNull(),
    recipient: jsonb('recipient').$type<StoredRecipient>().notNull(),
    transmit: jsonb('transmit').$type<StoredTransmit>().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    discountCode: text('discount_code'),
    shipping: bigint('shipping', { mode: 'number' }).notNull(),
    /** Value-added tax on the taxable lines (shared/vat.ts), at `tax_rate` basis points when placed; in `total`. */
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    taxRate: integer('tax_rate').notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    /**
     * Until when an unpaid order holds its stock (ORDER_HOLD_MINUTES after it was placed): past it
     * the order cannot be paid and the server cancels it, giving the stock back. Null once paid.
     */
    holdUntil: moment('hold_until'),
    /** The language the order was placed in: its notices are written in it. */
    lang: text('lang').notNull().default('fa'),
    /** Set when it is shipped (required then): the carrier's name and the parcel's tracking code. */
    carrier: text('carrier'),
    trackingCode: text('tracking_code'),
    /**
     * Issue 31 §1: the organisation an order is for (its requester's), its legal details as they
     * were when submitted, and the purchase-order number its buyer gave. Null: a private order.
     */
    organisationId: integer('organisation_id').references(() => organisations.id),
    organisation: jsonb('organisation').$type<StoredOrganisation>(),
    poNumber: text('po_number'),
    /** Issue 31 §3: placed on terms, the day its bank transfer is due (YYYY-MM-DD, Tehran); null otherwise. */
    dueOn: date('due_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_organisation_idx').on(t.organisationId, t.createdAt).where(sql`organisation_id is not null`),
    // An organisation's orders on terms: what it owes, and since when.
    index('orders_terms_idx').on(t.organisationId, t.dueOn).where(sql`due_on is not null`),
    // The hold-expiry job's scan: unpaid orders by the end of their hold.
    index('orders_hold_idx').on(t.holdUntil).where(sql`status in ('awaiting_payment', 'payment_failed')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: ref('order_id', () => orders.id),
    productId: ref('product_id', () => products.id),
    code: text('code').notNull(),
    ...titles(),
    guaranteed: boolean('guaranteed').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    comment: text('comment').notNull().default(''),
    /** The line's share of the order's discount, and its value-added tax (0 when exempt), in Rial. */
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    /** Whether the product was taxable when ordered (lines placed before VAT was charged: false). */
    taxable: boolean('taxable').notNull().default(false),
    /**
     * Bought by the box (issue 31 §5): `boxes` whole boxes of `pack_size` units at `pack_price`
     * each, and the rest of the quantity at `unit_price` (the tier's, when one applied). The line's
     * amount is boxes × pack_price + (quantity − boxes × pack_size) × unit_price.
     */
    boxes: integer('boxes').notNull().default(0),
    packSize: integer('pack_size'),
    packPrice: bigint('pack_price', { mode: 'number' }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_boxes_check', sql`boxes = 0 or (pack_size is not null and pack_price is not null and boxes * pack_size <= quantity)`),
  ],
);

/**
 * The lots an order line was shipped from (issue 31 §4), taken when the order is shipped, first
 * expiry first out: what a recall needs to find, and what the packing slip and invoice print. The
 * lot's number and expiry are copied (a lot record may change later; the box shipped does not).
 */
export const orderItemLots = pgTable(
  'order_item_lots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderItemId: ref('order_item_id', () => orderItems.id),
    lotId: ref('lot_id', () => productLots.id),
    lot: text('lot').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_item_lots_item_idx').on(t.orderItemId), index('order_item_lots_lot_idx').on(t.lotId), check('order_item_lots_quantity_check', sql`quantity > 0`)],
);

/** Every status an order has had, in order: its timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: ref('order_id', () => orders.id),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    /** Issue 31 §1: who made the move, by name and role (an organisation's member, or `staff`); null: the member or the system. */
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Payment attempts: through a gateway (pending until its verified callback) or from store credit. */
export const payments = pgTable(
  'payments',
  {
    id: identity(900_000),
    orderId: ref('order_id', () => orders.id),
    memberId: ref('member_id', () => members.id),
    /** gateway or credit. */
    method: text('method').notNull(),
    gateway: text('gateway'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** pending, paid, failed or cancelled; leaves pending once. */
    status: text('status').notNull(),
    /** The gateway's (or the credit ledger's) reference. */
    reference: text('reference'),
    /**
     * An unguessable token naming a gateway payment in the browser's URLs (the sandbox's pay page):
     * payment ids are sequential, and must not be enough to reach another member's payment.
     */
    token: text('token').unique(),
    /**
     * A paid payment given back: `pending` (asked of the gateway, retried until it answers),
     * `refunded` (done; credit refunds are done at once) or `failed` (the gateway refused: staff act).
     */
    refundStatus: text('refund_status'),
    refundReference: text('refund_reference'),
    refundedAt: moment('refunded_at'),
    /** The receipt the gateway's verify gave a paid payment (Shaparak's `ref_id`), shown to the member. */
    receipt: text('receipt'),
    /** The card's masked number as the gateway's verify answered it (Shaparak: 6 first and 4 last digits). */
    cardPan: text('card_pan'),
    /** When reconciliation last asked the provider about this pending payment (its lease: one instance asks). */
    checkedAt: moment('checked_at'),
    createdAt: createdAt(),
    settledAt: moment('settled_at'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // Reconciliation's scan: gateway payments still pending.
    index('payments_pending_idx').on(t.createdAt).where(sql`status = 'pending' and method = 'gateway'`),
    // A callback names its payment by the provider's reference (Zarinpal's authority).
    index('payments_reference_idx').on(t.gateway, t.reference),
    // The refund job's scan: refunds still to be asked of the gateway.
    index('payments_refund_idx').on(t.id).where(sql`refund_status = 'pending'`),
  ],
);
