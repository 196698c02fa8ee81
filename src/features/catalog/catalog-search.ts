/**
 * Search params of product lists, validated at the route: paging, sort and the filters (brands,
 * in stock, new products, search text). Defaults are left out of the URL so that links stay short
 * and a filtered list can be shared and reloaded as it is.
 */
import { SPEC_FILTER_KEYS, type SpecFilterKey } from '../../../contract/constants.ts';
import { toLatinDigits } from '../../../shared/digits.ts';
import { PRODUCT_SORTS, type ProductSortKey } from '../../product/catalog-api.ts';
import { searchText } from '../../lib/own-search.ts';

export type ListSearch = {
  page?: number;
  sort?: ProductSortKey;
  /** Brand ids, comma-separated in the URL (`brand=1,3`). */
  brand?: string;
  stock?: boolean;
  new?: boolean;
  q?: string;
} & SpecSearch;

/** A specification's chosen values (`size=3-0|2-0`), where the backend filters by it (issue 31 §4). */
export type SpecSearch = { [K in SpecFilterKey]?: string };

export type ListParams = {
  page: number;
  sort: ProductSortKey;
  brandIds: number[];
  inStock: boolean;
  newOnly: boolean;
  q: string;
  /** The specifications' chosen values, by key (none chosen: absent). */
  specs: Partial<Record<SpecFilterKey, string[]>>;
};

/** Values of a specification as the URL has them, `|` between them: at most 20, each at most 100 characters. */
const specValues = (raw: unknown): string[] => [...new Set(searchText(raw).split('|').map((v) => v.trim()))].filter((v) => v && v.length <= 100).slice(0, 20);

const flag = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;

export function parseListSearch(raw: Record<string, unknown>): ListSearch {
  const page = Number(raw.page);
  const sort = String(raw.sort ?? '');
  const brands = String(raw.brand ?? '')
    .split(',')
    .filter((b) => /^\d{1,9}$/.test(b));
  const q = searchText(raw.q).trim().slice(0, 100);
  return {
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
    // "newest" too: where the list is a search the backend ranks, the default is the best match.
    ...(sort in PRODUCT_SORTS ? { sort: sort as ProductSortKey } : {}),
    ...(brands.length ? { brand: [...new Set(brands)].join(',') } : {}),
    ...(flag(raw.stock) ? { stock: true } : {}),
    ...(flag(raw.new) ? { new: true } : {}),
    ...(q ? { q } : {}),
    ...Object.fromEntries(SPEC_FILTER_KEYS.flatMap((key) => {
      const values = specValues(raw[key]);
      return values.length ? [[key, values.join('|')]] : [];
    })),
  };
}

/**
 * A list's sort when its URL names none: the best match first for a search where the backend
 * ranks a search's matches (`ranked`: extension products.relevance), else the newest first.
 */
export const defaultSort = (q: string | undefined, ranked: boolean): ProductSortKey => (ranked && q ? 'relevance' : 'newest');

/** The list the URL asks for; "best match" only where it can be had (`ranked`, and words to match). */
export const listParams = (search: ListSearch, ranked = false): ListParams => {
  const q = search.q ? toLatinDigits(search.q) : '';
  const fallback = defaultSort(q, ranked);
  return {
    page: search.page ?? 1,
    sort: search.sort === undefined || search.sort === 'relevance' ? fallback : search.sort,
    brandIds: search.brand ? search.brand.split(',').map(Number) : [],
    inStock: search.stock === true,
    newOnly: search.new === true,
    q,
    specs: Object.fromEntries(SPEC_FILTER_KEYS.flatMap((key) => (search[key] ? [[key, search[key].split('|')]] : []))),
  };
};

/** True when any filter (not paging or sort) is set. */
export const hasFilters = (p: ListParams) => p.brandIds.length > 0 || p.inStock || p.newOnly || p.q !== '' || specCount(p) > 0;

/** How many specification values are chosen. */
export const specCount = (p: ListParams) => Object.values(p.specs).reduce((n, values) => n + values.length, 0);
