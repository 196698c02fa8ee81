/**
 * Access tokens (short-lived JWT, HS256) and refresh tokens (random, stored hashed, rotated on
 * every use; a replayed one revokes its family, unless the replay is an answer that never arrived).
 */
import type { CalendarType } from '../../../contract/constants.ts';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db, Queryable } from '../../db/create-db.ts';
import { members, refreshTokens } from '../../db/schema.ts';
import { hashSecret, newToken } from './secrets.ts';
import { forgetSessionDevices } from '../notify/push-subscriptions.ts';
import { dialledMobile } from '../../../shared/phone.ts';

export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;
export const ISSUER = 'medsupply-storefront';

export type SessionUser = { id: number; mobile: string; first_name: string; last_name: string; calendar?: CalendarType | null };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * An access token for a member's session: `fam` names the session's refresh family, so that
 * signing out (which revokes the family) ends the access token too.
 */
export async function signAccessToken(secret: string, memberId: number, familyId: string, now = new Date()) {
  const exp = Math.floor(now.getTime() / 1000) + ACCESS_TTL_S;
  const token = await new SignJWT({ fam: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(memberId))
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, expires: new Date(exp * 1000).toISOString() };
}

/** The member and session of a valid, unexpired token (one without `exp` is not valid), or null. */
export async function verifyAccessToken(secret: string, token: string): Promise<{ memberId: number; familyId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'fam'] });
    const id = Number(payload.sub);
    const fam = payload.fam;
    // A staff token (its own audience, modules/staff) is never a member's.
    if (payload.aud !== undefined) return null;
    return Number.isInteger(id) && id > 0 && typeof fam === 'string' ? { memberId: id, familyId: fam } : null;
  } catch {
    return null;
  }
}

export async function issueRefreshToken(db: Db, secret: string, memberId: number, familyId = randomUUID(), now = new Date()) {
  const token = newToken();
  await db.insert(refreshTokens).values({
    familyId,
    memberId,
    tokenHash: hashSecret(secret, token),
    expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
  });
  return { token, familyId };
}

/** Whether the member exists and the session (refresh family) has not been signed out or revoked. */
export async function sessionAlive(db: Db, memberId: number, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .innerJoin(members, eq(members.id, refreshTokens.memberId))
    .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return Boolean(row);
}

export type RotateResult =
  | { ok: true; memberId: number; familyId: string; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked' };

/**
 * How long a just-replaced refresh token is still honoured. A refresh whose answer never reached
 * the browser (the tab navigated or closed mid-request) leaves it holding the old cookie; within
 * this window that is a lost answer, not a stolen token.
 */
export const REUSE_GRACE_MS = 20_000;

/**
 * Exchanges a refresh token for a new one. A token used twice revokes its whole family, except
 * where the first answer can only have been lost:
 * - the second use comes within REUSE_GRACE_MS of the first (two tabs at once, a navigation): it
 *   gets a new token of its own;
 * - nothing issued after it was ever used (the device went offline while the answer was on its
 *   way, and comes back later with the token it still holds): it gets a new token, and what it
 *   never received is retired, so that whoever shows a retired token later ends the family. A
 *   thief holding an old token gets one refresh before the device's next one ends them both.
 */
export async function rotateRefreshToken(db: Db, secret: string, token: string, now = new Date()): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashSecret(secret, token))).for('update');
    if (!row) return { ok: false, reason: 'unknown' } as const;
    const revokeFamily = async () => {
      await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      await forgetSessionDevices(tx, row.familyId);
    };
    // Signed out (the family is revoked already), or a token retired unused below: shown again, it is stolen.
    if (row.revokedAt) {
      await revokeFamily();
      return { ok: false, reason: 'revoked' } as const;
    }
    const justReplaced = row.replacedAt !== null && now.getTime() - row.replacedAt.getTime() < REUSE_GRACE_MS;
    if (row.replacedAt && !justReplaced) {
      // Its successors, locked: were any of them used (or is the family ended)?
      const later = await tx.select({ id: refreshTokens.id, replacedAt: refreshTokens.replacedAt, revokedAt: refreshTokens.revokedAt }).from(refreshTokens).where(and(eq(refreshTokens.familyId, row.familyId), gt(refreshTokens.id, row.id))).for('update');
      const neverArrived = later.length > 0 && later.every((t) => t.replacedAt === null && t.revokedAt === null);
      if (!neverArrived) {
        await revokeFamily();
        return { ok: false, reason: 'reused' } as const;
      }
      await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, row.familyId), gt(refreshTokens.id, row.id)));
    }
    if (row.expiresAt <= now) return { ok: false, reason: 'expired' } as const;
    if (!row.replacedAt) await tx.update(refreshTokens).set({ replacedAt: now }).where(eq(refreshTokens.id, row.id));
    const next = newToken();
    await tx.insert(refreshTokens).values({
      familyId: row.familyId,
      memberId: row.memberId,
      tokenHash: hashSecret(secret, next),
      expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
    });
    return { ok: true, memberId: row.memberId, familyId: row.familyId, token: next } as const;
  });
}

/** Signs out: the token's family can no longer be refreshed. */
export async function revokeFamilyOf(db: Db, secret: string, token: string, now = new Date()) {
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashSecret(secret, token)));
  if (!row) return;
  // The session's devices are told nothing more, in the same transaction as its end.
  await db.transaction(async (tx) => {
    await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    await forgetSessionDevices(tx, row.familyId);
  });
}

/**
 * Ends every session of the member but `keep` (the one asking), in the caller's transaction: a new
 * password signs out whoever else was signed in (a member who suspects someone changes it), and
 * their devices are told nothing more. Returns how many sessions ended.
 */
export async function revokeOtherSessions(db: Queryable, memberId: number, keep: string, now = new Date()): Promise<number> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.memberId, memberId), ne(refreshTokens.familyId, keep), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  const families = new Set(ended.map((r) => r.familyId));
  for (const family of families) await forgetSessionDevices(db, family);
  return families.size;
}

export async function sessionUser(db: Db, memberId: number): Promise<SessionUser | null> {
  const [m] = await db.select().from(members).where(eq(members.id, memberId));
  return m ? { id: m.id, mobile: dialledMobile(m.mobile), first_name: m.firstName, last_name: m.lastName, calendar: m.calendar as CalendarType | null } : null;
}
