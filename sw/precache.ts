/// <reference lib="WebWorker" />
/**
 * Workbox's precache, with a few of the first install's downloads under way at once.
 *
 * Workbox downloads a precache one file after another (since 5.1.4: all of them at once exhausted
 * Chromium's resources on large sites, GoogleChrome/workbox#2528; an option for a bounded number
 * was proposed and never merged, #2880). The storefront's precache is some 120 files: one after
 * another they are 120 round trips before the first visit's pages open offline. A few at a time
 * (`PRECACHE_CONCURRENCY`, under the six connections a browser opens to a site, so that the
 * shopper's own page still has some): a first visit works offline 7.0 s after it opens on a
 * phone's 150 ms link, 19.2 s one at a time (`npm run bench -- --offline`, which does not slow
 * the bytes: they take what they take either way). Each download still waits while a page
 * of the shopper's is loading (sw.ts, PAGE_BUSY). Everything else is Workbox's own: what is
 * already kept under its revision is not asked for again, a file the server refuses fails the
 * install, and the route answers from the precache as `precacheAndRoute` does.
 */
import { PrecacheController, PrecacheRoute, type PrecacheEntry, type PrecacheRouteOptions } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { PRECACHE_CONCURRENCY } from './precache-rules.ts';

declare let self: ServiceWorkerGlobalScope;

/** Workbox's cache mode for an entry: one with a revision (not a hashed name) skips the HTTP cache. */
const cacheModeOf = (entry: PrecacheEntry | string): RequestCache => (typeof entry !== 'string' && entry.revision ? 'reload' : 'default');

class ConcurrentPrecacheController extends PrecacheController {
  private readonly modes = new Map<string, RequestCache>();

  override addToCacheList(entries: (PrecacheEntry | string)[]): void {
    for (const entry of entries) this.modes.set(new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href, cacheModeOf(entry));
    super.addToCacheList(entries);
  }

  /**
   * Workbox's install (PrecacheController.install), `PRECACHE_CONCURRENCY` files at a time.
   * Workbox's report of which files came and which were kept already is logged by its development
   * build only; this install makes none (its lists are empty).
   */
  override install(event: ExtendableEvent) {
    const queue = [...this.getURLsToCacheKeys()];
    const download = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [url, cacheKey] = next;
        const request = new Request(url, { integrity: this.getIntegrityForCacheKey(cacheKey), cache: this.modes.get(url) ?? 'default', credentials: 'same-origin' });
        await Promise.all(this.strategy.handleAll({ params: { cacheKey }, request, event }));
      }
    };
    const done = Promise.all(Array.from({ length: PRECACHE_CONCURRENCY }, download)).then(() => ({ updatedURLs: [], notUpdatedURLs: [] }));
    event.waitUntil(done);
    return done;
  }
}

/**
 * `precacheAndRoute(entries, options)` with the concurrent install: the controller, for the
 * precache's plugins (`controller.strategy.plugins`) and its handlers (`createHandlerBoundToURL`).
 */
export function precacheAndRouteConcurrently(entries: (PrecacheEntry | string)[], options: PrecacheRouteOptions): PrecacheController {
  const controller = new ConcurrentPrecacheController();
  controller.precache(entries);
  registerRoute(new PrecacheRoute(controller, options));
  return controller;
}
