/** The desk's calls by what they do (contract/staff.ts lists them), each through the desk's client. */
import { DOCUMENT_FILE_FIELD, TICKET_FILE_FIELD, type DeskOrderSort, type DeskTicketSort, type OrderStatus, type StaffRole } from '../../../contract/constants.ts';
import type { Order } from '../../../contract/store.ts';
import type { Titled } from '../../../contract/ticketing.ts';
import type { AuditEntryView, Colleague, DeskDiscount, DeskDiscountTerms, DeskDiscountUse, DeskList, DeskLot, DeskOrganisation, DeskOrganisationMember, DeskOrganisationRow, DeskShipping, DeskOrder, DeskOrderList, DeskProduct, DeskProductDocument, DeskReview, DeskReviewRow, DeskTicket, DeskTicketRow, StaffPersonView } from '../../../contract/staff.ts';
import type { Locale } from '../../i18n/locale.ts';
import { deskCall } from './desk-client.ts';

export const fetchColleagues = async () => (await deskCall<{ data: Colleague[] }>('/colleagues')).data;

// ---- Support ----
export const fetchUnits = async (lang: Locale) => (await deskCall<{ data: Titled[] }>('/units', { lang })).data;
export type TicketBoardFilter = { status?: number | undefined; priority?: number | undefined; unit_id?: number | undefined; assignee?: 'me' | 'none' | number | undefined; older_than_h?: number | undefined; sort?: DeskTicketSort | undefined };
export const fetchDeskTickets = (lang: Locale, f: TicketBoardFilter, page: { limit: number; offset: number }) =>
  deskCall<DeskList<DeskTicketRow>>('/tickets', { lang, query: { ...f, assignee: f.assignee === undefined ? undefined : String(f.assignee), ...page } });
export const fetchDeskTicket = async (lang: Locale, id: number) => (await deskCall<{ data: DeskTicket }>(`/tickets/${id}`, { lang })).data;
/** Each change answers with the ticket as it now is. An answer with files goes as one multipart request: all of it is stored, or none. */
export const replyToTicket = async (lang: Locale, id: number, p: { description: string; status?: number | undefined; version: number }, files: File[] = []) => {
  let body: unknown = p;
  if (files.length) {
    const form = new FormData();
    form.append('payload', JSON.stringify(p));
    for (const f of files) form.append(TICKET_FILE_FIELD, f, f.name);
    body = form;
  }
  return (await deskCall<{ data: DeskTicket }>(`/tickets/${id}/reply`, { method: 'POST', lang, body })).data;
};
/** A file of a ticket's thread. */
export const downloadTicketFile = (attachmentId: number) => deskCall<Blob>(`/attachments/${attachmentId}`, { responseType: 'blob' });
export const setTicketStatus = async (lang: Locale, id: number, p: { status: number; version: number }) =>
  (await deskCall<{ data: DeskTicket }>(`/tickets/${id}/status`, { method: 'POST', lang, body: p })).data;
export const assignTicketTo = async (lang: Locale, id: number, p: { assignee_id: number | null; version: number }) =>
  (await deskCall<{ data: DeskTicket }>(`/tickets/${id}/assign`, { method: 'POST', lang, body: p })).data;

// ---- Fulfilment ----
export const fetchDeskOrders = (f: { status?: OrderStatus | undefined; q?: string | undefined; sort?: DeskOrderSort | undefined }, page: { limit: number; offset: number }) =>
  deskCall<DeskOrderList>('/orders', { query: { ...f, ...page } });
export const fetchDeskOrder = async (lang: Locale, id: number) => (await deskCall<{ data: DeskOrder }>(`/orders/${id}`, { lang })).data;
export type OrderMove = { to: 'processing' } | { to: 'shipped'; carrier: string; tracking_code: string } | { to: 'delivered' } | { to: 'cancelled'; reason: string };
export const moveOrder = async (lang: Locale, id: number, move: OrderMove) => (await deskCall<{ data: Order }>(`/orders/${id}/move`, { method: 'POST', lang, body: move })).data;

// ---- Moderator ----
export const fetchDeskReviews = (status: DeskReviewRow['status'], page: { limit: number; offset: number }) => deskCall<DeskList<DeskReviewRow>>('/reviews', { query: { status, ...page } });
export const fetchDeskReview = async (id: number) => (await deskCall<{ data: DeskReview }>(`/reviews/${id}`)).data;
export const publishReview = async (id: number) => (await deskCall<{ data: DeskReview }>(`/reviews/${id}/publish`, { method: 'POST' })).data;
export const rejectReview = async (id: number, reason: string) => (await deskCall<{ data: DeskReview }>(`/reviews/${id}/reject`, { method: 'POST', body: { reason } })).data;

// ---- Catalogue ----
export const findProducts = async (q: string) => (await deskCall<DeskList<DeskProduct>>('/products', { query: { q: q || undefined } })).data;
export const productHistory = async (id: number) => (await deskCall<DeskList<AuditEntryView>>(`/products/${id}/history`)).data;
export const changeProduct = async (
  id: number,
  p: { price: number; price_with_guarantee: number | null; stock: number; stock_was: number; taxable?: boolean } & Partial<Pick<DeskProduct, 'pack' | 'price_tiers'>>,
) =>
  (await deskCall<{ data: DeskProduct }>(`/products/${id}`, { method: 'PUT', body: p })).data;

