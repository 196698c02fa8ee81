import { createFileRoute, notFound } from '@tanstack/react-router';
import { AlbumPage } from '../../../features/content/AlbumPages.tsx';
import { fetchAlbum } from '../../../features/content/content-api.ts';

export const Route = createFileRoute('/{-$locale}/album/$albumId')({
  loader: ({ context, params }) => {
    if (!/^\d{1,9}$/.test(params.albumId)) throw notFound();
    return fetchAlbum(context.locale, Number(params.albumId));
  },
  component: AlbumRoute,
});

function AlbumRoute() {
  return <AlbumPage album={Route.useLoaderData()} />;
}
