/**
 * How old the data on screen is: the `date` of the API answers the current page was built from. A
 * copy kept by the service worker (or a saved pack) keeps the date the server gave it, so offline
 * the oldest of them says when the page's prices and stock were true. Browser only; reset at each
 * navigation (main.tsx). Neither the server rendering a page nor the service worker keeps any.
 */
let oldest: number | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Called with every API answer a page reads. */
export function noteRead(res: Response) {
  if (!('document' in globalThis)) return;
  const at = Date.parse(res.headers.get('date') ?? '');
  if (Number.isNaN(at) || (oldest !== null && oldest <= at)) return;
  oldest = at;
  emit();
}

/** A new page starts loading: its own answers count from now. */
export function startPageReads() {
  if (oldest === null) return;
  oldest = null;
  emit();
}

export const oldestRead = () => oldest;
export function subscribeReads(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
