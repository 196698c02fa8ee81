import { createFileRoute } from '@tanstack/react-router';
import { OrganisationOrderPage } from '../../../../../features/organisation/OrganisationOrderPage.tsx';
import { pathId } from '../../../../../lib/route-params.ts';

/** One of the organisation's orders, with what the member's role does to it (issue 31 §1). */
export const Route = createFileRoute('/{-$locale}/dashboard/organisation/order/$orderId')({
  loader: async ({ context, params }) => {
    return (await import('../../../../../features/organisation/organisation-loaders.ts')).loadOrganisationOrder(context.locale, pathId(params.orderId));
  },
  staleTime: 0,
  component: OrganisationOrderRoute,
});

function OrganisationOrderRoute() {
  const { data, savedAt } = Route.useLoaderData();
  return <OrganisationOrderPage order={data.order} membership={data.membership} savedAt={savedAt} />;
}
