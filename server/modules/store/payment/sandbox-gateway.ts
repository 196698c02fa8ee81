/**
 * The sandbox gateway: a pay / cancel page served by this server, for the demo and the tests.
 * Its callback's fields are signed with an HMAC of the server's secret, so a changed amount,
 * payment or outcome fails verification exactly as a real provider's verify call would. Never
 * offered with NODE_ENV=production (config.ts refuses it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayResult, GatewayStart, PaymentGateway } from './gateway.ts';

export const SANDBOX_CODE = 'sandbox';
const OUTCOMES = ['paid', 'cancelled', 'failed'] as const;

export class SandboxGateway implements PaymentGateway {
  readonly code = SANDBOX_CODE;
  constructor(private readonly secret: () => Promise<string>) {}

  async sign(paymentId: number, amount: number, outcome: string): Promise<string> {
    return createHmac('sha256', await this.secret()).update(`sandbox-pay:${paymentId}:${amount}:${outcome}`).digest('base64url');
  }

  async start(p: GatewayStart) {
    // The page is named by the payment's unguessable token, never by its sequential id.
    return { redirectUrl: `/api/pay/sandbox/${p.token}?lang=${p.lang}`, reference: `SBX-${p.paymentId}` };
  }

  /** The sandbox moves no money: a refund is done at once, under a reference of its own. */
  async refund(p: { paymentId: number }) {
    return { ok: true as const, reference: `SBX-R-${p.paymentId}` };
  }

  async verify(fields: Record<string, string>): Promise<GatewayResult | null> {
    const paymentId = Number(fields.payment_id);
    const amount = Number(fields.amount);
    const outcome = OUTCOMES.find((o) => o === fields.outcome);
    if (!Number.isSafeInteger(paymentId) || !Number.isSafeInteger(amount) || !outcome || typeof fields.sig !== 'string') return null;
    const expected = Buffer.from(await this.sign(paymentId, amount, outcome));
    const given = Buffer.from(fields.sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { paymentId, outcome, amount, reference: `SBX-${paymentId}` };
  }
}
