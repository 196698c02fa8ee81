/**
 * Delivery of the outbox by the worker itself, when a Background Sync fires (design.md §4). It
 * uses the pages' own sender (src/features/outbox/outbox-repo.ts: the same Web Lock, the same
 * Idempotency-Keys) with an access token it asks for at send time through the refresh cookie,
 * and keeps only in memory for this delivery.
 */
import type { Session } from '../contract/member.ts';
import { flushOutbox } from '../src/features/outbox/outbox-repo.ts';
import { fetchSession } from '../src/features/session/session-api.ts';

export type Delivery = 'done' | 'retry-later';

/**
 * Sends what waits for the member whose session this is. 'retry-later' when something is still
 * due (offline again, or no session to send with): the browser then fires the sync again later.
 */
export async function deliverOutbox(): Promise<Delivery> {
  let session: Session | 'refused';
  try {
    session = await fetchSession();
  } catch {
    return 'retry-later'; // no network yet
  }
  // Signed out (or the session was revoked): entries wait for the member's next visit, shown there.
  if (session === 'refused') return 'done';
  const token = session.access_token;
  const next = await flushOutbox({ token: async () => token, memberId: session.user.id, ignoreBackoff: true });
  return next === null ? 'done' : 'retry-later';
}
