import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadCategoryPage } from '../../../../../features/catalog/category-loader.ts';
import { parseListSearch } from '../../../../../features/catalog/catalog-search.ts';
import { CategoryPage } from '../../../../../features/catalog/CategoryPage.tsx';

const layout = getRouteApi('/{-$locale}');

/** Spec §2: `/product/category/{category url keyword}/{page url}`. */
export const Route = createFileRoute('/{-$locale}/product/category/$category/$page')({
  validateSearch: parseListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadCategoryPage(context.locale, { keyword: params.category }, deps),
  component: CategoryRoute,
});

function CategoryRoute() {
  return <CategoryPage data={Route.useLoaderData()} tree={layout.useLoaderData().tree} search={Route.useSearch()} />;
}
