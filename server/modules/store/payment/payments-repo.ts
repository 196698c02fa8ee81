/**
 * Paying for an order: through the configured gateway (a pending payment, settled once by its
 * verified callback), or from the member's store credit (the ledger's debit, the payment and the
 * order's move to paid in one transaction, the credit account locked so that two payments never
 * spend the same balance).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CREDIT_KINDS } from '../../../../contract/member.ts';
import { GATEWAY_REFUSALS, PAYABLE_STATUSES, type OrderStatus } from '../../../../contract/constants.ts';
import type { Db, Queryable } from '../../../db/create-db.ts';
import { creditAccounts, credits, members, orderEvents, orders, payments } from '../../../db/schema.ts';
import { conflict, forbidden, missing, refused, unavailable } from '../../../domain-error.ts';
import { actingFor } from '../../organisation/organisations-repo.ts';
import { placeOnTerms } from '../../organisation/terms.ts';
import { holdExpired, moveOrder, orderNumber } from '../orders-repo.ts';
import { GatewayError, type GatewayResult, type PaymentGateway, type StoredPayment } from './gateway.ts';
import { log } from '../../../ops/log.ts';
import { refundPayment } from './refunds.ts';
import { dialledMobile } from '../../../../shared/phone.ts';
import { gatewayNote, latePaymentNote } from '../../../../shared/order-notes.ts';

const holdEnded = () =>
  refused('This order was held for payment for a limited time, and that time is over: its stock went back. Place the order again.', { reason: 'hold_expired' });

/**
 * The order a member may pay now: their own; or, for an organisation's order, one of its buyers'
 * (with the purchase-order number, required when the organisation says so, kept on the order).
 */
async function payableOrderOf(tx: Queryable, orderId: number, memberId: number, poNumber?: string, method: 'gateway' | 'credit' | 'terms' = 'gateway') {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const buyer = order?.organisationId != null ? await actingFor(tx, memberId) : null;
  if (!order || (order.organisationId === null ? order.memberId !== memberId : buyer?.organisation.id !== order.organisationId)) throw missing(`Order ${orderId} not found`);
  if (buyer && buyer.role !== 'buyer') throw forbidden('Only your organisation’s buyers pay its orders', { reason: 'role', role: 'buyer' });
  if (!buyer && method === 'terms') throw refused('Only an organisation’s order is placed on terms', { reason: 'no_terms' });
  // Store credit is a person's: an organisation pays from its own account.
  if (buyer && method === 'credit') throw refused('An organisation’s order is paid through the bank, not from store credit', { reason: 'organisation_credit' });
  if (!PAYABLE_STATUSES.includes(order.status as OrderStatus)) {
    const words = order.status === 'cancelled' ? 'This order was cancelled' : order.status === 'awaiting_approval' ? 'This order waits for approval' : order.status === 'returned' ? 'This order was returned' : 'This order is already paid';
    throw refused(words, { reason: 'status', status: order.status });
  }
  // An expired hold is never paid: the stock may already be someone else's.
  if (holdExpired(order)) throw holdEnded();
  if (buyer) {
    const po = poNumber ?? order.poNumber;
    if (!po && buyer.organisation.poRequired) throw refused('Your organisation asks for its purchase-order number', { field: 'po_number', reason: 'po_required' });
    if (poNumber && poNumber !== order.poNumber) {
      await tx.update(orders).set({ poNumber }).where(eq(orders.id, order.id));
      await tx.insert(orderEvents).values({ orderId: order.id, status: order.status, note: poNumber, actorName: buyer.name, actorRole: buyer.role });
      order.poNumber = poNumber;
    }
  }
  return { order, buyer };
}

const payableOrder = async (...args: Parameters<typeof payableOrderOf>) => (await payableOrderOf(...args)).order;

/** The buyer places an approved order on the organisation's terms (organisation/terms.ts), with its purchase-order number. */
export async function payOnTerms(db: Db, p: { orderId: number; memberId: number; poNumber?: string }) {
  return db.transaction(async (tx) => {
    const { order, buyer } = await payableOrderOf(tx, p.orderId, p.memberId, p.poNumber, 'terms');
    const placed = await placeOnTerms(tx, order, buyer!);
    return { redirectUrl: null, status: placed.status as OrderStatus };
  });
}

/**
 * Starts a gateway payment: a pending payment of the order's total, and where the browser goes.
 * A provider that refuses or does not answer leaves the order as it was (still payable): the
 * payment that never started is marked failed, and the member is told in words (503).
 */
export async function startGatewayPayment(db: Db, gateway: PaymentGateway, p: { orderId: number; memberId: number; lang: 'fa' | 'en'; callbackUrl: string; poNumber?: string }) {
  const payment = await db.transaction(async (tx) => {
    const order = await payableOrder(tx, p.orderId, p.memberId, p.poNumber);
    // A failed payment is tried again: the order waits for payment once more.
    if (order.status === 'payment_failed') await moveOrder(tx, order.id, 'awaiting_payment', order.memberId, 'retry');
    const token = randomBytes(18).toString('base64url');
    const [row] = await tx.insert(payments).values({ orderId: order.id, memberId: p.memberId, method: 'gateway', gateway: gateway.code, amount: order.total, status: 'pending', token }).returning();
    return row!;
  });
  const [member] = await db.select({ mobile: members.mobile }).from(members).where(eq(members.id, p.memberId));
  let started: { redirectUrl: string; reference: string };
  try {
    started = await gateway.start({ paymentId: payment.id, orderId: p.orderId, amount: payment.amount, callbackUrl: p.callbackUrl, lang: p.lang, token: payment.token!, ...(member ? { mobile: dialledMobile(member.mobile) } : {}) });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    await db.update(payments).set({ status: 'failed', reference: err.message.slice(0, 200), settledAt: new Date() }).where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    log.warn({ gateway: gateway.code, payment_id: payment.id, err }, 'the gateway did not start a payment');
    throw unavailable('The bank’s payment gateway did not start this payment; the order is kept, try again in a minute', {
      reason: err.kind === 'refused' ? GATEWAY_REFUSALS[0] : GATEWAY_REFUSALS[1],
    });
  }
  await db.update(payments).set({ reference: started.reference }).where(eq(payments.id, payment.id));
  return { redirectUrl: started.redirectUrl, status: 'awaiting_payment' as OrderStatus };
}

