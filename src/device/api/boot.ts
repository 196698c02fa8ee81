/**
 * The API answers the server already read to render this page (`<script type="application/json"
 * id="boot-data">`, data that never runs, keyed by the
 * exact URL of each call, see entry-server.tsx). The first render takes them from here, so the
 * page hydrates with the very data it was rendered from and asks the network for nothing. Each
 * answer is taken once: later navigations ask the API. A page served from the service worker's
 * shell has none and loads as usual.
 */
import { noteReadAt } from './read-age.ts';

let boot: Record<string, unknown> | null | undefined;
/** When the server read those answers (ms): a copy of the page kept for offline is as old as that. */
let readAt = NaN;

/** The page's inline answers, read once (the server and the service worker have none). */
function bootData(): Record<string, unknown> | null {
  if (boot !== undefined) return boot;
  boot = null;
  // The page's document; the worker (which shares this module) and the server have none.
  const doc = (globalThis as { document?: { getElementById(id: string): { textContent: string | null; getAttribute(name: string): string | null } | null } }).document;
  const element = doc?.getElementById('boot-data');
  const text = element?.textContent;
  if (text) {
    try {
      boot = JSON.parse(text) as Record<string, unknown>;
      readAt = Number(element.getAttribute('data-read-at'));
    } catch {
      boot = null;
    }
  }
  return boot;
}

/** The mark on a kept page's inline answers when the worker serves it because the store gave no answer. */
export const FROM_DEVICE_ATTRIBUTE = 'data-from-device';

/**
 * Whether this page is the copy the service worker kept, served because the store did not
 * answer (the worker marks it: sw/pages.ts).
 */
export const servedFromDevice = (): boolean =>
  Boolean((globalThis as { document?: { getElementById(id: string): { hasAttribute(name: string): boolean } | null } }).document?.getElementById('boot-data')?.hasAttribute(FROM_DEVICE_ATTRIBUTE));

const used: string[] = [];

/**
 * The inline answer for `url`, once. The service worker is then asked to fetch and cache that
 * URL (sw-bridge), so the page still opens offline after this first visit.
 */
export function takeBoot<T>(url: string): T | undefined {
  const boot = bootData();
  if (!boot || !Object.hasOwn(boot, url)) return undefined;
  const value = boot[url] as T;
  delete boot[url];
  used.push(url);
  noteReadAt(readAt);
  return value;
}

/** The API URLs whose answers came inline in the page rather than over the network. */
export const bootedUrls = (): readonly string[] => used;
