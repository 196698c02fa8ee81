/**
 * Product comparison, kept on the device (Dexie) so that it works offline. Spec §4: adding an
 * item with the same id replaces it. At most four products are compared side by side.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Product } from '../../../contract/catalog.ts';
import { liveQuery } from 'dexie';
import { COMPARE_MAX_ITEMS } from './compare-rules.ts';
import { db, type AppDB, type CompareItem } from '../../db/app-db.ts';

export { COMPARE_MAX_ITEMS };

export type AddResult = 'added' | 'replaced' | 'full';

export async function addToCompare(product: Product, locale: 'fa' | 'en', database: AppDB = db): Promise<AddResult> {
  return database.transaction('rw', database.compare, async () => {
    const existing = await database.compare.get(product.id);
    if (!existing && (await database.compare.count()) >= COMPARE_MAX_ITEMS) return 'full';
    await database.compare.put({ id: product.id, locale, product, addedAt: existing?.addedAt ?? Date.now() });
    return existing ? 'replaced' : 'added';
  });
}

export const removeFromCompare = (id: number, database: AppDB = db) => database.compare.delete(id);
export const clearCompare = (database: AppDB = db) => database.compare.clear();
export const compareItems = (database: AppDB = db): Promise<CompareItem[]> => database.compare.orderBy('addedAt').toArray();

export function useCompareItems(): CompareItem[] | undefined {
  return useLiveQuery(() => compareItems(), []);
}

/** Calls `onChange` with the compared ids now and after every change (liveQuery spans tabs). */
export function watchCompareIds(onChange: (ids: ReadonlySet<number>) => void, database: AppDB = db) {
  return liveQuery(() => database.compare.toCollection().primaryKeys()).subscribe({
    next: (keys) => onChange(new Set(keys)),
    error: (err: unknown) => console.warn('compare list unavailable', err),
  });
}

/** Specification rows for the compare table: every key any product has, in first-seen order. */
export function specRows(products: Product[]): { key: string; name: string; values: (string | null)[] }[] {
  const names = new Map<string, string>();
  for (const p of products) for (const s of p.specifications) if (!names.has(s.key)) names.set(s.key, s.name);
  return [...names].map(([key, name]) => ({
    key,
    name,
    values: products.map((p) => p.specifications.find((s) => s.key === key)?.value ?? null),
  }));
}
