/**
 * The staff desk's calls (issue 28; an extension of this server, not of the spec), under
 * `/api/desk/`. Staff sign in with the members' captcha and one-time code (`otp.send`), then:
 *
 *   POST /api/desk/auth/verify      body: staffVerifyBody  → staffSession + the desk's refresh cookie (path /api/desk/auth/)
 *   GET  /api/desk/auth/session     refresh cookie         → staffSession | { error: 'RefreshAccessTokenError' }
 *   POST /api/desk/auth/signout     refresh cookie         → 204
 *   GET  /api/desk/me               Bearer (any role)      → { data: staffPerson }
 *   GET  /api/desk/colleagues       Bearer (any role)      → { data: Colleague[] } (names and roles, no numbers)
 *   GET  /api/desk/staff            admin                  → { data: staffPerson[] }
 *   POST /api/desk/staff            admin, staffAddBody    → 201 { data: staffPerson }
 *   PUT  /api/desk/staff/{id}       admin, staffChangeBody → { data: staffPerson }
 *   DELETE /api/desk/staff/{id}     admin                  → 204
 *   GET  /api/desk/audit            admin, auditQuery      → { data: auditEntry[], paging }
 *   GET|POST /api/desk/discounts    admin                  discount codes (terms, limit, uses so far); PUT …/{id}, POST …/{id}/end, GET …/{id}/uses
 *   GET  /api/desk/shipping         admin                  shipping methods; PUT …/{id}: price, free_over, tracking_url (https, with {code})
 *
 * and each role's own (their schemas beside their routes, server/modules/staff/desk-*.ts):
 *
 *   GET  /api/desk/orders[?status&q]            fulfilment, support  the orders board, with each status's count for the same search
 *   GET  /api/desk/orders/{id}                  fulfilment, support  an order and its member
 *   POST /api/desk/orders/{id}/move             fulfilment           { to: processing | shipped (carrier, tracking_code) | delivered | cancelled (reason) }
 *   GET  /api/desk/tickets[?status&priority&unit_id&assignee&older_than_h]  support  the inbox, the longest waiting first
 *   GET  /api/desk/units                        support              the units a ticket goes to (the inbox's filter)
 *   GET  /api/desk/tickets/{id}                 support              the thread, the member and their orders, the version
 *   POST /api/desk/tickets/{id}/reply|status|assign  support         each with the version the agent saw (409 when stale)
 *   GET  /api/desk/reviews[?status]             moderator            pending (the longest waiting first) | published | rejected
 *   GET  /api/desk/reviews/{id}                 moderator            a review, its product, its author's other reviews
 *   POST /api/desk/reviews/{id}/publish|reject  moderator            reject: { reason } (told to the author); 409 when already so
 *   GET  /api/desk/products[?q]                 catalogue            find by code, title or id
 *   PUT  /api/desk/products/{id}                catalogue            price, price_with_guarantee, stock (against stock_was)
 *   GET  /api/desk/products/{id}/history        catalogue            the product's changes
 *   GET  /api/desk/products/{id}/lots           catalogue            its lots (issue 31), the first to expire first
 *   POST /api/desk/products/{id}/lots           catalogue            { lot, expires_on, quantity } → 201; 409 when the lot is recorded already
 *   PUT  /api/desk/products/{id}/lots/{lotId}   catalogue            { quantity, quantity_was } (409 when it moved meanwhile)
 *   GET  /api/desk/organisations[?status]       accounts             registrations (issue 31 §1): pending (the oldest first) | approved | rejected
 *   GET  /api/desk/organisations/{id}           accounts             an organisation and its members' requests
 *   POST /api/desk/organisations/{id}/decide    accounts             { approve: true } | { approve: false, reason }; 409 when already decided
 *   POST /api/desk/organisations/{id}/members/{memberId}/decide  accounts  { approve: true, role, approval_limit } | { approve: false, reason }
 *   POST /api/desk/organisations/{id}/terms     accounts             { terms_days (null: none), credit_limit } (issue 31 §3)
 *   POST /api/desk/organisations/{id}/orders/{orderId}/transfer  accounts  { reference }: an order on terms paid by bank transfer; 409 `settled` once recorded
 */
import { z } from 'zod';
import { STAFF_ROLES, type DocumentKind, type OrderStatus } from './constants.ts';
import type { Order } from './store.ts';
import type { Reply, Ticket } from './ticketing.ts';
import { mobileNumberSchema, personNameSchema } from './member.ts';

const roles = z.array(z.enum(STAFF_ROLES)).min(1, 'at least one role').max(STAFF_ROLES.length);

export const staffVerifyBody = z.object({ mobile_number: mobileNumberSchema, code: z.string().min(4).max(12) });
export const staffAddBody = z.object({ mobile_number: mobileNumberSchema, name: personNameSchema, roles });
export const staffChangeBody = z.object({ name: personNameSchema, roles });

