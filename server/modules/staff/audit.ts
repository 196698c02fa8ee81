/**
 * The audit log (issue 28): every staff action writes who, what, to what, before and after, in the
 * transaction of the action itself, so an action and its entry commit together or not at all. The
 * table refuses UPDATE, DELETE and TRUNCATE (migration 0015_staff): an entry, once written, stays.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/create-db.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditEntry = {
  /** Who; null for a command run on the machine (`npm run staff:add`). */
  staffId: number | null;
  action: string;
  subjectType: string;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
};

export async function audit(tx: Queryable, e: AuditEntry) {
  await tx.insert(auditLog).values({ staffId: e.staffId, action: e.action, subjectType: e.subjectType, subjectId: String(e.subjectId), before: e.before ?? null, after: e.after ?? null });
}

export type AuditFilter = { staff_id?: number; action?: string; subject_type?: string; subject_id?: string };

/** Entries, newest first, filtered by who, what and what to. */
export async function listAudit(db: Db, f: AuditFilter, page: { limit: number; offset: number }) {
  const where: SQL[] = [];
  if (f.staff_id !== undefined) where.push(eq(auditLog.staffId, f.staff_id));
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.subject_type) where.push(eq(auditLog.subjectType, f.subject_type));
  if (f.subject_id) where.push(eq(auditLog.subjectId, f.subject_id));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(cond).orderBy(desc(auditLog.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(cond),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      staff_id: r.staffId,
      action: r.action,
      subject_type: r.subjectType,
      subject_id: r.subjectId,
      before: r.before,
      after: r.after,
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}
