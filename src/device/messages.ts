/**
 * Every message the page sends the service worker, and what each answers: the one protocol
 * between them, typed on both sides (sw/sw.ts receives, features/pwa/sw-bridge.ts sends).
 * `SKIP_WAITING` and `CACHE_URLS` are Workbox's own (workbox-window sends the first, workbox-routing
 * answers the second); they are listed so that nothing else takes their names.
 */

/** What a version brings, per language, when it says (the update prompt shows it). */
export type ReleaseNote = { version?: string; notes?: { fa: string; en: string } };

export type PageMessage =
  /** The user agreed to the update: the waiting worker takes over. */
  | { type: 'SKIP_WAITING' }
  /** A page is loading (busy) or has loaded: the worker's own downloads wait for it. */
  | { type: 'PAGE_BUSY'; busy: boolean }
  /** A page on the previous version asks what this one brings. */
  | { type: 'RELEASE' }
  /**
   * A page the active worker does not control asks to be taken (its navigation passed the worker
   * by: a hard reload, or one under way while the first install took over).
   */
  | { type: 'CLAIM' }
  /** The first visit's URLs, fetched before the worker controlled the page: the worker caches them. */
  | { type: 'CACHE_URLS'; payload: { urlsToCache: (string | [string, RequestInit])[] } };

/** Each message's answer (on its MessageChannel port); a message not listed answers nothing. */
type Answers = { RELEASE: ReleaseNote };
export type AnswerOf<M extends PageMessage> = M['type'] extends keyof Answers ? Answers[M['type']] : void;

const TYPES: ReadonlySet<string> = new Set<PageMessage['type']>(['SKIP_WAITING', 'PAGE_BUSY', 'RELEASE', 'CLAIM', 'CACHE_URLS']);

/**
 * What the worker tells its pages: a notice arrived by push (the unread count is asked again); the
 * store gave it no answer, the device online (the pages say their data is the device's copy).
 */
export type WorkerMessage = { type: 'NOTICE'; id: number } | { type: 'UNREACHABLE' };
const WORKER_TYPES: ReadonlySet<string> = new Set<WorkerMessage['type']>(['NOTICE', 'UNREACHABLE']);
export const isWorkerMessage = (data: unknown): data is WorkerMessage => typeof data === 'object' && data !== null && WORKER_TYPES.has(String((data as { type?: unknown }).type));

/** Whether a message event's data is one of the page's messages. */
export const isPageMessage = (data: unknown): data is PageMessage =>
  typeof data === 'object' && data !== null && TYPES.has(String((data as { type?: unknown }).type));
