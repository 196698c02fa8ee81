/**
 * What the inbox reads, named once for its loader (notices-api.ts) and for its route's
 * `earlyReads` (as the orders': ../orders/order-reads.ts): a tapped notification opens the inbox
 * as a new page, whose inline script then asks for it with the session. Small: the route tree holds it.
 */
import { read } from '../../device/api/client.ts';
import { pageWindow } from '../../device/page-window.ts';
import type { Locale } from '../../i18n/locale.ts';

/** A page of the member's notices, newest first. */
export const noticesRead = (locale: Locale, page: number) => read('notices.list', { lang: locale }, { ...pageWindow(page), sort: '-created_at' });

/** Which notices the member takes by SMS and by push. */
export const noticeSettingsRead = (locale: Locale) => read('notices.settings', { lang: locale });
