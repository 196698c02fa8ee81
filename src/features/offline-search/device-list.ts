/**
 * A product list made on the device from products it holds (offline search results): the same
 * filters, sort and paging as the server's list, so that the list page works the same offline.
 */
import { pageWindow } from '../../device/page-window.ts';
import type { Product, ProductListItem } from '../../../contract/catalog.ts';
import { matchesSpecs } from '../../../shared/spec-facets.ts';
import type { ListResponse } from '../../../contract/common.ts';
import { NEW_PRODUCT_DAYS, PRODUCT_SORTS } from '../../product/catalog-api.ts';
import type { ListParams } from '../catalog/catalog-search.ts';

const DAY_MS = 86_400_000;

export function deviceList(products: readonly ProductListItem[], p: Omit<ListParams, 'q'>, pageSize: number, now = Date.now()): ListResponse<ProductListItem> {
  const brands = new Set(p.brandIds);
  const filtered = products.filter(
    (x) =>
      (brands.size === 0 || (x.brand !== null && brands.has(x.brand.id))) &&
      (!p.inStock || x.availability !== 'out_of_stock') &&
      (!p.newOnly || now - Date.parse(x.created_at) <= NEW_PRODUCT_DAYS * DAY_MS) &&
      // The device holds whole products (their pages' answers): their specifications too.
      matchesSpecs(x as { specifications?: Product['specifications'] }, p.specs),
  );
  // The best match: the order the device's search found them in (its index ranks by relevance).
  const sorted =
    p.sort === 'newest'
      ? [...filtered].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || a.id - b.id)
      : p.sort === 'price-asc'
      ? [...filtered].sort((a, b) => a.price - b.price)
      : p.sort === 'price-desc'
        ? [...filtered].sort((a, b) => b.price - a.price)
        : p.sort === 'title'
          ? [...filtered].sort((a, b) => a.title.localeCompare(b.title))
          : filtered;
  const { offset } = pageWindow(p.page, pageSize);
  const data = sorted.slice(offset, offset + pageSize);
  return {
    data,
    paging: { offset, limit: pageSize, total: sorted.length, returned: data.length, has_more: offset + data.length < sorted.length },
    // As the server says what it sorted by: `-relevance,-created_at` for the best match.
    sorting: PRODUCT_SORTS[p.sort].split(',').map((part) => ({ expression: part.replace(/^-/, ''), ascending: !part.startsWith('-') })),
  };
}
