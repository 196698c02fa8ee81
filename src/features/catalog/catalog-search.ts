/** Search params of product lists (`?page=2&sort=price-asc`), validated at the route. */
import { PRODUCT_SORTS, type ProductSortKey } from './catalog-api.ts';

/** As in the URL: defaults are left out, so that links stay short and canonical. */
export type ListSearch = { page?: number; sort?: ProductSortKey };
export type ListParams = { page: number; sort: ProductSortKey };

export function parseListSearch(raw: Record<string, unknown>): ListSearch {
  const page = Number(raw.page);
  const sort = String(raw.sort ?? '');
  return {
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
    ...(sort in PRODUCT_SORTS && sort !== 'newest' ? { sort: sort as ProductSortKey } : {}),
  };
}

export const listParams = (search: ListSearch): ListParams => ({
  page: search.page ?? 1,
  sort: search.sort ?? 'newest',
});
