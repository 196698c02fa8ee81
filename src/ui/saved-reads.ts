/**
 * Offline, which of the catalogue's reads this device holds (the worker's cache and the saved
 * packs), so that links to pages that would not open can look different. Read from Cache Storage
 * when the network goes, forgotten when it returns; null while online (every link works).
 */
import { CACHE_NAMES } from '../device/api/cache-names.ts';
import { createStore } from '../device/store.ts';
import { useStore } from '../lib/use-store.ts';

/** A read's key: its path and query, whatever origin the API has. */
export const readKey = (url: string) => {
  const u = new URL(url, 'http://x');
  return u.pathname + u.search;
};

async function load() {
  const next = new Set<string>();
  for (const name of [CACHE_NAMES.catalogue, CACHE_NAMES.packs]) {
    if (!(await caches.has(name))) continue;
    for (const request of await (await caches.open(name)).keys()) next.add(readKey(request.url));
  }
  if (!navigator.onLine) saved.set(next);
}

function watch() {
  if (typeof window === 'undefined' || typeof caches === 'undefined') return;
  window.addEventListener('offline', () => void load());
  window.addEventListener('online', () => saved.set(null));
  if (!navigator.onLine) void load();
}

const saved = createStore<Set<string> | null>(null, { start: watch });

/** The reads held on this device while offline; null while online. */
export const useSavedReads = (): Set<string> | null => useStore(saved);
