/**
 * First-party analytics (issue 13 §4), on when the storefront is built with an analytics id
 * (spec §9, VITE_ANALYTICS_ID): page views and commerce events (a product viewed, added to the
 * cart, an order placed) go to our own `/api/events`. Nothing personal is sent: no member,
 * session, cookie or query string. This module only shapes the events; the queue that sends them
 * (analytics-queue.ts; IndexedDB only for what cannot go) loads with the first one, after the page
 * has settled.
 */
import type { AnalyticsEvent, AnalyticsEventKind } from '../../../contract/analytics.ts';
import { config } from '../../device/config.ts';
import { localeOfPath } from '../../i18n/locale.ts';
import { whenIdle, whenIdleOrHidden } from '../../lib/idle.ts';
import { readLocal } from '../../lib/local-store.ts';

export const analyticsOn = (id = config.analyticsId) => id !== '';

let queue: Promise<typeof import('./analytics-queue.ts')> | null = null;
const loadQueue = () => (queue ??= import('./analytics-queue.ts'));

/** Queues an event; sent soon (offline: once the device is back online). */
export function track(kind: AnalyticsEventKind, data: { path?: string; product_id?: number; lang?: 'fa' | 'en' } = {}) {
  if (!analyticsOn()) return;
  const path = data.path?.replace(/[?#].*$/, '');
  const event: AnalyticsEvent = {
    kind,
    lang: data.lang ?? localeOfPath(location.pathname),
    at: Date.now(),
    ...(path ? { path } : {}),
    ...(data.product_id ? { product_id: data.product_id } : {}),
  };
  // The moment is kept now; the queue loads when the page has a quiet moment (or is hidden).
  whenIdleOrHidden(() => void loadQueue().then((q) => q.queue.enqueue(event)));
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
  const flush = () => void loadQueue().then((q) => q.queue.flush());
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Events made offline on an earlier visit, sent once the page has settled.
  if (readLocal('analyticsKept') !== null) whenIdle(flush);
}
