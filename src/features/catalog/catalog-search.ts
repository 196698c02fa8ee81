/**
 * Search params of product lists, validated at the route: paging, sort and the filters (brands,
 * in stock, new products, search text). Defaults are left out of the URL so that links stay short
 * and a filtered list can be shared and reloaded as it is.
 */
import { toLatinDigits } from '../../../shared/digits.ts';
import { PRODUCT_SORTS, type ProductSortKey } from '../../product/catalog-api.ts';

export type ListSearch = {
  page?: number;
  sort?: ProductSortKey;
  /** Brand ids, comma-separated in the URL (`brand=1,3`). */
  brand?: string;
  stock?: boolean;
  new?: boolean;
  q?: string;
};

export type ListParams = {
  page: number;
  sort: ProductSortKey;
  brandIds: number[];
  inStock: boolean;
  newOnly: boolean;
  q: string;
};

const flag = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;

export function parseListSearch(raw: Record<string, unknown>): ListSearch {
  const page = Number(raw.page);
  const sort = String(raw.sort ?? '');
  const brands = String(raw.brand ?? '')
    .split(',')
    .filter((b) => /^\d{1,9}$/.test(b));
  const q = typeof raw.q === 'string' ? raw.q.trim().slice(0, 100) : typeof raw.q === 'number' ? String(raw.q) : '';
  return {
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
    ...(sort in PRODUCT_SORTS && sort !== 'newest' ? { sort: sort as ProductSortKey } : {}),
    ...(brands.length ? { brand: [...new Set(brands)].join(',') } : {}),
    ...(flag(raw.stock) ? { stock: true } : {}),
    ...(flag(raw.new) ? { new: true } : {}),
    ...(q ? { q } : {}),
  };
}

export const listParams = (search: ListSearch): ListParams => ({
  page: search.page ?? 1,
  sort: search.sort ?? 'newest',
  brandIds: search.brand ? search.brand.split(',').map(Number) : [],
  inStock: search.stock === true,
  newOnly: search.new === true,
  q: search.q ? toLatinDigits(search.q) : '',
});

/** True when any filter (not paging or sort) is set. */
export const hasFilters = (p: ListParams) => p.brandIds.length > 0 || p.inStock || p.newOnly || p.q !== '';
