/** The ticketing calls (contract/ticketing.ts) with the access token read at call time. Writes go through the outbox. */
import { API_KEY_HEADER } from '../../../contract/constants.ts';
import { config } from '../../device/config.ts';
import type { Locale } from '../../i18n/locale.ts';
import { currentAccessToken } from '../session/session-view.ts';
import { memberCall, memberRead } from '../session/member-call.ts';
import { ticketRead, ticketsRead, unitsRead } from './ticket-reads.ts';
import { offers } from '../../device/api/capabilities.ts';
import type { Titled } from '../../../contract/ticketing.ts';

/** The configured list (device/config.ts), for a backend that does not list them (issue 29). */
const configured = (list: readonly { id: number; title: { fa: string; en: string } }[], locale: Locale): Titled[] => list.map((x) => ({ id: x.id, title: x.title[locale] }));

export const fetchUnits = async (locale: Locale): Promise<Titled[]> =>
  (await offers('tickets.units')) ? (await memberRead(unitsRead(locale))).data : configured(config.ticketing.units, locale);
export const fetchCategories = async (locale: Locale): Promise<Titled[]> =>
  (await offers('tickets.categories')) ? (await memberCall('tickets.categories', { params: { lang: locale } })).data : configured(config.ticketing.categories, locale);
export const fetchTicket = async (locale: Locale, id: number) => (await memberRead(ticketRead(locale, id))).data;


export const fetchTickets = (locale: Locale, p: Parameters<typeof ticketsRead>[1]) => memberRead(ticketsRead(locale, p));

/** A file of the member's, fetched with the token (a plain link would carry none), to save or open. */
export async function downloadAttachment(url: string): Promise<Blob> {
  const res = await fetch(`${config.apiBaseUrl}${url}`, { headers: { authorization: `Bearer ${currentAccessToken() ?? ''}`, [API_KEY_HEADER]: config.apiKey } });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  return res.blob();
}

/** Rates a closed or resolved ticket's answer, once (online: the page says so offline). */
export async function rateTicket(locale: Locale, id: number, p: { rate: number; description: string }): Promise<void> {
  await memberCall('tickets.rate', { params: { lang: locale, id }, body: p }, { idempotencyKey: crypto.randomUUID() });
}
