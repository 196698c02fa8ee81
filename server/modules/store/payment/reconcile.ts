/**
 * Lost callbacks (issue 27 §2): a member who paid and closed the tab leaves the payment pending
 * while the money is taken. Every instance runs this with the order jobs; a payment is handled
 * by one of them at a time: it is claimed by one UPDATE that stamps `checked_at` on a row taken
 * with SKIP LOCKED (a lease: another instance, or the next pass, skips it until the lease ends).
 *
 * The provider's word (`inquire`) settles it exactly as a callback would (settlePayment: once,
 * for the stored amount); money that arrived for an order closed meanwhile is given back through
 * the gateway's refund (reverse), or marked for staff when the provider's window has passed.
 */
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/create-db.ts';
import { payments } from '../../../db/schema.ts';
import { log } from '../../../ops/log.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';
import { settlePayment } from './payments-repo.ts';
import { askGatewayRefunds } from './refunds.ts';

/** How many payments one pass asks about. */
const RECONCILE_BATCH = 20;
/** How long a payment the provider could not yet speak for waits before it is asked again. */
const RECHECK_MS = 60_000;

export type Reconciled = { settled: number; later: number };

export async function reconcilePayments(db: Db, gateway: PaymentGateway | null, afterMinutes: number, now = new Date()): Promise<Reconciled> {
  const done: Reconciled = { settled: 0, later: 0 };
  if (!gateway?.inquire) return done;
  const startedBefore = new Date(now.getTime() - afterMinutes * 60_000);
  const checkedBefore = new Date(now.getTime() - RECHECK_MS);
  for (let i = 0; i < RECONCILE_BATCH; i++) {
    const due = db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'pending'),
          eq(payments.method, 'gateway'),
          eq(payments.gateway, gateway.code),
          lt(payments.createdAt, startedBefore),
          or(isNull(payments.checkedAt), lt(payments.checkedAt, checkedBefore)),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [p] = await db.update(payments).set({ checkedAt: now }).where(eq(payments.id, sql`(${due})`)).returning();
    if (!p) break;
    if (!p.reference) {
      // Never registered with the provider (its server stopped between the two): nothing was paid.
      await db.update(payments).set({ status: 'failed', settledAt: now }).where(and(eq(payments.id, p.id), eq(payments.status, 'pending'), isNull(payments.reference)));
      continue;
    }
    try {
      const answer = await gateway.inquire({ paymentId: p.id, amount: p.amount, status: p.status, reference: p.reference });
      if (answer === 'later') {
        done.later++;
        continue;
      }
      const settled = await settlePayment(db, gateway.code, answer);
      if (settled?.changed) {
        done.settled++;
        log.info({ payment_id: p.id, outcome: answer.outcome }, 'a payment whose callback never came was settled by reconciliation');
      }
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      done.later++;
      log.warn({ payment_id: p.id, err }, 'the gateway did not answer an inquiry; asked again later');
    }
  }
  // Money that arrived for a closed order is given back now (and by later passes until answered).
  if (done.settled) await askGatewayRefunds(db, gateway);
  return done;
}

/** Pending gateway payments older than the reconciliation age, for the pre-flight check and metrics. */
export async function pendingPaymentsCount(db: Db, afterMinutes: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), eq(payments.method, 'gateway'), isNotNull(payments.reference), lt(payments.createdAt, new Date(Date.now() - afterMinutes * 60_000))));
  return row?.n ?? 0;
}
