/** Runs `run` when the browser has a quiet moment, and within `timeoutMs` at the latest. */
export function whenIdle(run: () => void, timeoutMs = 2_000) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 200);
}

/**
 * `whenIdle` for work that must not be lost, such as a copy kept on the device: also run at once
 * when the page is hidden (the app switched away from, the tab closed or left), whichever comes
 * first, and once. A phone freezes a hidden page, and may discard it, before it has a quiet moment.
 */
export function whenIdleOrHidden(run: () => void, timeoutMs = 2_000) {
  // No page (a worker, the unit tests' Node): nothing to hide.
  if (typeof document === 'undefined') return whenIdle(run, timeoutMs);
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', once);
    run();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') once();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', once);
  whenIdle(once, timeoutMs);
}

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task: what follows runs after the browser has had the chance to paint and
 * to answer a tap. Start-up is a chain of such steps, none long enough to make a tap wait (a
 * task over 50 ms on a mid-range phone is a "long task"). `scheduler.yield()` where the browser
 * has it (the continuation keeps its place ahead of other queued work), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs each step in a task of its own, in order, when the browser has a quiet moment. */
export function whenIdleEach(steps: (() => void)[], timeoutMs = 2_000) {
  const [first, ...rest] = steps;
  if (!first) return;
  whenIdle(() => {
    first();
    whenIdleEach(rest, timeoutMs);
  }, timeoutMs);
}
