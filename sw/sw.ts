/// <reference lib="WebWorker" />
/**
 * The service worker (design.md §4): precached shell, route chunks, fonts and the fa catalog;
 * public pages from the network and kept for offline, member pages from the shell; public
 * catalogue GETs stale-while-revalidate;
 * images cache-first. Both runtime caches are bounded. A new version waits for the user. Web Push
 * notices are shown in the member's language (notices.ts).
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { precacheAndRouteConcurrently } from './precache.ts';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { deliverOutbox } from './outbox-delivery.ts';
import { RELEASE } from './release-notes.ts';
import { isPageMessage, type AnswerOf, type PageMessage, type WorkerMessage } from '../src/device/messages.ts';
import { PACKS_SYNC_TAG, refreshSavedPacks } from '../src/device/packs/pack-refresh.ts';
import { CACHE_NAMES, isPublicCatalogueRequest } from './routes.ts';
import { openNotice, showNotice } from './notices.ts';
import { CATALOGUE_KEPT, forgetKeptPages, isServerPage, keepPage, keptPage, NAVIGATION_PATIENCE_MS } from './pages.ts';

declare let self: ServiceWorkerGlobalScope;

/**
 * Offline, a read the runtime caches do not hold may be in a saved pack (save for offline): the
 * pack stores the pages' reads and images under the URLs the pages ask for. An image may be
 * asked for in another width than the one kept (`?w=`, shared/media.ts: the screen picks from a
 * srcset): any width of the same picture is better than none.
 */
const fromSavedPacks: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const packs = await caches.open(CACHE_NAMES.packs);
    const exact = await packs.match(request, { ignoreVary: true });
    if (exact || request.destination !== 'image') return exact ?? undefined;
    const anyWidth = { ignoreVary: true, ignoreSearch: true };
    return (await packs.match(request, anyWidth)) ?? (await (await caches.open(CACHE_NAMES.images)).match(request, anyWidth)) ?? undefined;
  },
};

// The first download (the app's files, about 1.5 MB) yields to the shopper: while a page of theirs
// is loading (it says so: src/features/pwa/sw-bridge.ts), the next file waits, so that on a slow
// link their second page does not queue behind the worker's downloads.
let pageBusyUntil = 0;
const MAX_YIELD_MS = 20_000;
// Only the files themselves: `/` is a page like any other (below), not the precached shell. A few
// downloads at a time (precache.ts), each waiting while a page loads.
const precache = precacheAndRouteConcurrently(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
precache.strategy.plugins.push({
  requestWillFetch: async ({ request }) => {
    const start = Date.now();
    while (Date.now() < pageBusyUntil && Date.now() - start < MAX_YIELD_MS) await new Promise((r) => setTimeout(r, 200));
    return request;
  },
});
cleanupOutdatedCaches();

// Navigations. A public page: the server's, as it rendered it, and a copy is kept (pages.ts);
// with no network, that copy, which paints from its HTML at once, or else the app shell, in which
// the page renders itself from the device's reads and says what it is missing. A member's page
// or a device page: the shell (they render on the device). API, media and payment callbacks are
// never a page.
const shell = precache.createHandlerBoundToURL('/index.html');

/** A navigation's answer not come within NAVIGATION_PATIENCE_MS. */
const SLOW = Symbol('slow');
const patience = (ms: number) => new Promise<typeof SLOW>((resolve) => setTimeout(() => resolve(SLOW), ms));

/**
 * The store gave no answer, the device online (an unreliable connection): the pages open are told
 * that what they show is the device's copy (src/device/api/reach-state.ts). Offline, they know.
 */
async function tellUnreachable(): Promise<void> {
  if (!self.navigator.onLine) return;
  const message: WorkerMessage = { type: 'UNREACHABLE' };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}
registerRoute(
  new NavigationRoute(
    async (options) => {
      const { request, url, event } = options;
      if (!isServerPage(url.pathname)) return shell(options);
      // The store's answer (null: none, or a failure of its own), kept for next time whenever it
      // comes, even after the device's copy has answered this navigation.
      const arrived = fetch(request).then(
        (response) => (response.status < 500 ? { response, copy: response.clone() } : null),
        () => null,
      );
      event.waitUntil(arrived.then((a) => a && keepPage(request.url, a.copy)).catch((err: unknown) => console.warn('A page was not kept for offline', err)));
      // A link that connects but hardly carries (a hospital's basement, a crowded network) is
      // given NAVIGATION_PATIENCE_MS; then a page the device keeps answers, dated, rather than a
      // blank screen until the browser gives up on the link. Without a kept copy, the store's
      // answer is waited for: the shell could only say the page is missing.
      const first = await Promise.race([arrived, patience(NAVIGATION_PATIENCE_MS)]);
      if (first !== SLOW && first) return first.response;
      const kept = await keptPage(request.url);
      const answered = kept ? null : await arrived;
      if (answered) return answered.response;
      // The store gave no answer (or none in time): the kept copy says it is one (the device may be online).
      event.waitUntil(tellUnreachable());
      return kept ?? shell(options);
    },
    { denylist: [/^\/(v1|api|media)\//, /^\/order\/callback/] },
  ),
);

// A new version's files replace the last one's: pages kept with the old version go with it.
self.addEventListener('activate', (event) => event.waitUntil(forgetKeptPages()));

registerRoute(
  ({ request, url }) => request.method === 'GET' && isPublicCatalogueRequest(url, request.headers),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.catalogue,
    plugins: [
      // Only real answers: an error or an opaque response must not replace a good copy.
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...CATALOGUE_KEPT, purgeOnQuotaError: true }),
      fromSavedPacks,
      // A copy answered the page, and the store gave no answer to the read behind it: the pages say so.
      { fetchDidFail: tellUnreachable },
    ],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' || url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      fromSavedPacks,
    ],
  }),
);

