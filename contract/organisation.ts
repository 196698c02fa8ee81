/**
 * Extension (issue 31 §1): organisations (a hospital, clinic or pharmacy) and the members who buy
 * for them. A member registers their organisation or asks to join one by its national ID, in the
 * role they ask for; the desk's accounts team approves both (contract/staff.ts). An approved
 * member then works with the organisation's orders:
 *
 *   GET  /v1/sitemember/{lang}/organisation                       → { data: membership | null }
 *   POST /v1/sitemember/{lang}/organisation        registerBody   → 201 { data: membership } (pending)
 *   POST /v1/sitemember/{lang}/organisation/join   joinBody       → 201 { data: membership } (pending)
 *   GET  /v1/store/{lang}/organisation/orders[/{id}]              → the organisation's orders (any of its approved members)
 *   POST /v1/store/{lang}/organisation/orders/{id}/approve  decisionBody → { data: order } (approver: placed, awaiting payment)
 *   POST /v1/store/{lang}/organisation/orders/{id}/return   decisionBody → { data: order } (approver: returned with a comment)
 *
 * A requester submits a cart with `orders.create` and `for_organisation: true` (an order
 * `awaiting_approval`, holding no stock); its buyer pays it with `orders.pay`, giving `po_number`.
 */
import { z } from 'zod';
import { detailResponse, listResponse, plainText, type CallSchemas } from './common.ts';
import { ECONOMIC_CODE, ORGANISATION_KINDS, ORGANISATION_ROLES, ORGANISATION_STATUSES } from './constants.ts';
import { isLegalNationalId } from './legal-id.ts';
import { orderListQuery, orderOrganisationSchema, orderSchema, postalCode, typedDigits } from './store.ts';

/** A legal entity's national ID as typed: 11 digits, the last its check digit. */
export const nationalIdSchema = typedDigits(30)
  .pipe(z.string().regex(/^\d{11}$/, 'must be 11 digits'))
  .refine(isLegalNationalId, 'is not a valid national ID: its check digit does not match');

export const organisationRegisterBody = z.object({
  kind: z.enum(ORGANISATION_KINDS),
  legal_name: plainText(150).pipe(z.string().min(3, 'must be at least 3 characters')),
  national_id: nationalIdSchema,
  economic_code: typedDigits(30).pipe(z.string().regex(ECONOMIC_CODE, 'must be 11 or 12 digits')),
  registration_number: typedDigits(30).pipe(z.string().regex(/^\d{1,10}$/, 'must be 1 to 10 digits')),
  address: plainText(300).pipe(z.string().min(10, 'must be at least 10 characters')),
  postal_code: postalCode,
  /** Its buyers must give a purchase-order number to pay. */
  po_required: z.boolean().default(false),
  /** The role the member asks for in it. */
  role: z.enum(ORGANISATION_ROLES),
});
export type OrganisationRegisterBody = z.input<typeof organisationRegisterBody>;

export const organisationJoinBody = z.object({ national_id: nationalIdSchema, role: z.enum(ORGANISATION_ROLES) });
export type OrganisationJoinBody = z.input<typeof organisationJoinBody>;

/** Its legal details (what an order keeps of it), with what the store decided for it. */
export const organisationSchema = orderOrganisationSchema.extend({
  kind: z.enum(ORGANISATION_KINDS),
  po_required: z.boolean(),
  status: z.enum(ORGANISATION_STATUSES),
  /** Issue 31 §3: paying on terms (net this many days; null: none), up to `credit_limit` Rial owed at once. */
  terms_days: z.number().int().nullable().optional(),
  credit_limit: z.number().int().optional(),
  /** What it owes on terms now (orders on terms whose transfer has not been recorded), and whether any is overdue. */
  owed: z.number().int().optional(),
  overdue: z.boolean().optional(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** A member's place in an organisation: the role, where the desk's decision stands (and its reason), and an approver's limit. */
export const membershipSchema = z.object({
  organisation: organisationSchema,
  role: z.enum(ORGANISATION_ROLES),
  status: z.enum(ORGANISATION_STATUSES),
  /** An approver approves orders up to this total (Rial); null: any amount. */
  approval_limit: z.number().int().nullable(),
  /** The desk's reason when it refused. */
  note: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** An approver's comment: optional when approving, required when returning (what to change). */
export const approveBody = z.object({ comment: plainText(500).default('') });
export const returnBody = z.object({ comment: plainText(500).pipe(z.string().min(2, 'say what should change')) });
export type ReturnBody = z.input<typeof returnBody>;

export const organisationCalls = {
  'organisation.get': { response: detailResponse(membershipSchema.nullable()) },
  'organisation.register': { body: organisationRegisterBody, response: detailResponse(membershipSchema), status: 201 },
  'organisation.join': { body: organisationJoinBody, response: detailResponse(membershipSchema), status: 201 },
  'organisation.orders': { query: orderListQuery, response: listResponse(orderSchema) },
  'organisation.order': { response: detailResponse(orderSchema) },
  'organisation.approve': { body: approveBody, response: detailResponse(orderSchema) },
  'organisation.return': { body: returnBody, response: detailResponse(orderSchema) },
} satisfies CallSchemas;
