import { createFileRoute } from '@tanstack/react-router';
import { filtersFromSearch, filtersToSearch, TICKET_SORTS, type TicketSortKey } from '../../../../features/ticketing/ticket-filters.ts';
import { TicketsPage } from '../../../../features/ticketing/TicketsPage.tsx';
import { ownSearch, searchText } from '../../../../lib/own-search.ts';
import type { TicketsAddress } from '../../../../features/ticketing/ticket-reads.ts';

type Search = { page?: number; q?: string; unit?: number; status?: string; from?: string; to?: string; sort_by?: TicketSortKey };

const parse = (raw: Record<string, unknown>): Search => {
  const n = Number(raw.page);
  const q = searchText(raw.q).trim().slice(0, 100);
  const sort = TICKET_SORTS.find((s) => s === raw.sort_by && s !== '-lastupdate');
  return { ...filtersToSearch(filtersFromSearch(raw)), ...(Number.isInteger(n) && n > 1 ? { page: n } : {}), ...(q ? { q } : {}), ...(sort ? { sort_by: sort } : {}) };
};

/** What the page's loader reads by, from its search (its early read the same). */
const addressOf = (s: Search): TicketsAddress => ({ page: s.page, q: s.q, filters: filtersFromSearch(s), sort: s.sort_by });

/** Spec §2 `/dashboard/ticket`: the member's tickets; filters, search and sort live in the URL. */
export const Route = createFileRoute('/{-$locale}/dashboard/ticket/')({
  validateSearch: ownSearch(parse),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const m = await import('../../../../features/ticketing/ticket-loaders.ts');
    // The form's lists come along, so that a ticket can be written here later offline.
    void m.loadTicketForm(context.locale).catch(() => undefined);
    return m.loadTickets(context.locale, addressOf(deps));
  },
  staleTime: 0,
  // The page's tickets and the units they are addressed to (where the backend lists them).
  staticData: import.meta.env.SSR ? {
    earlyReads: async ({ locale, search, offers }) => {
      const { ticketsRead, unitsRead } = await import('../../../../features/ticketing/ticket-reads.ts');
      const list = ticketsRead(locale, addressOf(parse(search)));
      return (await offers('tickets.units')) ? [list, unitsRead(locale)] : [list];
    },
  } : {},
  component: TicketsRoute,
});

function TicketsRoute() {
  const search = Route.useSearch();
  const { data, savedAt, asOf } = Route.useLoaderData();
  return <TicketsPage data={data} savedAt={savedAt} asOf={asOf} page={search.page ?? 1} q={search.q ?? ''} filters={filtersFromSearch(search)} sort={search.sort_by ?? '-lastupdate'} />;
}
