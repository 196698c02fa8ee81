/** Member calls (favourites, credit) with the access token read from the session at call time. */
import type { FavoriteProduct } from '../../../contract/member.ts';
import { config } from '../../device/config.ts';
import type { Locale } from '../../i18n/locale.ts';
import { memberCall } from '../session/member-call.ts';

export type { FavoriteProduct };

export const fetchBalance = async (locale: Locale) => (await memberCall('credit.balance', { params: { lang: locale } })).data;
export const fetchAccount = async (locale: Locale, id: number) => (await memberCall('credit.account', { params: { lang: locale, id } })).data;
export const fetchCredit = async (locale: Locale, id: number) => (await memberCall('credit.get', { params: { lang: locale, id } })).data;
export const fetchCredits = (locale: Locale, p: { page: number; q?: string | undefined }) =>
  memberCall('credit.list', {
    params: { lang: locale },
    query: { searchKeywords: p.q || undefined, limit: config.pageSize, offset: (p.page - 1) * config.pageSize, sort: '-created_at' },
  });

export const fetchFavorites = (locale: Locale, p: { page: number; size?: number; q?: string | undefined }) =>
  memberCall('favorites.list', {
    params: { lang: locale },
    query: { title: p.q || undefined, limit: p.size ?? config.pageSize, offset: (p.page - 1) * (p.size ?? config.pageSize) },
  });
