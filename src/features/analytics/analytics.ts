/**
 * First-party analytics (issue 13 §4), on when the storefront is built with an analytics id
 * (spec §9, VITE_ANALYTICS_ID): page views and commerce events (a product viewed, added to the
 * cart, an order placed) go to our own `/api/events` with navigator.sendBeacon. Nothing personal
 * is sent: no member, session, cookie or query string. Events wait on the device (IndexedDB)
 * while it is offline and are sent once it is back; a beacon the browser refused stays queued.
 */
import type { AnalyticsEvent, AnalyticsEventKind } from '../../../contract/analytics.ts';
import { ANALYTICS_BATCH } from '../../../contract/constants.ts';
import { config } from '../../config.ts';
import { db, type AnalyticsRow, type AppDB } from '../../db/app-db.ts';
import { localeOfPath } from '../../i18n/locale.ts';

/** Events sent together: a beacon a few seconds after the last one, and when the page is left. */
const FLUSH_DELAY_MS = 3_000;
const ENDPOINT = '/api/events';

export const analyticsOn = (id = config.analyticsId) => id !== '';

type Sender = (url: string, body: Blob) => boolean;
const beacon: Sender = (url, body) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);

let timer: ReturnType<typeof setTimeout> | undefined;

/** An event as sent: the queue's own key stays on the device. */
const withoutId = (row: AnalyticsRow): AnalyticsEvent => {
  const event: AnalyticsRow = { ...row };
  delete event.id;
  return event;
};

/** Queues an event; sent soon (offline: once the device is back online). */
export function track(kind: AnalyticsEventKind, data: { path?: string; product_id?: number; lang?: 'fa' | 'en' } = {}, database: AppDB = db) {
  if (!analyticsOn()) return;
  const path = data.path?.replace(/[?#].*$/, '');
  const event: AnalyticsEvent = {
    kind,
    lang: data.lang ?? localeOfPath(location.pathname),
    at: Date.now(),
    ...(path ? { path } : {}),
    ...(data.product_id ? { product_id: data.product_id } : {}),
  };
  void database.analytics.add(event).then(
    () => {
      clearTimeout(timer);
      timer = setTimeout(() => void flushAnalytics(), FLUSH_DELAY_MS);
    },
    // A private window with no IndexedDB: the event is not counted, and nothing breaks.
    () => undefined,
  );
}

/**
 * Sends what is queued, a batch per beacon, while the device is online; what the browser took is
 * removed from the queue. Answers how many events were handed over.
 */
export async function flushAnalytics(database: AppDB = db, send: Sender = beacon, site = config.analyticsId, online = () => navigator.onLine): Promise<number> {
  if (!analyticsOn(site)) return 0;
  let sent = 0;
  while (online()) {
    const batch = await database.analytics.limit(ANALYTICS_BATCH).toArray();
    if (batch.length === 0) break;
    const events = batch.map(withoutId);
    if (!send(ENDPOINT, new Blob([JSON.stringify({ site, events })], { type: 'application/json' }))) break;
    await database.analytics.bulkDelete(batch.map((e) => e.id!));
    sent += batch.length;
  }
  return sent;
}

/** Page views from the router, and sending on reconnection and when the page is hidden. */
export function startAnalytics(router: { subscribe(event: 'onResolved', fn: (e: { toLocation: { pathname: string }; pathChanged: boolean }) => void): unknown }) {
  if (!analyticsOn()) return;
  // The first page, then each page the router moves to (once: the first resolution is the same page).
  let last = location.pathname;
  track('page_view', { path: last });
  router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname === last) return;
    last = toLocation.pathname;
    track('page_view', { path: last });
  });
  window.addEventListener('online', () => void flushAnalytics());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushAnalytics();
  });
  void flushAnalytics();
}
