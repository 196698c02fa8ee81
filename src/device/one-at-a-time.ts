/**
 * Runs `run` under the Web Lock `name`: one tab, or the service worker, at a time across the
 * origin (the next waits its turn). Where the runtime has no Web Locks (tests in Node), at once.
 */
export function oneAtATime<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, run) : run();
}
