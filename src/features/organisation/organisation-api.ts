/** The member's organisation and its orders (extension, issue 31 §1: contract/organisation.ts). */
import type { OrganisationJoinBody, OrganisationRegisterBody } from '../../../contract/organisation.ts';
import type { OrderStatus } from '../../../contract/store.ts';
import { pageWindow } from '../../device/page-window.ts';
import type { Locale } from '../../i18n/locale.ts';
import { memberCall, memberRead } from '../session/member-call.ts';
import { membershipRead } from './organisation-reads.ts';
import { rememberPayingIn } from '../orders/payment-return.ts';

/** A write that a retry must not repeat: a fresh key for this one attempt. */
const once = () => ({ idempotencyKey: crypto.randomUUID() });

export const fetchMembership = async (locale: Locale) => (await memberRead(membershipRead(locale))).data;

export const registerOrganisation = async (locale: Locale, body: OrganisationRegisterBody) => (await memberCall('organisation.register', { params: { lang: locale }, body }, once())).data;

export const joinOrganisation = async (locale: Locale, body: OrganisationJoinBody) => (await memberCall('organisation.join', { params: { lang: locale }, body }, once())).data;

export const fetchOrganisationOrders = (locale: Locale, p: { page: number; status?: OrderStatus[] | undefined }) =>
  memberCall('organisation.orders', {
    params: { lang: locale },
    query: { status: p.status?.length ? p.status.join(',') : undefined, ...pageWindow(p.page), sort: '-created_at' },
  });

export const fetchOrganisationOrder = async (locale: Locale, id: number) => (await memberCall('organisation.order', { params: { lang: locale, id } })).data;

export const approveOrder = async (locale: Locale, id: number, comment: string) => (await memberCall('organisation.approve', { params: { lang: locale, id }, body: { comment } }, once())).data;

export const returnOrder = async (locale: Locale, id: number, comment: string) => (await memberCall('organisation.return', { params: { lang: locale, id }, body: { comment } }, once())).data;

/** The buyer pays an organisation's order through the gateway, or places it on the organisation's terms, with its purchase-order number. */
export async function payForOrganisation(locale: Locale, orderId: number, poNumber: string, method: 'gateway' | 'terms' = 'gateway') {
  const started = (await memberCall('orders.pay', { params: { lang: locale }, body: { order_id: orderId, method, ...(poNumber ? { po_number: poNumber } : {}) } }, once())).data;
  if (started.redirect_url) rememberPayingIn(orderId, locale);
  return started;
}
