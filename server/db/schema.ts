/**
 * The one Drizzle schema, shared by PGlite and PostgreSQL. Localised text is stored as a
 * column per language (`*_fa`, `*_en`) so that search and sort run in SQL in either language.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type StoredImage = { url: string; alt_fa: string; alt_en: string };
export type StoredSpecification = {
  key: string;
  name_fa: string;
  name_en: string;
  value_fa: string;
  value_en: string;
};

export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    moduleId: integer('module_id').notNull(),
    parentId: integer('parent_id'),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionFa: text('description_fa'),
    descriptionEn: text('description_en'),
    /** Unique route keyword: `/product/category/{url_keywords}/{page_url}`. */
    urlKeywords: text('url_keywords').unique(),
    /** Null when the category has no page url: then `/product/category/{id}` is its route. */
    pageUrl: text('page_url'),
    status: smallint('status').notNull().default(1),
    disableInWebservice: boolean('disable_in_webservice').notNull().default(false),
    order: integer('sort_order').notNull().default(0),
    image: jsonb('image').$type<StoredImage | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId), index('categories_module_idx').on(t.moduleId)],
);

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionFa: text('description_fa'),
  descriptionEn: text('description_en'),
  countryFa: text('country_fa'),
  countryEn: text('country_en'),
  logo: jsonb('logo').$type<StoredImage | null>(),
  urlKeywords: text('url_keywords').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    summaryFa: text('summary_fa'),
    summaryEn: text('summary_en'),
    descriptionFa: text('description_fa'),
    descriptionEn: text('description_en'),
    /** Integer Rial. */
    price: bigint('price', { mode: 'number' }).notNull(),
    priceWithGuarantee: bigint('price_with_guarantee', { mode: 'number' }),
    guaranteeMonths: integer('guarantee_months'),
    stock: integer('stock').notNull().default(0),
    images: jsonb('images').$type<StoredImage[]>().notNull().default(sql`'[]'::jsonb`),
    specifications: jsonb('specifications')
      .$type<StoredSpecification[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    urlKeywords: text('url_keywords').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What a search matches, folded (storefront_fold): both titles, the code and the
     * specification values. Written by the database (a trigger, migration 0006) on every insert
     * and update, whoever writes; a trigram index answers `like '%word%'` from it.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    // Every filter and sort of the list (spec §7) has an index. Lists show active products
    // only, so the indexes hold only those: a list's total is an index-only scan too.
    index('products_category_idx').on(t.categoryId, t.createdAt).where(sql`status = 1`),
    index('products_brand_idx').on(t.brandId, t.createdAt).where(sql`status = 1`),
    index('products_created_idx').on(t.createdAt, t.id).where(sql`status = 1`),
    index('products_price_idx').on(t.price, t.id).where(sql`status = 1`),
    index('products_stock_idx').on(t.stock, t.id).where(sql`status = 1`),
    index('products_title_fa_idx').on(t.titleFa, t.id).where(sql`status = 1`),
    index('products_title_en_idx').on(t.titleEn, t.id).where(sql`status = 1`),
    index('products_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

// ---------- content ----------

/** News articles and events; `category_id` points at a category of module 1 (111 events, 112 articles). */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** 1 article, 2 event, 3 press release. */
    typeId: smallint('type_id').notNull(),
    /** Where it is published: 1 website, 2 app, 3 newsletter. */
    outputIds: integer('output_ids').array().notNull(),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    summaryFa: text('summary_fa').notNull(),
    summaryEn: text('summary_en').notNull(),
    bodyFa: text('body_fa').notNull(),
    bodyEn: text('body_en').notNull(),
    image: jsonb('image').$type<StoredImage | null>(),
    keywordsFa: text('keywords_fa').notNull().default(''),
    keywordsEn: text('keywords_en').notNull().default(''),
    eventStartsAt: timestamp('event_starts_at', { withTimezone: true }),
    eventLocationFa: text('event_location_fa'),
    eventLocationEn: text('event_location_en'),
    urlKeywords: text('url_keywords').notNull(),
    status: smallint('status').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('news_category_idx').on(t.categoryId), index('news_published_idx').on(t.publishedAt)],
);

export type StoredAlbumImage = StoredImage & { caption_fa: string; caption_en: string };

export const albums = pgTable('albums', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionFa: text('description_fa'),
  descriptionEn: text('description_en'),
  images: jsonb('images').$type<StoredAlbumImage[]>().notNull(),
  status: smallint('status').notNull().default(1),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    questionFa: text('question_fa').notNull(),
    questionEn: text('question_en').notNull(),
    answerFa: text('answer_fa').notNull(),
    answerEn: text('answer_en').notNull(),
    order: integer('sort_order').notNull().default(0),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_category_idx').on(t.categoryId)],
);

export type BoxData = {
  category_ids?: number[];
  product_ids?: number[];
  news_category_ids?: number[];
  link?: string;
  limit?: number;
};

/** Content boxes that compose pages (`page_id` 1 is the home page). */
export const boxes = pgTable('boxes', {
  id: integer('id').primaryKey(),
  pageId: integer('page_id').notNull(),
  kind: text('kind').notNull(),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en').notNull(),
  bodyFa: text('body_fa'),
  bodyEn: text('body_en'),
  /** Space-separated keywords; `search_keywords` matches them. */
  keywords: text('keywords').notNull().default(''),
  data: jsonb('data').$type<BoxData>().notNull().default(sql`'{}'::jsonb`),
  order: integer('sort_order').notNull().default(0),
  status: smallint('status').notNull().default(1),
});

