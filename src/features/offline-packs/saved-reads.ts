/**
 * Offline, which of the catalogue's reads this device holds (the worker's cache and the saved
 * packs), so that links to pages that would not open can look different. Read from Cache Storage
 * when the network goes, forgotten when it returns; null while online (every link works).
 */
import { useSyncExternalStore } from 'react';
import { CACHE_NAMES } from '../../api/cache-names.ts';

let saved: Set<string> | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

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
  if (!navigator.onLine) {
    saved = next;
    emit();
  }
}

let watching = false;
function watch() {
  if (watching || typeof window === 'undefined' || typeof caches === 'undefined') return;
  watching = true;
  window.addEventListener('offline', () => void load());
  window.addEventListener('online', () => {
    saved = null;
    emit();
  });
  if (!navigator.onLine) void load();
}

/** The reads held on this device while offline; null while online. */
export function useSavedReads(): Set<string> | null {
  return useSyncExternalStore(
    (cb) => {
      watch();
      listeners.add(cb);
      return () => void listeners.delete(cb);
    },
    () => saved,
    () => null,
  );
}
