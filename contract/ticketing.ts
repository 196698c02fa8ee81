/**
 * Support tickets (spec §7 `/v1/ticketing/*`, §3 statuses, priorities and sort columns, §5 the
 * ticket review). Where the spec says "not shown" (units, categories, the thread, attachments)
 * this file decides:
 *
 *   GET  /v1/ticketing/{lang}/units                         member → the units a ticket goes to (the spec's role_id / service)
 *   GET  /v1/ticketing/{lang}/categories                    member → what a ticket is about
 *   GET  /v1/ticketing/{lang}/tickets                       search_text, statuses, category_ids, service_id,
 *                                                            submit_date_from, submit_date_to (YYYY-MM-DD), sort, paging
 *   GET  /v1/ticketing/{lang}/tickets/{id}                         → the ticket with its whole thread
 *   POST /v1/ticketing/{lang}/tickets                       ticketCreateBody + Idempotency-Key → 201 { data: ticket }
 *                                                            (the description is the thread's first reply: attach files to it)
 *   POST /v1/ticketing/{lang}/tickets/{id}/reply            ticketReplyBody + Idempotency-Key → 201 { data: reply }; 422 once finished
 *   PUT  /v1/ticketing/{lang}/tickets/replies/{id}/attachment  multipart `file` (one or more) → { data: reply }
 *                                                            images and PDF by content (else 400), ≤ 5 MB each (else 413), ≤ 5 a reply (else 422)
 *   POST /v1/ticketing/{lang}/tickets/{id}/addreview        ticketReviewBody → { data: ticket }; 422 unless closed or resolved, or rated already
 *   GET  /v1/ticketing/{lang}/attachments/{id}                     → the file, as a download, to its member only
 */
import { z } from 'zod';
import { detailResponse, listResponse, type CallSchemas, bodyId, listQueryBase, plainText, queryIds, queryInt, querySmallInts, querySort } from './common.ts';
import { TICKET_FILE_FIELD, TICKET_PRIORITY, TICKET_SORT_COLUMNS } from './constants.ts';

const id = bodyId;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'must be a real date');

export const titledSchema = z.object({ id: z.number().int(), title: z.string() });
export type Titled = z.infer<typeof titledSchema>;

export const ticketListQuery = z.object({
  ...listQueryBase,
  search_text: z.string().max(100).optional(),
  /** Comma list of status numbers (spec §3). */
  statuses: querySmallInts.optional(),
  category_ids: queryIds.optional(),
  /** The unit (the spec's service, the create body's role_id). */
  service_id: queryInt({ min: 1 }).optional(),
  /** Opened on or after this day (Tehran time). */
  submit_date_from: isoDay.optional(),
  /** Opened on or before this day (Tehran time). */
  submit_date_to: isoDay.optional(),
  sort: querySort(TICKET_SORT_COLUMNS).optional(),
});

export const attachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** Where the member downloads it (the API path, with the member's token). */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const replySchema = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  author: z.enum(['member', 'staff']),
  /** Who answered for the company; null on the member's own replies. */
  staff_name: z.string().nullable(),
  description: z.string(),
  attachments: z.array(attachmentSchema),
  created_at: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.number().int(),
  priority: z.number().int(),
  category: titledSchema,
  service: titledSchema,
  order_id: z.number().int().nullable(),
  /** The thread's first reply: the ticket's description, where its files attach. */
  first_reply_id: z.number().int(),
  last_reply_by: z.enum(['member', 'staff']),
  review: z.object({ rate: z.number().int(), description: z.string(), created_at: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The thread, oldest first: in the detail only. */
  replies: z.array(replySchema).optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketCreateBody = z.object({
  title: plainText(150).pipe(z.string().min(3, 'must be at least 3 characters')),
  description: plainText(5000).pipe(z.string().min(5, 'must be at least 5 characters')),
  category_id: id,
  /** The unit it goes to (spec: role_id). */
  role_id: id,
  priority: z.union(Object.values(TICKET_PRIORITY).map((p) => z.literal(p)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]).default(TICKET_PRIORITY.normal),
  /** One of the member's own orders, when the ticket is about it. */
  order_id: id.nullable().optional(),
});
export type TicketCreateBody = z.input<typeof ticketCreateBody>;

export const ticketReplyBody = z.object({
  description: plainText(5000).pipe(z.string().min(1, 'must not be empty')),
  /** The storefront page the member wrote from (spec: client_ticket_page_url). */
  client_ticket_page_url: z.string().max(500).optional(),
});
export type TicketReplyBody = z.input<typeof ticketReplyBody>;

export const ticketReviewBody = z.object({
  description: plainText(2000).default(''),
  /** 1 to 5; spec §5: anything else counts as 1 (shared/rate.ts ticketReviewRate, on both sides). */
  rate: z.number(),
});
export type TicketReviewBody = z.input<typeof ticketReviewBody>;

// ---------- calls ----------

const titledList = z.object({ data: z.array(titledSchema) });

export const ticketingCalls = {
  'tickets.units': { response: titledList },
  'tickets.categories': { response: titledList },
  'tickets.list': { query: ticketListQuery, response: listResponse(ticketSchema) },
  'tickets.replyAttachment': { files: TICKET_FILE_FIELD, response: detailResponse(replySchema) },
  'tickets.get': { response: detailResponse(ticketSchema) },
  'tickets.create': { body: ticketCreateBody, bodyWithFiles: TICKET_FILE_FIELD, response: detailResponse(ticketSchema), status: 201 },
  'tickets.reply': { body: ticketReplyBody, bodyWithFiles: TICKET_FILE_FIELD, response: detailResponse(replySchema), status: 201 },
  'tickets.rate': { body: ticketReviewBody, response: detailResponse(ticketSchema) },
  'tickets.attachment': { response: z.unknown(), binary: true },
} satisfies CallSchemas;
