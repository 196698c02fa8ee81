/** Hashing and secrets for the sign-in flow. */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { meta } from '../../db/schema.ts';

/** HMAC-SHA256 of a short secret (code, captcha answer, token) under the server's key. */
export const hashSecret = (key: string, value: string) => createHmac('sha256', key).update(value).digest('base64url');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A 6-digit code from a secure random source. */
export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newToken = () => randomBytes(32).toString('base64url');

/**
 * The signing key: AUTH_SECRET when configured; in demo mode one generated on first start and
 * kept in the database, so that restarts (and every instance) keep sessions valid.
 */
export async function authSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(meta).values({ key: 'auth:secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(meta).where(eq(meta.key, 'auth:secret'));
  return row!.value;
}
