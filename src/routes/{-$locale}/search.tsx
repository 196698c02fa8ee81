import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../features/catalog/catalog-search.ts';
import { loadProductList } from '../../features/catalog/list-loader.ts';
import { SearchPage } from '../../features/search/SearchPage.tsx';
import { searchHead } from '../../features/seo/heads.ts';
import { headContext } from '../../features/seo/page-head.ts';

export const Route = createFileRoute('/{-$locale}/search')({
  validateSearch: parseListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (deps.q ? loadProductList(context.locale, deps) : { products: null, brands: null }),
  head: ({ match }) => searchHead(headContext(match)),
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage data={Route.useLoaderData()} search={Route.useSearch()} />;
}
