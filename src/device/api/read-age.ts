/**
 * How old the data on screen is: the `date` of the API answers the current page was built from. A
 * copy kept by the service worker (or a saved pack) keeps the date the server gave it, so offline
 * the oldest of them says when the page's prices and stock were true. Browser only; reset at each
 * navigation (main.tsx). Neither the server rendering a page nor the service worker keeps any.
 */
import { createStore } from '../store.ts';

/** The `date` of the oldest answer the current page was built from (ms), or null. */
export const oldestRead = createStore<number | null>(null);

/** Called with every API answer a page reads. */
export const noteRead = (res: Response) => noteReadAt(Date.parse(res.headers.get('date') ?? ''));

/** An answer the page read was true at `at` (ms): the answers inline in a server's page say when they were read. */
export function noteReadAt(at: number) {
  if (!('document' in globalThis) || Number.isNaN(at)) return;
  oldestRead.set((oldest) => (oldest !== null && oldest <= at ? oldest : at));
}

/**
 * The page shown has none of its own data on this device (its route could not be loaded: the
 * "not saved" page): it is not dated by the reads of the frame around it.
 */
export const pageWithoutData = createStore(false);

/** A new page starts loading: its own answers count from now. */
export const startPageReads = () => oldestRead.set(null);
