/**
 * Paying on terms (issue 31 §3). The accounts team gives an approved organisation terms (net N
 * days) and a credit limit. Its buyer places an approved order on terms instead of paying it: the
 * order is `awaiting_payment_on_terms`, due N days later (Tehran's day), prepared and shipped as a
 * paid one; the accounts team records the bank transfer when it arrives, which pays it.
 *
 * What an organisation owes is its orders on terms, not cancelled, that no paid payment settled.
 * An organisation past its limit, or with an order overdue, places no other order on terms (it may
 * still pay online). Placing on terms locks the organisation's row first, so that two orders placed
 * on terms at once are counted one after the other and cannot both pass the limit.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAYABLE_STATUSES } from '../../../contract/constants.ts';
import type { Db, Queryable } from '../../db/create-db.ts';
import { orderEvents, orders, organisations, payments } from '../../db/schema.ts';
import { conflict, refused } from '../../domain-error.ts';
import { recordOrderNotice } from '../notify/notices.ts';
import { STORE_TODAY } from '../catalog/products-repo.ts';
import type { Acting } from './organisations-repo.ts';

/** The organisation's orders it owes on terms: on terms, not cancelled, and no paid payment (not given back) settled them. */
export const owedOnTerms = (organisationId: number) =>
  and(
    eq(orders.organisationId, organisationId),
    sql`${orders.dueOn} is not null`,
    sql`${orders.status} <> 'cancelled'`,
    sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'paid' and ${payments.refundStatus} is null)`,
  );

/** What the organisation owes on terms now, and whether any of it is overdue. */
export async function termsStanding(tx: Queryable, organisationId: number): Promise<{ owed: number; overdue: boolean }> {
  const [row] = await tx
    .select({ owed: sql<string>`coalesce(sum(${orders.total}), 0)`, overdue: sql<boolean>`coalesce(bool_or(${orders.dueOn} < ${STORE_TODAY}), false)` })
    .from(orders)
    .where(owedOnTerms(organisationId));
  return { owed: Number(row?.owed ?? 0), overdue: row?.overdue === true };
}

/**
 * The buyer places an approved order, waiting for payment, on the organisation's terms: one
 * transaction, the organisation's row locked, the limit and overdue orders checked, the order
 * moved (its hold over: it now waits for the transfer, not for a gateway) with its due day.
 */
export async function placeOnTerms(tx: Queryable, order: typeof orders.$inferSelect, buyer: Acting) {
  const [org] = await tx.select().from(organisations).where(eq(organisations.id, buyer.organisation.id)).for('update');
  if (!org || org.termsDays === null) throw refused('Your organisation does not pay on terms: pay online', { reason: 'no_terms' });
  const { owed, overdue } = await termsStanding(tx, org.id);
  if (overdue) throw refused('Your organisation has an invoice on terms past its due day: pay it, or pay this order online', { reason: 'overdue' });
  if (owed + order.total > org.creditLimit) {
    throw refused('This order would take your organisation past its credit limit on terms: pay it online', { reason: 'credit_limit', limit: org.creditLimit, owed, total: order.total });
  }
  const [placed] = await tx
    .update(orders)
    .set({ status: 'awaiting_payment_on_terms', holdUntil: null, dueOn: sql`${STORE_TODAY} + ${org.termsDays}::int`, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...PAYABLE_STATUSES]), sql`(${orders.holdUntil} is null or ${orders.holdUntil} > now())`))
    .returning();
  if (!placed) throw conflict('The order changed meanwhile; look at it again', { reason: 'status' });
  await tx.insert(orderEvents).values({ orderId: order.id, status: 'awaiting_payment_on_terms', note: '', actorName: buyer.name, actorRole: buyer.role });
  await recordOrderNotice(tx, placed, 'order_on_terms', { due_on: placed.dueOn });
  return placed;
}

/**
 * The accounts team records an order's bank transfer: a paid payment with the bank's reference,
 * and the order paid if it was still waiting for it (one prepared or shipped meanwhile keeps its
 * status), in one transaction on the locked order. Recorded once: a second answers 409.
 */
export async function recordTransfer(db: Db, orderId: number, reference: string, staffName: string, withIt: (tx: Queryable, before: typeof orders.$inferSelect) => Promise<void>) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return null;
    if (order.dueOn === null) throw refused('This order is not on terms', { reason: 'not_on_terms' });
    if (order.status === 'cancelled') throw refused('This order was cancelled', { reason: 'status', status: order.status });
    const [settled] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), sql`${payments.refundStatus} is null`));
    if (settled) throw conflict('A payment for this order is already recorded', { reason: 'settled' });
    await tx.insert(payments).values({ orderId, memberId: order.memberId, method: 'transfer', amount: order.total, status: 'paid', reference, settledAt: new Date() });
    if (order.status === 'awaiting_payment_on_terms') {
      const [paid] = await tx
        .update(orders)
        .set({ status: 'paid', updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment_on_terms')))
        .returning();
      await tx.insert(orderEvents).values({ orderId, status: 'paid', note: reference, actorName: staffName, actorRole: 'staff' });
      await recordOrderNotice(tx, paid!, 'order_paid');
    } else {
      await tx.insert(orderEvents).values({ orderId, status: order.status, note: reference, actorName: staffName, actorRole: 'staff' });
    }
    await withIt(tx, order);
    return true;
  });
}
