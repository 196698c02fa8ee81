/**
 * The store's own people (issue 28): staff with roles, their sessions (apart from any member's),
 * and the audit log of what they did. The audit log is append-only: a trigger refuses UPDATE and
 * DELETE on it (migration 0015_staff), so nobody, not an admin and not the server, can edit it.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, moment, ref } from './columns.ts';

export const staff = pgTable(
  'staff',
  {
    id: identity(100),
    /** The normalised national number (10 digits from 9), as a member's: staff sign in the same way. */
    mobile: text('mobile').notNull(),
    name: text('name').notNull(),
    /** Some of STAFF_ROLES (contract/constants.ts). */
    roles: text('roles').array().notNull(),
    /** Moves on every change of roles, and on removal: a session made before it ends at once. */
    version: integer('version').notNull().default(1),
    removedAt: moment('removed_at'),
    createdAt: createdAt(),
  },
  // One person per number among those not removed (a removed one may be added again).
  (t) => [uniqueIndex('staff_mobile_active_idx').on(t.mobile).where(sql`removed_at is null`)],
);

/**
 * A staff session: its refresh token stored hashed and replaced on every use (a replayed one
 * ends the session), shorter-lived than a member's, and bound to the person's `version`.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: ref('staff_id', () => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** The person's version when it began. */
    version: integer('version').notNull(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Who did what to what, when, with the record before and after. Never changed (a trigger refuses). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identity(1),
    /** Who (null: a command run on the machine, such as `npm run staff:add`). */
    staffId: integer('staff_id').references(() => staff.id),
    /** What, as `subject.verb`: `staff.add`, `order.ship`, `review.publish`… */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectType, t.subjectId), index('audit_log_staff_idx').on(t.staffId, t.id)],
);
