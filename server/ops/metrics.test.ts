/**
 * `/metrics` (issue 13 §4): off unless a token is configured; then Prometheus's text format for a
 * scraper holding the token, with requests counted by route pattern (never by URL) and status,
 * the public cache's hits and misses, the search index's size, and the process's own figures.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import { startHarness, type Harness } from '../test/harness.ts';

const TOKEN = 'scraper-token-0123456789abcdef';
let on: Harness;
let off: Harness;
beforeAll(async () => {
  on = await startHarness({ metricsToken: TOKEN });
  off = await startHarness({}, { seed: false });
});
afterAll(async () => {
  await on?.close();
  await off?.close();
});

describe('metrics', () => {
  it('are not served unless configured', async () => {
    expect((await off.app.request('/metrics')).status).toBe(404);
  });

  it('are for the scraper holding the token only', async () => {
    expect((await on.app.request('/metrics')).status).toBe(401);
    expect((await on.app.request('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);
  });

  it('count requests by route pattern and status, and the public cache', async () => {
    for (let i = 0; i < 3; i++) expect((await on.call('/v1/product/fa/products/1001')).status).toBe(200);
    expect((await on.call('/v1/product/fa/products/999999')).status).toBe(404);
    const res = await on.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/v1\/product\/:lang\/products\/:id",status="200"\} 3/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/v1\/product\/:lang\/products\/:id",status="404"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/v1\/product\/:lang\/products\/:id",status="200"\}/);
    // Routes are patterns, never URLs (a process figure may well hold the digits 1001).
    const routes = [...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(routes).toContain('/v1/product/:lang/products/:id');
    expect(routes.filter((route) => /\/\d|1001|999999/.test(route))).toEqual([]);
    expect(text).toMatch(/public_cache_hits_total [1-9]/);
    expect(text).toMatch(/public_cache_misses_total [1-9]/);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('say how many products the search index holds once built: every active one', async () => {
    const [active] = await on.handle.db.select({ n: count() }).from(products).where(eq(products.status, 1));
    const held = async () => {
      const text = await (await on.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      return Number(/^search_index_products (\d+)$/m.exec(text)?.[1]);
    };
    const until = Date.now() + 20_000;
    while ((await held()) === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(await held()).toBe(active!.n);
  });

  it('/readyz says what the instance holds of the catalogue: once warm, every active product indexed and its list row packed', async () => {
    const [active] = await on.handle.db.select({ n: count() }).from(products).where(eq(products.status, 1));
    type Ready = { status: string; catalogue: { indexed: number; packed: number; packing: boolean } };
    const ready = async () => (await (await on.app.request('/readyz')).json()) as Ready;
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      const { catalogue } = await ready();
      if (catalogue.indexed > 0 && catalogue.packed > 0 && !catalogue.packing) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await ready()).toEqual({ status: 'ready', migrations: expect.any(Number), catalogue: { indexed: active!.n, packed: active!.n, packing: false } });
  });
});
