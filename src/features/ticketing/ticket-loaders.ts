/** The ticket pages' data: from the server, or offline from this device's copy (member-reads.ts), dated. */
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import type { TicketsAddress } from './ticket-reads.ts';
import { fetchOrders } from '../orders/orders-api.ts';
import { fetchCategories, fetchTicket, fetchTickets, fetchUnits } from './tickets-api.ts';

export const loadTickets = (locale: Locale, p: TicketsAddress) =>
  readThrough(`tickets:${locale}:${JSON.stringify(p)}`, async () => {
    const [list, units] = await Promise.all([fetchTickets(locale, p), fetchUnits(locale)]);
    return { list, units };
  });

export const loadTicket = (locale: Locale, id: number) => readThrough(`ticket:${locale}:${id}`, () => fetchTicket(locale, id));

/** The form's lists: units, categories and the member's latest orders (a ticket may be about one). */
export const loadTicketForm = (locale: Locale) =>
  readThrough(`ticket-form:${locale}`, async () => {
    const [units, categories, orders] = await Promise.all([fetchUnits(locale), fetchCategories(locale), fetchOrders(locale, { page: 1 })]);
    return { units, categories, orders: orders.data.map((o) => ({ id: o.id, number: o.number, created_at: o.created_at })) };
  });
