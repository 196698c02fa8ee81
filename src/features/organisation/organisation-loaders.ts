/** The organisation pages' data: from the server, or offline from this device's copy (member-reads.ts), dated. */
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import { offers } from '../../device/api/capabilities.ts';
import { fetchMembership, fetchOrganisationOrder, fetchOrganisationOrders } from './organisation-api.ts';
import { statusesOfTab } from '../orders/order-tabs.ts';

/**
 * The member's organisation and, once they act for it, a page of its orders (`tab` as the orders
 * page names its tabs). A backend without organisations (issue 29) has none: `offered` false.
 */
export async function loadOrganisation(locale: Locale, p: { page?: number | undefined; tab?: string | undefined }) {
  if (!(await offers('orders.organisation'))) return { data: { offered: false as const, membership: null, orders: null }, savedAt: null };
  return readThrough(`organisation:${locale}:${p.tab ?? 'all'}:${p.page ?? 1}`, async () => {
    const membership = await fetchMembership(locale);
    const acting = membership?.status === 'approved' && membership.organisation.status === 'approved';
    const orders = acting ? await fetchOrganisationOrders(locale, { page: p.page ?? 1, status: statusesOfTab(p.tab) }) : null;
    return { offered: true as const, membership, orders };
  });
}

/** One of the organisation's orders, with the member's place (what they may do with it). */
export const loadOrganisationOrder = (locale: Locale, id: number) =>
  readThrough(`organisation-order:${locale}:${id}`, async () => {
    const [order, membership] = await Promise.all([fetchOrganisationOrder(locale, id), fetchMembership(locale)]);
    return { order, membership };
  });

/** Whether the member submits carts for an organisation (checkout's choice): their place, or null. */
export async function requesterPlace(locale: Locale) {
  if (!(await offers('orders.organisation'))) return null;
  const membership = await readThrough(`organisation-place:${locale}`, () => fetchMembership(locale)).catch(() => null);
  const m = membership?.data ?? null;
  return m && m.role === 'requester' && m.status === 'approved' && m.organisation.status === 'approved' ? m : null;
}
