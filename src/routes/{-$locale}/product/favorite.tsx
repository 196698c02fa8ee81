import { createFileRoute } from '@tanstack/react-router';
import { fetchFavorites } from '../../../features/member/member-api.ts';
import { reconcileFavorites } from '../../../features/member/favorites-repo.ts';
import { MemberFrame } from '../../../features/member/MemberFrame.tsx';
import { FavoritesPage } from '../../../features/member/MemberPages.tsx';
import { requireSession } from '../../../features/session/guard.ts';
import { sessionActor } from '../../../features/session/session-store.ts';

export const Route = createFileRoute('/{-$locale}/product/favorite')({
  beforeLoad: ({ params, location }) => requireSession(params.locale === 'en' ? 'en' : undefined, location.href),
  // Online, the server's list updates this device's copy; offline, the page shows the copy.
  loader: async ({ context }) => {
    const memberId = sessionActor.getSnapshot().context.session?.user.id;
    if (!memberId) return;
    const list = await fetchFavorites(context.locale, { page: 1, size: 100 }).catch(() => null);
    if (list) await reconcileFavorites(memberId, list.data);
  },
  staleTime: 0,
  component: FavoritesRoute,
});

function FavoritesRoute() {
  return (
    <MemberFrame>
      <FavoritesPage />
    </MemberFrame>
  );
}