export const staffPersonSchema = z.object({ id: z.number().int(), mobile: z.string(), name: z.string(), roles: z.array(z.enum(STAFF_ROLES)), created_at: z.string() });
export type StaffPersonView = z.infer<typeof staffPersonSchema>;
export const staffSessionSchema = z.object({ staff: staffPersonSchema.pick({ id: true, name: true, roles: true }), access_token: z.string(), expires: z.string() });
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const auditQuery = z.object({
  staff_id: z.coerce.number().int().positive().optional(),
  action: z.string().max(60).optional(),
  subject_type: z.string().max(40).optional(),
  subject_id: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** What the desk's screens read (the server's answers, server/modules/staff/desk-*.ts). */
export type DeskMember = { id: number; first_name: string; last_name: string; mobile: string };
/** A colleague as every staff member may see them (to assign a ticket to). */
export type Colleague = { id: number; name: string; roles: StaffPersonView['roles'] };
export type DeskOrderRow = {
  id: number;
  number: string;
  status: OrderStatus;
  total: number;
  created_at: string;
  updated_at: string;
  city: { title_fa: string; title_en: string } | null;
  member: DeskMember;
  items: number;
};
export type DeskOrder = Order & { member: DeskMember | null };
export type DeskTicketRow = Ticket & { member_id: number; assignee_id: number | null; version: number };
export type DeskTicket = Ticket & {
  replies: Reply[];
  member: DeskMember | null;
  orders: { id: number; number: string; status: OrderStatus; total: number; created_at: string }[];
  assignee_id: number | null;
  version: number;
};
/** A lot of a product as the desk records it (issue 31): its number and expiry as on the box, and the units of it in stock. */
export type DeskLot = { id: number; lot: string; expires_on: string; quantity: number };
/** A product's figures at the desk; `pack` and `price_tiers` (issue 31 §5) as the catalogue's `unitTermsFields` say them. */
export type DeskProduct = {
  id: number;
  code: string;
  title_fa: string;
  title_en: string;
  price: number;
  price_with_guarantee: number | null;
  stock: number;
  gtin: string | null;
  taxable: boolean;
  pack: { size: number; price: number } | null;
  price_tiers: { from: number; unit_price: number }[];
};
/** A document a product carries, as the catalogue team manages it (issue 31 §4): both titles, its PDF's address and size. */
export type DeskProductDocument = { id: number; kind: DocumentKind; lang: 'fa' | 'en'; title_fa: string; title_en: string; issued_on: string; url: string; bytes: number };
export type DeskList<T> = { data: T[]; paging: { total: number; limit: number; offset: number } };
/** The orders board: a page of one status's orders, and how many orders of each status the search finds (the tabs' counts). */
export type DeskOrderList = DeskList<DeskOrderRow> & { counts: Record<OrderStatus, number> };
export type DeskReviewRow = {
  id: number;
  status: 'pending' | 'published' | 'rejected';
  rate: number;
  description: string;
  lang: string;
  author_name: string;
  parent_id: number | null;
  reject_reason: string | null;
  created_at: string;
  moderated_at: string | null;
  product: { id: number; code: string; title_fa: string; title_en: string };
  member_id: number | null;
};
export type DeskReview = DeskReviewRow & { author: { id: number; first_name: string; last_name: string } | null; others: DeskReviewRow[] };
export type DeskDiscount = {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  max_discount: number | null;
  min_total: number;
  starts_at: string;
  expires_at: string | null;
  once_per_member: boolean;
  max_uses: number | null;
  used_count: number;
};
export type DeskDiscountTerms = Omit<DeskDiscount, 'id' | 'code' | 'used_count'>;
export type DeskDiscountUse = { id: number; number: string; status: OrderStatus; discount: number; total: number; created_at: string; member: DeskMember };
export type DeskShipping = {
  id: number;
  kind: string;
  title: string;
  price: number;
  free_over: number | null;
  delivery_days_min: number;
  delivery_days_max: number;
  tracking_url: string | null;
  active: boolean;
};

/** An organisation as the accounts team reads it (server/modules/staff/desk-organisations.ts). */
export type DeskOrganisationRow = {
  id: number;
  kind: 'hospital' | 'clinic' | 'pharmacy';
  legal_name: string;
  national_id: string;
  economic_code: string;
  registration_number: string;
  address: string;
  postal_code: string;
  po_required: boolean;
  status: 'pending' | 'approved' | 'rejected';
  note: string;
  created_at: string;
  decided_at: string | null;
  waiting_members: number;
};
export type DeskOrganisationMember = {
  member_id: number;
  first_name: string;
  last_name: string;
  mobile: string;
  role: 'requester' | 'approver' | 'buyer';
  status: 'pending' | 'approved' | 'rejected';
  approval_limit: number | null;
  note: string;
  created_at: string;
};
export type DeskOrganisation = Omit<DeskOrganisationRow, 'waiting_members'> & {
  created_by: number;
  members: DeskOrganisationMember[];
  /** Issue 31 §3: terms (net days; null: none), the credit limit and what it owes now (Rial). */
  terms_days: number | null;
  credit_limit: number;
  owed: number;
  overdue: boolean;
  /** Its orders on terms whose bank transfer is not recorded yet, the first due first. */
  on_terms: { id: number; number: string; total: number; due_on: string | null; status: string; po_number: string | null }[];
  /** Its cancelled orders whose bank transfer is owed back (Rial), to return by bank and record. */
  refunds_due: { id: number; number: string; amount: number }[];
};
