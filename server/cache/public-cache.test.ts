/**
 * Rendered public pages and public catalogue answers are kept per URL, answered with ETag/304,
 * and dropped when the data they show changes: through the API (at once) or in the database by
 * anyone else (its triggers notify every listening instance). Member answers never are kept.
 * The pages are the real storefront's, rendered by its build.
 */
import { sql } from 'drizzle-orm';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_CACHE_MAX_AGE_MS } from './response-cache.ts';
import type { Product, Review } from '../../contract/catalog.ts';
import { storefrontBuild } from '../../scripts/build-storefront.ts';
import { fileHarness } from '../test/harness.ts';
import { freshMobile, signInHelpers } from '../test/sign-in.ts';

const h = fileHarness(() => ({ ...storefrontBuild(), trustProxy: 1 }), { timeoutMs: 300_000 });

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

  it('sends an answer too small to compress as it is, with its length and its strong ETag, the first time and from memory', async () => {
    // A search that finds nothing: some hundred bytes, which gzip only makes larger.
    for (const cache of ['miss', 'hit']) {
      const res = await h.call('/v1/product/fa/products?limit=12&search_text=zzqqxx', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.headers.get('x-cache')).toBe(cache);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBeLessThan(512);
      expect(res.headers.get('content-length')).toBe(String(body.length));
      expect(JSON.parse(body.toString('utf8'))).toMatchObject({ data: [] });
    }
  });

  it('answers a call whose path the spec fixes in fa in the language Accept-Language asks for, kept once per language', async () => {
    type Faqs = { data: { question: string }[] };
    const ask = (lang?: string) => h.call('/v1/faq/fa/faqs?limit=2', lang ? { headers: { 'accept-language': lang } } : {});
    const fa = await ask('fa');
    const en = await ask('en');
    const persian = ((await fa.json()) as Faqs).data[0]!.question;
    const english = ((await en.json()) as Faqs).data[0]!.question;
    expect(persian).toMatch(/[\u0600-\u06FF]/);
    expect(english).toMatch(/^[\x20-\x7E]+$/);
    for (const res of [fa, en]) expect(res.headers.get('vary')).toMatch(/accept-language/i);
    // Each language is kept apart, and the one asked for comes back from the cache.
    const enAgain = await ask('en-GB,en;q=0.9');
    expect(enAgain.headers.get('x-cache')).toBe('hit');
    expect(enAgain.headers.get('vary')).toMatch(/accept-language/i);
    expect(((await enAgain.json()) as Faqs).data[0]!.question).toBe(english);
    // No header, or one naming neither language: Persian, as the path says.
    expect(((await (await ask()).json()) as Faqs).data[0]!.question).toBe(persian);
    expect(((await (await ask('de')).json()) as Faqs).data[0]!.question).toBe(persian);
    // A call whose path carries its language answers in it, whatever the header says.
    const products = await h.call('/v1/product/fa/products?limit=1', { headers: { 'accept-language': 'en' } });
    expect(products.headers.get('vary')).not.toMatch(/accept-language/i);
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

  it('sends a page made for its first visitor at brotli 10, which fits a page into a new connection’s first round trip where the fast level does not', async () => {
    const first = await h.app.request('/faq?first=1', { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('x-cache')).toBe('miss');
    const sent = Buffer.from(await first.arrayBuffer());
    const html = zlib.brotliDecompressSync(sent);
    const at = (quality: number) => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(sent.length).toBe(at(10));
    expect(sent.length).toBeLessThan(at(3) * 0.9);
  });

  it('sends a page that aged out as it was while it is made again, and then the new one at its best compression', async () => {
    const url = '/en/faq?aged=1';
    const first = await h.app.request(url, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('x-cache')).toBe('miss');
    const etag = first.headers.get('etag');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + PUBLIC_CACHE_MAX_AGE_MS + 1_000);
      // Aged out: the next visitor gets the page as kept, at once.
      const aged = await h.app.request(url, { headers: { 'accept-encoding': 'br' } });
      expect(aged.headers.get('x-cache')).toBe('stale');
      expect(aged.headers.get('etag')).toBe(etag);
      // Then the page made again (read now: its bytes say when), compressed at the best level
      // before the first visitor gets it.
      let renewed: Response | undefined;
      await eventually(async () => {
        renewed = await h.app.request(url, { headers: { 'accept-encoding': 'br' } });
        return renewed.headers.get('x-cache') === 'hit';
      });
      expect(renewed!.headers.get('etag')).not.toBe(etag);
      const html = Buffer.from(await (await h.app.request(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      const best = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      expect((await renewed!.arrayBuffer()).byteLength).toBe(best.length);
      // Past twice its age, a kept page is not sent: the visitor who asks gets it made.
      vi.setSystemTime(Date.now() + 2 * PUBLIC_CACHE_MAX_AGE_MS + 1_000);
      expect((await h.app.request(url)).headers.get('x-cache')).toBe('miss');
    } finally {
      vi.useRealTimers();
    }
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

  it('drops only what a change shows: an order for one product keeps other products’ pages and the content pages', async () => {
    const xcache = async (url: string) => (await h.app.request(url)).headers.get('x-cache');
    const apiCache = async (url: string) => (await h.call(url)).headers.get('x-cache');
    const [ordered, other] = [await canonicalOf(1020), await canonicalOf(1041)];
    const urls = [ordered, other, '/news', '/en/faq'];
    // Kept once rendered in time (a cold renderer may send the first visitor the shell, not kept).
    for (const u of urls) await eventually(async () => (await xcache(u)) === 'hit', 15_000);
    for (const u of ['/v1/product/en/products/1020', '/v1/product/en/products/1041', '/v1/product/en/products?ids=1020,1041']) await h.call(u);

    // A member orders one unit of 1020 (its stock stays above zero).
    const { session } = await signInHelpers(() => h).signIn(freshMobile('0914'), { first_name: 'Mina', last_name: 'Karimi' });
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` };
    const recipient = await h.json<{ data: { id: number } }>('/v1/store/fa/recipients', {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ name: 'Ward 7', mobile: '09121234567', province_id: 1, city_id: 101, address: 'Imam Khomeini hospital, building 2', postal_code: '1419733141' }),
    });
    const order = await h.call('/v1/store/fa/orders', {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ cart_items: [{ product_id: 1020, quantity: 1, guaranteed: 0, comment: '' }], recipient_id: recipient.body.data.id, transmit_id: 3 }),
    });
    expect(order.status).toBe(201);
    // What shows 1020 is dropped at once; the rest is kept, now and once the database's notice has come.
    // (The answers first: rendering the page again reads the product's answer anew and keeps it.)
    expect(await apiCache('/v1/product/en/products/1020')).toBe('miss');
    expect(await apiCache('/v1/product/en/products?ids=1020,1041')).toBe('miss');
    expect(await xcache(ordered)).toBe('miss');
    await new Promise((r) => setTimeout(r, 300));
    for (const u of [other, '/news', '/en/faq']) expect(await xcache(u), u).toBe('hit');
    expect(await apiCache('/v1/product/en/products/1041')).toBe('hit');

    // A statement that changes no row (a replayed callback's kind of write) drops nothing.
    await h.handle.db.execute(sql`update products set stock = stock where id = 1041`);
    await new Promise((r) => setTimeout(r, 300));
    expect(await xcache(other)).toBe('hit');
    // A stock change made in the database drops that product's page, not the others'.
    await h.handle.db.execute(sql`update products set stock = stock + 1 where id = 1041`);
    await eventually(async () => (await xcache(other)) === 'miss');
    expect(await xcache('/news')).toBe('hit');
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
