import { createFileRoute } from '@tanstack/react-router';
import { MemberFrame } from '../../../features/member/MemberFrame.tsx';
import { FavoritesPage } from '../../../features/member/MemberPages.tsx';
import { MemberOutline } from '../../../features/member/MemberOutline.tsx';
import { ON_THE_DEVICE, requireSession } from '../../../features/session/guard.ts';

export const Route = createFileRoute('/{-$locale}/product/favorite')({
  beforeLoad: ({ params, location }) => requireSession(params.locale, location.href),
  ssr: ON_THE_DEVICE,
  pendingComponent: MemberOutline,
  // Imported on demand: it brings IndexedDB, which no page a visitor lands on needs.
  loader: async ({ context }) => (await import('../../../features/member/favorites-loader.ts')).loadFavorites(context.locale),
  staticData: import.meta.env.SSR ? {
    earlyReads: async ({ locale }) => {
      const { FAVORITES_KEPT, favoritesRead } = await import('../../../features/member/member-page-reads.ts');
      return [favoritesRead(locale, { page: 1, size: FAVORITES_KEPT })];
    },
  } : {},
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
