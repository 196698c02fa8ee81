/**
 * An organisation's orders as its members see them (issue 31 §1): every approved member reads
 * them; an approver approves one waiting for approval (which places it: its stock reserved, held
 * for the buyer to pay, ORGANISATION_HOLD_MINUTES) up to the amount they may approve, or returns it
 * with a comment. Each decision is one transaction on the locked order: of two approvers deciding
 * at once, one decides and the other is told (409); its history says who did it, and the
 * requester (and, approved, the buyers) are told in the same transaction.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Lang, ListFilter } from '../../../contract/common.ts';
import type { orderListQuery, Order } from '../../../contract/store.ts';
import type { Db } from '../../db/create-db.ts';
import { orderEvents, orderItems, orders } from '../../db/schema.ts';
import { conflict, forbidden, missing, refused } from '../../domain-error.ts';
import type { MemberScope } from '../../http/api-router.ts';
import type { Page } from '../../http/listing.ts';
import { recordOrderNotice } from '../notify/notices.ts';
import { getOrderOf, listOrdersOf, releaseOrder, reserveStock, type OrderRules } from '../store/orders-repo.ts';
import { actingFor, membersInRole, type Acting } from './organisations-repo.ts';
import type { ListSort } from '../../../contract/common.ts';

async function acting(db: Db, memberId: number): Promise<Acting> {
  const a = await actingFor(db, memberId);
  if (!a) throw forbidden('You do not act for an approved organisation', { reason: 'no_organisation' });
  return a;
}

export async function listOrganisationOrders(db: Db, lang: Lang, f: ListFilter<typeof orderListQuery>, sort: ListSort<typeof orderListQuery>, page: Page, { memberId }: MemberScope) {
  const a = await acting(db, memberId);
  return listOrdersOf(db, lang, f, sort, page, eq(orders.organisationId, a.organisation.id));
}

export async function getOrganisationOrder(db: Db, lang: Lang, id: number, { memberId }: MemberScope): Promise<Order | null> {
  const a = await acting(db, memberId);
  return getOrderOf(db, lang, and(eq(orders.id, id), eq(orders.organisationId, a.organisation.id))!);
}

export type Decision = { to: 'approve'; comment: string } | { to: 'return'; comment: string };

/** Approves (places) or returns an order waiting for approval: the approver's act, in one transaction. */
export async function decideOrganisationOrder(db: Db, lang: Lang, id: number, memberId: number, decision: Decision, rules: OrderRules): Promise<Order> {
  return db.transaction(async (tx) => {
    const a = await actingFor(tx, memberId);
    if (!a) throw forbidden('You do not act for an approved organisation', { reason: 'no_organisation' });
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.organisationId, a.organisation.id)))
      .for('update');
    if (!row) throw missing(`Order ${id} not found`);
    if (a.role !== 'approver') throw forbidden('Only your organisation’s approvers approve or return its orders', { reason: 'role', role: 'approver' });
    if (row.status !== 'awaiting_approval') throw conflict(`This order is no longer waiting for approval: it is ${row.status.replace(/_/g, ' ')}`, { reason: 'status', status: row.status });
    const by = { actorName: a.name, actorRole: a.role };
    if (decision.to === 'approve') {
      if (a.approvalLimit !== null && row.total > a.approvalLimit) {
        throw refused('This order’s total is more than you may approve', { reason: 'over_limit', limit: a.approvalLimit, total: row.total });
      }
      const lines = await tx.select({ product_id: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));
      await reserveStock(tx, lang, lines);
      const [placed] = await tx
        .update(orders)
        .set({ status: 'awaiting_payment', holdUntil: sql`now() + make_interval(mins => ${rules.organisationHoldMinutes})`, updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_approval')))
        .returning();
      await tx.insert(orderEvents).values({ orderId: id, status: 'awaiting_payment', note: decision.comment, ...by });
      await recordOrderNotice(tx, placed!, 'order_approved', { audience: 'requester' });
      for (const buyer of await membersInRole(tx, a.organisation.id, 'buyer')) {
        await recordOrderNotice(tx, placed!, 'order_approved', { audience: 'buyer' }, buyer.memberId);
      }
    } else {
      const [returned] = await tx
        .update(orders)
        .set({ status: 'returned', holdUntil: null, updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_approval')))
        .returning();
      // It held no stock; its discount code's use is given back.
      await releaseOrder(tx, id, false);
      await tx.insert(orderEvents).values({ orderId: id, status: 'returned', note: decision.comment, ...by });
      await recordOrderNotice(tx, returned!, 'order_returned', { comment: decision.comment });
    }
    return (await getOrderOf(tx, lang, eq(orders.id, id)))!;
  });
}
