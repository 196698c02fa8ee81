/**
 * The accounts team's organisations (issue 31 §1): registrations waiting for a decision (the
 * oldest first), each with its members; an organisation approved or refused with a reason (its
 * registrant's request decided with it), and each member's request to join decided with their
 * role and, for an approver, the amount they may approve. Each decision is one conditional change
 * with its audit entry and the member's notice in the same transaction: of two people deciding at
 * once, one decides and the other is told (409).
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { ORGANISATION_ROLES, ORGANISATION_STATUSES, type OrganisationRole } from '../../../contract/constants.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db, Queryable } from '../../db/create-db.ts';
import { members, orderEvents, orders, organisationMembers, organisations, payments } from '../../db/schema.ts';
import { recordTransferRefund } from '../store/payment/refunds.ts';
import { conflict, refused } from '../../domain-error.ts';
import { ApiError } from '../../http/errors.ts';
import { listBody } from '../../http/listing.ts';
import { parseBody } from '../../http/validate.ts';
import { recordNotice } from '../notify/notices.ts';
import { toOrganisation } from '../organisation/organisations-repo.ts';
import { owedOnTerms, recordTransfer, termsStanding } from '../organisation/terms.ts';
import { orderNumber } from '../store/order-status.ts';
import { dialledMobile } from '../../../shared/phone.ts';
import { audit } from './audit.ts';
import { deskId, deskQuery, requireStaff } from './desk-routes.ts';

export const deskOrganisationsQuery = z.object({
  status: z.enum(ORGANISATION_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
/** A decision: approved, or refused with the reason the member is told. */
export const deskOrganisationDecision = z.discriminatedUnion('approve', [
  z.object({ approve: z.literal(true) }),
  z.object({ approve: z.literal(false), reason: z.string().trim().min(2).max(300) }),
]);
/** A member's request decided (or an approved member's role and limit changed): the limit in Rial, null for any amount. */
export const deskMemberDecision = z.discriminatedUnion('approve', [
  z.object({ approve: z.literal(true), role: z.enum(ORGANISATION_ROLES), approval_limit: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().default(null) }),
  z.object({ approve: z.literal(false), reason: z.string().trim().min(2).max(300) }),
]);

/** Terms (issue 31 §3): net this many days (null: none) and the most owed at once, in Rial. */
export const deskTermsBody = z.object({ terms_days: z.number().int().min(1).max(365).nullable(), credit_limit: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });
/** A bank transfer recorded for an order on terms: the bank's reference (its tracking number). */
export const deskTransferBody = z.object({ reference: z.string().trim().min(4).max(40).regex(/^[\p{L}\p{N} \-\/]+$/u, 'letters, digits, spaces, - and /') });

type OrgRow = typeof organisations.$inferSelect;
const view = (o: OrgRow) => ({ ...toOrganisation(o), note: o.note, created_at: o.createdAt.toISOString(), decided_at: o.decidedAt?.toISOString() ?? null });

export async function listDeskOrganisations(db: Db, f: z.infer<typeof deskOrganisationsQuery>) {
  const where = eq(organisations.status, f.status);
  const waiting = sql<number>`(select count(*)::int from ${organisationMembers} where ${organisationMembers.organisationId} = ${organisations.id} and ${organisationMembers.status} = 'pending')`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ o: organisations, waiting })
      .from(organisations)
      .where(where)
      .orderBy(f.status === 'pending' ? asc(organisations.createdAt) : desc(organisations.decidedAt), asc(organisations.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(organisations).where(where),
  ]);
  return { items: rows.map((r) => ({ ...view(r.o), waiting_members: r.waiting })), total: Number(total?.n ?? 0) };
}

