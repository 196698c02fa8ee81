/**
 * How often a member may write, per kind of write, counted in the database (every instance counts
 * the same writes; rate-limit.ts). Over a limit: 429 with Retry-After, and the storefront's outbox
 * keeps the write and sends it later. A write that is refused or fails is not counted (the count
 * is part of its transaction: idempotency.ts), and a replay of an Idempotency-Key is not a write.
 *
 * Uploads are counted in bytes a day as well: UPLOAD_QUOTA_BYTES_PER_DAY, 413 beyond it.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from './errors.ts';
import { charge, hit, type Limit } from './rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Each kind of member write and its limit. A route names its kind; any other write takes `write`. */
export const WRITE_LIMITS = {
  review: { max: 10, windowMs: HOUR },
  ticket: { max: 10, windowMs: HOUR },
  reply: { max: 40, windowMs: HOUR },
  attachment: { max: 40, windowMs: HOUR },
  recipient: { max: 20, windowMs: HOUR },
  order: { max: 20, windowMs: HOUR },
  payment: { max: 30, windowMs: HOUR },
  pricing: { max: 120, windowMs: 10 * MINUTE },
  favourite: { max: 300, windowMs: HOUR },
  write: { max: 60, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;
export type WriteKind = keyof typeof WRITE_LIMITS;

/** What one member may upload in a day (ticket attachments), in bytes. */
export const UPLOAD_QUOTA_BYTES_PER_DAY = 50 * 1024 * 1024;
const DAY = 24 * HOUR;
/** The day's upload quota as a limit: bytes in a sliding day. */
export const UPLOAD_QUOTA: Limit = { max: UPLOAD_QUOTA_BYTES_PER_DAY, windowMs: DAY };

/** Counts one write of `kind` for the signed-in member (after their auth, inside the write's transaction). */
export const limitWrites =
  (kind: WriteKind): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { max, windowMs } = WRITE_LIMITS[kind];
    await hit(c.var.db, `write:${kind}:${c.var.memberId}`, { max: max * c.var.config.writeLimitsFactor, windowMs }, 'You are doing this too often; wait a little and try again');
    await next();
  };

/** Charges an upload's bytes to the member's day: 413 when it would pass the quota. */
export async function chargeUpload(c: { var: AppEnv['Variables'] }, bytes: number): Promise<void> {
  if (bytes === 0) return;
  const ok = await charge(c.var.db, `upload:${c.var.memberId}`, bytes, UPLOAD_QUOTA);
  if (!ok) {
    throw new ApiError(413, `You have sent as many files today as a day allows (${UPLOAD_QUOTA_BYTES_PER_DAY / 1024 / 1024} MB); send the rest tomorrow`, {
      reason: 'upload_quota',
      max_bytes: UPLOAD_QUOTA_BYTES_PER_DAY,
    });
  }
}
