import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../contract/member.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { AppDB } from '../../device/db/app-db.ts';
import { publishSession, type SessionStatus } from '../session/session-state.ts';
import { readThrough } from './member-reads.ts';

const user: SessionUser = { id: 7, first_name: 'Sara', last_name: 'Ahmadi', mobile: '09121234567' };
const as = (status: SessionStatus, member: SessionUser | null = user) =>
  publishSession({ status, session: null, lastUser: member, checkedAt: member ? 1 : null });

let n = 0;
const dbs: AppDB[] = [];
const fresh = () => {
  const db = new AppDB(`reads-${++n}`);
  dbs.push(db);
  return db;
};
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
  as('loading', null);
});

const offline = () => Promise.reject(new ApiCallError(500, 'Unknown Error', true));
/** The copy is written in a quiet moment after the answer: once it is there. */
const kept = (db: AppDB, rows: number) => vi.waitFor(async () => expect(await db.memberReads.count()).toBe(rows));

describe('readThrough', () => {
  it('answers from the server and keeps a dated copy under the member', async () => {
    const db = fresh();
    as('signedIn');
    const before = Date.now();
    let asked = 0;
    const read = await readThrough(
      'credits:fa:1:',
      async () => {
        asked = Date.now();
        return { total: 3 };
      },
      db,
    );
    expect(read).toEqual({ data: { total: 3 }, savedAt: null, asOf: expect.any(Number) });
    // Dated from before it was asked for: a write delivered while it was on its way may be missing.
    expect(read.asOf).toBeGreaterThanOrEqual(before);
    expect(read.asOf).toBeLessThanOrEqual(asked);
    await kept(db, 1);
    const row = await db.memberReads.get('7:credits:fa:1:');
    expect(row).toMatchObject({ memberId: 7, data: { total: 3 } });
    expect(row!.savedAt).toBeGreaterThan(0);
  });

  it('answers the copy, with its date, when the network fails or the session is offline', async () => {
    const db = fresh();
    as('signedIn');
    await readThrough('account:fa', async () => ({ id: 1 }), db);
    await kept(db, 1);
    const saved = await readThrough('account:fa', offline, db);
    expect(saved.data).toEqual({ id: 1 });
    expect(saved.savedAt).toBeGreaterThan(0);
    expect(saved.asOf).toBe(saved.savedAt);
    as('offline');
    expect((await readThrough('account:fa', () => Promise.reject(new Error('not asked')), db)).data).toEqual({ id: 1 });
  });

  it('dates an answer the page’s inline script may have asked for, while it waits to be taken, from the document’s start', async () => {
    const db = fresh();
    as('signedIn');
    const scope = globalThis as { __earlySession?: Promise<Response> | null };
    scope.__earlySession = new Promise<Response>(() => undefined);
    try {
      expect((await readThrough('order:fa:1', async () => ({ id: 1 }), db)).asOf).toBe(performance.timeOrigin);
    } finally {
      scope.__earlySession = null;
    }
    expect((await readThrough('order:fa:1', async () => ({ id: 1 }), db)).asOf).toBeGreaterThan(performance.timeOrigin);
  });

  it('says what is missing when nothing was saved, and never answers another member\'s copy', async () => {
    const db = fresh();
    as('signedIn');
    await readThrough('credit:fa:5', async () => ({ id: 5 }), db);
    await kept(db, 1);
    as('signedIn', { ...user, id: 8 });
    await expect(readThrough('credit:fa:5', offline, db)).rejects.toMatchObject({ offline: true });
  });

  it('keeps no copy when the member signs out before it is written (the wipe has run)', async () => {
    const db = fresh();
    as('signedIn');
    // The copy waits for a quiet moment (lib/idle.ts: a timer where there is no idle callback).
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await readThrough('credit:fa:6', async () => ({ id: 6 }), db);
      as('signedOut', null);
      await vi.runAllTimersAsync();
    } finally {
      vi.useRealTimers();
    }
    expect(await db.memberReads.count()).toBe(0);
    // The same read for a member still signed in is kept when the quiet moment comes.
    as('signedIn');
    await readThrough('credit:fa:6', async () => ({ id: 6 }), db);
    await kept(db, 1);
  });

  it('passes a refusal from the server through and keeps no copy of it', async () => {
    const db = fresh();
    as('signedIn');
    await expect(readThrough('credit:fa:9', () => Promise.reject(new ApiCallError(404, 'Not found', false)), db)).rejects.toMatchObject({ status_code: 404 });
    expect(await db.memberReads.count()).toBe(0);
  });
});
