/**
 * What the ticket pages read, named once for their loaders (tickets-api.ts) and for their routes'
 * `earlyReads` (as the orders': ../orders/order-reads.ts).
 */
import { read } from '../../device/api/client.ts';
import { pageWindow } from '../../device/page-window.ts';
import type { Locale } from '../../i18n/locale.ts';
import { filtersToQuery, type TicketFilter, type TicketSortKey } from './ticket-filters.ts';

export const ticketRead = (locale: Locale, id: number) => read('tickets.get', { lang: locale, id });

/** What the tickets page shows, as its address asks for it (the first page when none is named). */
export type TicketsAddress = { page?: number | undefined; q?: string | undefined; filters: TicketFilter[]; sort?: TicketSortKey | undefined };

/** A page of the member's tickets: one mapping for the tickets page's loader and its early read. */
export const ticketsRead = (locale: Locale, p: TicketsAddress) =>
  read(
    'tickets.list',
    { lang: locale },
    {
      ...filtersToQuery(p.filters),
      search_text: p.q || undefined,
      sort: p.sort ?? '-lastupdate',
      ...pageWindow(p.page ?? 1),
    },
  );

/** The support units a ticket is addressed to (an extension: tickets-api.ts lists the configured ones where the backend has none). */
export const unitsRead = (locale: Locale) => read('tickets.units', { lang: locale });
