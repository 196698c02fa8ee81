/**
 * First-party analytics (issue 13 §4): `POST /api/events` keeps page views and commerce events
 * under a configured id, and nothing personal; off when no id is configured. The report counts
 * them per day and as a funnel.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsBatch } from '../../../contract/analytics.ts';
import { startHarness, type Harness } from '../../test/harness.ts';
import { dailyEvents, reportText } from './report.ts';

let h: Harness;
let off: Harness;
beforeAll(async () => {
  h = await startHarness({ analyticsIds: ['shop-1'], trustProxy: 1 }, { seed: false });
  off = await startHarness({}, { seed: false });
});
afterAll(async () => {
  await h?.close();
  await off?.close();
});

// sendBeacon sends a Blob: its type is the request's content type.
const beacon = (target: Harness, batch: unknown) =>
  target.app.request('/api/events', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.1' }, body: JSON.stringify(batch) });

describe('analytics events', () => {
  it('are refused when analytics are off', async () => {
    expect((await beacon(off, { site: 'shop-1', events: [{ kind: 'page_view', lang: 'fa', path: '/', at: Date.now() }] })).status).toBe(404);
  });

  it('keep views and commerce events, with no query and only the area of a private page', async () => {
    const now = Date.now();
    const batch: AnalyticsBatch = {
      site: 'shop-1',
      events: [
        { kind: 'page_view', lang: 'fa', path: '/', at: now - 60_000 },
        { kind: 'page_view', lang: 'en', path: '/en/dashboard/order/10231', at: now - 50_000 },
        { kind: 'product_view', lang: 'fa', path: '/product/1041/x', product_id: 1041, at: now - 40_000 },
        { kind: 'add_to_cart', lang: 'fa', product_id: 1041, at: now - 30_000 },
        { kind: 'order_placed', lang: 'fa', at: now - 20_000 },
        // Queued offline for longer than a week: dropped.
        { kind: 'page_view', lang: 'fa', path: '/news', at: now - 8 * 86_400_000 },
      ],
    };
    expect((await beacon(h, batch)).status).toBe(204);
    const rows = (await h.handle.db.execute(sql`select kind, lang, path, product_id from events order by at`)) as unknown as { rows: Record<string, unknown>[] };
    expect(rows.rows).toEqual([
      { kind: 'page_view', lang: 'fa', path: '/', product_id: null },
      { kind: 'page_view', lang: 'en', path: '/en/dashboard', product_id: null },
      { kind: 'product_view', lang: 'fa', path: '/product/1041/x', product_id: 1041 },
      { kind: 'add_to_cart', lang: 'fa', path: null, product_id: 1041 },
      { kind: 'order_placed', lang: 'fa', path: null, product_id: null },
    ]);
    const columns = (await h.handle.db.execute(sql`select column_name from information_schema.columns where table_name = 'events' order by 1`)) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((r) => r.column_name).sort()).toEqual(['at', 'id', 'kind', 'lang', 'path', 'product_id', 'site']);
  });

  it('refuse an unknown id, a path with a query and an unknown kind with 400', async () => {
    const at = Date.now();
    expect((await beacon(h, { site: 'someone-else', events: [{ kind: 'page_view', lang: 'fa', path: '/', at }] })).status).toBe(400);
    expect((await beacon(h, { site: 'shop-1', events: [{ kind: 'page_view', lang: 'fa', path: '/search?q=mobile', at }] })).status).toBe(400);
    expect((await beacon(h, { site: 'shop-1', events: [{ kind: 'signed_in', lang: 'fa', at }] })).status).toBe(400);
    expect((await beacon(h, '{not json')).status).toBe(400);
  });

  it('report views per day and the funnel', async () => {
    const days = await dailyEvents(h.handle.db, 14);
    // A minute's events: one day, or two when the minute spans midnight (UTC).
    const total = (k: 'page_view' | 'product_view' | 'add_to_cart' | 'order_placed') => days.reduce((n, d) => n + d[k], 0);
    expect([total('page_view'), total('product_view'), total('add_to_cart'), total('order_placed')]).toEqual([2, 1, 1, 1]);
    const text = reportText(days, 14);
    expect(text).toContain('product views  1  (50.0% of page views)');
    expect(text).toContain('orders         1  (100.0% of additions to cart)');
  });
});
