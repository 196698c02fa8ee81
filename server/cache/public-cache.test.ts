/**
 * Rendered public pages and public catalogue answers are kept per URL, answered with ETag/304,
 * and dropped when the data they show changes: through the API (at once) or in the database by
 * anyone else (its triggers notify every listening instance). Member answers never are kept.
 * The pages are the real storefront's, rendered by its build.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Review } from '../../contract/catalog.ts';
import { storefrontBuild } from '../../scripts/build-storefront.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { freshMobile, signInHelpers } from '../test/sign-in.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ ...storefrontBuild(), trustProxy: 1 });
}, 300_000);
afterAll(async () => {
  await h?.close();
});

/** Asks until `check` holds (a NOTIFY arrives on its own connection, a moment after the commit). */
async function eventually(check: () => Promise<boolean>, ms = 3_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within the time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A product page's canonical URL (`/en/product/{id}` redirects there, and the redirect is kept too). */
async function canonicalOf(id: number) {
  const short = await h.app.request(`/en/product/${id}`);
  expect(short.status).toBe(301);
  return short.headers.get('location')!;
}
const pageOf = async (id: number) => h.app.request(await canonicalOf(id));

describe('the public cache', () => {
  it('keeps a catalogue answer, and answers 304 to a client that holds it', async () => {
    const first = await h.call('/v1/product/fa/products?limit=3');
    expect(first.headers.get('x-cache')).toBe('miss');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const second = await h.call('/v1/product/fa/products?limit=3');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.json()).toEqual(await first.json());
    const again = await h.call('/v1/product/fa/products?limit=3', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Compressed for a client that takes it, the same version.
    const br = await h.call('/v1/product/fa/products?limit=3', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(etag);
  });

  it('keeps no member answer, and no error', async () => {
    const { session } = await signInHelpers(() => h).signIn(freshMobile('0912'), { first_name: 'Nika', last_name: 'Rad' });
    const auth = { authorization: `Bearer ${session.access_token}` };
    for (let i = 0; i < 2; i++) {
      const mine = await h.call('/v1/product/fa/products/favorites', { headers: auth });
      expect(mine.status).toBe(200);
      expect(mine.headers.get('x-cache')).toBeNull();
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      const missing = await h.call('/v1/product/fa/products/999999');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-cache')).toBeNull();
    }
  });

  it('renders a product page once, then sends the same bytes until the product changes in the database', async () => {
    const first = await pageOf(1001);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    const html = await first.text();
    expect(html).toContain('<div id="root"><');
    const second = await pageOf(1001);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(await second.text()).toBe(html);
    const canonical = await canonicalOf(1001);
    expect((await h.app.request(canonical, { headers: { 'if-none-match': first.headers.get('etag')! } })).status).toBe(304);

    // The catalogue team renames it in the database, outside this server.
    await h.handle.db.execute(sql`update products set title_en = 'Renamed braided suture' where id = 1001`);
    await eventually(async () => (await (await pageOf(1001)).text()).includes('Renamed braided suture'));
    const api = await h.json<{ data: Product }>('/v1/product/en/products/1001');
    expect(api.body.data.title).toBe('Renamed braided suture');
  });

  it('shows a review written through the API on the next read, with no wait', async () => {
    const { session } = await signInHelpers(() => h).signIn(freshMobile('0913'), { first_name: 'Ava', last_name: 'Nouri' });
    const before = await h.json<{ data: Review[] }>('/v1/product/en/products/1041/reviews');
    await h.call('/v1/product/en/products/1041/reviews');
    const posted = await h.call('/v1/product/en/products/1041/addreview', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}`, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ description: 'Holds well through long procedures.', rate: 5 }),
    });
    expect(posted.status).toBe(201);
    const after = await h.json<{ data: Review[] }>('/v1/product/en/products/1041/reviews');
    expect(after.body.data.length).toBe(before.body.data.length + 1);
  });

  it('never keeps a member\'s pages, in either language', async () => {
    for (const path of ['/dashboard', '/dashboard/order', '/en/credit', '/order/checkout']) {
      for (let i = 0; i < 2; i++) {
        const res = await h.app.request(path);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-cache')).toBeNull();
        expect(res.headers.get('cache-control')).toBe('no-cache');
      }
    }
  });
});
