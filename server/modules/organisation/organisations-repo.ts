/**
 * Organisations and the members who act for them (issue 31 §1): a member registers their
 * organisation, or asks to join one by its national ID, in the role they ask for; the desk's
 * accounts team decides (desk-organisations.ts). A member holds one place at most (the database's
 * unique member): two requests sent at once make one, and the other is told (409).
 */
import { and, eq } from 'drizzle-orm';
import type { OrganisationRole, OrganisationStatus } from '../../../contract/constants.ts';
import type { Membership, Organisation, organisationJoinBody, organisationRegisterBody } from '../../../contract/organisation.ts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/create-db.ts';
import { members, organisationMembers, organisations, type StoredOrganisation } from '../../db/schema.ts';
import { conflict, missing } from '../../domain-error.ts';
import { termsStanding } from './terms.ts';

type OrganisationRow = typeof organisations.$inferSelect;
type MemberRow = typeof organisationMembers.$inferSelect;

export const toOrganisation = (o: OrganisationRow): Organisation => ({
  id: o.id,
  kind: o.kind as Organisation['kind'],
  legal_name: o.legalName,
  national_id: o.nationalId,
  economic_code: o.economicCode,
  registration_number: o.registrationNumber,
  address: o.address,
  postal_code: o.postalCode,
  po_required: o.poRequired,
  status: o.status as OrganisationStatus,
  terms_days: o.termsDays,
  credit_limit: o.creditLimit,
});

const toMembership = (m: MemberRow, o: OrganisationRow): Membership => ({
  organisation: toOrganisation(o),
  role: m.role as OrganisationRole,
  status: m.status as OrganisationStatus,
  approval_limit: m.approvalLimit,
  // The desk's reason: for the member's request, or (a registration refused) the organisation's.
  note: m.note || (o.status === 'rejected' ? o.note : ''),
  created_at: m.createdAt.toISOString(),
  decided_at: m.decidedAt?.toISOString() ?? null,
});

/** The legal details an order keeps (orders.organisation). */
export const storedOrganisation = (o: OrganisationRow): StoredOrganisation => ({
  id: o.id,
  kind: o.kind,
  legal_name: o.legalName,
  national_id: o.nationalId,
  economic_code: o.economicCode,
  registration_number: o.registrationNumber,
  address: o.address,
  postal_code: o.postalCode,
});

async function placeOf(db: Queryable, memberId: number) {
  const [row] = await db
    .select({ m: organisationMembers, o: organisations })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.memberId, memberId));
  return row ?? null;
}

export async function getMembership(db: Queryable, memberId: number): Promise<Membership | null> {
  const place = await placeOf(db, memberId);
  if (!place) return null;
  const m = toMembership(place.m, place.o);
  // What it owes on terms, for its members who act for it.
  if (place.m.status !== 'approved' || place.o.termsDays === null) return m;
  return { ...m, organisation: { ...m.organisation, ...(await termsStanding(db, place.o.id)) } };
}

/** Who acts for an organisation now: an approved member of an approved organisation, with their role and limit. */
export type Acting = { memberId: number; name: string; role: OrganisationRole; approvalLimit: number | null; organisation: OrganisationRow };

export async function actingFor(db: Queryable, memberId: number): Promise<Acting | null> {
  const [row] = await db
    .select({ m: organisationMembers, o: organisations, firstName: members.firstName, lastName: members.lastName })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .innerJoin(members, eq(members.id, organisationMembers.memberId))
    .where(and(eq(organisationMembers.memberId, memberId), eq(organisationMembers.status, 'approved'), eq(organisations.status, 'approved')));
  if (!row) return null;
  return { memberId, name: personName(row.firstName, row.lastName), role: row.m.role as OrganisationRole, approvalLimit: row.m.approvalLimit, organisation: row.o };
}

/** A member's name as an order's history shows it (a member who gave none: their role speaks for them). */
export const personName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * Clears the way for a new request: a refused one may be followed by another; a pending or
 * approved place is kept (409: one organisation per member).
 */
async function clearRefused(tx: Queryable, memberId: number) {
  await tx.delete(organisationMembers).where(and(eq(organisationMembers.memberId, memberId), eq(organisationMembers.status, 'rejected')));
  const place = await placeOf(tx, memberId);
  if (place) {
    throw conflict(`You already belong to ${place.o.legalName}, or asked to`, { reason: 'member_of', organisation_id: place.o.id, status: place.m.status });
  }
}

/** Inserts the member's request; a request of theirs made at the same moment wins, and this one is told (409). */
async function addPlace(tx: Queryable, memberId: number, organisationId: number, role: OrganisationRole) {
  const made = await tx.insert(organisationMembers).values({ organisationId, memberId, role }).onConflictDoNothing().returning({ id: organisationMembers.id });
  if (made.length === 0) throw conflict('You already asked to belong to an organisation', { reason: 'member_of' });
}

/**
 * Registers an organisation (pending until the desk decides) with the member in the role they ask
 * for, in one transaction. A national ID already registered answers 409 `registered` (join it).
 */
export async function registerOrganisation(db: Db, memberId: number, body: z.output<typeof organisationRegisterBody>): Promise<Membership> {
  await db.transaction(async (tx) => {
    await clearRefused(tx, memberId);
    const details = {
      kind: body.kind,
      legalName: body.legal_name,
      nationalId: body.national_id,
      economicCode: body.economic_code,
      registrationNumber: body.registration_number,
      address: body.address,
      postalCode: body.postal_code,
      poRequired: body.po_required,
      createdBy: memberId,
    };
    // A registration the desk refused may be made again, with corrected details: it waits for the desk once more.
    const [again] = await tx
      .update(organisations)
      .set({ ...details, status: 'pending', note: '', decidedBy: null, decidedAt: null, updatedAt: new Date() })
      .where(and(eq(organisations.nationalId, body.national_id), eq(organisations.status, 'rejected')))
      .returning();
    const [org] = again ? [again] : await tx.insert(organisations).values(details).onConflictDoNothing().returning();
    if (!org) throw conflict('An organisation with this national ID is already registered: ask to join it', { field: 'national_id', reason: 'registered' });
    await addPlace(tx, memberId, org.id, body.role);
  });
  return (await getMembership(db, memberId))!;
}

/** Asks to join a registered organisation (not one the desk refused), in a role; the desk decides. */
export async function joinOrganisation(db: Db, memberId: number, body: z.output<typeof organisationJoinBody>): Promise<Membership> {
  await db.transaction(async (tx) => {
    await clearRefused(tx, memberId);
    const [org] = await tx.select().from(organisations).where(eq(organisations.nationalId, body.national_id));
    if (!org || org.status === 'rejected') throw missing('No organisation with this national ID is registered here: register it', { field: 'national_id', reason: 'unknown' });
    await addPlace(tx, memberId, org.id, body.role);
  });
  return (await getMembership(db, memberId))!;
}

/** The approved members of an organisation in a role (whom its notices go to). */
export async function membersInRole(db: Queryable, organisationId: number, role: OrganisationRole) {
  return db
    .select({ memberId: organisationMembers.memberId, approvalLimit: organisationMembers.approvalLimit })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.role, role), eq(organisationMembers.status, 'approved')));
}
