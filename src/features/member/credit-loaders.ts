/** The credit pages' data: from the server, or offline from this device's copy (member-reads.ts). */
import type { Locale } from '../../i18n/locale.ts';
import { fetchAccount, fetchBalance, fetchCredit, fetchCredits } from './member-api.ts';
import { readThrough } from './member-reads.ts';

export const loadCredits = (locale: Locale, p: { page?: number | undefined; q?: string | undefined }) =>
  readThrough(`credits:${locale}:${p.page ?? 1}:${p.q ?? ''}`, async () => {
    const [balance, list] = await Promise.all([fetchBalance(locale), fetchCredits(locale, { page: p.page ?? 1, q: p.q })]);
    return { balance, list };
  });

export const loadCredit = (locale: Locale, id: number) => readThrough(`credit:${locale}:${id}`, () => fetchCredit(locale, id));

/** Spec §7: accounts/balance names the account, then accounts/{id}. */
export const loadAccount = (locale: Locale) =>
  readThrough(`account:${locale}`, async () => fetchAccount(locale, (await fetchBalance(locale)).account_id));
