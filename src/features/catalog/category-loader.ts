/** Loads a category page by either route form (spec §2). */
import { ApiCallError } from '../../api/client.ts';
import type { Locale } from '../../i18n/locale.ts';
import { fetchCategory, fetchCategoryByKeywords, fetchChildCategories } from './catalog-api.ts';
import type { ListSearch } from './catalog-search.ts';
import type { CategoryPageData } from './CategoryPage.tsx';
import { loadProductList } from './list-loader.ts';

export async function loadCategoryPage(
  locale: Locale,
  ref: { id: number } | { keyword: string },
  search: ListSearch,
): Promise<CategoryPageData> {
  const category =
    'id' in ref ? await fetchCategory(locale, ref.id) : await fetchCategoryByKeywords(locale, ref.keyword);
  if (!category) throw new ApiCallError(404, 'Category not found', false);
  const [children, list] = await Promise.all([
    fetchChildCategories(locale, category.id),
    loadProductList(locale, search, { categoryId: category.id }),
  ]);
  return { category, children: children.data, ...list };
}
