/**
 * Staff sessions (issue 28), apart from members': a refresh token in its own cookie (path
 * `/api/desk/auth/`), replaced on every use, and short access tokens of their own audience
 * (`staff`: never accepted as a member's, nor a member's as theirs). A session lives 12 hours at
 * most, and ends at once when the person's roles change or they are removed: every staff request
 * checks the session and the person's version in the database.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { StaffRole } from '../../../contract/constants.ts';
import type { Db } from '../../db/create-db.ts';
import { staff, staffSessions } from '../../db/schema.ts';
import { hashSecret, newToken } from '../auth/secrets.ts';
import { ISSUER } from '../auth/tokens.ts';

export const STAFF_ACCESS_TTL_S = 5 * 60;
export const STAFF_SESSION_MS = 12 * 3600_000;
const AUDIENCE = 'staff';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export type StaffCaller = { staffId: number; sessionId: string; name: string; roles: StaffRole[] };

/** Begins a session for a person: its refresh token (for the cookie) and its id. */
export async function startStaffSession(db: Db, secret: string, person: { id: number; version: number }, now = new Date()) {
  const token = newToken();
  const id = randomUUID();
  await db.insert(staffSessions).values({ id, staffId: person.id, tokenHash: hashSecret(secret, token), version: person.version, expiresAt: new Date(now.getTime() + STAFF_SESSION_MS) });
  return { token, sessionId: id };
}

/** The session's next refresh token (the one presented is spent, and refused from then on); null when the session is over. */
export async function renewStaffSession(db: Db, secret: string, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [s] = await tx
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashSecret(secret, token)))
      .for('update');
    if (!s || s.revokedAt || s.expiresAt <= now) return null;
    const next = newToken();
    await tx.update(staffSessions).set({ tokenHash: hashSecret(secret, next) }).where(eq(staffSessions.id, s.id));
    return { token: next, sessionId: s.id, staffId: s.staffId };
  });
}

/** Signs out: the session of this refresh token ends. */
export async function endStaffSession(db: Db, secret: string, token: string, now = new Date()) {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.tokenHash, hashSecret(secret, token)), isNull(staffSessions.revokedAt)));
}

export async function signStaffToken(secret: string, staffId: number, sessionId: string, now = new Date()) {
  const exp = Math.floor(now.getTime() / 1000) + STAFF_ACCESS_TTL_S;
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(staffId))
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, expires: new Date(exp * 1000).toISOString() };
}

/** The caller of a staff access token whose session is open and whose person is unchanged since it began; else null. */
export async function staffCaller(db: Db, secret: string, token: string, now = new Date()): Promise<StaffCaller | null> {
  let sub: number;
  let sid: string;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'] });
    sub = Number(payload.sub);
    sid = String(payload.sid);
  } catch {
    return null;
  }
  const [row] = await db
    .select({ id: staff.id, name: staff.name, roles: staff.roles })
    .from(staffSessions)
    .innerJoin(staff, and(eq(staff.id, staffSessions.staffId), eq(staff.version, staffSessions.version), isNull(staff.removedAt)))
    .where(and(eq(staffSessions.id, sid), eq(staffSessions.staffId, sub), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)));
  return row ? { staffId: row.id, sessionId: sid, name: row.name, roles: row.roles as StaffRole[] } : null;
}
