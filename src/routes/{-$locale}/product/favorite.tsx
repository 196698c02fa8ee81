import { createFileRoute } from '@tanstack/react-router';
import { fetchFavorites } from '../../../features/member/member-api.ts';
import { MemberFrame } from '../../../features/member/MemberFrame.tsx';
import { FavoritesPage } from '../../../features/member/MemberPages.tsx';
import { requireSession } from '../../../features/session/guard.ts';

const pageOf = (raw: Record<string, unknown>) => {
  const n = Number(raw.page);
  return Number.isInteger(n) && n > 1 ? { page: n } : {};
};

export const Route = createFileRoute('/{-$locale}/product/favorite')({
  validateSearch: (raw: Record<string, unknown>): { page?: number } => pageOf(raw),
  beforeLoad: ({ params, location }) => requireSession(params.locale === 'en' ? 'en' : undefined, location.href),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => fetchFavorites(context.locale, { page: deps.page ?? 1 }),
  staleTime: 0,
  component: FavoritesRoute,
});

function FavoritesRoute() {
  return (
    <MemberFrame>
      <FavoritesPage list={Route.useLoaderData()} page={Route.useSearch().page ?? 1} />
    </MemberFrame>
  );
}
