/** One-time sign-in codes (stored hashed) and the members they sign in. */
import { and, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { creditAccounts, members, otpCodes, rateLimits } from '../../db/schema.ts';

export type OtpRow = typeof otpCodes.$inferSelect;
export type MemberRow = typeof members.$inferSelect;

/** The newest code sent to a number, used or not. */
export async function latestCode(db: Db, mobile: string): Promise<OtpRow | null> {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile)).orderBy(desc(otpCodes.createdAt)).limit(1);
  return row ?? null;
}

/**
 * Issues a new code for the number unless one was sent within `resendS`: a pending code older than
 * that is replaced (it stops counting), and the new one is inserted under the index that allows one
 * pending code per number, so that of many sends arriving together exactly one issues a code (the
 * others conflict on the index and answer null). `alsoCount` runs in the same transaction (the
 * number's send budget): when it refuses, no code is issued.
 */
export async function issueCode(
  db: Db,
  code: { mobile: string; codeHash: string; expiresAt: Date; clientIp: string; now: Date; resendS: number },
  alsoCount: (tx: Db) => Promise<void>,
): Promise<{ id: number } | null> {
  return db.transaction(async (tx) => {
    const replaceable = new Date(code.now.getTime() - code.resendS * 1000);
    await tx
      .update(otpCodes)
      .set({ consumedAt: code.now })
      .where(and(eq(otpCodes.mobile, code.mobile), isNull(otpCodes.consumedAt), lte(otpCodes.createdAt, replaceable)));
    const [row] = await tx
      .insert(otpCodes)
      .values({ mobile: code.mobile, codeHash: code.codeHash, expiresAt: code.expiresAt, clientIp: code.clientIp, createdAt: code.now })
      .onConflictDoNothing({ target: otpCodes.mobile, where: sql`consumed_at is null` })
      .returning({ id: otpCodes.id });
    if (!row) return null;
    await alsoCount(tx as unknown as Db);
    return row;
  });
}

/** Takes back a code that could not be sent: it never counted, and the number may ask again at once. */
export async function withdrawCode(db: Db, id: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** The code that may still be used for the number: newest, unused, unexpired. */
export async function pendingCode(db: Db, mobile: string, now: Date): Promise<OtpRow | null> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Claims one guess on the number's pending code, in one statement: the guess is counted before the
 * code is compared, so that however many guesses arrive at once, at most `max` are ever checked.
 * Null when the number has no code that may still be tried.
 */
export async function claimGuess(db: Db, mobile: string, max: number, now: Date): Promise<{ id: number; codeHash: string; attempts: number } | null> {
  const pending = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(inArray(otpCodes.id, pending), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, max)))
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
  return row ?? null;
}

/** Spends a code: true for the one caller that did (a code signs in once), false for any other. */
export async function consumeCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

/** The rate-limit key of a number's budget of codes (auth-routes.ts LIMITS.sendPerMobile). */
export const numberBudgetKey = (mobile: string) => `otp:mobile:${mobile}`;

/**
 * Spends a right code (of requests that arrive together with it, one spends it: false for the
 * others) and, in the same transaction, clears its number's budget of codes. The budget stops
 * codes being pumped at a number nobody signs in with; once its owner has proved it, a sign-in on
 * another device (a ward's computer, then the phone) starts with the whole budget again.
 */
export async function spendRightCode(db: Db, id: number, mobile: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await consumeCode(tx as unknown as Db, id, now))) return false;
    await tx.delete(rateLimits).where(eq(rateLimits.key, numberBudgetKey(mobile)));
    return true;
  });
}

export async function memberByMobile(db: Db, mobile: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.mobile, mobile));
  return row ?? null;
}

/**
 * The member of this number, created (with an empty credit account) when new. Two sign-ups of
 * one number at once make one member: the second finds the first's.
 */
export async function findOrCreateMember(db: Db, m: { mobile: string; firstName: string; lastName: string }): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(members).values(m).onConflictDoNothing({ target: members.mobile }).returning();
    if (created) {
      await tx.insert(creditAccounts).values({ memberId: created.id }).onConflictDoNothing();
      return created;
    }
    const [existing] = await tx.select().from(members).where(eq(members.mobile, m.mobile));
    return existing!;
  });
}
