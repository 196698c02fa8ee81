/**
 * The SMS sender is an interface: a provider adapter in production, and in demo mode a dev
 * outbox that logs each code and keeps the last one per number for `GET /api/dev/outbox`.
 */
export interface SmsSender {
  sendCode(mobile: string, code: string): Promise<void>;
}

export class DevOutbox implements SmsSender {
  private readonly last = new Map<string, { code: string; sentAt: Date }>();
  async sendCode(mobile: string, code: string) {
    this.last.set(mobile, { code, sentAt: new Date() });
    console.log(`[dev outbox] code for 0${mobile}: ${code}`);
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
