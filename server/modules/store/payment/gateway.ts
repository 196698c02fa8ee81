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
 * environment) and is made by `createGateway` (gateways.ts) for its PAYMENT_GATEWAY code.
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
  /** The member's mobile (`09…`), which Shaparak providers show on their page. */
  mobile?: string;
};

/** What a refund asked of the provider came to: done (with its reference), or refused and why. */
export type GatewayRefund = { ok: true; reference: string } | { ok: false; reason: string };

/**
 * What a genuine callback says: which payment, its outcome and the amount the provider took, its
 * reference (the one `start` answered), and for a paid one the provider's receipt (Shaparak's
 * `ref_id`) and the card's masked number.
 */
export type GatewayResult = { paymentId: number; outcome: 'paid' | 'cancelled' | 'failed'; amount: number; reference: string; receipt?: string | null; cardPan?: string | null };

/** A payment as stored, found by the reference the provider gave it at `start` (its authority). */
export type StoredPayment = { paymentId: number; amount: number; status: string; reference: string };
export type PaymentLookup = (reference: string) => Promise<StoredPayment | null>;

/**
 * The provider refused (`refused`: its documented error, `code` and words) or did not answer
 * (`unavailable`: timeout, connection, an answer outside its protocol). Messages never carry the
 * merchant id.
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  readonly code: string;
  /** Step 1: where the browser goes to pay, and the provider's reference for this payment. */
  start(p: GatewayStart): Promise<{ redirectUrl: string; reference: string }>;
  /**
   * Step 3: the callback's fields, verified (with the provider where it has a verify call: the
   * amount it is asked about is the stored one, found by `lookup`); null when they are not
   * genuine (forged, tampered, unknown). Throws GatewayError when the provider did not answer:
   * the payment stays pending for reconciliation.
   */
  verify(fields: Record<string, string>, lookup: PaymentLookup): Promise<GatewayResult | null>;
  /**
   * Reconciliation of a payment still pending long after it started (its callback lost: the
   * member paid and closed the tab): the provider's word on it, or `later` while it cannot say
   * yet. Providers without an inquiry call leave it out.
   */
  inquire?(p: StoredPayment): Promise<GatewayResult | 'later'>;
  /**
   * Gives a settled payment's money back (the order was cancelled, or the money came for an order
   * that no longer took it). Must be safe to ask twice for one payment: a crash between the
   * provider's answer and our record of it asks again, and the provider's "already refunded"
   * counts as done. A thrown error (the provider did not answer) is tried again later.
   */
  refund(p: { paymentId: number; amount: number; reference: string | null }): Promise<GatewayRefund>;
}
