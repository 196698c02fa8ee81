/**
 * Which products are in the comparison, for the buttons and the header badge. Dexie is not in
 * the first paint's JavaScript: a count kept in localStorage answers the badge, and the
 * repository loads only when there is something to show (once the page is idle) or on the first
 * click. From then on the set follows the database in every open tab.
 */
import { useSyncExternalStore } from 'react';
import type { ProductListItem } from '../../../contract/catalog.ts';
import type { AddResult } from './compare-repo.ts';

const COUNT_KEY = 'compareCount';

function storedCount(): number {
  try {
    return Math.max(0, Number(localStorage.getItem(COUNT_KEY)) || 0);
  } catch {
    return 0; // storage blocked: the badge waits for the database
  }
}

type State = { ids: ReadonlySet<number> | null; count: number };
let state: State = { ids: null, count: typeof window === 'undefined' ? 0 : storedCount() };
const listeners = new Set<() => void>();
const emit = (next: State) => {
  state = next;
  listeners.forEach((l) => l());
};
let started: Promise<typeof import('./compare-repo.ts')> | null = null;

function repo() {
  started ??= import('./compare-repo.ts').then((m) => {
    m.watchCompareIds((ids) => {
      try {
        localStorage.setItem(COUNT_KEY, String(ids.size));
      } catch {
        /* the count is only a hint */
      }
      emit({ ids, count: ids.size });
    });
    return m;
  });
  return started;
}

/** Loads the comparison when it holds something (main.tsx calls it once the page is idle). */
export function startCompareWatch() {
  if (state.count !== 0) void repo();
}

const SERVER_STATE: State = { ids: null, count: 0 };

function useCompareState(): State {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => state,
    // The server knows nothing of this device, and the first (hydrating) render must match it.
    () => SERVER_STATE,
  );
}

const EMPTY: ReadonlySet<number> = new Set();
export const useCompareIds = (): ReadonlySet<number> => useCompareState().ids ?? EMPTY;
export const useCompareCount = (): number => useCompareState().count;

export async function toggleCompare(product: ProductListItem, locale: 'fa' | 'en'): Promise<AddResult | 'removed'> {
  const m = await repo();
  if ((await m.compareItems()).some((i) => i.id === product.id)) {
    await m.removeFromCompare(product.id);
    return 'removed';
  }
  return m.addToCompare(product, locale);
}
