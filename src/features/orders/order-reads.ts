/**
 * What an order's page reads, named once for its loader (orders-api.ts) and for its route's
 * `earlyReads`: the server's outline names it, so the page's inline script asks for it as soon as
 * the session is known (src/boot/member-session.ts). Small: the route tree, and so every page, holds it.
 */
import { read } from '../../device/api/client.ts';
import type { Locale } from '../../i18n/locale.ts';

export const orderRead = (locale: Locale, id: number) => read('orders.get', { lang: locale, id });
