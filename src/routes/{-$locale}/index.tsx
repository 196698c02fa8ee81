import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadHome } from '../../features/home/home-loader.ts';
import { HomePage } from '../../features/home/HomePage.tsx';
import { homeHead } from '../../features/seo/heads.ts';
import { headContext } from '../../features/seo/page-head.ts';

const layout = getRouteApi('/{-$locale}');

export const Route = createFileRoute('/{-$locale}/')({
  loader: ({ context }) => loadHome(context.locale),
  head: import.meta.env.SSR ? ({ match }) => homeHead(headContext(match)) : undefined,
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage blocks={Route.useLoaderData()} menu={layout.useLoaderData().menu} />;
}
