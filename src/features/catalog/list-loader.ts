import type { Brand, Facet, ProductListItem } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import type { Locale } from '../../i18n/locale.ts';
import { offers } from '../../device/api/capabilities.ts';
import { fetchBrands, fetchFacets, fetchProducts } from '../../product/catalog-api.ts';
import { isPastTheEnd } from '../../product/pagination.ts';
import { listParams, type ListSearch } from './catalog-search.ts';

/** `facets`: the specifications a category's list may be filtered by (issue 31 §4); null where there are none or the backend has none. */
export type ProductListData = {
  products: ListResponse<ProductListItem>;
  brands: Brand[] | null;
  facets?: Facet[] | null;
  /** The backend ranks a search's matches (extension products.relevance): the list may be sorted by the best match. */
  ranked?: boolean;
  /** The page asked for is past the list's end (pagination.ts): the server answers it with 404 (entry-server.tsx). */
  pastTheEnd?: boolean;
};

/**
 * A product list with its filters applied, and the brands to filter by (none on a brand page,
 * where the brand is fixed) and a category's specifications. A failed brand list only hides that filter.
 */
export async function loadProductList(
  locale: Locale,
  search: ListSearch,
  scope: { categoryId?: number; brandId?: number } = {},
): Promise<ProductListData> {
  const ranked = search.q ? await offers('products.relevance') : false;
  const p = listParams(search, ranked);
  const [products, brands, facets] = await Promise.all([
    fetchProducts(locale, {
      ...p,
      categoryId: scope.categoryId,
      brandIds: scope.brandId ? [scope.brandId] : p.brandIds,
    }),
    scope.brandId
      ? Promise.resolve(null)
      : fetchBrands(locale, scope.categoryId)
          .then((r) => r.data)
          .catch(() => null),
    // A category's or a search's specifications to filter by; a failed read only hides that filter.
    scope.categoryId || p.q ? fetchFacets(locale, { categoryId: scope.categoryId, q: p.q }).catch(() => null) : Promise.resolve(null),
  ]);
  return { products, brands, facets, ranked, pastTheEnd: isPastTheEnd(products, search.page ?? 1) };
}
