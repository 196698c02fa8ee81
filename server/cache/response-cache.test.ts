import { describe, expect, it } from 'vitest';
import { ResponseCache, type CachedResponse } from './response-cache.ts';
import { answerTags, droppedBy } from './cache-tags.ts';

const entry = (text: string): CachedResponse => ({ body: Buffer.from(text), br: null, gzip: null, etag: `"${text}"`, type: 'text/plain', status: 200, headers: {} });

describe('the response cache', () => {
  it('answers what it keeps, until it is invalidated', () => {
    const cache = new ResponseCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    cache.set('/a', cache.generation, entry('a'));
    expect(cache.get('/a')?.body.toString()).toBe('a');
    cache.invalidate();
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, invalidations: 1 });
  });

  it('keeps a page that aged out for as long again, marked not fresh, and drops it when invalidated', () => {
    let now = 0;
    const cache = new ResponseCache({ maxBytes: 10_000, maxAgeMs: 60_000, now: () => now });
    cache.set('/p', cache.generation, entry('p'));
    expect(cache.lookup('/p')).toMatchObject({ fresh: true });
    now = 60_000;
    expect(cache.lookup('/p')).toMatchObject({ fresh: false });
    expect(cache.lookup('/p')?.value.body.toString()).toBe('p');
    // An answer (get) is never sent once it has aged out.
    cache.set('/a', cache.generation, entry('a'));
    now = 120_000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.lookup('/p')).toBeUndefined();
    cache.set('/q', cache.generation, entry('q'));
    now = 180_000;
    expect(cache.lookup('/q')).toMatchObject({ fresh: false });
    cache.invalidate();
    expect(cache.lookup('/q')).toBeUndefined();
  });

  it('does not keep an answer read before an invalidation', () => {
    const cache = new ResponseCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    const before = cache.generation;
    cache.invalidate();
    cache.set('/a', before, entry('stale'));
    expect(cache.get('/a')).toBeUndefined();
  });

  it('drops by tag only what depends on it, and what depends on everything', () => {
    const cache = new ResponseCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    cache.set('/p/1', cache.generation, entry('one'), ['product:1']);
    cache.set('/p/2', cache.generation, entry('two'), ['product:2']);
    cache.set('/list', cache.generation, entry('list'), ['products', 'product:1', 'product:2']);
    cache.set('/news', cache.generation, entry('news'), ['news']);
    cache.set('/unknown', cache.generation, entry('unknown'));
    cache.invalidate(droppedBy('product-rows:1'));
    expect(['/p/1', '/p/2', '/list', '/news', '/unknown'].map((k) => Boolean(cache.get(k)))).toEqual([false, true, false, true, false]);
    cache.invalidate(droppedBy('news'));
    expect(cache.get('/news')).toBeUndefined();
    expect(cache.get('/p/2')).toBeDefined();
    cache.invalidate(droppedBy('something-else'));
    expect(cache.get('/p/2')).toBeUndefined();
  });

  it('keeps an answer read before an invalidation of other tags, not one of its own', () => {
    const cache = new ResponseCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    const before = cache.generation;
    cache.invalidate(['product:9']);
    cache.set('/p/1', before, entry('one'), ['product:1']);
    cache.set('/p/9', before, entry('nine'), ['product:9']);
    expect(cache.get('/p/1')).toBeDefined();
    expect(cache.get('/p/9')).toBeUndefined();
  });

  it('tags answers by what they show', () => {
    expect(answerTags('/product/fa/products/1001', () => ({ data: { id: 1001 } }))).toEqual(['product:1001', 'brands', 'categories']);
    expect(answerTags('/product/fa/products', () => ({ data: [{ id: 1 }, { id: 2 }] }))).toEqual(['products', 'brands', 'categories', 'product:1', 'product:2']);
    expect(answerTags('/news/en/news', () => ({ data: [] }))).toEqual(['news']);
    expect(answerTags('/whatever/fa/things', () => ({}))).toEqual(['*']);
    expect(droppedBy('products')).toBeNull();
    expect(droppedBy('reviews:7')).toEqual(['reviews', 'product:7']);
  });

  it('lets entries age out', () => {
    let now = 0;
    const cache = new ResponseCache({ maxBytes: 10_000, maxAgeMs: 1_000, now: () => now });
    cache.set('/a', 0, entry('a'));
    now = 999;
    expect(cache.get('/a')).toBeDefined();
    now = 1_000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size.bytes).toBe(0);
  });

  it('stays within its bytes, dropping the least recently used first', () => {
    const cache = new ResponseCache({ maxBytes: 800, maxAgeMs: 60_000 });
    const big = (c: string) => entry(c.repeat(98));
    cache.set('/1', 0, big('1'));
    cache.set('/2', 0, big('2'));
    cache.get('/1');
    for (let i = 3; i <= 9; i++) cache.set(`/${i}`, 0, big(String(i)));
    expect(cache.size.bytes).toBeLessThanOrEqual(800);
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/9')).toBeDefined();
  });
});
