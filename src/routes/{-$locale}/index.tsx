import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadHome } from '../../features/home/home-loader.ts';
import { HomePage } from '../../features/home/HomePage.tsx';

const layout = getRouteApi('/{-$locale}');

export const Route = createFileRoute('/{-$locale}/')({
  loader: ({ context }) => loadHome(context.locale),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage blocks={Route.useLoaderData()} menu={layout.useLoaderData().menu} />;
}
