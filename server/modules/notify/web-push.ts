/**
 * Web Push (RFC 8030, payload encryption RFC 8291, VAPID RFC 8292) through the kept `web-push`
 * library: it encrypts the payload to the device's keys and signs the VAPID token. What we add is
 * what the push service's answer means for the delivery (its documented statuses):
 *
 * - 201 (or any 2xx): accepted, the service delivers it when the device is reachable (TTL);
 * - 404 / 410: the subscription is gone (the browser unsubscribed, the app was removed): remove it;
 * - 400, 401, 403, 413: the service refuses what we sent (a wrong VAPID key, a payload too large):
 *   trying again changes nothing;
 * - 429, 5xx, a timeout, a failed connection: not answering now: try again later.
 */
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOptions = {
  /** How long the push service keeps it for a device that is away, in seconds. */
  ttlSeconds: number;
  /** A newer message with the same topic replaces one the service still holds (RFC 8030 §5.4). */
  topic?: string;
};

export class PushError extends Error {
  constructor(
    readonly kind: 'gone' | 'refused' | 'unavailable',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PushError';
  }
}

export interface PushSender {
  /** The key a browser subscribes with (applicationServerKey). */
  readonly publicKey: string;
  /** Whether a device's endpoint is on one of the push services this server sends to. */
  allows(endpoint: string): boolean;
  send(target: PushTarget, payload: string, options: PushOptions): Promise<void>;
}

/**
 * An endpoint the server may POST to: https on one of the configured push services' hosts (or a
 * host under one). A member names the endpoint, so anything else (an address inside the network)
 * is refused.
 */
export function endpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && !url.username && !url.password && hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

export class WebPushSender implements PushSender {
  readonly publicKey: string;
  /**
   * `agent`: how to reach the push services (tests give one that trusts their local service's
   * certificate); default Node's.
   */
  constructor(
    private readonly config: NonNullable<Config['push']>,
    private readonly agent?: Agent,
  ) {
    this.publicKey = config.publicKey;
  }

  allows(endpoint: string) {
    return endpointAllowed(endpoint, this.config.serviceHosts);
  }

  async send(target: PushTarget, payload: string, options: PushOptions): Promise<void> {
    if (!this.allows(target.endpoint)) throw new PushError('refused', 'The endpoint is not on a configured push service');
    try {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: { subject: this.config.subject, publicKey: this.config.publicKey, privateKey: this.config.privateKey },
        TTL: options.ttlSeconds,
        ...(options.topic ? { topic: options.topic } : {}),
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        timeout: this.config.timeoutMs,
        ...(this.agent ? { agent: this.agent } : {}),
      });
    } catch (err) {
      if (err instanceof webpush.WebPushError) {
        const status = err.statusCode;
        const kind = status === 404 || status === 410 ? 'gone' : status === 429 || status >= 500 ? 'unavailable' : 'refused';
        // The service's own words, without the endpoint (it names the device).
        throw new PushError(kind, `The push service answered ${status}: ${String(err.body ?? '').slice(0, 200)}`, status);
      }
      // A device's keys that cannot be encrypted to: the browser gave a broken subscription.
      if (err instanceof Error && /p256dh|auth|subscription/i.test(err.message)) throw new PushError('gone', err.message);
      throw new PushError('unavailable', err instanceof Error ? `The push service did not answer: ${err.message}` : 'The push service did not answer');
    }
  }
}
