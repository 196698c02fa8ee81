/**
 * Payment gateways (spec §9 "gateway code"; design.md §3): an adapter per provider, chosen by
 * configuration (PAYMENT_GATEWAY). Every provider works the same three steps:
 *
 *   1. request:  `start` registers the payment with the provider and answers where the browser goes;
 *   2. redirect: the member pays (or cancels) on the provider's page;
 *   3. verify:   the provider sends the browser back to `/api/pay/callback/{code}`; `verify` reads
 *                that callback and confirms it with the provider (a signature, or the provider's
 *                verify call) before anything is marked paid. The server then checks the amount
 *                against the payment it stored and settles it once.
 *
 * A real provider's adapter implements this interface (its merchant id and key from the
 * environment) and is added to GATEWAYS below.
 */
export type GatewayStart = {
  paymentId: number;
  orderId: number;
  /** Integer Rial. */
  amount: number;
  /** Absolute URL the provider returns the browser to. */
  callbackUrl: string;
  lang: 'fa' | 'en';
  /** The payment's unguessable token, for a provider page of our own (the sandbox's). */
  token: string;
};

/** What a refund asked of the provider came to: done (with its reference), or refused and why. */
export type GatewayRefund = { ok: true; reference: string } | { ok: false; reason: string };

/** What a genuine callback says: which payment, its outcome and the amount the provider took. */
export type GatewayResult = { paymentId: number; outcome: 'paid' | 'cancelled' | 'failed'; amount: number; reference: string };

export interface PaymentGateway {
  readonly code: string;
  /** Step 1: where the browser goes to pay, and the provider's reference for this payment. */
  start(p: GatewayStart): Promise<{ redirectUrl: string; reference: string }>;
  /** Step 3: the callback's fields, verified; null when they are not genuine (forged, tampered). */
  verify(fields: Record<string, string>): Promise<GatewayResult | null>;
  /**
   * Gives a settled payment's money back (the order was cancelled, or the money came for an order
   * that no longer took it). Must be safe to ask twice for one payment: a crash between the
   * provider's answer and our record of it asks again, and the provider's "already refunded"
   * counts as done. A thrown error (the provider did not answer) is tried again later.
   */
  refund(p: { paymentId: number; amount: number; reference: string | null }): Promise<GatewayRefund>;
}
