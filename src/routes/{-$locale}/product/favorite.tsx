import { createFileRoute } from '@tanstack/react-router';
import { MemberFrame } from '../../../features/member/MemberFrame.tsx';
import { FavoritesPage } from '../../../features/member/MemberPages.tsx';
import { requireSession } from '../../../features/session/guard.ts';

export const Route = createFileRoute('/{-$locale}/product/favorite')({
  beforeLoad: ({ params, location }) => requireSession(params.locale, location.href),
  // Imported on demand: it brings IndexedDB, which no page a visitor lands on needs.
  loader: async ({ context }) => (await import('../../../features/member/favorites-loader.ts')).loadFavorites(context.locale),
  staleTime: 0,
  component: FavoritesRoute,
});

function FavoritesRoute() {
  return (
    <MemberFrame>
      <FavoritesPage fresh={Route.useLoaderData().fresh} />
    </MemberFrame>
  );
}
