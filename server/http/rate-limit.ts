/**
 * Sliding-window rate limits kept in the database, so that every server instance counts the same
 * requests. A window is cut into BUCKETS buckets; a key's row keeps the counts of the buckets that
 * still touch the window. What is counted is the current bucket and the BUCKETS before it, so a
 * window of `windowMs` never holds more than `max` (a bucket's worth longer, never shorter): no
 * burst of twice the limit across a boundary, and no count that starts again because the clock
 * passed a round minute. A hit that is refused is not counted, so Retry-After says when one
 * more fits. Over the limit: 429 with Retry-After, in the error shape.
 */
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/create-db.ts';
import { rateLimits } from '../db/schema.ts';
import { ApiError } from './errors.ts';

export type Limit = { max: number; windowMs: number };

/** Buckets a window is cut into. */
export const BUCKETS = 10;

const bucketMsOf = (limit: Limit) => Math.max(1, Math.floor(limit.windowMs / BUCKETS));
/** The number of the bucket `now` falls in. */
export const bucketOf = (now: Date, limit: Limit) => Math.floor(now.getTime() / bucketMsOf(limit));

/**
 * Adds `amount` to what `key` used in its window, only while the sum stays within `max`: one
 * conditional statement, so of many takes arriving together those that fit pass and the rest are
 * refused. `ok: false` with the seconds until `amount` fits again when it would go over.
 */
export async function take(db: Db, key: string, amount: number, limit: Limit, now = new Date()): Promise<{ ok: true } | { ok: false; retryAfterS: number }> {
  const bucket = bucketOf(now, limit);
  const oldest = bucket - BUCKETS;
  const retry = () => ({ ok: false as const, retryAfterS: Math.ceil(limit.windowMs / 1000) });
  if (amount > limit.max) return retry();
  // The row's buckets still in the window, with this take added to the current one.
  const kept = sql`select b, sum(n) as n from (
      select b, n from unnest(${rateLimits.bucketNos}, ${rateLimits.counts}) as u(b, n) where b >= ${oldest}
      union all select ${bucket}::bigint, ${amount}::integer
    ) as x group by b`;
  // This take's bucket, the newest, leaves the window then.
  const expiresAt = new Date((bucket + BUCKETS + 1) * bucketMsOf(limit));
  const rows = await db
    .insert(rateLimits)
    .values({ key, bucketNos: [bucket], counts: [amount], expiresAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        bucketNos: sql`array(select b from (${kept}) as k order by b)`,
        counts: sql`array(select n::integer from (${kept}) as k order by b)`,
        expiresAt,
      },
      setWhere: sql`(select coalesce(sum(n), 0) from unnest(${rateLimits.bucketNos}, ${rateLimits.counts}) as u(b, n) where b >= ${oldest}) + ${amount} <= ${limit.max}`,
    })
    .returning({ key: rateLimits.key });
  if (rows.length > 0) return { ok: true };
  // Refused: when do enough of the oldest buckets leave the window for `amount` to fit?
  const [row] = await db.select({ bucketNos: rateLimits.bucketNos, counts: rateLimits.counts }).from(rateLimits).where(eq(rateLimits.key, key));
  if (!row) return retry();
  const live = row.bucketNos.map((b, i) => ({ b, n: row.counts[i] ?? 0 })).filter((x) => x.b >= oldest);
  let over = live.reduce((s, x) => s + x.n, 0) + amount - limit.max;
  for (const { b, n } of live) {
    over -= n;
    // Bucket b stops counting once the current bucket is b + BUCKETS + 1.
    if (over <= 0) return { ok: false, retryAfterS: Math.max(1, Math.ceil(((b + BUCKETS + 1) * bucketMsOf(limit) - now.getTime()) / 1000)) };
  }
  return retry();
}

/** Counts one hit on `key`; throws 429 when the window already holds `max` hits. */
export async function hit(db: Db, key: string, limit: Limit, message: string, now = new Date()): Promise<void> {
  const taken = await take(db, key, 1, limit, now);
  if (!taken.ok) throw new ApiError(429, message, { retry_after_s: taken.retryAfterS }, { 'Retry-After': String(taken.retryAfterS) });
}

/** Adds `amount` to what `key` used in its window while the sum stays within `max`; false when it would go over. */
export async function charge(db: Db, key: string, amount: number, limit: Limit, now = new Date()): Promise<boolean> {
  return (await take(db, key, amount, limit, now)).ok;
}

/**
 * Drops the counters that count nothing any more (every bucket out of their window): each address
 * that once asked a captcha or sent a beacon would otherwise keep a row for ever. A counter taken
 * meanwhile is not dropped (its new expiry fails the condition, checked again on the row it waits
 * for); one dropped just before a take starts afresh, as it would have. Answers how many.
 */
export async function dropSpentLimits(db: Db, now = new Date()): Promise<number> {
  return (await db.delete(rateLimits).where(lte(rateLimits.expiresAt, now)).returning({ key: rateLimits.key })).length;
}
