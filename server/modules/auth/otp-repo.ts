/** One-time sign-in codes (stored hashed) and the members they sign in. */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { creditAccounts, members, otpCodes } from '../../db/schema.ts';

export type OtpRow = typeof otpCodes.$inferSelect;
export type MemberRow = typeof members.$inferSelect;

/** The newest code sent to a number, used or not. */
export async function latestCode(db: Db, mobile: string): Promise<OtpRow | null> {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile)).orderBy(desc(otpCodes.createdAt)).limit(1);
  return row ?? null;
}

/** Stores a new code for the number; any code still pending for it stops counting. */
export async function issueCode(db: Db, code: { mobile: string; codeHash: string; expiresAt: Date; clientIp: string; now: Date }) {
  await db.transaction(async (tx) => {
    await tx.update(otpCodes).set({ consumedAt: code.now }).where(and(eq(otpCodes.mobile, code.mobile), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      mobile: code.mobile,
      codeHash: code.codeHash,
      expiresAt: code.expiresAt,
      clientIp: code.clientIp,
      createdAt: code.now,
    });
  });
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

/** Counts a wrong guess; the code is spent once `max` guesses were wrong. */
export async function recordWrongGuess(db: Db, otp: OtpRow, max: number, now: Date): Promise<{ attempts: number; spent: boolean }> {
  const attempts = otp.attempts + 1;
  const spent = attempts >= max;
  await db.update(otpCodes).set({ attempts, ...(spent ? { consumedAt: now } : {}) }).where(eq(otpCodes.id, otp.id));
  return { attempts, spent };
}

export async function consumeCode(db: Db, id: number, now: Date) {
  await db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, id));
}

export async function memberByMobile(db: Db, mobile: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.mobile, mobile));
  return row ?? null;
}

/** A new member with an empty credit account. */
export async function createMember(db: Db, m: { mobile: string; firstName: string; lastName: string }): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(members).values(m).returning();
    await tx.insert(creditAccounts).values({ memberId: created!.id });
    return created!;
  });
}
