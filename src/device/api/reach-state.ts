/**
 * Whether the store answers, as far as this page knows: an unreliable connection ("lie-fi"),
 * where the device says it is online yet the store does not answer (a hospital's network in the
 * way, the server restarting). The page then shows what the device kept, and the offline banner
 * says so and dates it, as it does offline. Set here by the page's own calls that got no answer;
 * features/shell/store-reach.ts adds the worker's word and asks again until the store answers.
 * Browser only: the server renders the page as reachable.
 */
import { createStore } from '../store.ts';
import { servedFromDevice } from './boot.ts';

const deviceOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * True when the store did not answer the last time this page or its worker asked, the device
 * online. A page the worker served from its kept copy (the store gave no answer) starts so.
 */
export const storeUnreachable = createStore<boolean>(() => deviceOnline() && servedFromDevice(), { server: false });

/**
 * A request to the store got no answer: `failure` is what the fetch rejected with (a network
 * error, a time-out), or the status of a gateway that says the store is not there (502-504).
 * A request the page itself called off says nothing; offline, the offline banner says more.
 */
export function noteNoAnswer(failure: unknown) {
  if (!('document' in globalThis) || !deviceOnline()) return;
  const called = failure instanceof DOMException && failure.name === 'AbortError';
  const gateway = typeof failure === 'number';
  if (gateway ? failure >= 502 && failure <= 504 : !called) storeUnreachable.set(true);
}
