/**
 * Zarinpal (a Shaparak payment facilitator), from its payment gateway documentation (v4) and its
 * SDKs' sources. JSON POSTs under `{base}/pg/v4/payment/`:
 *
 * - `request.json` (merchant_id, amount, currency, description, callback_url, metadata): `data.code`
 *   100 gives the `authority`; the browser goes to `{base}/pg/StartPay/{authority}`;
 * - the browser comes back to callback_url with `Authority` and `Status` (`OK` or `NOK`);
 * - `verify.json` (merchant_id, amount, authority): `data.code` 100 paid now, 101 verified before
 *   (both carry `ref_id` and `card_pan`); anything else did not pay;
 * - `inquiry.json` (merchant_id, authority): `data.status` PAID (to verify), VERIFIED, IN_BANK (the
 *   member is still on the bank's page), FAILED or REVERSED;
 * - `reverse.json` (merchant_id, authority): gives a verified payment back, within the provider's
 *   window (about half an hour); after it, the refund is staff's (marked failed for them).
 *
 * Errors answer `errors: { code, message }` (e.g. -9 validation, -10/-11 merchant, -50 amount,
 * -51 not paid, -54 authority). Amounts are Rial (`currency: "IRR"`). The callback's `Status`
 * never settles anything by itself: only the verify answer counts, for the amount we stored.
 */
import { GatewayError, type GatewayRefund, type GatewayResult, type GatewayStart, type PaymentGateway, type PaymentLookup, type StoredPayment } from './gateway.ts';

export const ZARINPAL_CODE = 'zarinpal';

export type ZarinpalOptions = {
  merchantId: string;
  /** `https://payment.zarinpal.com` by default; tests point it at a local fake. */
  baseUrl: string;
  timeoutMs?: number;
};

/** The documented error codes, in words for the log and for staff. */
const ERRORS: Record<number, string> = {
  [-9]: 'validation error',
  [-10]: 'merchant id or IP address not valid',
  [-11]: 'merchant not active',
  [-12]: 'too many attempts',
  [-15]: 'merchant suspended',
  [-16]: 'merchant level not valid',
  [-17]: 'merchant restricted',
  [-50]: 'amount differs from the amount paid',
  [-51]: 'payment not successful',
  [-52]: 'unexpected error at the provider',
  [-53]: 'authority belongs to another merchant',
  [-54]: 'authority not valid',
  [-55]: 'transaction not found',
  [-60]: 'reverse not possible for this payment',
  [-61]: 'transaction not successful or already reversed',
  [-62]: 'merchant IP address not set for reverse',
  [-63]: 'the window for reverse has passed',
};

type Answer = { data?: unknown; errors?: unknown };
type Data = { code?: unknown; authority?: unknown; ref_id?: unknown; card_pan?: unknown; status?: unknown; message?: unknown };

export class ZarinpalGateway implements PaymentGateway {
  readonly code = ZARINPAL_CODE;
  private readonly base: string;
  private readonly timeoutMs: number;
  constructor(private readonly o: ZarinpalOptions) {
    this.base = o.baseUrl.replace(/\/$/, '');
    this.timeoutMs = o.timeoutMs ?? 10_000;
  }

  async start(p: GatewayStart) {
    const data = await this.call('request', {
      amount: p.amount,
      currency: 'IRR',
      description: p.lang === 'fa' ? `پرداخت سفارش ${p.orderId}` : `Payment for order ${p.orderId}`,
      callback_url: p.callbackUrl,
      metadata: { order_id: String(p.orderId), ...(p.mobile ? { mobile: p.mobile } : {}) },
    });
    if (data.code !== 100 || typeof data.authority !== 'string' || !/^[A-Za-z0-9]{10,64}$/.test(data.authority)) {
      throw new GatewayError('unavailable', `Zarinpal request: an answer without an authority (code ${String(data.code)})`);
    }
    return { redirectUrl: `${this.base}/pg/StartPay/${data.authority}`, reference: data.authority };
  }