/** An organisation with its members (their requests first) and who registered it. */
export async function getDeskOrganisation(db: Queryable, id: number) {
  const [o] = await db.select().from(organisations).where(eq(organisations.id, id));
  if (!o) return null;
  const people = await db
    .select({ m: organisationMembers, firstName: members.firstName, lastName: members.lastName, mobile: members.mobile })
    .from(organisationMembers)
    .innerJoin(members, eq(members.id, organisationMembers.memberId))
    .where(eq(organisationMembers.organisationId, id))
    .orderBy(sql`${organisationMembers.status} = 'pending' desc`, asc(organisationMembers.createdAt));
  // Its orders on terms whose transfer is not recorded yet, the first due first.
  const onTerms = await db
    .select({ id: orders.id, total: orders.total, due_on: orders.dueOn, status: orders.status, po_number: orders.poNumber })
    .from(orders)
    .where(owedOnTerms(id))
    .orderBy(asc(orders.dueOn), asc(orders.id));
  // Its cancelled orders whose bank transfer is owed back, the oldest first.
  const refundsDue = await db
    .select({ id: orders.id, amount: sql<string>`sum(${payments.amount})` })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.organisationId, id), eq(payments.method, 'transfer'), eq(payments.refundStatus, 'pending')))
    .groupBy(orders.id)
    .orderBy(asc(orders.id));
  return {
    ...view(o),
    ...(await termsStanding(db, id)),
    on_terms: onTerms.map((t) => ({ ...t, number: orderNumber(t.id) })),
    refunds_due: refundsDue.map((r) => ({ id: r.id, number: orderNumber(r.id), amount: Number(r.amount) })),
    created_by: o.createdBy,
    members: people.map((p) => ({
      member_id: p.m.memberId,
      first_name: p.firstName,
      last_name: p.lastName,
      mobile: dialledMobile(p.mobile),
      role: p.m.role as OrganisationRole,
      status: p.m.status,
      approval_limit: p.m.approvalLimit,
      note: p.m.note,
      created_at: p.m.createdAt.toISOString(),
    })),
  };
}

const decidedNotice = (tx: Queryable, memberId: number, o: OrgRow, approved: boolean, reason: string | null) =>
  recordNotice(tx, { memberId, kind: 'organisation_decided', subjectId: o.id, data: { organisation: o.legalName, approved: approved ? 1 : 0, reason } });

/** Approves or refuses a registration waiting for the desk, with its registrant's request. */
async function decideOrganisation(db: Db, id: number, d: z.infer<typeof deskOrganisationDecision>, staffId: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(organisations).where(eq(organisations.id, id)).for('update');
    if (!before) return null;
    if (before.status !== 'pending') throw conflict(`This organisation was already ${before.status}`, { reason: 'decided', status: before.status });
    const status = d.approve ? 'approved' : 'rejected';
    const reason = d.approve ? null : d.reason;
    const now = new Date();
    const [after] = await tx
      .update(organisations)
      .set({ status, note: reason ?? '', decidedBy: staffId, decidedAt: now, updatedAt: now })
      .where(and(eq(organisations.id, id), eq(organisations.status, 'pending')))
      .returning();
    // The registrant's own request goes with it.
    await tx
      .update(organisationMembers)
      .set({ status, decidedBy: staffId, decidedAt: now })
      .where(and(eq(organisationMembers.organisationId, id), eq(organisationMembers.memberId, before.createdBy), eq(organisationMembers.status, 'pending')));
    await audit(tx, { staffId, action: `organisation.${d.approve ? 'approve' : 'reject'}`, subjectType: 'organisation', subjectId: id, before: { status: before.status }, after: { status, ...(reason ? { reason } : {}) } });
    await decidedNotice(tx, before.createdBy, after!, d.approve, reason);
    return after!;
  });
}

/**
 * Decides a member's request to join (or changes an approved member's role or limit): only in an
 * approved organisation. Refusing an approved member takes their place away.
 */
async function decideMember(db: Db, organisationId: number, memberId: number, d: z.infer<typeof deskMemberDecision>, staffId: number) {
  return db.transaction(async (tx) => {
    const [o] = await tx.select().from(organisations).where(eq(organisations.id, organisationId)).for('update');
    if (!o) return null;
    const [before] = await tx
      .select()
      .from(organisationMembers)
      .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.memberId, memberId)))
      .for('update');
    if (!before) return null;
    if (d.approve && o.status !== 'approved') throw refused('Approve the organisation first', { reason: 'organisation_pending' });
    if (!d.approve && before.status === 'rejected') throw conflict('This request was already refused', { reason: 'decided', status: before.status });
    const status = d.approve ? 'approved' : 'rejected';
    const change = d.approve ? { role: d.role, approvalLimit: d.approval_limit, note: '' } : { note: d.reason };
    await tx
      .update(organisationMembers)
      .set({ status, ...change, decidedBy: staffId, decidedAt: new Date() })
      .where(eq(organisationMembers.id, before.id));
    await audit(tx, {
      staffId,
      action: `organisation.member.${d.approve ? 'approve' : 'reject'}`,
      subjectType: 'organisation',
      subjectId: organisationId,
      before: { member_id: memberId, status: before.status, role: before.role, approval_limit: before.approvalLimit },
      after: { member_id: memberId, status, ...(d.approve ? { role: d.role, approval_limit: d.approval_limit } : { reason: d.reason }) },
    });
    // Told when their request is decided (not when an approved member's role changes).
    if (before.status !== status) await decidedNotice(tx, memberId, o, d.approve, d.approve ? null : d.reason);
    return true;
  });
}