/** A gateway payment by the reference its provider gave at start (a callback names it so). */
export async function findByReference(db: Db, gatewayCode: string, reference: string): Promise<StoredPayment | null> {
  const [row] = await db
    .select({ paymentId: payments.id, amount: payments.amount, status: payments.status, reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.gateway, gatewayCode), eq(payments.reference, reference), eq(payments.method, 'gateway')));
  return row ? { ...row, reference: row.reference! } : null;
}

/** Pays from store credit when the balance covers the total: 422 with the balance otherwise. */
export async function payWithCredit(db: Db, p: { orderId: number; memberId: number }) {
  return db.transaction(async (tx) => {
    // The account row is locked first: a second payment waits and then sees the debit of the first.
    let [account] = await tx.select().from(creditAccounts).where(eq(creditAccounts.memberId, p.memberId)).for('update');
    if (!account) {
      await tx.insert(creditAccounts).values({ memberId: p.memberId }).onConflictDoNothing();
      [account] = await tx.select().from(creditAccounts).where(eq(creditAccounts.memberId, p.memberId)).for('update');
    }
    const order = await payableOrder(tx, p.orderId, p.memberId, undefined, 'credit');
    const [sum] = await tx.select({ balance: sql<string>`coalesce(sum(${credits.amount}), 0)` }).from(credits).where(eq(credits.accountId, account!.id));
    const balance = Number(sum?.balance ?? 0);
    if (balance < order.total) {
      throw refused('Your store credit does not cover this order', { reason: 'insufficient_credit', balance, total: order.total });
    }
    const number = orderNumber(order.id);
    await tx.insert(credits).values({
      accountId: account!.id,
      amount: -order.total,
      kind: CREDIT_KINDS.purchase,
      descriptionFa: `خرید سفارش ${number}`,
      descriptionEn: `Purchase, order ${number}`,
      reference: number,
    });
    await tx.insert(payments).values({ orderId: order.id, memberId: p.memberId, method: 'credit', amount: order.total, status: 'paid', reference: number, settledAt: new Date() });
    // The move is conditional (the order still payable, its hold not over): a cancel or the hold's
    // end that won the race makes it fail, and the debit above rolls back with it.
    if (!(await moveOrder(tx, order.id, 'paid', order.memberId, 'credit'))) {
      const [now] = await tx.select().from(orders).where(eq(orders.id, order.id));
      if (now && PAYABLE_STATUSES.includes(now.status as OrderStatus) && holdExpired(now)) throw holdEnded();
      throw conflict(now?.status === 'cancelled' ? 'This order was cancelled while it was being paid; nothing was charged' : 'The order changed while it was being paid; try again', {
        reason: 'status',
        status: now?.status ?? 'unknown',
      });
    }
    return { redirectUrl: null, status: 'paid' as OrderStatus };
  });
}

/** A line in an order's history that records an event without a move (its status stays). */
async function addHistoryNote(tx: Pick<Db, 'insert' | 'select'>, orderId: number, note: string) {
  const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (o) await tx.insert(orderEvents).values({ orderId, status: o.status, note });
}

export type Settled = { orderId: number; memberId: number; outcome: GatewayResult['outcome']; changed: boolean };

/**
 * Settles a verified callback once: the payment leaves `pending` in one conditional UPDATE (a
 * replayed callback finds it settled and changes nothing), its amount must be the one stored,
 * and the order moves to paid, or to payment failed. A cancelled payment leaves the order
 * waiting for payment. Null when the payment is unknown or the amount is not the stored one.
 */
export async function settlePayment(db: Db, gatewayCode: string, result: GatewayResult): Promise<Settled | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(and(eq(payments.id, result.paymentId), eq(payments.gateway, gatewayCode)));
    if (!payment || payment.amount !== result.amount) return null;
    const base = { orderId: payment.orderId, memberId: payment.memberId, outcome: result.outcome };
    const settled = await tx
      .update(payments)
      .set({ status: result.outcome, receipt: result.receipt ?? null, cardPan: result.cardPan ?? null, settledAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (settled.length === 0) return { ...base, changed: false };
    const said = result.receipt ?? result.reference;
    if (result.outcome === 'paid' && !(await moveOrder(tx, payment.orderId, 'paid', null, gatewayNote(said)))) {
      // The money arrived for an order that no longer takes it (cancelled meanwhile, its hold
      // over, or paid by another payment): it is refunded through the gateway, decided in this
      // same transaction (refunds.ts), and the order's history says so.
      await refundPayment(tx, payment.id);
      await addHistoryNote(tx, payment.orderId, latePaymentNote(payment.amount, said));
    }
    // A failure moves the order only while no other payment settled it (a late "failed" of an
    // earlier attempt must not undo a payment).
    if (result.outcome === 'failed') await moveOrder(tx, payment.orderId, 'payment_failed', null, gatewayNote(said), ['awaiting_payment']);
    return { ...base, changed: true };
  });
}
