/** Catalogue calls of spec §7, typed by the contract. */
import type { Lot, Product, ProductListItem } from '../../contract/catalog.ts';
import { apiCall, apiRead, read, readUrl, toApiError, type CallOptions } from '../device/api/client.ts';
import { offers } from '../device/api/capabilities.ts';
import { MAX_LIMIT, type SpecFilterKey } from '../../contract/constants.ts';
import { foldForSearch } from '../../shared/persian-text.ts';
import { config } from '../device/config.ts';
import { pageWindow } from '../device/page-window.ts';
import type { Locale } from '../i18n/locale.ts';

export type ProductSortKey = 'relevance' | 'newest' | 'price-asc' | 'price-desc' | 'title';
export const PRODUCT_SORTS: Record<ProductSortKey, string> = {
  // A search's best matches first, where the backend ranks them (extension products.relevance).
  relevance: '-relevance,-created_at',
  newest: '-created_at',
  'price-asc': 'price',
  'price-desc': '-price',
  title: 'title',
};

export function fetchMenuTree(locale: Locale) {
  return apiCall(
    'categories.tree',
    {
      params: { lang: locale },
      query: {
      parent_id: config.rootCategoryId,
      module_id: config.productModuleId,
      status: 1,
      limit: config.menuCategoryLimit,
        sort: 'order',
      },
    },
    { timeoutMs: config.categoryTimeoutMs },
  );
}

export { readUrl, type Read } from '../device/api/client.ts';

const categoryTimeout = { timeoutMs: config.categoryTimeoutMs };

export const categoryRead = (locale: Locale, id: number) => read('categories.get', { lang: locale, id });
export const categoryByKeywordsRead = (locale: Locale, urlKeywords: string) =>
  read('categories.list', { lang: locale }, { url_keywords: urlKeywords, module_id: config.productModuleId, limit: 1 });
export const childCategoriesRead = (locale: Locale, parentId: number) => read('categories.list', { lang: locale }, { parent_id: parentId, status: 1, limit: 100, sort: 'order' });

export async function fetchCategory(locale: Locale, id: number) {
  return (await apiRead(categoryRead(locale, id), categoryTimeout)).data;
}

/** The category whose route keyword is `urlKeywords`, or null. */
export async function fetchCategoryByKeywords(locale: Locale, urlKeywords: string) {
  return (await apiRead(categoryByKeywordsRead(locale, urlKeywords), categoryTimeout)).data[0] ?? null;
}

export function fetchChildCategories(locale: Locale, parentId: number) {
  return apiRead(childCategoriesRead(locale, parentId), categoryTimeout);
}

export type ProductListParams = {
  page: number;
  sort: ProductSortKey;
  categoryId?: number | undefined;
  brandIds?: number[] | undefined;
  excludedIds?: number[] | undefined;
  ids?: number[] | undefined;
  inStock?: boolean | undefined;
  newOnly?: boolean | undefined;
  q?: string | undefined;
  limit?: number | undefined;
  /** A specification's values, by key (issue 31 §4: an extension of the list). */
  specs?: Partial<Record<SpecFilterKey, string[]>> | undefined;
};

/** Days a product counts as new in the storefront's "new products" filter. */
export const NEW_PRODUCT_DAYS = 30;

const idList = (ids: number[] | undefined) => (ids?.length ? ids.join(',') : undefined);

export function productsRead(locale: Locale, p: ProductListParams) {
  return read('products.list', { lang: locale }, {
    ...pageWindow(p.page, p.limit),
    sort: PRODUCT_SORTS[p.sort],
    category_ids: p.categoryId,
    brand_ids: idList(p.brandIds),
    excluded_ids: idList(p.excludedIds),
    ids: idList(p.ids),
    available_in_stock: p.inStock ? true : undefined,
    show_new_products: p.newOnly ? true : undefined,
    new_product_duration: p.newOnly ? NEW_PRODUCT_DAYS : undefined,
    // Folded here as well as on the server: Arabic letters, Persian digits and ZWNJ match.
    search_text: p.q ? foldForSearch(p.q) : undefined,
    spec_size: specQuery(p.specs?.size),
    spec_material: specQuery(p.specs?.material),
    spec_needle: specQuery(p.specs?.needle),
    spec_length: specQuery(p.specs?.length),
  });
}

const specQuery = (values: string[] | undefined) => (values?.length ? values.join('|') : undefined);

