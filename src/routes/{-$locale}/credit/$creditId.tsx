import { createFileRoute } from '@tanstack/react-router';
import { CreditDetailPage } from '../../../features/member/MemberPages.tsx';
import { pathId } from '../../../lib/route-params.ts';

export const Route = createFileRoute('/{-$locale}/credit/$creditId')({
  loader: async ({ context, params }) => {
    return (await import('../../../features/member/credit-loaders.ts')).loadCredit(context.locale, pathId(params.creditId));
  },
  staleTime: 0,
  component: CreditDetailRoute,
});

function CreditDetailRoute() {
  const { data, savedAt } = Route.useLoaderData();
  return <CreditDetailPage credit={data} savedAt={savedAt} />;
}
