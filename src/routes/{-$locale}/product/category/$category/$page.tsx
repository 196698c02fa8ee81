import { createFileRoute, getRouteApi, redirect } from '@tanstack/react-router';
import { loadCategoryPage } from '../../../../../features/catalog/category-loader.ts';
import { parseListSearch } from '../../../../../features/catalog/catalog-search.ts';
import { CategoryPage } from '../../../../../features/catalog/CategoryPage.tsx';
import { categoryHead } from '../../../../../features/seo/heads.ts';
import { headContext, layoutTree } from '../../../../../features/seo/page-head.ts';
import { ownSearch } from '../../../../../lib/own-search.ts';

const layout = getRouteApi('/{-$locale}');

/** Spec §2: `/product/category/{category url keyword}/{page url}`; a wrong page url is replaced by the canonical one. */
export const Route = createFileRoute('/{-$locale}/product/category/$category/$page')({
  validateSearch: ownSearch(parseListSearch),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const data = await loadCategoryPage(context.locale, { keyword: params.category }, deps);
    const { url_keywords: keyword, page_url: page } = data.category.seo;
    if (keyword && page && page !== params.page) {
      throw redirect({ to: '/{-$locale}/product/category/$category/$page', params: { locale: params.locale, category: keyword, page }, search: deps, replace: true });
    }
    if (!page) {
      throw redirect({ to: '/{-$locale}/product/category/$category', params: { locale: params.locale, category: String(data.category.id) }, search: deps, replace: true });
    }
    return data;
  },
  head: import.meta.env.SSR ? ({ match, matches, loaderData }) => (loaderData ? categoryHead(headContext(match), loaderData.category, layoutTree(matches)) : {}) : undefined,
  component: CategoryRoute,
});

function CategoryRoute() {
  return <CategoryPage data={Route.useLoaderData()} tree={layout.useLoaderData().tree} search={Route.useSearch()} />;
}
