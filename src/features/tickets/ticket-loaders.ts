/** The ticket pages' data: from the server, or offline from this device's copy (member-reads.ts), dated. */
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import type { TicketFilter } from './ticket-filters.ts';
import { fetchCategories, fetchTicket, fetchTickets, fetchUnits, type TicketSortKey } from './tickets-api.ts';

export const loadTickets = (locale: Locale, p: { page?: number | undefined; q?: string | undefined; filters: TicketFilter[]; sort?: TicketSortKey | undefined }) =>
  readThrough(`tickets:${locale}:${JSON.stringify(p)}`, async () => {
    const [list, units] = await Promise.all([fetchTickets(locale, { page: p.page ?? 1, q: p.q, filters: p.filters, sort: p.sort }), fetchUnits(locale)]);
    return { list, units };
  });

export const loadTicket = (locale: Locale, id: number) => readThrough(`ticket:${locale}:${id}`, () => fetchTicket(locale, id));

export const loadTicketForm = (locale: Locale) =>
  readThrough(`ticket-form:${locale}`, async () => {
    const [units, categories] = await Promise.all([fetchUnits(locale), fetchCategories(locale)]);
    return { units, categories };
  });
