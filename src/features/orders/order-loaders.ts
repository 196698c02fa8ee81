/** The order pages' data: from the server, or offline from this device's copy (member-reads.ts), dated. */
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import { statusesOfTab } from './order-tabs.ts';
import { fetchOrder, fetchOrderCounts, fetchOrders } from './orders-api.ts';

export const loadOrders = (locale: Locale, p: { page?: number | undefined; q?: string | undefined; tab?: string | undefined; sort?: string | undefined }) =>
  readThrough(`orders:${locale}:${p.tab ?? 'all'}:${p.sort ?? ''}:${p.page ?? 1}:${p.q ?? ''}`, async () => {
    const [counts, list] = await Promise.all([fetchOrderCounts(locale), fetchOrders(locale, { page: p.page ?? 1, q: p.q, status: statusesOfTab(p.tab), sort: p.sort })]);
    return { counts, list };
  });

export const loadOrder = (locale: Locale, id: number) => readThrough(`order:${locale}:${id}`, () => fetchOrder(locale, id));
