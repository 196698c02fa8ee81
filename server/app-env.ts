import type { ResponseCache } from './cache/response-cache.ts';
import type { Config } from './config.ts';
import type { Logger } from './ops/log.ts';
import type { Db } from './db/create-db.ts';
import type { SmsSender, DevOutbox } from './modules/auth/sms.ts';
import type { PaymentGateway } from './modules/store/payment/gateway.ts';
import type { PushSender } from './modules/notify/web-push.ts';

export type AuthDeps = {
  /** The token signing key (resolved once). */
  secret: () => Promise<string>;
  sms: SmsSender;
  /** Present in demo mode only: codes and captcha answers for tests in a real browser. */
  devOutbox: DevOutbox | null;
  devCaptchas: Map<string, string> | null;
};

/** Variables every handler can read from the context (`c.var.db`, `c.var.config`, …). */
export type AppEnv = {
  Variables: {
    db: Db;
    config: Config;
    auth: AuthDeps;
    /** The configured payment gateway adapter, or null when none takes payments. */
    gateway: PaymentGateway | null;
    /** Web Push (VAPID keys configured), or null. */
    push: PushSender | null;
    memberId: number;
    /** The member's session (its refresh family). */
    sessionId: string;
    /** This request's id (X-Request-Id; in every log line and error body of the request). */
    requestId: string;
    /** The logger of this request: its lines carry the request id (ops/log.ts). */
    log: Logger;
    /** Rendered public pages and public catalogue answers (cache/response-cache.ts). */
    publicCache: ResponseCache;
    /** What a write changed, as cache tags (cache/cache-tags.ts): the public cache drops just that. */
    changed?: string[];
    /** A route's JSON answer as it was made (api-router.ts `answerJson`): the public cache keeps its text without reading the Response back. */
    answer?: { body: unknown; text: string };
  };
};
