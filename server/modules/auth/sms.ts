/**
 * The SMS sender is an interface: a provider adapter in production, and in demo mode a dev
 * outbox that logs each code and keeps the last one per number for `GET /api/dev/outbox`.
 */
import { maskMobile } from '../../ops/log.ts';

export interface SmsSender {
  sendCode(mobile: string, code: string): Promise<void>;
}

export class DevOutbox implements SmsSender {
  private readonly last = new Map<string, { code: string; sentAt: Date }>();
  async sendCode(mobile: string, code: string) {
    this.last.set(mobile, { code, sentAt: new Date() });
    // The demo's stand-in for the SMS itself, on the terminal of `npm start` (DEMO_MODE only,
    // loopback by default): the code, to a number shown in part. Never in the JSON log.
    process.stdout.write(`[demo SMS to ${maskMobile(`0${mobile}`)}] code ${code}\n`);
  }
  lastCode(mobile: string) {
    return this.last.get(mobile) ?? null;
  }
}

/** Outside demo mode with no provider configured: sign-in says so rather than pretending. */
export class MissingProvider implements SmsSender {
  async sendCode(): Promise<void> {
    throw new Error('No SMS provider is configured');
  }
}
