import { createFileRoute, notFound } from '@tanstack/react-router';
import { TicketDetailPage } from '../../../../features/ticketing/TicketDetailPage.tsx';
import { ownSearch } from '../../../../lib/own-search.ts';

/** Spec §2 `/dashboard/ticket/detail?id=…`: one ticket's thread. */
export const Route = createFileRoute('/{-$locale}/dashboard/ticket/detail')({
  validateSearch: ownSearch((raw: Record<string, unknown>): { id?: number } => {
    const n = Number(raw.id);
    return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? { id: n } : {};
  }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (!deps.id) throw notFound();
    return (await import('../../../../features/ticketing/ticket-loaders.ts')).loadTicket(context.locale, deps.id);
  },
  staleTime: 0,
  staticData: import.meta.env.SSR ? { earlyReads: async ({ locale, search }) => (typeof search.id === 'number' ? [(await import('../../../../features/ticketing/ticket-reads.ts')).ticketRead(locale, search.id)] : []) } : {},
  component: TicketDetailRoute,
});

function TicketDetailRoute() {
  const { data, savedAt, asOf } = Route.useLoaderData();
  return <TicketDetailPage ticket={data} savedAt={savedAt} asOf={asOf} />;
}
