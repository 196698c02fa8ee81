/**
 * The store's background work, run by every server instance on a timer: unpaid orders whose hold
 * is over are cancelled and their stock returned (orders-repo.ts expireHolds), gateway payments
 * whose callback never came are asked about (payment/reconcile.ts), refunds still pending are
 * asked of the gateway (payment/refunds.ts), members waiting for a product back in stock are told
 * (member/stock-alerts.ts), members' notices are sent (notify/notices.ts), and what the store no
 * longer needs is dropped (ops/retention.ts: spent rate-limit counters, old one-time codes, refresh
 * tokens and idempotency keys). All are safe to run in many instances at once: an
 * order is cancelled by one conditional UPDATE, a payment or refund row is taken with SKIP LOCKED.
 */
import type { Db } from '../../db/create-db.ts';
import { log } from '../../ops/log.ts';
import type { PaymentGateway } from './payment/gateway.ts';
import { askGatewayRefunds } from './payment/refunds.ts';
import { reconcilePayments, type Reconciled } from './payment/reconcile.ts';
import { deliverNotices, type Delivered } from '../notify/notices.ts';
import type { SmsSender } from '../auth/sms.ts';
import type { PushSender } from '../notify/web-push.ts';
import { expireHolds } from './orders-repo.ts';
import { forgetSpent, type Forgotten } from '../../ops/retention.ts';
import { tellBackInStock } from '../member/stock-alerts.ts';

/** How often an instance looks for expired holds and pending refunds. */
const ORDER_JOBS_EVERY_MS = 30_000;

export type OrderJobs = {
  /** One pass now: what it cancelled and refunded. */
  runOnce: () => Promise<{ expired: number[]; reconciled: Reconciled; refunded: number; backInStock: number; notices: Delivered; forgotten: Forgotten }>;
  start: () => void;
  stop: () => Promise<void>;
};

export function orderJobs(db: Db, gateway: PaymentGateway | null, o: { reconcileMinutes: number; sms: SmsSender; push: PushSender | null; publicUrl?: string }): OrderJobs {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const runOnce = async () => {
    const expired = await expireHolds(db);
    if (expired.length) log.info({ orders: expired.length }, 'unpaid orders past their hold were cancelled and their stock returned');
    const reconciled = await reconcilePayments(db, gateway, o.reconcileMinutes);
    const refunded = await askGatewayRefunds(db, gateway);
    const backInStock = await tellBackInStock(db, o.publicUrl);
    // Last: the notices the moves above wrote go out in the same pass.
    const notices = await deliverNotices(db, { sms: o.sms, push: o.push });
    // What the store no longer needs: spent counters, old codes, tokens and idempotency keys.
    const forgotten = await forgetSpent(db);
    return { expired, reconciled, refunded, backInStock, notices, forgotten };
  };
  const tick = () => {
    running = runOnce().catch((err: Error) => log.warn({ err: err.message }, 'the order jobs failed; they run again shortly'));
  };
  return {
    runOnce,
    start: () => {
      if (timer) return;
      tick();
      timer = setInterval(tick, ORDER_JOBS_EVERY_MS);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
