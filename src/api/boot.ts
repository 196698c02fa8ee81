/**
 * The API answers the server already read to render this page (window.__BOOT__, keyed by the
 * exact URL of each call, see entry-server.tsx). The first render takes them from here, so the
 * page hydrates with the very data it was rendered from and asks the network for nothing. Each
 * answer is taken once: later navigations ask the API. A page served from the service worker's
 * shell has none and loads as usual.
 */
/** Where the inline answers are (a page's global; the service worker has none). */
const bootScope = globalThis as { __BOOT__?: Record<string, unknown> };

const used: string[] = [];

/**
 * The inline answer for `url`, once. The service worker is then asked to fetch and cache that
 * URL (sw-bridge), so the page still opens offline after this first visit.
 */
export function takeBoot<T>(url: string): T | undefined {
  const boot = bootScope.__BOOT__;
  if (!boot || !Object.hasOwn(boot, url)) return undefined;
  const value = boot[url] as T;
  delete boot[url];
  used.push(url);
  return value;
}

/** The API URLs whose answers came inline in the page rather than over the network. */
export const bootedUrls = (): readonly string[] => used;