// ---------- places ----------

export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  countryId: integer('country_id').notNull(),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en').notNull(),
  code: text('code').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    /** 1 the province capital, 2 a major city, 3 any other. */
    ranking: smallint('ranking').notNull(),
  },
  (t) => [index('cities_province_idx').on(t.provinceId)],
);

// ---------- reviews ----------

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10_000 }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Null for reviews written before member accounts existed (demo data). */
    memberId: integer('member_id'),
    authorName: text('author_name').notNull(),
    lang: text('lang').notNull(),
    description: text('description').notNull(),
    rate: smallint('rate').notNull(),
    parentId: integer('parent_id'),
    /** 1 published, 0 waiting for moderation. */
    status: smallint('status').notNull().default(1),
    /** The author asked to be told when it is published (spec: alert_published). */
    alertPublished: boolean('alert_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_product_idx').on(t.productId), index('reviews_member_idx').on(t.memberId)],
);

// ---------- members and sessions ----------

export const members = pgTable('members', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  /** The normalised national number, 10 digits starting with 9 (spec §5). */
  mobile: text('mobile').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A captcha the client asked for under its own id; its answer is stored hashed and used once. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes sent by SMS: hashed, short-lived, a limited number of guesses. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_mobile_idx').on(t.mobile, t.createdAt),
    index('otp_ip_idx').on(t.clientIp, t.createdAt),
    // At most one code waits per number: of sends racing for a number, one inserts and the others
    // conflict (otp-repo.ts issueCode), so one SMS goes out per resend window.
    uniqueIndex('otp_pending_idx').on(t.mobile).where(sql`consumed_at is null`),
  ],
);

/**
 * Refresh tokens, stored hashed. Each use replaces the token with a new one of the same family;
 * presenting a replaced token again revokes the whole family (a stolen token was used).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: text('family_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_family_idx').on(t.familyId)],
);

/** The first response to each (member, Idempotency-Key), replayed for a repeat of the same request. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: integer('member_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] })],
);

export const favorites = pgTable(
  'favorites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] })],
);

/** A member's store-credit account; balance is the sum of its credits. */
export const creditAccounts = pgTable('credit_accounts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5000 }),
  memberId: integer('member_id')
    .notNull()
    .unique()
    .references(() => members.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Store-credit movements in Rial: positive adds, negative spends. */
export const credits = pgTable(
  'credits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 70_000 }),
    accountId: integer('account_id')
      .notNull()
      .references(() => creditAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 1 top-up, 2 refund, 3 purchase, 4 gift. */
    kind: smallint('kind').notNull(),
    descriptionFa: text('description_fa').notNull(),
    descriptionEn: text('description_en').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credits_account_idx').on(t.accountId, t.createdAt)],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

// ---------- store: shipping, recipients, discounts, orders, payments ----------

/** Shipping methods (the spec's transmits). */
export const transmits = pgTable('transmits', {
  id: integer('id').primaryKey(),
  /** post, courier or pickup. */
  kind: text('kind').notNull(),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionFa: text('description_fa').notNull(),
  descriptionEn: text('description_en').notNull(),
  /** Integer Rial. */
  price: bigint('price', { mode: 'number' }).notNull(),
  freeOver: bigint('free_over', { mode: 'number' }),
  deliveryDaysMin: smallint('delivery_days_min').notNull(),
  deliveryDaysMax: smallint('delivery_days_max').notNull(),
  order: integer('sort_order').notNull().default(0),
  status: smallint('status').notNull().default(1),
});

/** A member's delivery addresses. Orders keep a copy, so a recipient can change or go. */
export const recipients = pgTable(
  'recipients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 300 }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  oncePerMember: boolean('once_per_member').notNull().default(false),
});

/** Which member used a once-per-member code, on which order: the primary key makes it once. */
export const discountUses = pgTable(
  'discount_uses',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.memberId] })],
);

export type StoredRecipient = {
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
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10_700 }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** One of ORDER_STATUSES; changed only along ORDER_TRANSITIONS. */
    status: text('status').notNull(),
    recipient: jsonb('recipient').$type<StoredRecipient>().notNull(),
    transmit: jsonb('transmit').$type<StoredTransmit>().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    discountCode: text('discount_code'),
    shipping: bigint('shipping', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    /**
     * Until when an unpaid order holds its stock (ORDER_HOLD_MINUTES after it was placed): past it
     * the order cannot be paid and the server cancels it, giving the stock back. Null once paid.
     */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt),
    // The hold-expiry job's scan: unpaid orders by the end of their hold.
    index('orders_hold_idx').on(t.holdUntil).where(sql`status in ('awaiting_payment', 'payment_failed')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    guaranteed: boolean('guaranteed').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    comment: text('comment').notNull().default(''),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Every status an order has had, in order: its timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Payment attempts: through a gateway (pending until its verified callback) or from store credit. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 900_000 }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
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
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // The refund job's scan: refunds still to be asked of the gateway.
    index('payments_refund_idx').on(t.id).where(sql`refund_status = 'pending'`),
  ],
);

// ---------- ticketing: units, categories, tickets, their thread and files ----------

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

// ---------- first-party analytics ----------

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
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_at_idx').on(t.at, t.kind)],
);
