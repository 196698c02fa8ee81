import { createFileRoute } from '@tanstack/react-router';
import { NewTicketPage } from '../../../../features/ticketing/NewTicketPage.tsx';
import { ownSearch } from '../../../../lib/own-search.ts';

/** Spec §2 `/dashboard/ticket/new` (`?order_id=` when it is about one of the member's orders). */
export const Route = createFileRoute('/{-$locale}/dashboard/ticket/new')({
  validateSearch: ownSearch((raw: Record<string, unknown>): { order_id?: number } => {
    const n = Number(raw.order_id);
    return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? { order_id: n } : {};
  }),
  loader: async ({ context }) => (await import('../../../../features/ticketing/ticket-loaders.ts')).loadTicketForm(context.locale),
  staleTime: 0,
  component: NewTicketRoute,
});

function NewTicketRoute() {
  const { data } = Route.useLoaderData();
  return (
    <NewTicketPage
      units={data.units}
      categories={data.categories} // A copy saved on the device by an earlier version has no orders.
      orders={data.orders ?? []}
      orderId={Route.useSearch().order_id ?? null}
    />
  );
}
