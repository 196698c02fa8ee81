/**
 * The outbox of member writes (design.md §4): enqueue, list, retry, discard, and one sender at a
 * time (Web Locks) that delivers queued entries in order with a fresh access token, backing off
 * on network failure. A 4xx is final and kept with the server's reason. No React here: the
 * service worker delivers with the same code when no page is open (sw/outbox-delivery.ts).
 */
import { ApiCallError, apiSend } from '../../api/client.ts';
import { db, type AppDB, type OutboxEntry } from '../../db/app-db.ts';
import { backoffMs, outcomeOf } from './outbox-rules.ts';

export type NewEntry = Pick<OutboxEntry, 'memberId' | 'kind' | 'method' | 'path' | 'label'> & { body?: unknown };

export async function enqueue(entry: NewEntry, database: AppDB = db): Promise<OutboxEntry> {
  const now = Date.now();
  const row: OutboxEntry = { ...entry, id: crypto.randomUUID(), status: 'queued', attempts: 0, nextAttemptAt: now, createdAt: now, updatedAt: now };
  await database.outbox.add(row);
  return row;
}

export const retryEntry = (id: string, database: AppDB = db) =>
  database.outbox.update(id, { status: 'queued', reason: undefined, nextAttemptAt: Date.now(), updatedAt: Date.now() });
export const discardEntry = (id: string, database: AppDB = db) => database.outbox.delete(id);

type Sender = {
  token: () => Promise<string | null>;
  memberId: number | null;
  /** Send entries still inside their backoff too: the browser reports the network is back. */
  ignoreBackoff?: boolean;
};

/**
 * Sends what is due for the member, oldest first. Returns when the next attempt is due (ms from
 * now) or null when nothing waits. A concurrent call (another tab, the service worker's nudge)
 * finds the lock taken and returns at once.
 */
export async function flushOutbox(sender: Sender, database: AppDB = db): Promise<number | null> {
  if (sender.memberId === null) return null;
  const run = async () => {
    const memberId = sender.memberId!;
    // Entries left "sending" by a closed tab go back to the queue.
    await database.outbox.where({ memberId, status: 'sending' }).modify({ status: 'queued' });
    const queued = await database.outbox.where({ memberId, status: 'queued' }).sortBy('createdAt');
    const due = sender.ignoreBackoff ? queued : queued.filter((e) => e.nextAttemptAt <= Date.now());
    for (const entry of due) {
      const token = await sender.token();
      if (!token) return 0;
      await database.outbox.update(entry.id, { status: 'sending', updatedAt: Date.now() });
      let result: { status: number; message?: string } | { offline: true };
      try {
        await apiSend(entry.method, entry.path, { token, body: entry.body, ...(entry.method === 'POST' ? { idempotencyKey: entry.id } : {}) });
        result = { status: 200 };
      } catch (err) {
        result = err instanceof ApiCallError && !err.offline ? { status: err.status_code, message: err.error_message } : { offline: true };
      }
      const outcome = outcomeOf(result);
      const attempts = entry.attempts + 1;
      if (outcome.kind === 'sent') await database.outbox.update(entry.id, { status: 'sent', attempts, updatedAt: Date.now() });
      else if (outcome.kind === 'failed') await database.outbox.update(entry.id, { status: 'failed', reason: outcome.reason, attempts, updatedAt: Date.now() });
      else {
        await database.outbox.update(entry.id, { status: 'queued', attempts, nextAttemptAt: Date.now() + backoffMs(attempts), updatedAt: Date.now() });
        // Order matters (add then remove): stop here and try again later.
        break;
      }
    }
    const waiting = await database.outbox.where({ memberId, status: 'queued' }).toArray();
    if (waiting.length === 0) return null;
    return Math.max(0, Math.min(...waiting.map((e) => e.nextAttemptAt)) - Date.now());
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('storefront-outbox', { ifAvailable: true }, (lock) => (lock ? run() : null));
  }
  return run();
}
