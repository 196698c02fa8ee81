import { describe, expect, it } from 'vitest';
import { ResponseCache, type CachedResponse } from './response-cache.ts';

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

  it('does not keep an answer read before an invalidation', () => {
    const cache = new ResponseCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    const before = cache.generation;
    cache.invalidate();
    cache.set('/a', before, entry('stale'));
    expect(cache.get('/a')).toBeUndefined();
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
