import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router';
import { loadCategoryPage } from '../../../../../features/catalog/category-loader.ts';
import { parseListSearch } from '../../../../../features/catalog/catalog-search.ts';
import { CategoryPage } from '../../../../../features/catalog/CategoryPage.tsx';
import { categoryHead } from '../../../../../features/seo/heads.ts';
import { headContext, layoutTree } from '../../../../../features/seo/page-head.ts';
import { ownSearch } from '../../../../../lib/own-search.ts';

const layout = getRouteApi('/{-$locale}');

/** Spec §2: `/product/category/{id}`, for a category with no page url. */
export const Route = createFileRoute('/{-$locale}/product/category/$category/')({
  validateSearch: ownSearch(parseListSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    if (!/^\d{1,9}$/.test(params.category)) throw notFound();
    return loadCategoryPage(context.locale, { id: Number(params.category) }, deps);
  },
  head: ({ match, matches, loaderData }) => (loaderData ? categoryHead(headContext(match), loaderData.category, layoutTree(matches)) : {}),
  component: CategoryRoute,
});

function CategoryRoute() {
  return <CategoryPage data={Route.useLoaderData()} tree={layout.useLoaderData().tree} search={Route.useSearch()} />;
}
