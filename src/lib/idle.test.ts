import { describe, expect, it } from 'vitest';
import { nextTask, whenIdleEach } from './idle.ts';

describe('start-up in short tasks', () => {
  it('nextTask resolves after the work already queued, not within the same task', async () => {
    const seen: string[] = [];
    setTimeout(() => seen.push('queued task'), 0);
    queueMicrotask(() => seen.push('microtask'));
    await nextTask();
    seen.push('after nextTask');
    expect(seen).toEqual(['microtask', 'queued task', 'after nextTask']);
  });

  it('whenIdleEach runs every step in order, each in a task of its own', async () => {
    const seen: string[] = [];
    const done = new Promise<void>((resolve) =>
      whenIdleEach([
        () => {
          seen.push('one');
          // What the first step hands on (a microtask) runs before the next step starts.
          queueMicrotask(() => seen.push('one: microtask'));
        },
        () => seen.push('two'),
        () => {
          seen.push('three');
          resolve();
        },
      ]),
    );
    expect(seen).toEqual([]);
    await done;
    expect(seen).toEqual(['one', 'one: microtask', 'two', 'three']);
  });

  it('whenIdleEach with no steps does nothing', () => {
    expect(() => whenIdleEach([])).not.toThrow();
  });
});
