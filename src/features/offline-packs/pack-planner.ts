/**
 * The plan of a saved pack (pure): which categories it covers, which URLs it stores (each
 * category's first page, each product's page reads and one image, the products' documents), about how many bytes, and how
 * a new plan keeps what an earlier download already stored (resume after a lost connection).
 */
import type { PackItem, PackScope } from '../../device/db/app-db.ts';

/** A category of the menu tree, flattened: its id, parent and what its page reads. */
export type PlanCategory = { id: number; parent_id: number | null; title: string; urls: string[] };

/** A product found while planning: what its page reads, its image, and about how big its JSON is. */
export type PlanProduct = { id: number; urls: string[]; image: string | null; json_bytes: number };

export type PlannedItem = Pick<PackItem, 'url' | 'kind'>;

export type Plan = { items: PlannedItem[]; products: number; estimate_bytes: number };

/** How much bigger a product's page reads are than its entry in a list: the detail, its availability and reviews, and four related products. */
export const PAGE_READS_FACTOR = 5.5;
/** A category page's reads (the category, its subcategories, a page of products, the brands) weigh about as much as this many products. */
export const CATEGORY_READS_PRODUCTS = 14;

/** The chosen categories and all their descendants (a category's page lists its subcategories' products too). */
export function expandScope(scope: PackScope, categories: readonly PlanCategory[]): PlanCategory[] {
  if (scope.kind === 'all') return [...categories];
  const chosen = new Set(scope.ids);
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  const within = (id: number): boolean => {
    for (let at: number | null | undefined = id, hops = 0; at != null && hops < 64; at = parentOf.get(at), hops++) if (chosen.has(at)) return true;
    return false;
  };
  return categories.filter((c) => within(c.id));
}

/** How many products each category lists: its own and its descendants' (`productCategories`: each product's category). */
export function productsPerCategory(categories: readonly Pick<PlanCategory, 'id' | 'parent_id'>[], productCategories: readonly number[]): Map<number, number> {
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  const counts = new Map<number, number>();
  for (const own of productCategories) {
    for (let at: number | null | undefined = own, hops = 0; at != null && hops < 64; at = parentOf.get(at), hops++) counts.set(at, (counts.get(at) ?? 0) + 1);
  }
  return counts;
}

/** A document the pack's products carry (a PDF), and its size as the server says. */
export type PlanDocument = { url: string; bytes: number };

/** Every URL of the pack once, pages before images, then the products' documents, with about how many bytes it takes. */
export function planPack(categories: readonly PlanCategory[], products: readonly PlanProduct[], imageBytes: number, documents: readonly PlanDocument[] = []): Plan {
  const seen = new Set<string>();
  const items: PlannedItem[] = [];
  const add = (url: string, kind: PlannedItem['kind']) => {
    if (seen.has(url)) return;
    seen.add(url);
    items.push({ url, kind });
  };
  for (const c of categories) for (const url of c.urls) add(url, 'json');
  for (const p of products) for (const url of p.urls) add(url, 'json');
  let images = 0;
  for (const p of products) {
    if (p.image && !seen.has(p.image)) images++;
    if (p.image) add(p.image, 'image');
  }
  let documentBytes = 0;
  for (const d of documents) {
    if (!seen.has(d.url)) documentBytes += d.bytes;
    add(d.url, 'document');
  }
  const productBytes = products.reduce((sum, p) => sum + p.json_bytes, 0);
  const average = products.length ? productBytes / products.length : 0;
  const json = productBytes * PAGE_READS_FACTOR + categories.length * CATEGORY_READS_PRODUCTS * average;
  return { items, products: new Set(products.map((p) => p.id)).size, estimate_bytes: Math.round(json + images * imageBytes + documentBytes) };
}

/**
 * The pack's items after planning again: URLs already stored stay done (a resumed download does not
 * fetch them twice) unless `refresh` asks for fresh copies; URLs no longer in the plan are `dropped`.
 */
export function mergePlan(pack: string, previous: readonly PackItem[], next: readonly PlannedItem[], refresh = false): { items: PackItem[]; dropped: string[] } {
  const before = new Map(previous.map((i) => [i.url, i]));
  const items = next.map((n): PackItem => {
    const old = before.get(n.url);
    return old && !refresh ? { ...old, kind: n.kind } : { pack, url: n.url, kind: n.kind, done: 0, bytes: old?.bytes ?? 0 };
  });
  const kept = new Set(next.map((n) => n.url));
  return { items, dropped: previous.filter((i) => !kept.has(i.url)).map((i) => i.url) };
}

/** One page of a list as the API answers it: its rows, and whether more follow. */
export type ListPage<T> = { data: readonly T[]; paging: { has_more: boolean } };

/**
 * Every row of a list, read page by page from `read(offset)`. The next page starts after the rows
 * this one returned, not after the limit asked: a backend may return fewer than asked (the spec's
 * backends cap `limit` as they see fit), and stepping by the limit would skip the rest. A page
 * that brings no row not seen before ends the reading: a backend that ignores `offset` would
 * otherwise be asked for the same page for ever. Rows are kept once each (by `key`), so that a row
 * that moved across a page boundary while reading (a product added to a list sorted by newest)
 * does not count twice.
 */
export async function readEveryPage<T>(read: (offset: number) => Promise<ListPage<T>>, key: (row: T) => string | number): Promise<T[]> {
  const seen = new Set<string | number>();
  const rows: T[] = [];
  for (let offset = 0; ; ) {
    const page = await read(offset);
    let fresh = 0;
    for (const row of page.data) {
      const k = key(row);
      if (seen.has(k)) continue;
      seen.add(k);
      rows.push(row);
      fresh++;
    }
    if (!page.paging.has_more || fresh === 0) return rows;
    offset += page.data.length;
  }
}

/** What is left to fetch, pages first. */
export const remaining = (items: readonly PackItem[]) => items.filter((i) => i.done === 0);

/** A pack's progress, 0 to 1. */
export const progressOf = (p: { items: number; items_done: number }) => (p.items === 0 ? 0 : Math.min(1, p.items_done / p.items));

/** A pack's id: one per language and choice, so that saving the same choice again refreshes it. */
export const packId = (locale: string, scope: PackScope) => (scope.kind === 'all' ? `${locale}:all` : `${locale}:c${[...scope.ids].sort((a, b) => a - b).join('-')}`);