export function deskOrganisationRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/organisations', requireStaff('accounts'));
  app.use('/organisations/*', requireStaff('accounts'));
  app.get('/organisations', async (c) => {
    const q = deskQuery(c, deskOrganisationsQuery);
    const found = await listDeskOrganisations(c.var.db, q);
    return c.json(listBody(found.items, found.total, { limit: q.limit, offset: q.offset }, []));
  });
  app.get('/organisations/:id', async (c) => {
    const org = await getDeskOrganisation(c.var.db, deskId(c));
    if (!org) throw new ApiError(404, 'Organisation not found');
    return c.json({ data: org });
  });
  app.post('/organisations/:id/decide', async (c) => {
    const id = deskId(c);
    const body = await parseBody(c, deskOrganisationDecision);
    if (!(await decideOrganisation(c.var.db, id, body, c.var.staff.staffId))) throw new ApiError(404, 'Organisation not found');
    return c.json({ data: await getDeskOrganisation(c.var.db, id) });
  });
  // Terms and a credit limit, for an approved organisation (audited).
  app.post('/organisations/:id/terms', async (c) => {
    const id = deskId(c);
    const body = await parseBody(c, deskTermsBody);
    const done = await c.var.db.transaction(async (tx) => {
      const [before] = await tx.select().from(organisations).where(eq(organisations.id, id)).for('update');
      if (!before) return false;
      if (before.status !== 'approved') throw refused('Approve the organisation first', { reason: 'organisation_pending' });
      await tx.update(organisations).set({ termsDays: body.terms_days, creditLimit: body.credit_limit, updatedAt: new Date() }).where(eq(organisations.id, id));
      await audit(tx, {
        staffId: c.var.staff.staffId,
        action: 'organisation.terms',
        subjectType: 'organisation',
        subjectId: id,
        before: { terms_days: before.termsDays, credit_limit: before.creditLimit },
        after: body,
      });
      return true;
    });
    if (!done) throw new ApiError(404, 'Organisation not found');
    return c.json({ data: await getDeskOrganisation(c.var.db, id) });
  });
  // The bank transfer of one of its orders on terms, recorded once (409 `settled` after).
  app.post('/organisations/:id/orders/:orderId/transfer', async (c) => {
    const id = deskId(c);
    const orderId = deskId(c, 'orderId');
    const body = await parseBody(c, deskTransferBody);
    const [o] = await c.var.db.select({ organisationId: orders.organisationId }).from(orders).where(eq(orders.id, orderId));
    if (!o || o.organisationId !== id) throw new ApiError(404, 'No such order of this organisation');
    const staff = c.var.staff;
    await recordTransfer(c.var.db, orderId, body.reference, staff.name, (tx, before) =>
      audit(tx, { staffId: staff.staffId, action: 'order.transfer', subjectType: 'order', subjectId: orderId, before: { status: before.status }, after: { reference: body.reference, amount: before.total } }),
    );
    return c.json({ data: await getDeskOrganisation(c.var.db, id) });
  });
  // The bank transfer that returned a cancelled order's transfer payment, recorded once (409 `settled` after).
  app.post('/organisations/:id/orders/:orderId/refund', async (c) => {
    const id = deskId(c);
    const orderId = deskId(c, 'orderId');
    const body = await parseBody(c, deskTransferBody);
    const staff = c.var.staff;
    const found = await c.var.db.transaction(async (tx) => {
      const [o] = await tx.select({ organisationId: orders.organisationId, status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
      if (!o || o.organisationId !== id) return null;
      const returned = await recordTransferRefund(tx, orderId, body.reference);
      if (!returned) throw conflict('No bank transfer of this order is waiting to be returned', { reason: 'settled' });
      await tx.insert(orderEvents).values({ orderId, status: o.status, note: body.reference, actorName: staff.name, actorRole: 'staff' });
      await audit(tx, { staffId: staff.staffId, action: 'order.transfer_refund', subjectType: 'order', subjectId: orderId, before: { refund: 'pending' }, after: { reference: body.reference, amount: returned.amount } });
      return true;
    });
    if (!found) throw new ApiError(404, 'No such order of this organisation');
    return c.json({ data: await getDeskOrganisation(c.var.db, id) });
  });
  app.post('/organisations/:id/members/:memberId/decide', async (c) => {
    const id = deskId(c);
    const memberId = deskId(c, 'memberId');
    const body = await parseBody(c, deskMemberDecision);
    if (!(await decideMember(c.var.db, id, memberId, body, c.var.staff.staffId))) throw new ApiError(404, 'No such request in this organisation');
    return c.json({ data: await getDeskOrganisation(c.var.db, id) });
  });
  return app;
}
