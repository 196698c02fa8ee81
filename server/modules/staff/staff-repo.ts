/**
 * The store's staff: added, given roles, removed, each change with its audit entry in the same
 * transaction. A change of roles or a removal moves the person's `version`, which ends every
 * session they had at once (staff-sessions.ts checks it on each request).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../contract/constants.ts';
import type { Db, Queryable } from '../../db/create-db.ts';
import { staff } from '../../db/schema.ts';
import { conflict, missing, refused } from '../../domain-error.ts';
import { audit } from './audit.ts';
import { dialledMobile } from '../../../shared/phone.ts';

export type StaffPerson = { id: number; mobile: string; name: string; roles: StaffRole[]; created_at: string };

const toPerson = (r: typeof staff.$inferSelect): StaffPerson => ({ id: r.id, mobile: dialledMobile(r.mobile), name: r.name, roles: r.roles as StaffRole[], created_at: r.createdAt.toISOString() });
/** What the audit log keeps of a person (no session, nothing secret). */
const recordOf = (r: typeof staff.$inferSelect) => ({ mobile: dialledMobile(r.mobile), name: r.name, roles: r.roles });

export async function activeStaffByMobile(db: Queryable, mobile: string) {
  const [row] = await db.select().from(staff).where(and(eq(staff.mobile, mobile), isNull(staff.removedAt)));
  return row ?? null;
}

export async function listStaff(db: Db): Promise<StaffPerson[]> {
  return (await db.select().from(staff).where(isNull(staff.removedAt)).orderBy(asc(staff.id))).map(toPerson);
}

/** Adds a person (by `by`, or by a command when null); a number already on the staff is a 409. */
export async function addStaff(db: Db, p: { mobile: string; name: string; roles: StaffRole[] }, by: number | null): Promise<StaffPerson> {
  if (!p.roles.length) throw refused('A person on the staff has at least one role', { field: 'roles' });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ mobile: p.mobile, name: p.name, roles: [...new Set(p.roles)] })
      .onConflictDoNothing({ target: staff.mobile, where: sql`removed_at is null` })
      .returning();
    if (!row) throw conflict('This number is already on the staff', { field: 'mobile' });
    await audit(tx, { staffId: by, action: 'staff.add', subjectType: 'staff', subjectId: row.id, after: recordOf(row) });
    return toPerson(row);
  });
}

/** Changes a person's name and roles; their sessions end (a new version). */
export async function changeStaff(db: Db, id: number, p: { name: string; roles: StaffRole[] }, by: number): Promise<StaffPerson> {
  if (!p.roles.length) throw refused('A person on the staff has at least one role', { field: 'roles' });
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const [before] = await tx.select().from(staff).where(and(eq(staff.id, id), isNull(staff.removedAt))).for('update');
    if (!before) throw missing(`Staff ${id} not found`);
    lastAdminStays(admins, before, p.roles);
    const [after] = await tx
      .update(staff)
      .set({ name: p.name, roles: [...new Set(p.roles)], version: sql`${staff.version} + 1` })
      .where(eq(staff.id, id))
      .returning();
    await audit(tx, { staffId: by, action: 'staff.change', subjectType: 'staff', subjectId: id, before: recordOf(before), after: recordOf(after!) });
    return toPerson(after!);
  });
}

/** Removes a person: their sessions end at once; what they did stays in the audit log under their id. */
export async function removeStaff(db: Db, id: number, by: number): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const [before] = await tx.select().from(staff).where(and(eq(staff.id, id), isNull(staff.removedAt))).for('update');
    if (!before) throw missing(`Staff ${id} not found`);
    lastAdminStays(admins, before, []);
    await tx.update(staff).set({ removedAt: new Date(), version: sql`${staff.version} + 1` }).where(eq(staff.id, id));
    await audit(tx, { staffId: by, action: 'staff.remove', subjectType: 'staff', subjectId: id, before: recordOf(before) });
  });
}

/**
 * The admins, locked in the order of their ids before anything else in a change of staff: two
 * admins removing each other at once wait for one another (never a deadlock), and the second sees
 * the first's change.
 */
const lockAdmins = (tx: Queryable) =>
  tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(isNull(staff.removedAt), sql`'admin' = any(${staff.roles})`))
    .orderBy(asc(staff.id))
    .for('update');

/** The store keeps at least one admin: the last one cannot lose the role or be removed (else only a command on the machine could manage staff again). */
function lastAdminStays(admins: { id: number }[], person: typeof staff.$inferSelect, nextRoles: StaffRole[]) {
  if (!person.roles.includes('admin') || nextRoles.includes('admin')) return;
  if (admins.length <= 1) throw refused('The store keeps at least one admin', { reason: 'last_admin' });
}
