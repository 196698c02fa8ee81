import { createFileRoute } from '@tanstack/react-router';
import { MyReviewsPage } from '../../../features/reviews/MyReviewsPage.tsx';
import { ownSearch } from '../../../lib/own-search.ts';

/** The member's own reviews (spec §7 "my reviews"). */
export const Route = createFileRoute('/{-$locale}/dashboard/review')({
  validateSearch: ownSearch((raw: Record<string, unknown>): { page?: number } => {
    const n = Number(raw.page);
    return Number.isInteger(n) && n > 1 ? { page: n } : {};
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => (await import('../../../features/reviews/review-loaders.ts')).loadMyReviews(context.locale, deps.page),
  staleTime: 0,
  staticData: import.meta.env.SSR ? { earlyReads: async ({ locale, search }) => [(await import('../../../features/member/member-page-reads.ts')).myReviewsRead(locale, typeof search.page === 'number' ? search.page : 1)] } : {},
  component: MyReviewsRoute,
});

function MyReviewsRoute() {
  const { data, savedAt, asOf, products } = Route.useLoaderData();
  return <MyReviewsPage data={data} savedAt={savedAt} asOf={asOf} products={products} page={Route.useSearch().page ?? 1} />;
}
