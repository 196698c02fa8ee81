/** Loads a category page by either route form (spec §2). */
import { ApiCallError } from '../../device/api/client.ts';
import type { Locale } from '../../i18n/locale.ts';
import { brandsRead, categoryByKeywordsRead, categoryRead, childCategoriesRead, fetchCategory, fetchCategoryByKeywords, fetchChildCategories, productsRead, readUrl } from '../../product/catalog-api.ts';
import { usableCategories } from '../../product/menu.ts';
import { listParams } from './catalog-search.ts';
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
  // A child without the data a link needs is logged and left out (spec §8).
  return { category, children: usableCategories(children.data), ...list };
}

/**
 * Where a category named by its url keyword alone lives (`/product/category/surgical-sutures`, the
 * canonical URL trimmed of its page url): its two-part URL, or its id's where it has no page url;
 * null when no category has that keyword.
 */
export async function categoryOfKeyword(locale: Locale, keyword: string): Promise<{ category: string; page: string } | { category: string; page: null } | null> {
  const category = await fetchCategoryByKeywords(locale, keyword);
  if (!category) return null;
  const { url_keywords: own, page_url: page } = category.seo;
  return own && page ? { category: own, page } : { category: String(category.id), page: null };
}

/**
 * Every URL a category's pages read (by either route form) in their default order, as they ask
 * for them: its first `pages` pages of products. A saved pack stores their answers.
 */
export function categoryPageUrls(locale: Locale, category: { id: number; seo: { url_keywords: string | null } }, pages = 1): string[] {
  const keyword = category.seo.url_keywords;
  return [
    categoryRead(locale, category.id),
    ...(keyword ? [categoryByKeywordsRead(locale, keyword)] : []),
    childCategoriesRead(locale, category.id),
    ...Array.from({ length: Math.max(1, pages) }, (_, i) => productsRead(locale, { ...listParams({ page: i + 1 }), categoryId: category.id })),
    brandsRead(locale, category.id),
  ].map(readUrl);
}
