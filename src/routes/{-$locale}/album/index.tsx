import { createFileRoute } from '@tanstack/react-router';
import { AlbumListPage } from '../../../features/content/AlbumPages.tsx';
import { fetchAlbums } from '../../../features/content/content-api.ts';
import { parseAlbumSearch } from '../../../features/content/content-search.ts';
import { albumListHead } from '../../../features/seo/heads.ts';
import { headContext } from '../../../features/seo/page-head.ts';
import { markPastTheEnd } from '../../../product/pagination.ts';
import { ownSearch } from '../../../lib/own-search.ts';

export const Route = createFileRoute('/{-$locale}/album/')({
  validateSearch: ownSearch(parseAlbumSearch),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // The category tabs come from the unfiltered first page, so they stay while a filter is on.
    const [shown, all] = await Promise.all([
      fetchAlbums(context.locale, { categoryId: deps.category, page: deps.page ?? 1 }),
      deps.category ? fetchAlbums(context.locale, { page: 1 }) : null,
    ]);
    return { ...markPastTheEnd(shown, deps.page ?? 1), all: (all ?? shown).data };
  },
  head: import.meta.env.SSR ? ({ match }) => albumListHead(headContext(match)) : undefined,
  component: AlbumListRoute,
});

function AlbumListRoute() {
  return <AlbumListPage list={Route.useLoaderData()} search={Route.useSearch()} />;
}
