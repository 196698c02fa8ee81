/** The ticketing calls (contract/ticketing.ts) with the access token read at call time. Writes go through the outbox. */
import type { ListResponse } from '../../../contract/common.ts';
import { API_KEY_HEADER } from '../../../contract/constants.ts';
import type { Ticket, Titled } from '../../../contract/ticketing.ts';
import { config } from '../../config.ts';
import type { Locale } from '../../i18n/locale.ts';
import { currentAccessToken } from '../session/session-view.ts';
import { memberGet } from '../session/member-call.ts';
import { filtersToQuery, type TicketFilter } from './ticket-filters.ts';


export const fetchUnits = async (locale: Locale) => (await memberGet<{ data: Titled[] }>(`/v1/ticketing/${locale}/units`)).data;
export const fetchCategories = async (locale: Locale) => (await memberGet<{ data: Titled[] }>(`/v1/ticketing/${locale}/categories`)).data;
export const fetchTicket = async (locale: Locale, id: number) => (await memberGet<{ data: Ticket }>(`/v1/ticketing/${locale}/tickets/${id}`)).data;

export const TICKET_SORTS = ['-lastupdate', '-openDate', 'openDate', 'title', 'status', '-priority', 'service'] as const;
export type TicketSortKey = (typeof TICKET_SORTS)[number];

export const fetchTickets = (locale: Locale, p: { page: number; q?: string | undefined; filters: TicketFilter[]; sort?: TicketSortKey | undefined }) =>
  memberGet<ListResponse<Ticket>>(`/v1/ticketing/${locale}/tickets`, {
    ...filtersToQuery(p.filters),
    search_text: p.q || undefined,
    sort: p.sort ?? '-lastupdate',
    limit: config.pageSize,
    offset: (p.page - 1) * config.pageSize,
  });

/** A file of the member's, fetched with the token (a plain link would carry none), to save or open. */
export async function downloadAttachment(url: string): Promise<Blob> {
  const res = await fetch(`${config.apiBaseUrl}${url}`, { headers: { authorization: `Bearer ${currentAccessToken() ?? ''}`, [API_KEY_HEADER]: config.apiKey } });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  return res.blob();
}
