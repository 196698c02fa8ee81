import { createFileRoute, getRouteApi, notFound, redirect } from '@tanstack/react-router';
import { categoryOfKeyword, loadCategoryPage } from '../../../../../features/catalog/category-loader.ts';
import { parseListSearch } from '../../../../../features/catalog/catalog-search.ts';
import { CategoryPage } from '../../../../../features/catalog/CategoryPage.tsx';
import { categoryHead } from '../../../../../features/seo/heads.ts';
import { headContext, layoutTree } from '../../../../../features/seo/page-head.ts';
import { ownSearch } from '../../../../../lib/own-search.ts';
import { idParam } from '../../../../../lib/route-params.ts';

const layout = getRouteApi('/{-$locale}');

/** Spec §2: `/product/category/{id}`, for a category with no page url. */
export const Route = createFileRoute('/{-$locale}/product/category/$category/')({
  validateSearch: ownSearch(parseListSearch),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    if (idParam(params.category) === null) {
      // The two-part URL trimmed of its page url: the category of that url keyword, where it lives.
      const at = /^[\p{L}\p{N}-]{1,100}$/u.test(params.category) ? await categoryOfKeyword(context.locale, params.category) : null;
      if (!at) throw notFound();
      if (at.page) throw redirect({ to: '/{-$locale}/product/category/$category/$page', params: { locale: params.locale, category: at.category, page: at.page }, search: deps, replace: true });
      throw redirect({ to: '/{-$locale}/product/category/$category', params: { locale: params.locale, category: at.category }, search: deps, replace: true });
    }
    return loadCategoryPage(context.locale, { id: Number(params.category) }, deps);
  },
  head: import.meta.env.SSR ? ({ match, matches, loaderData }) => (loaderData ? categoryHead(headContext(match), loaderData.category, layoutTree(matches)) : {}) : undefined,
  component: CategoryRoute,
});

function CategoryRoute() {
  return <CategoryPage data={Route.useLoaderData()} tree={layout.useLoaderData().tree} search={Route.useSearch()} />;
}
