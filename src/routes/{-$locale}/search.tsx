import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../features/catalog/catalog-search.ts';
import { loadSearch } from '../../features/search/search-loader.ts';
import { SearchPage } from '../../features/search/SearchPage.tsx';
import { searchHead } from '../../features/seo/heads.ts';
import { headContext } from '../../features/seo/page-head.ts';
import { ownSearch } from '../../lib/own-search.ts';

export const Route = createFileRoute('/{-$locale}/search')({
  validateSearch: ownSearch(parseListSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadSearch(context.locale, deps),
  head: import.meta.env.SSR ? ({ match }) => searchHead(headContext(match)) : undefined,
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage data={Route.useLoaderData()} search={Route.useSearch()} />;
}
