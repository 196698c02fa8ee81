/**
 * The SMS sender is an interface: a provider adapter (kavenegar.ts) when SMS_PROVIDER names one,
 * and otherwise, in demo mode, a dev outbox that prints each message on the terminal and keeps the
 * last code per number for `GET /api/dev/outbox`.
 *
 * Mobile numbers are the national number without its leading 0 (`9121234567`), as stored.
 */
import { maskMobile } from '../../ops/log.ts';
import { dialledMobile } from '../../../shared/phone.ts';

/**
 * Why a message did not go: `receptor` the number cannot receive it (the member can fix that);
 * `refused` the provider declined for a reason of ours (credit, key, template, line: an operator
 * must act); `unavailable` the provider did not answer, or answered what nobody documents (later
 * may work). Messages name the provider's status, never the number, the code or the API key.
 */
export class SmsError extends Error {
  constructor(
    readonly kind: 'receptor' | 'refused' | 'unavailable',
    message: string,
    readonly providerStatus: number | null = null,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

export interface SmsSender {
  /** What the pre-flight check and the logs call it. */
  readonly provider: string;
  /** A one-time code, through the provider's own channel for codes where it has one. */
  sendCode(mobile: string, code: string): Promise<void>;
  /**
   * Any other message. `localId` is this message's own id: a retry with the same id is not sent
   * twice (the provider keeps it), so a worker may retry after a crash.
   */
  send(mobile: string, text: string, localId: string): Promise<void>;
}

export class DevOutbox implements SmsSender {
  readonly provider = 'outbox';
  private readonly last = new Map<string, { code: string; sentAt: Date }>();
  private readonly messages = new Map<string, { text: string; localId: string; sentAt: Date }[]>();
  async sendCode(mobile: string, code: string) {
    this.last.set(mobile, { code, sentAt: new Date() });
    // The demo's stand-in for the SMS itself, on the terminal of `npm start` (DEMO_MODE only,
    // loopback by default): the code, to a number shown in part. Never in the JSON log.
    process.stdout.write(`[demo SMS to ${maskMobile(dialledMobile(mobile))}] code ${code}\n`);
  }
  async send(mobile: string, text: string, localId: string) {
    const kept = this.messages.get(mobile) ?? [];
    if (kept.some((m) => m.localId === localId)) return;
    kept.push({ text, localId, sentAt: new Date() });
    this.messages.set(mobile, kept.slice(-20));
    process.stdout.write(`[demo SMS to ${maskMobile(dialledMobile(mobile))}] ${text}\n`);
  }
  lastCode(mobile: string) {
    return this.last.get(mobile) ?? null;
  }
  messagesTo(mobile: string) {
    return this.messages.get(mobile) ?? [];
  }
}

/** Outside demo mode with no provider configured (refused in production): sign-in says so rather than pretending. */
export class MissingProvider implements SmsSender {
  readonly provider = 'none';
  async sendCode(): Promise<void> {
    throw new SmsError('unavailable', 'No SMS provider is configured (SMS_PROVIDER)');
  }
  async send(): Promise<void> {
    throw new SmsError('unavailable', 'No SMS provider is configured (SMS_PROVIDER)');
  }
}
