/** Sliding-window rate limits on the real database: bounds that hold at boundaries and under concurrency. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema.ts';
import { fileHarness } from '../test/harness.ts';
import { BUCKETS, charge, dropSpentLimits, take, type Limit } from './rate-limit.ts';

const h = fileHarness();
const MINUTE = 60_000;
const limit: Limit = { max: 5, windowMs: 10 * MINUTE };
const bucketMs = limit.windowMs / BUCKETS;
/** A round ten minutes: the boundary a clock-aligned window would start again at. */
const ROUND = Date.UTC(2026, 11, 6, 18, 30);
const at = (ms: number) => new Date(ROUND + ms);
const key = () => `test:${crypto.randomUUID()}`;
const oks = async (k: string, n: number, when: Date) => (await Promise.all(Array.from({ length: n }, () => take(h.handle.db, k, 1, limit, when)))).filter((t) => t.ok).length;

describe('rate limits', () => {
  it('let through at most max of many hits arriving together', async () => {
    const k = key();
    expect(await oks(k, 4 * limit.max, at(0))).toBe(limit.max);
    const [row] = await h.handle.db.select().from(rateLimits).where(eq(rateLimits.key, k));
    // Refused hits are not counted.
    expect(row!.counts).toEqual([limit.max]);
  });

  it('do not start again when the clock passes a round time: no burst of twice the limit across it', async () => {
    const k = key();
    expect(await oks(k, limit.max, at(-1))).toBe(limit.max);
    expect(await oks(k, limit.max, at(1))).toBe(0);
    expect(await oks(k, limit.max, at(limit.windowMs - bucketMs))).toBe(0);
    // A whole window after the hits (and at most a bucket more), they have left it.
    expect(await oks(k, limit.max, at(limit.windowMs + bucketMs))).toBe(limit.max);
  });

  it('slide: the oldest hits leave the window first, and Retry-After says when one more fits', async () => {
    const k = key();
    expect(await oks(k, 2, at(0))).toBe(2);
    expect(await oks(k, 3, at(4 * MINUTE))).toBe(3);
    const refused = await take(h.handle.db, k, 1, limit, at(6 * MINUTE));
    expect(refused.ok).toBe(false);
    const wait = refused.ok ? 0 : refused.retryAfterS * 1000;
    // Two hits fit once the first two have left; not a moment (a second) before.
    expect(await oks(k, 1, at(6 * MINUTE + wait - 1000))).toBe(0);
    expect(await oks(k, 3, at(6 * MINUTE + wait))).toBe(2);
    expect(wait).toBeLessThanOrEqual(limit.windowMs + bucketMs);
  });

  it('are dropped once they count nothing, not before, and a key dropped starts afresh', async () => {
    const k = key();
    const rowOf = async () => (await h.handle.db.select().from(rateLimits).where(eq(rateLimits.key, k)))[0];
    expect(await oks(k, limit.max, at(0))).toBe(limit.max);
    // Refused while its hits are in the window, and kept however often the jobs run meanwhile.
    await dropSpentLimits(h.handle.db, at(limit.windowMs));
    expect(await rowOf()).toBeDefined();
    expect(await oks(k, 1, at(limit.windowMs))).toBe(0);
    // A bucket past the window, the counter is spent: dropped, and the key's next hit is its first.
    expect(await dropSpentLimits(h.handle.db, at(limit.windowMs + bucketMs))).toBeGreaterThanOrEqual(1);
    expect(await rowOf()).toBeUndefined();
    expect(await oks(k, limit.max + 1, at(limit.windowMs + bucketMs))).toBe(limit.max);
  });

  it('charge amounts while their sum fits, however many arrive together', async () => {
    const k = key();
    const day: Limit = { max: 1000, windowMs: 24 * 60 * MINUTE };
    expect(await charge(h.handle.db, k, 1001, day, at(0))).toBe(false);
    const results = await Promise.all(Array.from({ length: 12 }, () => charge(h.handle.db, k, 300, day, at(0))));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await charge(h.handle.db, k, 100, day, at(MINUTE))).toBe(true);
    expect(await charge(h.handle.db, k, 1, day, at(2 * MINUTE))).toBe(false);
    const [row] = await h.handle.db.select().from(rateLimits).where(eq(rateLimits.key, k));
    expect(row!.counts.reduce((a, b) => a + b, 0)).toBe(1000);
  });
});
