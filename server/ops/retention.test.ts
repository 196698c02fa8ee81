/** The retention pass on the real database: what it drops, what it keeps, and passes that run at once. */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, members, otpCodes, refreshTokens } from '../db/schema.ts';
import { issueRefreshToken, revokeFamilyOf, rotateRefreshToken, sessionAlive } from '../modules/auth/tokens.ts';
import { fileHarness } from '../test/harness.ts';
import { IDEMPOTENCY_KEPT_DAYS } from '../../contract/constants.ts';
import { forgetSpent } from './retention.ts';

const h = fileHarness();
const SECRET = 'retention-test-secret-0123456789-0123456789';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const base = Date.UTC(2026, 11, 6, 12);
const at = (ms: number) => new Date(base + ms);

async function aMember(): Promise<number> {
  const [m] = await h.handle.db.select({ id: members.id }).from(members).limit(1);
  return m!.id;
}

const codesOf = async (prefix: string) => (await h.handle.db.select({ mobile: otpCodes.mobile }).from(otpCodes).where(like(otpCodes.mobile, `${prefix}%`))).map((r) => r.mobile).sort();

async function addCode(mobile: string, expiresAt: Date, consumed: boolean) {
  await h.handle.db.insert(otpCodes).values({ mobile, codeHash: 'x', expiresAt, clientIp: '203.0.113.9', consumedAt: consumed ? expiresAt : null, createdAt: new Date(expiresAt.getTime() - 2 * 60_000) });
}

describe('the retention pass', () => {
  it('drops one-time codes a day past their expiry, used or not, and keeps younger ones', async () => {
    const p = `0990${Math.floor(Math.random() * 1e5)}`;
    await addCode(`${p}01`, at(-2 * DAY), true);
    await addCode(`${p}02`, at(-2 * DAY), false);
    await addCode(`${p}03`, at(-DAY - 1), true);
    await addCode(`${p}04`, at(-HOUR), true);
    await addCode(`${p}05`, at(5 * 60_000), false);
    await forgetSpent(h.handle.db, at(0));
    expect(await codesOf(p)).toEqual([`${p}04`, `${p}05`]);
  });

  it('drops replaced and revoked refresh tokens a day past their expiry; a session keeps its newest token, so its devices are still its own', async () => {
    const db = h.handle.db;
    const memberId = await aMember();
    // A session used for a while: its first token replaced long ago, its newest still valid.
    const used = await issueRefreshToken(db, SECRET, memberId, randomUUID(), at(-40 * DAY));
    const next = await rotateRefreshToken(db, SECRET, used.token, at(-20 * DAY));
    expect(next.ok).toBe(true);
    // A session signed out, long over.
    const out = await issueRefreshToken(db, SECRET, memberId, randomUUID(), at(-40 * DAY));
    await revokeFamilyOf(db, SECRET, out.token, at(-35 * DAY));
    // A session left alone: its only token expired ten days ago, never replaced.
    const idle = await issueRefreshToken(db, SECRET, memberId, randomUUID(), at(-40 * DAY));
    // A token replaced that expired an hour ago: kept a day more.
    const recent = await issueRefreshToken(db, SECRET, memberId, randomUUID(), at(-30 * DAY - HOUR));
    const second = await rotateRefreshToken(db, SECRET, recent.token, at(-2 * DAY));
    expect((await rotateRefreshToken(db, SECRET, (second as { token: string }).token, at(-DAY))).ok).toBe(true);

    const { tokens } = await forgetSpent(db, at(0));
    expect(tokens).toBeGreaterThanOrEqual(2);
    const left = async (familyId: string) => (await db.select({ replacedAt: refreshTokens.replacedAt, revokedAt: refreshTokens.revokedAt }).from(refreshTokens).where(eq(refreshTokens.familyId, familyId))).length;
    expect(await left(used.familyId)).toBe(1);
    expect(await left(out.familyId)).toBe(0);
    expect(await left(idle.familyId)).toBe(1);
    expect(await left(recent.familyId)).toBe(3);
    // The sessions not signed out are still sessions (notices reach their devices); the one signed out is not.
    expect(await sessionAlive(db, memberId, used.familyId)).toBe(true);
    expect(await sessionAlive(db, memberId, idle.familyId)).toBe(true);
    expect(await sessionAlive(db, memberId, out.familyId)).toBe(false);
    // The used session's current token still refreshes; its dropped first token refreshes nothing.
    expect(await rotateRefreshToken(db, SECRET, used.token, at(0))).toEqual({ ok: false, reason: 'unknown' });
    expect((await rotateRefreshToken(db, SECRET, (next as { token: string }).token, at(0))).ok).toBe(true);
    // A replaced token still kept is judged as before: shown again after its successor was used, it ends its session.
    expect(await rotateRefreshToken(db, SECRET, recent.token, at(0))).toEqual({ ok: false, reason: 'reused' });
  });

  it(`drops idempotency keys after ${IDEMPOTENCY_KEPT_DAYS} days and keeps younger ones`, async () => {
    const db = h.handle.db;
    const memberId = 900_000 + Math.floor(Math.random() * 1e5);
    const row = (key: string, ageMs: number) => ({ memberId, key, requestHash: 'h', status: 201, body: { data: { id: 1 } }, createdAt: at(-ageMs) });
    await db.insert(idempotencyKeys).values([row('old', IDEMPOTENCY_KEPT_DAYS * DAY + HOUR), row('kept', IDEMPOTENCY_KEPT_DAYS * DAY - HOUR), row('new', HOUR)]);
    await forgetSpent(db, at(0));
    const keys = (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.memberId, memberId))).map((r) => r.key).sort();
    expect(keys).toEqual(['kept', 'new']);
  });

  it('drops a backlog over several passes, each row once, though passes run at the same time', async () => {
    const p = `0991${Math.floor(Math.random() * 1e5)}`;
    const mobiles = Array.from({ length: 25 }, (_, i) => `${p}${String(i).padStart(2, '0')}`);
    for (const m of mobiles) await addCode(m, at(-3 * DAY), true);
    const batch = 10;
    let dropped = 0;
    // Four passes together, each allowed ten: at most 25 between them, each counted by the pass that dropped it.
    const first = await Promise.all(Array.from({ length: 4 }, () => forgetSpent(h.handle.db, at(0), batch)));
    for (const f of first) expect(f.codes).toBeLessThanOrEqual(batch);
    dropped += first.reduce((n, f) => n + f.codes, 0);
    expect(dropped).toBe(25 - (await codesOf(p)).length);
    for (let pass = 0; pass < 3 && dropped < 25; pass++) dropped += (await forgetSpent(h.handle.db, at(0), batch)).codes;
    expect(dropped).toBe(25);
    expect(await h.handle.db.select().from(otpCodes).where(and(inArray(otpCodes.mobile, mobiles)))).toEqual([]);
  });
});
