/**
 * Which products are in the comparison, for the buttons and the header badge. Dexie is not in
 * the first paint's JavaScript: the repository loads once the page is idle (or on the first
 * click), then keeps this set in step with the database, in every open tab.
 */
import { useSyncExternalStore } from 'react';
import type { Product } from '../../../contract/catalog.ts';
import type { AddResult } from './compare-repo.ts';

let ids: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();
let started: Promise<typeof import('./compare-repo.ts')> | null = null;

function repo() {
  started ??= import('./compare-repo.ts').then((m) => {
    m.watchCompareIds((next) => {
      ids = next;
      listeners.forEach((l) => l());
    });
    return m;
  });
  return started;
}

/** Starts watching after the page has settled; calling it again does nothing. */
export function startCompareWatch() {
  const idle = (cb: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(cb, { timeout: 3000 })
      : window.setTimeout(cb, 1500);
  idle(() => void repo());
}

export function useCompareIds(): ReadonlySet<number> {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => ids,
    () => ids,
  );
}

export async function toggleCompare(product: Product, locale: 'fa' | 'en'): Promise<AddResult | 'removed'> {
  const m = await repo();
  if (ids.has(product.id)) {
    await m.removeFromCompare(product.id);
    return 'removed';
  }
  return m.addToCompare(product, locale);
}