export const productDocuments = async (id: number) => (await deskCall<{ data: DeskProductDocument[] }>(`/products/${id}/documents`)).data;
/** A document's PDF and its fields, as one multipart request (the fields as JSON in "payload"). */
export const addProductDocument = async (id: number, fields: Omit<DeskProductDocument, 'id' | 'url' | 'bytes'>, file: File) => {
  const form = new FormData();
  form.append('payload', JSON.stringify(fields));
  form.append(DOCUMENT_FILE_FIELD, file, file.name);
  return (await deskCall<{ data: DeskProductDocument }>(`/products/${id}/documents`, { method: 'POST', body: form })).data;
};
export const removeProductDocument = async (id: number, documentId: number) => (await deskCall<{ data: DeskProductDocument }>(`/products/${id}/documents/${documentId}`, { method: 'DELETE' })).data;
export const productLots = async (id: number) => (await deskCall<{ data: DeskLot[] }>(`/products/${id}/lots`)).data;
export const addLot = async (id: number, lot: { lot: string; expires_on: string; quantity: number }) => (await deskCall<{ data: DeskLot }>(`/products/${id}/lots`, { method: 'POST', body: lot })).data;
export const changeLot = async (id: number, lotId: number, change: { quantity: number; quantity_was: number }) =>
  (await deskCall<{ data: DeskLot }>(`/products/${id}/lots/${lotId}`, { method: 'PUT', body: change })).data;

// ---- Admin ----
export const fetchStaff = async () => (await deskCall<{ data: StaffPersonView[] }>('/staff')).data;
export const addStaffPerson = async (p: { mobile_number: string; name: string; roles: StaffRole[] }) => (await deskCall<{ data: StaffPersonView }>('/staff', { method: 'POST', body: p })).data;
export const changeStaffPerson = async (id: number, p: { name: string; roles: StaffRole[] }) => (await deskCall<{ data: StaffPersonView }>(`/staff/${id}`, { method: 'PUT', body: p })).data;
export const removeStaffPerson = (id: number) => deskCall<null>(`/staff/${id}`, { method: 'DELETE' });
export const fetchDiscounts = async () => (await deskCall<DeskList<DeskDiscount>>('/discounts')).data;
export const addDiscount = async (p: DeskDiscountTerms & { code: string }) => (await deskCall<{ data: DeskDiscount }>('/discounts', { method: 'POST', body: p })).data;
export const changeDiscount = async (id: number, p: DeskDiscountTerms) => (await deskCall<{ data: DeskDiscount }>(`/discounts/${id}`, { method: 'PUT', body: p })).data;
export const endDiscount = async (id: number) => (await deskCall<{ data: DeskDiscount }>(`/discounts/${id}/end`, { method: 'POST' })).data;
export const discountUses = async (id: number) => (await deskCall<DeskList<DeskDiscountUse>>(`/discounts/${id}/uses`)).data;
export const fetchShipping = async (lang: Locale) => (await deskCall<{ data: DeskShipping[] }>('/shipping', { lang })).data;
export const changeShipping = async (lang: Locale, id: number, p: { price: number; free_over: number | null; tracking_url: string | null }) =>
  (await deskCall<{ data: DeskShipping }>(`/shipping/${id}`, { method: 'PUT', lang, body: p })).data;
export type AuditFilter = { staff_id?: number | undefined; action?: string | undefined; subject_type?: string | undefined; subject_id?: string | undefined };
export const fetchAudit = (f: AuditFilter, page: { limit: number; offset: number }) => deskCall<DeskList<AuditEntryView>>('/audit', { query: { ...f, ...page } });

export const fetchDeskOrganisations = (status: DeskOrganisationRow['status'], page: { limit: number; offset: number }) => deskCall<DeskList<DeskOrganisationRow>>('/organisations', { query: { status, ...page } });
export const fetchDeskOrganisation = async (id: number) => (await deskCall<{ data: DeskOrganisation }>(`/organisations/${id}`)).data;
export const decideOrganisation = async (id: number, d: { approve: true } | { approve: false; reason: string }) => (await deskCall<{ data: DeskOrganisation }>(`/organisations/${id}/decide`, { method: 'POST', body: d })).data;
export const decideOrganisationMember = async (id: number, memberId: number, d: { approve: true; role: DeskOrganisationMember['role']; approval_limit: number | null } | { approve: false; reason: string }) =>
  (await deskCall<{ data: DeskOrganisation }>(`/organisations/${id}/members/${memberId}/decide`, { method: 'POST', body: d })).data;
export const setOrganisationTerms = async (id: number, terms: { terms_days: number | null; credit_limit: number }) => (await deskCall<{ data: DeskOrganisation }>(`/organisations/${id}/terms`, { method: 'POST', body: terms })).data;
export const recordTransfer = async (id: number, orderId: number, reference: string) => (await deskCall<{ data: DeskOrganisation }>(`/organisations/${id}/orders/${orderId}/transfer`, { method: 'POST', body: { reference } })).data;
/** The bank transfer that returned a cancelled order's transfer payment. */
export const recordTransferRefund = async (id: number, orderId: number, reference: string) =>
  (await deskCall<{ data: DeskOrganisation }>(`/organisations/${id}/orders/${orderId}/refund`, { method: 'POST', body: { reference } })).data;
