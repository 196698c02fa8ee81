import { describe, expect, it, vi } from 'vitest';
import { createStore, onFirstTouch } from './store.ts';

describe('the store primitive', () => {
  it('notifies its listeners of a change, and not of an equal value', () => {
    const s = createStore({ n: 1 }, { equal: (a, b) => a.n === b.n });
    const heard = vi.fn();
    const stop = s.subscribe(heard);
    s.set({ n: 1 });
    s.set((c) => ({ n: c.n + 1 }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(s.get()).toEqual({ n: 2 });
    stop();
    s.set({ n: 3 });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('reads a lazy initial value at the first read only, and starts its watch at the first subscription', () => {
    const read = vi.fn(() => 'dark');
    const start = vi.fn();
    const s = createStore(read, { server: 'light', start });
    expect(read).not.toHaveBeenCalled();
    s.subscribe(() => undefined);
    s.subscribe(() => undefined);
    expect(start).toHaveBeenCalledTimes(1);
    expect(s.get()).toBe('dark');
    expect(s.get()).toBe('dark');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('loads a module once, however many touch it at once, and starts it once', async () => {
    const started = vi.fn();
    const touch = onFirstTouch(async () => ({ id: Math.random() }), started);
    const [a, b] = await Promise.all([touch(), touch()]);
    expect(a).toBe(b);
    expect(await touch()).toBe(a);
    expect(started).toHaveBeenCalledTimes(1);
  });
});
