// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../../contract/analytics.ts';
import { AppDB, db } from '../../device/db/app-db.ts';
import { readLocal, writeLocal } from '../../lib/local-store.ts';
import { flushKept, keepEvents } from './analytics-kept.ts';
import { analyticsQueue } from './analytics-queue.ts';

let n = 0;
let database: AppDB;
afterEach(async () => {
  vi.useRealTimers();
  await database?.delete();
  await db.analytics.clear();
  writeLocal('analyticsKept', null);
});

const fresh = () => (database = new AppDB(`analytics-test-${++n}`));
const event = (i: number): AnalyticsEvent => ({ kind: 'page_view', lang: 'fa', path: `/news/${i}`, at: 1_000 + i });
const events = (count: number) => Array.from({ length: count }, (_, i) => event(i));

/** A sendBeacon that keeps what it was handed, and takes it or not. */
function sender(takes = true) {
  const sent: AnalyticsEvent[][] = [];
  return { sent, send: (batch: AnalyticsEvent[]) => (takes ? (sent.push(batch), true) : false) };
}

describe('analytics kept on the device', () => {
  it('keeps the events while offline and sends them, 50 to a beacon, once online', async () => {
    fresh();
    await keepEvents(events(120), database);
    expect(readLocal('analyticsKept')).toBe('1');
    const beacon = sender();
    expect(await flushKept(beacon.send, 'shop-1', () => false, database)).toBe(0);
    expect(await database.analytics.count()).toBe(120);
    expect(await flushKept(beacon.send, 'shop-1', () => true, database)).toBe(120);
    expect(await database.analytics.count()).toBe(0);
    expect(beacon.sent.map((b) => b.length)).toEqual([50, 50, 20]);
    // The device's own key stays on the device; nothing is left to send, and the hint says so.
    expect(beacon.sent[0]![0]).toEqual({ kind: 'page_view', lang: 'fa', path: '/news/0', at: 1_000 });
    expect(readLocal('analyticsKept')).toBeNull();
  });

  it('keeps what the browser would not take, for the next try', async () => {
    fresh();
    await keepEvents(events(3), database);
    expect(await flushKept(sender(false).send, 'shop-1', () => true, database)).toBe(0);
    expect(await database.analytics.count()).toBe(3);
    expect(readLocal('analyticsKept')).toBe('1');
  });

  it('sends nothing without an analytics id', async () => {
    fresh();
    await keepEvents(events(3), database);
    const beacon = sender();
    expect(await flushKept(beacon.send, '', () => true, database)).toBe(0);
    expect(beacon.sent).toEqual([]);
  });
});

describe('the analytics queue', () => {
  it('online, sends from memory a few seconds after the last event, without IndexedDB', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const beacon = sender();
    const q = analyticsQueue({ send: beacon.send, site: 'shop-1', online: () => true });
    await q.enqueue(event(1));
    vi.advanceTimersByTime(2_000);
    await q.enqueue(event(2));
    vi.advanceTimersByTime(2_999);
    expect(beacon.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(beacon.sent).toEqual([[event(1), event(2)]]);
    expect(q.waiting).toEqual([]);
    vi.useRealTimers();
    expect(readLocal('analyticsKept')).toBeNull();
    expect(await db.analytics.count()).toBe(0);
  });

  it('sends what waits when asked (the page is hidden), 50 to a beacon', async () => {
    const beacon = sender();
    const q = analyticsQueue({ send: beacon.send, site: 'shop-1', online: () => true });
    for (const e of events(70)) await q.enqueue(e);
    expect(await q.flush()).toBe(0);
    expect(beacon.sent.map((b) => b.length)).toEqual([50, 20]);
  });

  it('offline, keeps each event on the device at once, and sends it once online', async () => {
    let online = false;
    const beacon = sender();
    const q = analyticsQueue({ send: beacon.send, site: 'shop-1', online: () => online });
    await q.enqueue(event(1));
    expect(q.waiting).toEqual([]);
    expect(await db.analytics.count()).toBe(1);
    expect(await q.flush()).toBe(0);
    online = true;
    expect(await q.flush()).toBe(1);
    expect(beacon.sent).toEqual([[event(1)]]);
    expect(await db.analytics.count()).toBe(0);
  });

  it('keeps what the browser refused, and what waited when the network went', async () => {
    let online = true;
    let takes = false;
    const sent: AnalyticsEvent[][] = [];
    const q = analyticsQueue({ send: (b) => takes && (sent.push(b), true), site: 'shop-1', online: () => online });
    await q.enqueue(event(1));
    await q.flush();
    expect(await db.analytics.count()).toBe(1);
    await q.enqueue(event(2));
    online = false;
    await q.flush();
    expect(await db.analytics.count()).toBe(2);
    online = true;
    takes = true;
    expect(await q.flush()).toBe(2);
    expect(sent).toEqual([[event(1), event(2)]]);
  });
});
