/**
 * The member's place in an organisation, named once for its loader (organisation-api.ts) and for
 * checkout's `earlyReads`: checkout asks whether the member submits for an organisation before it
 * draws the cart, so the page's inline script asks for it with the session (as an order's:
 * ../orders/order-reads.ts), where the backend offers it. Small: the route tree holds it.
 */
import { read } from '../../device/api/client.ts';
import type { Locale } from '../../i18n/locale.ts';

export const membershipRead = (locale: Locale) => read('organisation.get', { lang: locale });
