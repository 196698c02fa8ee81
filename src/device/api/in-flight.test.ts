import { describe, expect, it } from 'vitest';
import { counted, whenNoRequests } from './in-flight.ts';

const later = () => {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<string>((resolve, reject) => {
    settle = (ok) => (ok ? resolve('answer') : reject(new Error('offline')));
  });
  return { promise, settle };
};

describe('requests in flight', () => {
  it('resolves at once when nothing is in flight', async () => {
    await expect(whenNoRequests(10_000)).resolves.toBeUndefined();
  });

  it('waits for every counted request, answered or failed, and passes each outcome through', async () => {
    const a = later();
    const b = later();
    const first = counted(a.promise);
    const second = counted(b.promise);
    let quiet = false;
    const waiting = whenNoRequests(10_000).then(() => (quiet = true));
    a.settle(true);
    await expect(first).resolves.toBe('answer');
    expect(quiet).toBe(false);
    b.settle(false);
    await expect(second).rejects.toThrow('offline');
    await waiting;
    expect(quiet).toBe(true);
  });

  it('gives up waiting after the timeout when a request hangs', async () => {
    const hung = later();
    void counted(hung.promise);
    const started = Date.now();
    await whenNoRequests(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    hung.settle(true);
    await whenNoRequests(10_000);
  });
});
