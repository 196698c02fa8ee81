/**
 * What a ticket's page reads, named once for its loader (tickets-api.ts) and for its route's
 * `earlyReads` (as an order's: ../orders/order-reads.ts).
 */
import { read } from '../../device/api/client.ts';
import type { Locale } from '../../i18n/locale.ts';

export const ticketRead = (locale: Locale, id: number) => read('tickets.get', { lang: locale, id });
