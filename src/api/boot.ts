/**
 * Data the server put into the page's HTML for its first render (window.__BOOT__): the product,
 * category or content boxes it already read to write the page's meta tags. Each entry is taken
 * once, so later navigations always ask the API; a page served from the service worker's shell
 * has none and simply loads as usual.
 */
declare global {
  interface Window {
    __BOOT__?: Record<string, unknown>;
  }
}

const used: string[] = [];

/**
 * The inline data for `key`, once. `url` is the call it stands for: the service worker is asked
 * to fetch and cache it (sw-bridge), so the page still opens offline after this first visit.
 */
export function takeBoot<T>(key: string, url: string): T | undefined {
  const boot = typeof window === 'undefined' ? undefined : window.__BOOT__;
  if (!boot || !(key in boot)) return undefined;
  const value = boot[key] as T;
  delete boot[key];
  used.push(url);
  return value;
}

/** The API URLs whose answers came inline in the page rather than over the network. */
export const bootedUrls = (): readonly string[] => used;

export { bootKeys } from '../../contract/constants.ts';
