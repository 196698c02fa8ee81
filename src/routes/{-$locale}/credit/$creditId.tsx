import { createFileRoute, notFound } from '@tanstack/react-router';
import { fetchCredit } from '../../../features/member/member-api.ts';
import { CreditDetailPage } from '../../../features/member/MemberPages.tsx';

export const Route = createFileRoute('/{-$locale}/credit/$creditId')({
  loader: ({ context, params }) => {
    if (!/^\d{1,9}$/.test(params.creditId)) throw notFound();
    return fetchCredit(context.locale, Number(params.creditId));
  },
  staleTime: 0,
  component: CreditDetailRoute,
});

function CreditDetailRoute() {
  return <CreditDetailPage credit={Route.useLoaderData()} />;
}
