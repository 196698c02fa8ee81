/**
 * What the store keeps only as long as it serves a purpose, dropped by the background jobs
 * (order-jobs.ts, every 30 s on every instance): without this, each table below grows with every
 * sign-in, every token refresh and every member write for as long as the store runs.
 *
 * - rate-limit counters once they count nothing (rate-limit.ts `dropSpentLimits`);
 * - one-time codes a day past their expiry (a code lives minutes; the resend wait reads the newest);
 * - refresh tokens a day past their expiry once replaced or revoked. Each refresh replaces the
 *   token, so an active session leaves dozens a day. A session's newest token stays, expired or
 *   not: its family is how a device's push subscription is known to belong to a session that was
 *   not signed out (notices.ts). A replaced token shown again while it is kept is judged as
 *   before (tokens.ts: it may end its session); once dropped it is refused as unknown instead,
 *   which it would have been as expired: it refreshes nothing either way;
 * - idempotency keys after IDEMPOTENCY_KEPT_DAYS (contract/constants.ts): a replay comes from a
 *   device's outbox, which sends as soon as it is online and signed in (a session lasts 30 days
 *   without use: tokens.ts `REFRESH_TTL_MS`), and which does not replay a key that old: an entry
 *   tried that long ago is shown to the member as kept too long, to check and send again
 *   (src/device/outbox/outbox-rules.ts `keptTooLong`).
 *
 * Each is one DELETE of at most `batch` rows found on an index: a backlog (a store upgraded after
 * years) drains over a few passes without holding locks on many rows at once, and passes on two
 * instances at the same time drop each row once.
 */
import { and, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { IDEMPOTENCY_KEPT_DAYS } from '../../contract/constants.ts';
import type { Db } from '../db/create-db.ts';
import { idempotencyKeys, otpCodes, refreshTokens } from '../db/schema.ts';
import { dropSpentLimits } from '../http/rate-limit.ts';

/** The most rows of one table dropped by one pass. */
export const RETENTION_BATCH = 5_000;

const DAY_MS = 86_400_000;

export type Forgotten = { limits: number; codes: number; tokens: number; keys: number };

/** Drops at most `batch` rows of `table` that meet `condition`, in one statement; answers how many. */
async function dropSome(db: Db, table: PgTable, condition: SQL | undefined, batch: number): Promise<number> {
  // The condition again on the row deleted: a row found by the inner select is dropped only if it still meets it.
  const found = sql`array(select ctid from ${table} where ${condition} limit ${batch})`;
  const dropped = await db.delete(table).where(and(condition, sql`ctid = any(${found})`)).returning({ one: sql`1` });
  return dropped.length;
}

/** One retention pass at `now`: how many rows of each kind it dropped. */
export async function forgetSpent(db: Db, now = new Date(), batch = RETENTION_BATCH): Promise<Forgotten> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const limits = await dropSpentLimits(db, now);
  const codes = await dropSome(db, otpCodes, lte(otpCodes.expiresAt, dayAgo), batch);
  // The condition of the partial index refresh_expires_idx, written as it is there.
  const ended = or(isNotNull(refreshTokens.replacedAt), isNotNull(refreshTokens.revokedAt));
  const tokens = await dropSome(db, refreshTokens, and(lte(refreshTokens.expiresAt, dayAgo), ended), batch);
  const keys = await dropSome(db, idempotencyKeys, lte(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEPT_DAYS * DAY_MS)), batch);
  return { limits, codes, tokens, keys };
}
