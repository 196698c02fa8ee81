/**
 * Giving a paid payment back. A refund is decided inside the transaction that makes it necessary
 * (an order cancelled after payment, money arriving for an order that no longer takes it), so that
 * no crash or race can leave the order cancelled with the money kept:
 *
 * - store credit: the ledger's entry back is written in that same transaction (refunded at once);
 * - a gateway: the payment is marked `refund_status = pending` in that transaction, and the
 *   provider is asked afterwards by `askGatewayRefunds` (at once, and again by the order jobs until
 *   the provider answers). Each pending row is taken with SKIP LOCKED, so two instances never ask
 *   for the same refund at once; the adapter's refund is safe to ask twice (gateway.ts).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { CREDIT_KINDS } from '../../../../contract/member.ts';
import type { Db, Queryable } from '../../../db/create-db.ts';
import { creditAccounts, credits, payments } from '../../../db/schema.ts';
import { log } from '../../../ops/log.ts';
import type { PaymentGateway } from './gateway.ts';
import { orderNumber } from '../order-status.ts';
import { recordOrderNotice } from '../../notify/notices.ts';
import { refundsNote, type Refund, type RefundWay } from '../../../../shared/order-notes.ts';

type PaymentRow = typeof payments.$inferSelect;

/** Store credit back to the member, as one ledger entry. */
async function creditBack(tx: Queryable, p: PaymentRow) {
  await tx.insert(creditAccounts).values({ memberId: p.memberId }).onConflictDoNothing();
  const [account] = await tx.select().from(creditAccounts).where(eq(creditAccounts.memberId, p.memberId));
  const number = orderNumber(p.orderId);
  await tx.insert(credits).values({
    accountId: account!.id,
    amount: p.amount,
    kind: CREDIT_KINDS.refund,
    descriptionFa: `بازگشت وجه سفارش ${number}`,
    descriptionEn: `Refund, order ${number}`,
    reference: number,
  });
}

/**
 * Refunds a paid payment, once (one conditional UPDATE claims it): a credit payment at once, a
 * gateway payment marked pending for the provider, a bank transfer (an order on terms) marked
 * pending for the accounts team to send back and record (`recordTransferRefund`). Answers what was
 * done, for the order's history, or null when there was nothing to refund.
 */
export async function refundPayment(tx: Queryable, paymentId: number): Promise<RefundWay | null> {
  const [p] = await tx
    .update(payments)
    .set({ refundStatus: sql`case when ${payments.method} = 'credit' then 'refunded' else 'pending' end`, refundedAt: sql`case when ${payments.method} = 'credit' then now() end` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'paid'), isNull(payments.refundStatus)))
    .returning();
  if (!p) return null;
  if (p.method === 'credit') {
    await creditBack(tx, p);
    await tx.update(payments).set({ refundReference: orderNumber(p.orderId) }).where(eq(payments.id, p.id));
    await recordOrderNotice(tx, p.orderId, 'order_refunded', { amount: p.amount, to: 'credit' });
    return 'credit';
  }
  return p.method === 'transfer' ? 'transfer' : 'gateway';
}

/** Refunds every paid payment of an order not refunded yet; answers a note for its history (shared/order-notes.ts). */
export async function refundOrder(tx: Queryable, orderId: number): Promise<string> {
  const paid = await tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), isNull(payments.refundStatus)))
    .orderBy(asc(payments.id));
  const refunds: Refund[] = [];
  for (const p of paid) {
    const way = await refundPayment(tx, p.id);
    if (way) refunds.push({ way, amount: p.amount });
  }
  return refundsNote(refunds);
}

/** How many pending refunds one pass asks the provider for. */
const REFUND_BATCH = 20;

/**
 * Asks the gateway for the pending refunds, each in a transaction that holds its row (SKIP LOCKED:
 * another instance takes other rows). The provider's answer is recorded; a provider that did not
 * answer leaves the refund pending for the next pass. Answers how many were settled.
 */
export async function askGatewayRefunds(db: Db, gateway: PaymentGateway | null): Promise<number> {
  if (!gateway) return 0;
  let settled = 0;
  for (let i = 0; i < REFUND_BATCH; i++) {
    const done = await db.transaction(async (tx) => {
      const [p] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.refundStatus, 'pending'), eq(payments.gateway, gateway.code)))
        .orderBy(asc(payments.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!p) return 'none' as const;
      try {
        const answer = await gateway.refund({ paymentId: p.id, amount: p.amount, reference: p.reference });
        await tx
          .update(payments)
          .set(answer.ok ? { refundStatus: 'refunded', refundReference: answer.reference, refundedAt: new Date() } : { refundStatus: 'failed', refundReference: answer.reason })
          .where(eq(payments.id, p.id));
        if (answer.ok) await recordOrderNotice(tx, p.orderId, 'order_refunded', { amount: p.amount, to: 'card' });
        else log.warn({ payment_id: p.id, reason: answer.reason }, 'the gateway refused a refund; staff must follow it up');
        return 'settled' as const;
      } catch (err) {
        log.warn({ payment_id: p.id, err: (err as Error).message }, 'the gateway did not answer a refund; it is asked again later');
        return 'later' as const;
      }
    });
    if (done !== 'settled') break;
    settled++;
  }
  return settled;
}

/**
 * The accounts team records the bank transfer that returned an order's transfer payment (an order
 * on terms cancelled after it was paid): the refund marked done with the bank's reference, the
 * order's history and the member's notice, in one transaction. Once: the conditional UPDATE claims
 * the pending refund, so a second record (or two at once) finds none and answers false.
 */
export async function recordTransferRefund(tx: Queryable, orderId: number, reference: string): Promise<{ amount: number } | null> {
  const returned = await tx
    .update(payments)
    .set({ refundStatus: 'refunded', refundReference: reference, refundedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'transfer'), eq(payments.refundStatus, 'pending')))
    .returning({ amount: payments.amount });
  if (!returned.length) return null;
  const amount = returned.reduce((sum, p) => sum + p.amount, 0);
  await recordOrderNotice(tx, orderId, 'order_refunded', { amount, to: 'bank' });
  return { amount };
}
