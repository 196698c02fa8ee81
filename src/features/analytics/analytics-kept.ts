/**
 * The events the device keeps (IndexedDB) because they could not go when they were made: the
 * device was offline, or the browser refused the beacon. Loaded only then, and at start on a
 * device that has some waiting (the `analyticsKept` hint): a visitor online never opens IndexedDB
 * for analytics (analytics-queue.ts sends from memory).
 */
import type { AnalyticsEvent } from '../../../contract/analytics.ts';
import { ANALYTICS_BATCH } from '../../../contract/constants.ts';
import { db, type AnalyticsRow, type AppDB } from '../../device/db/app-db.ts';
import { oneAtATime } from '../../device/one-at-a-time.ts';
import { writeLocal } from '../../lib/local-store.ts';
import type { Sender } from './analytics-queue.ts';

/** An event as sent: the queue's own key stays on the device. */
const withoutId = (row: AnalyticsRow): AnalyticsEvent => {
  const event: AnalyticsRow = { ...row };
  delete event.id;
  return event;
};

/** Keeps events on the device until they can go. */
export async function keepEvents(events: readonly AnalyticsEvent[], database: AppDB = db): Promise<void> {
  if (events.length === 0) return;
  try {
    await database.analytics.bulkAdd(events.map((e) => ({ ...e })));
    writeLocal('analyticsKept', '1');
  } catch {
    // A private window with no IndexedDB: the events are not counted, and nothing breaks.
  }
}

/**
 * Sends what is kept, a batch per beacon, while the device is online; what the browser took is
 * removed. Answers how many events were handed over.
 */
export function flushKept(send: Sender, site: string, online: () => boolean, database: AppDB = db): Promise<number> {
  if (site === '') return Promise.resolve(0);
  // One tab at a time: two tabs reading the same rows would send them twice.
  return oneAtATime('storefront-analytics', async () => {
    let sent = 0;
    while (online()) {
      const batch = await database.analytics.limit(ANALYTICS_BATCH).toArray();
      if (batch.length === 0) {
        writeLocal('analyticsKept', null);
        break;
      }
      if (!send(batch.map(withoutId))) break;
      await database.analytics.bulkDelete(batch.map((e) => e.id!));
      sent += batch.length;
    }
    return sent;
  });
}
