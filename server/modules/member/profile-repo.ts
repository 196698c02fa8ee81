/** The member's profile (issue 29: login type UpdateProfile): name, e-mail, password and calendar. */
import { eq } from 'drizzle-orm';
import type { CalendarType } from '../../../contract/constants.ts';
import type { Profile, ProfileUpdateBody } from '../../../contract/member.ts';
import { dialledMobile } from '../../../shared/phone.ts';
import { passwordAccepted, PASSWORD_DIFFICULTY, PASSWORD_MIN_LENGTH } from '../../../shared/password.ts';
import type { Db } from '../../db/create-db.ts';
import { members } from '../../db/schema.ts';
import { conflict, missing, refused } from '../../domain-error.ts';
import { hashPassword } from './passwords.ts';
import { revokeOtherSessions } from '../auth/tokens.ts';

type MemberRow = typeof members.$inferSelect;

const profileOf = (m: MemberRow): Profile => ({
  first_name: m.firstName,
  last_name: m.lastName,
  mobile: dialledMobile(m.mobile),
  email: m.email,
  has_password: m.passwordHash !== null,
  calendar: m.calendar as CalendarType | null,
});

export async function getProfile(db: Db, memberId: number): Promise<Profile> {
  const [m] = await db.select().from(members).where(eq(members.id, memberId));
  if (!m) throw missing('No such member');
  return profileOf(m);
}

/** Postgres's unique_violation, from drizzle's wrapped error or the driver's own. */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** Name, e-mail and calendar. An e-mail another member has is refused (409); removing it ends e-mail sign-in. */
export async function updateProfile(db: Db, memberId: number, body: { first_name: string; last_name: string; email: string | null; calendar: ProfileUpdateBody['calendar'] }): Promise<Profile> {
  try {
    const [m] = await db
      .update(members)
      .set({ firstName: body.first_name, lastName: body.last_name, email: body.email, calendar: body.calendar, ...(body.email === null ? { passwordHash: null } : {}) })
      .where(eq(members.id, memberId))
      .returning();
    if (!m) throw missing('No such member');
    return profileOf(m);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('This e-mail belongs to another account', { field: 'email', reason: 'email_taken' });
    throw err;
  }
}

/**
 * A new password, at the store's strength (spec §5); the member needs an e-mail to sign in with it.
 * Every other session of the member ends with it, in one transaction: the session asking stays.
 */
export async function setPassword(db: Db, memberId: number, password: string, keepSession: string): Promise<Profile> {
  if (!passwordAccepted(password)) {
    throw refused(`The password needs ${PASSWORD_MIN_LENGTH[PASSWORD_DIFFICULTY]} characters or more, with a lower-case and an upper-case letter, a digit and one of $ @ # & !`, {
      field: 'password',
      reason: 'weak_password',
    });
  }
  const [had] = await db.select({ email: members.email }).from(members).where(eq(members.id, memberId));
  if (!had) throw missing('No such member');
  if (!had.email) throw refused('Add your e-mail first: it is what you sign in with', { field: 'email', reason: 'email_required' });
  const passwordHash = await hashPassword(password);
  const m = await db.transaction(async (tx) => {
    const [row] = await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId)).returning();
    await revokeOtherSessions(tx, memberId, keepSession);
    return row!;
  });
  return profileOf(m);
}

/** The member an e-mail signs in, and their password's hash. */
export async function memberByEmail(db: Db, email: string): Promise<{ id: number; passwordHash: string | null } | null> {
  const [m] = await db.select({ id: members.id, passwordHash: members.passwordHash }).from(members).where(eq(members.email, email));
  return m ?? null;
}
