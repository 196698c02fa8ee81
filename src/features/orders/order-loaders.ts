/** The order pages' data: from the server, or offline from this device's copy (member-reads.ts), dated. */
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import type { OrdersAddress } from './order-reads.ts';
import { fetchOrder, fetchOrderCounts, fetchOrdersPage } from './orders-api.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { offers } from '../../device/api/capabilities.ts';
import { fetchOrganisationOrder } from '../organisation/organisation-api.ts';

export const loadOrders = (locale: Locale, p: OrdersAddress) =>
  readThrough(`orders:${locale}:${p.tab ?? 'all'}:${p.sort ?? ''}:${p.page ?? 1}:${p.q ?? ''}`, async () => {
    const [counts, list] = await Promise.all([fetchOrderCounts(locale), fetchOrdersPage(locale, p)]);
    return { counts, list };
  });

export const loadOrder = (locale: Locale, id: number) => readThrough(`order:${locale}:${id}`, () => fetchOrder(locale, id));

/**
 * An order the member may see (its invoice, its payment's result): their own; else, where the
 * backend has organisations (issue 31 §1), their organisation's (its buyer pays it, its approvers
 * and buyers print it).
 */
export const loadOrderSeen = (locale: Locale, id: number) =>
  readThrough(`order-seen:${locale}:${id}`, async () => {
    try {
      return await fetchOrder(locale, id);
    } catch (err) {
      if (!(err instanceof ApiCallError && err.status_code === 404 && (await offers('orders.organisation')))) throw err;
      return fetchOrganisationOrder(locale, id);
    }
  });
