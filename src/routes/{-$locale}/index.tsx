import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { fetchProducts } from '../../features/catalog/catalog-api.ts';
import { HomePage } from '../../features/catalog/HomePage.tsx';

const HOME_PRODUCT_COUNT = 8;
const layout = getRouteApi('/{-$locale}');

export const Route = createFileRoute('/{-$locale}/')({
  loader: ({ context }) => fetchProducts(context.locale, { page: 1, sort: 'newest', limit: HOME_PRODUCT_COUNT }),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage menu={layout.useLoaderData().menu} latest={Route.useLoaderData().data} />;
}
