/**
 * Delivery of the outbox by the worker itself, when a Background Sync fires (design.md §4). It
 * uses the pages' own sender (src/device/outbox/outbox-repo.ts: the same Web Lock, the same
 * Idempotency-Keys) with an access token it asks for at send time through the refresh cookie,
 * and keeps only in memory for this delivery.
 *
 * A sync is spent once its promise settles, so the worker answers 'retry-later' (and the browser
 * fires the sync again later) whenever anything is still due: no network, a session call that
 * does not answer in time, a page holding the sender's lock for too long.
 */
import type { Session } from '../contract/member.ts';
import { flushOutbox } from '../src/device/outbox/outbox-repo.ts';
import { fetchSession } from '../src/device/session/session-api.ts';

export type Delivery = 'done' | 'retry-later';

/** How long the worker waits for the session call, and for a page that is sending. */
const SESSION_TIMEOUT_MS = 15_000;
const LOCK_WAIT_MS = 20_000;

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))]);

export async function deliverOutbox(): Promise<Delivery> {
  let session: Session | 'refused';
  try {
    session = await within(SESSION_TIMEOUT_MS, fetchSession());
  } catch {
    return 'retry-later'; // no network yet, or no answer in time
  }
  // Signed out (or the session was revoked): entries wait for the member's next visit, shown there.
  if (session === 'refused') return 'done';
  const token = session.access_token;
  const result = await flushOutbox({
    token: async () => token,
    member: session.user.id,
    ignoreBackoff: true,
    whenBusy: 'wait',
    waitMs: LOCK_WAIT_MS,
  });
  return !result.busy && result.next === null ? 'done' : 'retry-later';
}
