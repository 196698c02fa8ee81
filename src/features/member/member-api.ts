/** Member calls (favourites, credit) with the access token read from the session at call time. */
import type { FavoriteProduct } from '../../../contract/member.ts';
import type { Locale } from '../../i18n/locale.ts';
import { memberCall, memberRead } from '../session/member-call.ts';
import { balanceRead, creditsRead, favoritesRead } from './member-page-reads.ts';

export type { FavoriteProduct };

export const fetchBalance = async (locale: Locale) => (await memberRead(balanceRead(locale))).data;
export const fetchAccount = async (locale: Locale, id: number) => (await memberCall('credit.account', { params: { lang: locale, id } })).data;
export const fetchCredit = async (locale: Locale, id: number) => (await memberCall('credit.get', { params: { lang: locale, id } })).data;
export const fetchCredits = (locale: Locale, p: Parameters<typeof creditsRead>[1]) => memberRead(creditsRead(locale, p));

export const fetchFavorites = (locale: Locale, p: Parameters<typeof favoritesRead>[1]) => memberRead(favoritesRead(locale, p));
