import { createFileRoute } from '@tanstack/react-router';
import { AlbumPage } from '../../../features/content/AlbumPages.tsx';
import { fetchAlbum } from '../../../features/content/content-api.ts';
import { albumHead } from '../../../features/seo/heads.ts';
import { headContext } from '../../../features/seo/page-head.ts';
import { pathId } from '../../../lib/route-params.ts';

export const Route = createFileRoute('/{-$locale}/album/$albumId')({
  loader: ({ context, params }) => {
    return fetchAlbum(context.locale, pathId(params.albumId));
  },
  head: import.meta.env.SSR ? ({ match, loaderData }) => (loaderData ? albumHead(headContext(match), loaderData) : {}) : undefined,
  component: AlbumRoute,
});

function AlbumRoute() {
  return <AlbumPage album={Route.useLoaderData()} />;
}
