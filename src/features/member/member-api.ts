/** Member calls (favourites, credit) with the access token read from the session at call time. */
import type { ListResponse } from '../../../contract/common.ts';
import type { Balance, Credit, CreditAccount, FavoriteProduct } from '../../../contract/member.ts';
import { apiSend } from '../../api/client.ts';
import { config } from '../../config.ts';
import type { Locale } from '../../i18n/locale.ts';
import { currentAccessToken } from '../session/session-view.ts';

export type { FavoriteProduct };

const get = <T>(path: string, query?: Record<string, string | number | undefined>) =>
  apiSend<T>('GET', path, { token: currentAccessToken(), ...(query ? { query } : {}) });

export const fetchBalance = async (locale: Locale) => (await get<{ data: Balance }>(`/v1/credit/${locale}/accounts/balance`)).data;
export const fetchAccount = async (locale: Locale, id: number) => (await get<{ data: CreditAccount }>(`/v1/credit/${locale}/accounts/${id}`)).data;
export const fetchCredit = async (locale: Locale, id: number) => (await get<{ data: Credit }>(`/v1/credit/${locale}/credits/${id}`)).data;
export const fetchCredits = (locale: Locale, p: { page: number; q?: string | undefined }) =>
  get<ListResponse<Credit>>(`/v1/credit/${locale}/credits`, {
    searchKeywords: p.q || undefined,
    limit: config.pageSize,
    offset: (p.page - 1) * config.pageSize,
    sort: '-created_at',
  });

export const fetchFavorites = (locale: Locale, p: { page: number; size?: number; q?: string | undefined }) =>
  get<ListResponse<FavoriteProduct>>(`/v1/product/${locale}/products/favorites`, {
    title: p.q || undefined,
    limit: p.size ?? config.pageSize,
    offset: (p.page - 1) * (p.size ?? config.pageSize),
  });