  async verify(fields: Record<string, string>, lookup: PaymentLookup): Promise<GatewayResult | null> {
    const authority = fields.Authority;
    if (typeof authority !== 'string' || !/^[A-Za-z0-9]{10,64}$/.test(authority)) return null;
    const payment = await lookup(authority);
    if (!payment) return null;
    // Settled before (a replayed callback): nothing is asked again, nothing changes.
    if (payment.status !== 'pending') return { paymentId: payment.paymentId, outcome: payment.status === 'paid' ? 'paid' : 'failed', amount: payment.amount, reference: authority };
    // NOK: the member cancelled or the bank refused; no verify call, the payment failed.
    if (fields.Status !== 'OK') return { paymentId: payment.paymentId, outcome: 'failed', amount: payment.amount, reference: authority };
    return this.settleWithVerify(payment);
  }

  async inquire(p: StoredPayment): Promise<GatewayResult | 'later'> {
    let data: Data;
    try {
      data = await this.call('inquiry', { authority: p.reference });
    } catch (err) {
      // An authority the provider does not know never went to the bank: it failed.
      if (err instanceof GatewayError && err.kind === 'refused' && (err.code === -54 || err.code === -55)) return { paymentId: p.paymentId, outcome: 'failed', amount: p.amount, reference: p.reference };
      throw err;
    }
    switch (data.status) {
      case 'PAID':
      case 'VERIFIED':
        return this.settleWithVerify(p);
      case 'FAILED':
      case 'REVERSED':
        return { paymentId: p.paymentId, outcome: 'failed', amount: p.amount, reference: p.reference };
      default:
        // IN_BANK: the member is still on the bank's page; asked again on a later pass.
        return 'later';
    }
  }

  async refund(p: { paymentId: number; amount: number; reference: string | null }): Promise<GatewayRefund> {
    if (!p.reference) return { ok: false, reason: 'no authority recorded for this payment' };
    try {
      const data = await this.call('reverse', { authority: p.reference });
      if (data.code === 100) return { ok: true, reference: `reversed ${p.reference}` };
      return { ok: false, reason: `Zarinpal reverse answered code ${String(data.code)}` };
    } catch (err) {
      // Refused (the window passed, already reversed…): staff give the money back by hand.
      if (err instanceof GatewayError && err.kind === 'refused') return { ok: false, reason: err.message };
      throw err;
    }
  }

  /** Verify for the stored amount: 100 and 101 are paid (with ref_id and card_pan), any refusal is not. */
  private async settleWithVerify(p: StoredPayment): Promise<GatewayResult> {
    let data: Data;
    try {
      data = await this.call('verify', { amount: p.amount, authority: p.reference });
    } catch (err) {
      if (err instanceof GatewayError && err.kind === 'refused' && err.code !== -52 && err.code !== -12) return { paymentId: p.paymentId, outcome: 'failed', amount: p.amount, reference: p.reference };
      throw err;
    }
    if ((data.code === 100 || data.code === 101) && (typeof data.ref_id === 'number' || typeof data.ref_id === 'string')) {
      const cardPan = typeof data.card_pan === 'string' && /^[\d*]{12,19}$/.test(data.card_pan) ? data.card_pan : null;
      return { paymentId: p.paymentId, outcome: 'paid', amount: p.amount, reference: p.reference, receipt: String(data.ref_id), cardPan };
    }
    throw new GatewayError('unavailable', `Zarinpal verify: an answer outside the protocol (code ${String(data.code)})`);
  }

  private async call(method: 'request' | 'verify' | 'inquiry' | 'reverse', body: Record<string, unknown>): Promise<Data> {
    let res: Response;
    try {
      res = await fetch(`${this.base}/pg/v4/payment/${method}.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ merchant_id: this.o.merchantId, ...body }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new GatewayError('unavailable', `Zarinpal ${method}: ${timedOut ? `no answer within ${this.timeoutMs} ms` : 'could not connect'}`);
    }
    let answer: Answer;
    try {
      answer = (await res.json()) as Answer;
    } catch {
      throw new GatewayError('unavailable', `Zarinpal ${method}: HTTP ${res.status} with an answer that is not JSON`);
    }
    const errors = answer?.errors as { code?: unknown; message?: unknown } | undefined;
    if (errors && !Array.isArray(errors) && typeof errors.code === 'number') {
      const words = ERRORS[errors.code] ?? (typeof errors.message === 'string' ? errors.message.slice(0, 200) : 'an undocumented error');
      throw new GatewayError(errors.code === -52 ? 'unavailable' : 'refused', `Zarinpal ${method} refused: ${errors.code} ${words}`, errors.code);
    }
    const data = answer?.data;
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new GatewayError('unavailable', `Zarinpal ${method}: HTTP ${res.status} with no data`);
    return data as Data;
  }
}