/** The specifications a category's list or a search's results may be filtered by, where the backend offers it (issue 31 §4); null otherwise. */
export async function fetchFacets(locale: Locale, of: { categoryId?: number | undefined; q?: string | undefined }) {
  if (!(await offers('products.facets'))) return null;
  const query = { category_ids: of.categoryId ? String(of.categoryId) : undefined, search_text: of.q ? foldForSearch(of.q) : undefined };
  return (await apiCall('products.facets', { params: { lang: locale }, query })).data;
}

export function fetchProducts(locale: Locale, p: ProductListParams, opts: CallOptions = {}) {
  return apiRead(productsRead(locale, p), opts);
}

/**
 * Products by id, in the order asked, leaving out those that do not exist: one list call where the
 * backend offers a list of ids (an extension, issue 29), otherwise the spec's product call for each.
 */
export async function fetchProductsByIds(locale: Locale, ids: number[], opts: CallOptions = {}): Promise<ProductListItem[]> {
  const unique = [...new Set(ids)].slice(0, MAX_LIMIT);
  if (unique.length === 0) return [];
  let found: ProductListItem[];
  if (await offers('products.ids')) {
    found = (await apiRead(productsRead(locale, { page: 1, sort: 'newest', ids: unique, limit: unique.length }), opts)).data;
  } else {
    const each = await Promise.all(
      unique.map((id) =>
        apiRead(productRead(locale, id), opts).then(
          (answer): ProductListItem | null => answer.data,
          (err: unknown) => {
            const e = toApiError(err);
            if (e.status_code === 404 && !e.offline) return null; // gone from the catalogue
            throw e;
          },
        ),
      ),
    );
    found = each.filter((p): p is ProductListItem => p !== null);
  }
  const byId = new Map(found.map((p) => [p.id, p]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The product whose box carries `gtin` (14 digits), or null: none has it, or the backend cannot
 * look GTINs up (an extension, issue 31).
 */
export async function fetchProductByGtin(locale: Locale, gtin: string): Promise<ProductListItem | null> {
  if (!(await offers('products.gtin'))) return null;
  return (await apiRead(read('products.list', { lang: locale }, { gtin, limit: 1 }))).data[0] ?? null;
}

/**
 * A scanned box's lot as the maker recorded it: the lot, or null when the maker has no such lot
 * of this product; undefined when the backend keeps no lots (an extension, issue 31). Throws when
 * there is no answer (offline).
 */
export async function fetchLot(locale: Locale, productId: number, lot: string): Promise<Lot | null | undefined> {
  if (!(await offers('products.lot'))) return undefined;
  try {
    return (await apiCall('products.lot', { params: { lang: locale, id: productId, lot } })).data;
  } catch (err) {
    const e = toApiError(err);
    if (e.status_code === 404 && !e.offline) return null;
    throw e;
  }
}

export const brandsRead = (locale: Locale, categoryId?: number) => read('brands.list', { lang: locale }, { category_ids: categoryId, limit: 100, sort: 'title' });

export function fetchBrands(locale: Locale, categoryId?: number) {
  return apiRead(brandsRead(locale, categoryId));
}

export const reviewsRead = (locale: Locale, productId: number) => read('products.reviews', { lang: locale, id: productId }, { limit: 20, sort: '-created_at' });

export function fetchReviews(locale: Locale, productId: number) {
  return apiRead(reviewsRead(locale, productId));
}

export const productRead = (locale: Locale, id: number) => read('products.get', { lang: locale, id });
export const availabilityRead = (locale: Locale, id: number) => read('products.availability', { lang: locale, id });

/** The reads of a product page that a member's review changes (the product's rating, its reviews), as this page asks for them. */
export const productReviewReads = (locale: Locale, productId: number) => [readUrl(productRead(locale, productId)), readUrl(reviewsRead(locale, productId))];

/** Whether `p` is the whole product (its own answer) rather than a list's item (contract/CHANGES.md). */
export const isWholeProduct = (p: ProductListItem | Product): p is Product => 'specifications' in p;

export async function fetchProduct(locale: Locale, id: number) {
  return (await apiRead(productRead(locale, id))).data;
}

export async function fetchAvailability(locale: Locale, id: number) {
  return (await apiRead(availabilityRead(locale, id))).data;
}

/** The availability as the server has it now (no kept copy answers it). */
export async function fetchLiveAvailability(locale: Locale, id: number) {
  return (await apiRead(availabilityRead(locale, id), { fresh: true })).data;
}

export async function fetchBrand(locale: Locale, id: number) {
  return (await apiCall('brands.get', { params: { lang: locale, id } })).data;
}
