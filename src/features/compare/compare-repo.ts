/**
 * Product comparison, kept on the device (Dexie) so that it works offline. Spec §4: adding an
 * item with the same id replaces it. At most four products are compared side by side.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Product, ProductListItem } from '../../../contract/catalog.ts';
import { fetchProduct, isWholeProduct } from '../../product/catalog-api.ts';
import { liveQuery } from 'dexie';
import { COMPARE_MAX_ITEMS } from './compare-rules.ts';
import { db, type AppDB, type CompareItem } from '../../device/db/app-db.ts';

export { COMPARE_MAX_ITEMS };

export type AddResult = 'added' | 'replaced' | 'full';

/**
 * Adds a product to the comparison. A list's item has no specifications: the product itself is
 * read first (from the network, or the worker's copy offline); when it cannot be, the item is
 * kept as it is and its specifications show as unknown.
 */
export async function addToCompare(
  item: Product | ProductListItem,
  locale: 'fa' | 'en',
  database: AppDB = db,
  readWhole: (id: number) => Promise<Product> = (id) => fetchProduct(locale, id),
): Promise<AddResult> {
  const product = isWholeProduct(item) ? item : await readWhole(item.id).catch(() => item);
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

/**
 * Whether a row's values tell the products apart: not all the same (a value that one product has
 * and another lacks is a difference: it may be the one that matters).
 */
export const differs = (values: readonly (string | null)[]) => values.some((v) => v !== values[0]);

/** Specification rows for the compare table: every key any product has, in first-seen order. */
export function specRows(products: (Product | ProductListItem)[]): { key: string; name: string; values: (string | null)[] }[] {
  const specs = (p: Product | ProductListItem) => (isWholeProduct(p) ? p.specifications : []);
  const names = new Map<string, string>();
  for (const p of products) for (const s of specs(p)) if (!names.has(s.key)) names.set(s.key, s.name);
  return [...names].map(([key, name]) => ({
    key,
    name,
    values: products.map((p) => specs(p).find((s) => s.key === key)?.value ?? null),
  }));
}
