/**
 * The analytics queue (analytics.ts decides what is sent): events wait on the device (IndexedDB)
 * while it is offline and go to our own `/api/events` with navigator.sendBeacon, in batches,
 * once it is back; a beacon the browser refused stays queued. Loaded with the first event, not
 * with the page: IndexedDB is not on the way to the first paint.
 */
import type { AnalyticsEvent } from '../../../contract/analytics.ts';
import { ANALYTICS_BATCH } from '../../../contract/constants.ts';
import { config } from '../../device/config.ts';
import { db, type AnalyticsRow, type AppDB } from '../../device/db/app-db.ts';

/** Events sent together: a beacon a few seconds after the last one, and when the page is left. */
const FLUSH_DELAY_MS = 3_000;
const ENDPOINT = '/api/events';

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
export function enqueue(event: AnalyticsEvent, database: AppDB = db) {
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
  if (site === '') return 0;
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
