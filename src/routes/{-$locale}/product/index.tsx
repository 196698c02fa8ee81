import { createFileRoute } from '@tanstack/react-router';
import { fetchProducts } from '../../../features/catalog/catalog-api.ts';
import { listParams, parseListSearch } from '../../../features/catalog/catalog-search.ts';
import { AllProductsPage } from '../../../features/catalog/ProductListView.tsx';

export const Route = createFileRoute('/{-$locale}/product/')({
  validateSearch: parseListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => fetchProducts(context.locale, listParams(deps)),
  component: AllProductsRoute,
});

function AllProductsRoute() {
  return <AllProductsPage list={Route.useLoaderData()} search={Route.useSearch()} />;
}
