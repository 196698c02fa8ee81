import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDB } from '../../db/app-db.ts';
import { discardEntry, enqueue, retryEntry } from './outbox-repo.ts';
import { backoffMs, outcomeOf, OUTBOX_BACKOFF_MAX_MS } from './outbox-rules.ts';

const dbs: AppDB[] = [];
let n = 0;
const fresh = () => {
  const d = new AppDB(`outbox-test-${++n}`);
  dbs.push(d);
  return d;
};
afterEach(async () => {
  for (const d of dbs.splice(0)) await d.delete();
});

describe('outbox rules', () => {
  it('treats 2xx as sent, 4xx as final with the reason, 401 as sign-in, no answer and 5xx as retry', () => {
    expect(outcomeOf({ status: 201 })).toEqual({ kind: 'sent' });
    expect(outcomeOf({ status: 422, message: 'Ticket is closed' })).toEqual({ kind: 'failed', reason: 'Ticket is closed' });
    expect(outcomeOf({ status: 404 })).toEqual({ kind: 'failed', reason: 'HTTP 404' });
    expect(outcomeOf({ status: 401 })).toEqual({ kind: 'signin' });
    expect(outcomeOf({ status: 429 })).toEqual({ kind: 'retry' });
    expect(outcomeOf({ status: 503 })).toEqual({ kind: 'retry' });
    expect(outcomeOf({ offline: true })).toEqual({ kind: 'retry' });
  });

  it('backs off exponentially up to a ceiling', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffMs(30)).toBe(OUTBOX_BACKOFF_MAX_MS);
  });
});

describe('outbox entries', () => {
  it('get a UUID (the Idempotency-Key), start queued, can be retried and discarded', async () => {
    const d = fresh();
    const e = await enqueue({ memberId: 7, kind: 'favorite.add', method: 'POST', path: '/v1/x', label: 'x' }, d);
    expect(e.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(e.status).toBe('queued');
    await d.outbox.update(e.id, { status: 'failed', reason: 'no' });
    await retryEntry(e.id, d);
    const retried = await d.outbox.get(e.id);
    expect(retried?.status).toBe('queued');
    expect(retried?.reason).toBeUndefined();
    await discardEntry(e.id, d);
    expect(await d.outbox.count()).toBe(0);
  });
});
