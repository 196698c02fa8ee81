import type { Locale } from '../../i18n/locale.ts';
import { fetchBrand } from '../../product/catalog-api.ts';
import type { ListSearch } from './catalog-search.ts';
import type { BrandPageData } from './BrandPage.tsx';
import { loadProductList } from './list-loader.ts';

export async function loadBrandPage(locale: Locale, id: number, search: ListSearch): Promise<BrandPageData> {
  const [brand, list] = await Promise.all([fetchBrand(locale, id), loadProductList(locale, search, { brandId: id })]);
  return { brand, ...list };
}
