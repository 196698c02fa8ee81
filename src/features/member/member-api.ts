/** Member calls (favourites, credit) with the access token read from the session at call time. */
import type { ListResponse } from '../../../contract/common.ts';
import type { Balance, Credit, CreditAccount, FavoriteProduct } from '../../../contract/member.ts';
import { config } from '../../config.ts';
import type { Locale } from '../../i18n/locale.ts';
import { memberGet } from '../session/member-call.ts';

export type { FavoriteProduct };


export const fetchBalance = async (locale: Locale) => (await memberGet<{ data: Balance }>(`/v1/credit/${locale}/accounts/balance`)).data;
export const fetchAccount = async (locale: Locale, id: number) => (await memberGet<{ data: CreditAccount }>(`/v1/credit/${locale}/accounts/${id}`)).data;
export const fetchCredit = async (locale: Locale, id: number) => (await memberGet<{ data: Credit }>(`/v1/credit/${locale}/credits/${id}`)).data;
export const fetchCredits = (locale: Locale, p: { page: number; q?: string | undefined }) =>
  memberGet<ListResponse<Credit>>(`/v1/credit/${locale}/credits`, {
    searchKeywords: p.q || undefined,
    limit: config.pageSize,
    offset: (p.page - 1) * config.pageSize,
    sort: '-created_at',
  });

export const fetchFavorites = (locale: Locale, p: { page: number; size?: number; q?: string | undefined }) =>
  memberGet<ListResponse<FavoriteProduct>>(`/v1/product/${locale}/products/favorites`, {
    title: p.q || undefined,
    limit: p.size ?? config.pageSize,
    offset: (p.page - 1) * (p.size ?? config.pageSize),
  });
