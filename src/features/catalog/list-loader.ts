import type { Brand, ProductListItem } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import type { Locale } from '../../i18n/locale.ts';
import { fetchBrands, fetchProducts } from '../../product/catalog-api.ts';
import { listParams, type ListSearch } from './catalog-search.ts';

export type ProductListData = { products: ListResponse<ProductListItem>; brands: Brand[] | null };

/**
 * A product list with its filters applied, and the brands to filter by (none on a brand page,
 * where the brand is fixed). A failed brand list only hides that filter.
 */
export async function loadProductList(
  locale: Locale,
  search: ListSearch,
  scope: { categoryId?: number; brandId?: number } = {},
): Promise<ProductListData> {
  const p = listParams(search);
  const [products, brands] = await Promise.all([
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
  ]);
  return { products, brands };
}
