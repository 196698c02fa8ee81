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

export function takeBoot<T>(key: string): T | undefined {
  const boot = typeof window === 'undefined' ? undefined : window.__BOOT__;
  if (!boot || !(key in boot)) return undefined;
  const value = boot[key] as T;
  delete boot[key];
  return value;
}

export { bootKeys } from '../../contract/constants.ts';
