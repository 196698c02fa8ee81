/** Members and what signs them in (captchas, one-time codes, refresh tokens), their favourites and store credit, and the shared counters of idempotency keys and rate limits. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { identity, moment, createdAt, ref } from './columns.ts';

export const members = pgTable('members', {
  id: identity(1000),
  /** The normalised national number, 10 digits starting with 9 (spec §5). */
  mobile: text('mobile').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Order news by SMS (paid, shipped): on unless the member turns it off. */
  smsNotifications: boolean('sms_notifications').notNull().default(true),
  /** The member's e-mail (UpdateProfile, issue 29), lower-cased; with a password, a second way to sign in (login type Email). */
  email: text('email').unique(),
  /** scrypt of the member's password (server/modules/member/passwords.ts); null: no e-mail sign-in. */
  passwordHash: text('password_hash'),
  /** The calendar the member reads dates in (spec §3: Jalali 1, Gregorian 2); null: their language's. */
  calendar: smallint('calendar'),
  createdAt: createdAt(),
});

/** A captcha the client asked for under its own id; its answer is stored hashed and used once. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
  createdAt: createdAt(),
});

/** One-time codes sent by SMS: hashed, short-lived, a limited number of guesses. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_mobile_idx').on(t.mobile, t.createdAt),
    index('otp_ip_idx').on(t.clientIp, t.createdAt),
    // At most one code waits per number: of sends racing for a number, one inserts and the others
    // conflict (otp-repo.ts issueCode), so one SMS goes out per resend window.
    uniqueIndex('otp_pending_idx').on(t.mobile).where(sql`consumed_at is null`),
    // What the retention pass drops (server/ops/retention.ts): codes a day past their expiry.
    index('otp_expires_idx').on(t.expiresAt),
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
    memberId: ref('member_id', () => members.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: moment('expires_at').notNull(),
    replacedAt: moment('replaced_at'),
    revokedAt: moment('revoked_at'),
    createdAt: createdAt(),
  },
  // The retention pass (server/ops/retention.ts) drops replaced and revoked tokens a day past their expiry.
  (t) => [index('refresh_family_idx').on(t.familyId), index('refresh_expires_idx').on(t.expiresAt).where(sql`replaced_at is not null or revoked_at is not null`)],
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
    createdAt: createdAt(),
  },
  // The retention pass (server/ops/retention.ts) drops keys older than IDEMPOTENCY_KEPT_DAYS.
  (t) => [primaryKey({ columns: [t.memberId, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

export const favorites = pgTable(
  'favorites',
  {
    memberId: ref('member_id', () => members.id),
    productId: ref('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] })],
);

/**
 * A member's "tell me when it is back" on a product out of stock (issue 31 §5): one per member and
 * product. The order jobs tell the member once, when the product has stock again, by setting
 * `notified_at` in the statement that takes the row, in the transaction that writes the notice;
 * asking again after that arms it anew (`notified_at` back to null).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    memberId: ref('member_id', () => members.id),
    productId: ref('product_id', () => products.id),
    /** The language the member asked in, which the notice is worded in. */
    lang: text('lang').notNull(),
    createdAt: createdAt(),
    notifiedAt: moment('notified_at'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] }), index('stock_alerts_waiting_idx').on(t.productId).where(sql`notified_at is null`)],
);

/** A member's store-credit account; balance is the sum of its credits. */
export const creditAccounts = pgTable('credit_accounts', {
  id: identity(5000),
  memberId: integer('member_id')
    .notNull()
    .unique()
    .references(() => members.id),
  createdAt: createdAt(),
});

/** Store-credit movements in Rial: positive adds, negative spends. */
export const credits = pgTable(
  'credits',
  {
    id: identity(70_000),
    accountId: ref('account_id', () => creditAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 1 top-up, 2 refund, 3 purchase, 4 gift. */
    kind: smallint('kind').notNull(),
    descriptionFa: text('description_fa').notNull(),
    descriptionEn: text('description_en').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [index('credits_account_idx').on(t.accountId, t.createdAt)],
);

/** Sliding-window counters for rate limits, shared by every server instance (http/rate-limit.ts): a key's buckets still in its window, oldest first, and what each counted. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  bucketNos: bigint('bucket_nos', { mode: 'number' }).array().notNull(),
  counts: integer('counts').array().notNull(),
  /** When the newest bucket leaves the window: from then on the row counts nothing and is dropped (dropSpentLimits). */
  expiresAt: moment('expires_at').notNull(),
}, (t) => [index('rate_limits_expires_idx').on(t.expiresAt)]);
