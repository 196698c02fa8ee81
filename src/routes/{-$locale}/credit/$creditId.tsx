import { createFileRoute, notFound } from '@tanstack/react-router';
import { CreditDetailPage } from '../../../features/member/MemberPages.tsx';

export const Route = createFileRoute('/{-$locale}/credit/$creditId')({
  loader: async ({ context, params }) => {
    if (!/^\d{1,9}$/.test(params.creditId)) throw notFound();
    return (await import('../../../features/member/credit-loaders.ts')).loadCredit(context.locale, Number(params.creditId));
  },
  staleTime: 0,
  component: CreditDetailRoute,
});

function CreditDetailRoute() {
  const { data, savedAt } = Route.useLoaderData();
  return <CreditDetailPage credit={data} savedAt={savedAt} />;
}