// The barcode reader's WebAssembly (1 MB) is not precached: it is fetched when the scanner first
// opens or a pack is saved for offline, then kept.
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.endsWith('.wasm'),
  new CacheFirst({ cacheName: CACHE_NAMES.scanner, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

// Background Sync (where the browser has it), when the network is back: the worker delivers the
// outbox itself, whether or not a page is open (a page may be closing, or frozen in the back/
// forward cache). The Web Lock keeps it to one sender with the pages; something still due
// rejects the event, and the browser tries again later.
self.addEventListener('sync', (event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag !== 'outbox') return;
  e.waitUntil(
    deliverOutbox().then((result) => {
      if (result === 'retry-later') throw new Error('The outbox still has entries due');
    }),
  );
});

// Periodic Background Sync (installed apps, where the browser has it): saved packs refresh their
// copies with no page open.
self.addEventListener('periodicsync', (event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag === PACKS_SYNC_TAG) e.waitUntil(refreshSavedPacks());
});

// Web Push: a notice to show, in the member's language; a tap opens its order or ticket.
self.addEventListener('push', (event) => event.waitUntil(showNotice(event)));
self.addEventListener('notificationclick', (event) => event.waitUntil(openNotice(event)));

/** Answers a message on its port, typed by the protocol (src/device/messages.ts). */
const answer = <M extends PageMessage>(event: ExtendableMessageEvent, _message: M, value: AnswerOf<M>) => event.ports[0]?.postMessage(value);

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isPageMessage(message)) return;
  switch (message.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'PAGE_BUSY':
      // A page is loading (busy) or has loaded (the worker's own downloads wait a moment more).
      // (A busy page that never says it has loaded, closed meanwhile, holds nothing up for more than 8 s.)
      pageBusyUntil = Date.now() + (message.busy ? 8_000 : 1_000);
      break;
    case 'RELEASE':
      // A page on the previous version asks what this one brings (its update prompt says so).
      answer(event, message, RELEASE);
      break;
    case 'CLAIM':
      // A page this worker does not control (src/features/pwa/sw-bridge.ts): its reads and
      // its offline copy go through the worker from now on.
      event.waitUntil(self.clients.claim());
      break;
    case 'CACHE_URLS': {
      // workbox-routing's own listener caches the reads; the page itself, loaded before this
      // worker was there, is fetched again to be kept (pages.ts).
      const page = event.source && 'url' in event.source ? new URL(event.source.url) : null;
      if (page && isServerPage(page.pathname)) {
        event.waitUntil(
          fetch(page.href, { credentials: 'same-origin' })
            .then((response) => keepPage(page.href, response))
            .catch(() => undefined),
        );
      }
      break;
    }
  }
});

// The first install takes control at once so that the first visit's pages are cached; later
// versions still wait in `waiting` until the page sends SKIP_WAITING after the user agrees.
clientsClaim();
