import { createFileRoute } from '@tanstack/react-router';
import { loadProductList } from '../../../features/catalog/list-loader.ts';
import { parseListSearch } from '../../../features/catalog/catalog-search.ts';
import { AllProductsPage } from '../../../features/catalog/ProductListView.tsx';
import { productsHead } from '../../../features/seo/heads.ts';
import { headContext } from '../../../features/seo/page-head.ts';
import { ownSearch } from '../../../lib/own-search.ts';

export const Route = createFileRoute('/{-$locale}/product/')({
  validateSearch: ownSearch(parseListSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadProductList(context.locale, deps),
  head: import.meta.env.SSR ? ({ match }) => productsHead(headContext(match)) : undefined,
  component: AllProductsRoute,
});

function AllProductsRoute() {
  return <AllProductsPage data={Route.useLoaderData()} search={Route.useSearch()} />;
}
