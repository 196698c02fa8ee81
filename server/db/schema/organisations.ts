/**
 * Organisations that buy through their staff (issue 31 §1): a hospital, clinic or pharmacy with its
 * legal identifiers, and the members who act for it, each in one role. A member registers one or
 * asks to join one; the desk's accounts team approves both. A member acts for one organisation at
 * most (a unique member), so that an order's organisation is never in doubt.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, moment, ref, updatedAt } from './columns.ts';
import { members } from './members.ts';
import { staff } from './staff.ts';

export const organisations = pgTable(
  'organisations',
  {
    id: identity(300),
    /** One of ORGANISATION_KINDS. */
    kind: text('kind').notNull(),
    legalName: text('legal_name').notNull(),
    /** The legal entity's national ID (شناسه ملی), 11 digits with its check digit. */
    nationalId: text('national_id').notNull(),
    economicCode: text('economic_code').notNull(),
    registrationNumber: text('registration_number').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Its buyers must give a purchase-order number to pay. */
    poRequired: boolean('po_required').notNull().default(false),
    /**
     * Issue 31 §3: paying on terms, as the accounts team sets it: an order is due this many days
     * after it is placed on terms (null: no terms), and what it owes on terms at once is at most
     * `credit_limit` Rial.
     */
    termsDays: integer('terms_days'),
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
    /** One of ORGANISATION_STATUSES: its registration, as the desk decided it. */
    status: text('status').notNull().default('pending'),
    /** The desk's reason for a refusal, told to whoever registered it. */
    note: text('note').notNull().default(''),
    createdBy: ref('created_by', () => members.id),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organisations_national_id_idx').on(t.nationalId),
    index('organisations_status_idx').on(t.status, t.createdAt),
    check('organisations_kind_check', sql`kind in ('hospital', 'clinic', 'pharmacy')`),
    check('organisations_status_check', sql`status in ('pending', 'approved', 'rejected')`),
    check('organisations_national_id_check', sql`national_id ~ '^[0-9]{11}$'`),
    check('organisations_terms_check', sql`(terms_days is null or terms_days between 1 and 365) and credit_limit >= 0`),
  ],
);

/** A member's place in an organisation: their role, whether the desk approved it, and (approvers) up to what amount. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    id: identity(1),
    organisationId: ref('organisation_id', () => organisations.id),
    memberId: ref('member_id', () => members.id),
    /** One of ORGANISATION_ROLES. */
    role: text('role').notNull(),
    /** One of ORGANISATION_STATUSES. */
    status: text('status').notNull().default('pending'),
    /** An approver approves orders up to this total, in Rial; null: any amount. */
    approvalLimit: bigint('approval_limit', { mode: 'number' }),
    note: text('note').notNull().default(''),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organisation_members_member_idx').on(t.memberId),
    index('organisation_members_organisation_idx').on(t.organisationId, t.role),
    check('organisation_members_role_check', sql`role in ('requester', 'approver', 'buyer')`),
    check('organisation_members_status_check', sql`status in ('pending', 'approved', 'rejected')`),
    check('organisation_members_limit_check', sql`approval_limit is null or approval_limit >= 0`),
  ],
);

/** The legal details an organisation's order keeps, as they were when it was submitted. */
export type StoredOrganisation = {
  id: number;
  kind: string;
  legal_name: string;
  national_id: string;
  economic_code: string;
  registration_number: string;
  address: string;
  postal_code: string;
};
