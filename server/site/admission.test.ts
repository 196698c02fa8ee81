import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.ts';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new Error('aborted'));
    });
  });

describe('admission control of server rendering', () => {
  it('runs at most `concurrency` at once, queues up to `queue`, and refuses the rest at once', async () => {
    const admit = createAdmission({ concurrency: 2, queue: 2, deadlineMs: 2_000 });
    let peak = 0;
    let now = 0;
    const task = async () => {
      now++;
      peak = Math.max(peak, now);
      await sleep(50);
      now--;
      return 'page';
    };
    const started = Date.now();
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => admit(task)));
    expect(peak).toBe(2);
    expect(outcomes.filter((o) => o === 'page')).toHaveLength(4);
    expect(outcomes.filter((o) => o === null)).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('aborts a task at its deadline and frees its place, and drops a task that waited past it', async () => {
    const admit = createAdmission({ concurrency: 1, queue: 5, deadlineMs: 200 });
    let aborted = false;
    const slow = admit(async (signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      // Rejects once aborted (as an aborted render does): the admission expects it.
      await sleep(10_000, signal);
      return 'late';
    });
    let ran = false;
    // Its deadline comes while the slow one still holds the only place.
    const queued = admit(async () => {
      ran = true;
      return 'queued';
    }, 50);
    expect(await slow).toBeNull();
    expect(aborted).toBe(true);
    expect(await queued).toBeNull();
    expect(ran).toBe(false);
    expect(admit.stats()).toEqual({ running: 0, waiting: 0 });
    expect(await admit(async () => 'next')).toBe('next');
  });
});
