/**
 * Fixed-window rate limits kept in the database, so that every server instance counts the same
 * requests. Over the limit: 429 with Retry-After, in the error shape.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/create-db.ts';
import { rateLimits } from '../db/schema.ts';
import { ApiError } from './errors.ts';

export type Limit = { max: number; windowMs: number };

/** The start of the fixed window `now` falls in. */
const windowStartOf = (now: Date, limit: Limit) => new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);

/** Counts one hit on `key`; throws 429 once the window holds more than `max` hits. */
export async function hit(db: Db, key: string, limit: Limit, message: string, now = new Date()): Promise<void> {
  const windowStart = windowStartOf(now, limit);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + 1 else 1 end`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  if (row && row.count > limit.max) {
    const retryAfterS = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
    throw new ApiError(429, message, { retry_after_s: retryAfterS }, { 'Retry-After': String(retryAfterS) });
  }
}

/**
 * Adds `amount` to what `key` used in the current window, only while the sum stays within `max`
 * (one conditional statement: of many charges arriving together, those that fit pass and the rest
 * are refused). False when it would go over.
 */
export async function charge(db: Db, key: string, amount: number, limit: Limit, now = new Date()): Promise<boolean> {
  const windowStart = windowStartOf(now, limit);
  if (amount > limit.max) return false;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: amount })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart} then ${rateLimits.count} + ${amount} else ${amount} end`,
        windowStart,
      },
      setWhere: sql`${rateLimits.windowStart} <> ${windowStart} or ${rateLimits.count} + ${amount} <= ${limit.max}`,
    })
    .returning({ count: rateLimits.count });
  return rows.length > 0;
}
