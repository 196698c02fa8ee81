import { createFileRoute, notFound } from '@tanstack/react-router';
import { CreditDetailPage } from '../../../features/member/MemberPages.tsx';
import { idParam } from '../../../lib/route-params.ts';

export const Route = createFileRoute('/{-$locale}/credit/$creditId')({
  loader: async ({ context, params }) => {
    if (idParam(params.creditId) === null) throw notFound();
    return (await import('../../../features/member/credit-loaders.ts')).loadCredit(context.locale, Number(params.creditId));
  },
  staleTime: 0,
  component: CreditDetailRoute,
});

function CreditDetailRoute() {
  const { data, savedAt } = Route.useLoaderData();
  return <CreditDetailPage credit={data} savedAt={savedAt} />;
}
