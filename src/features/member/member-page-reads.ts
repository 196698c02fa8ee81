/**
 * What the member's own pages read first, named once for their loaders (member-api.ts,
 * recipients-api.ts, profile-api.ts) and for their routes' `earlyReads` (as the orders':
 * ../orders/order-reads.ts): the page's inline script asks for it with the session. Small: the
 * route tree holds it.
 */
import { read } from '../../device/api/client.ts';
import { pageWindow } from '../../device/page-window.ts';
import type { Locale } from '../../i18n/locale.ts';

/** The member's store credit balance (and the account it names). */
export const balanceRead = (locale: Locale) => read('credit.balance', { lang: locale });

/** A page of the member's store credit entries. */
export const creditsRead = (locale: Locale, p: { page: number; q?: string | undefined }) =>
  read('credit.list', { lang: locale }, { searchKeywords: p.q || undefined, ...pageWindow(p.page), sort: '-created_at' });

/** The member's favourites: a page of them, or (`size`) as many as a device keeps. */
export const favoritesRead = (locale: Locale, p: { page: number; size?: number; q?: string | undefined }) =>
  read('favorites.list', { lang: locale }, { title: p.q || undefined, ...pageWindow(p.page, p.size) });

/** As many favourites as the favourites page keeps on the device (favorites-loader.ts). */
export const FAVORITES_KEPT = 100;

/** The member's delivery recipients, all of them. */
export const recipientsRead = (locale: Locale) => read('recipients.list', { lang: locale }, { limit: 100 });

/** A page of the member's own reviews. */
export const myReviewsRead = (locale: Locale, page: number) => read('reviews.mine', { lang: locale }, pageWindow(page));

/** The member's profile (an extension). */
export const profileRead = (locale: Locale) => read('profile.get', { lang: locale });
