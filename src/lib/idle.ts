/** Runs `run` when the browser has a quiet moment, and within `timeoutMs` at the latest. */
export function whenIdle(run: () => void, timeoutMs = 2_000) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 200);
}
