/**
 * The page's own requests in flight (the API client's and the session's). The update prompt
 * waits for them to settle before the new service worker takes over (features/pwa/sw-bridge.ts):
 * in Chromium a request reaching the old worker just as it is being stopped for the new one
 * starts it again, and the takeover then waits for the old worker to sit idle (30 s).
 */
let inFlight = 0;
const waiters = new Set<() => void>();

/** Counts `request` as in flight until it settles; resolves and rejects as it does. */
export function counted<T>(request: Promise<T>): Promise<T> {
  inFlight += 1;
  return request.finally(() => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const wake of waiters) wake();
    waiters.clear();
  });
}

/** Resolves once no counted request is in flight, or after `timeoutMs` at the latest. */
export function whenNoRequests(timeoutMs: number): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiters.delete(done);
      resolve();
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    waiters.add(done);
  });
}
