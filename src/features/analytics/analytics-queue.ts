/**
 * The analytics queue (analytics.ts decides what is sent): events go to our own `/api/events`
 * with navigator.sendBeacon, in batches, a few seconds after the last one and when the page is
 * hidden. Online they wait in memory; only what cannot go (the device is offline, the browser
 * refused the beacon) is kept on the device (analytics-kept.ts, IndexedDB) until it can, so a
 * visitor's page never loads IndexedDB's library for analytics. Loaded with the first event.
 */
import type { AnalyticsEvent } from '../../../contract/analytics.ts';
import { ANALYTICS_BATCH } from '../../../contract/constants.ts';
import { config } from '../../device/config.ts';
import { readLocal } from '../../lib/local-store.ts';

/** Hands a batch to the browser; false when it refused it. */
export type Sender = (events: AnalyticsEvent[]) => boolean;

/** Events sent together: a beacon a few seconds after the last one, and when the page is left. */
const FLUSH_DELAY_MS = 3_000;
const ENDPOINT = '/api/events';

/** What the queue talks to: the browser's beacon, the site's id and the network's state (tests give their own). */
export type QueueEnv = { send: Sender; site: string; online: () => boolean };
const browserEnv = (): QueueEnv => ({
  site: config.analyticsId,
  online: () => navigator.onLine,
  send: (events) =>
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify({ site: config.analyticsId, events })], { type: 'application/json' })),
});

const kept = () => import('./analytics-kept.ts');

/** A queue of events in memory, sent by beacon; what cannot go is kept on the device. */
export function analyticsQueue(env: QueueEnv = browserEnv()) {
  const waiting: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Hands what waits in memory to the browser, now (also from a `visibilitychange` handler). */
  const sendWaiting = (): Promise<void> => {
    clearTimeout(timer);
    const events = waiting.splice(0);
    if (env.site === '' || events.length === 0) return Promise.resolve();
    let i = 0;
    if (env.online()) while (i < events.length && env.send(events.slice(i, i + ANALYTICS_BATCH))) i += ANALYTICS_BATCH;
    return i < events.length ? kept().then((m) => m.keepEvents(events.slice(i))) : Promise.resolve();
  };

  return {
    /** Queues an event; sent soon (offline: kept on the device until it is back online). */
    enqueue(event: AnalyticsEvent): Promise<void> {
      if (env.site === '') return Promise.resolve();
      // Offline, it is kept at once: a tab closed before the network returns loses nothing.
      if (!env.online()) return kept().then((m) => m.keepEvents([event]));
      waiting.push(event);
      clearTimeout(timer);
      timer = setTimeout(() => void sendWaiting(), FLUSH_DELAY_MS);
      return Promise.resolve();
    },
    /** Sends what waits in memory, then what the device kept (only if it has some). */
    async flush(): Promise<number> {
      await sendWaiting();
      if (!env.online() || readLocal('analyticsKept') === null) return 0;
      return (await kept()).flushKept(env.send, env.site, env.online);
    },
    /** What waits in memory (tests). */
    get waiting(): readonly AnalyticsEvent[] {
      return waiting;
    },
  };
}

/** The page's queue. */
export const queue = analyticsQueue();
