/**
 * Which products are in the comparison, for the buttons and the header badge. Dexie is not in
 * the first paint's JavaScript: a count kept in localStorage answers the badge, and the
 * repository loads only when there is something to show (once the page is idle) or on the first
 * click. From then on the set follows the database in every open tab.
 */
import type { ProductListItem } from '../../../contract/catalog.ts';
import { readCount, writeLocal } from '../../lib/local-store.ts';
import { createStore, onFirstTouch } from '../../device/store.ts';
import { useStore } from '../../lib/use-store.ts';
import type { AddResult } from './compare-repo.ts';

type State = { ids: ReadonlySet<number> | null; count: number };
const compare = createStore<State>(() => ({ ids: null, count: readCount('compareCount') }), { server: { ids: null, count: 0 } });

const repo = onFirstTouch(
  () => import('./compare-repo.ts'),
  (m) =>
    m.watchCompareIds((ids) => {
      writeLocal('compareCount', String(ids.size));
      compare.set({ ids, count: ids.size });
    }),
);

/** Loads the comparison when it holds something (main.tsx calls it once the page is idle). */
export function startCompareWatch() {
  if (compare.get().count !== 0) void repo();
}

const EMPTY: ReadonlySet<number> = new Set();
export const useCompareIds = (): ReadonlySet<number> => useStore(compare).ids ?? EMPTY;
export const useCompareCount = (): number => useStore(compare).count;

export async function toggleCompare(product: ProductListItem, locale: 'fa' | 'en'): Promise<AddResult | 'removed'> {
  const m = await repo();
  if ((await m.compareItems()).some((i) => i.id === product.id)) {
    await m.removeFromCompare(product.id);
    return 'removed';
  }
  return m.addToCompare(product, locale);
}
