import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsBatch } from '../../../contract/analytics.ts';
import { AppDB } from '../../device/db/app-db.ts';
import { flushAnalytics } from './analytics-queue.ts';

let n = 0;
let database: AppDB;
afterEach(async () => {
  await database?.delete();
});

const fresh = () => (database = new AppDB(`analytics-test-${++n}`));
const queue = (count: number) =>
  database.analytics.bulkAdd(Array.from({ length: count }, (_, i) => ({ kind: 'page_view' as const, lang: 'fa' as const, path: `/news/${i}`, at: 1_000 + i })));

/** A sendBeacon that keeps what it was handed, and takes it or not. */
function sender(takes = true) {
  const sent: AnalyticsBatch[] = [];
  return {
    sent,
    send: (url: string, body: Blob) => {
      expect(url).toBe('/api/events');
      expect(body.type).toBe('application/json');
      void body.text().then((t) => sent.push(JSON.parse(t) as AnalyticsBatch));
      return takes;
    },
  };
}

describe('analytics on the device', () => {
  it('keeps the events while offline and sends them, 50 to a beacon, once online', async () => {
    fresh();
    await queue(120);
    const beacon = sender();
    expect(await flushAnalytics(database, beacon.send, 'shop-1', () => false)).toBe(0);
    expect(await database.analytics.count()).toBe(120);
    expect(await flushAnalytics(database, beacon.send, 'shop-1', () => true)).toBe(120);
    expect(await database.analytics.count()).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(beacon.sent.map((b) => b.events.length)).toEqual([50, 50, 20]);
    expect(beacon.sent[0]!.site).toBe('shop-1');
    // The device's own key stays on the device.
    expect(beacon.sent[0]!.events[0]).toEqual({ kind: 'page_view', lang: 'fa', path: '/news/0', at: 1_000 });
  });

  it('keeps what the browser would not take, for the next try', async () => {
    fresh();
    await queue(3);
    expect(await flushAnalytics(database, sender(false).send, 'shop-1', () => true)).toBe(0);
    expect(await database.analytics.count()).toBe(3);
  });

  it('sends nothing without an analytics id', async () => {
    fresh();
    await queue(3);
    const beacon = sender();
    expect(await flushAnalytics(database, beacon.send, '', () => true)).toBe(0);
    expect(beacon.sent).toEqual([]);
  });
});
