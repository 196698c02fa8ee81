// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleOrHidden } from './idle.ts';

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('whenIdleOrHidden', () => {
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    vi.useRealTimers();
  });

  it('runs at once when the page is hidden before a quiet moment, and not again', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenIdleOrHidden(run);
    expect(run).not.toHaveBeenCalled();
    hide();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    hide();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in a quiet moment when the page stays in view, and not again when it is hidden later', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenIdleOrHidden(run);
    vi.advanceTimersByTime(5_000);
    expect(run).toHaveBeenCalledTimes(1);
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs when the page is left (pagehide)', () => {
    const run = vi.fn();
    whenIdleOrHidden(run);
    window.dispatchEvent(new Event('pagehide'));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
