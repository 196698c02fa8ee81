/**
 * The registry of outbox kinds (design.md §4): for each intent a member can queue, its label in
 * the outbox view (both languages, through Lingui), what it changes (its subject) and the request
 * that delivers it. Pages and the service worker both read it: no React here, and a new kind of
 * write is one entry below.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CallBody } from '../../../contract/api.ts';
import type { CallParams } from '../../../contract/calls.ts';
import type { TicketCreateBody } from '../../../contract/ticketing.ts';
import type { Locale } from '../../../shared/locale.ts';
import { TICKET_FILE_FIELD as FILES } from '../../../contract/constants.ts';

/** The contract's writes that the outbox delivers. */
type WriteCall = 'favorites.add' | 'favorites.remove' | 'stockAlerts.add' | 'stockAlerts.remove' | 'tickets.create' | 'tickets.reply' | 'reviews.add';

/**
 * What the sender sends for an entry: a call of the contract (contract/calls.ts) and its
 * arguments. With `files`, the body goes as multipart: its JSON in the field `payload`, the
 * entry's blobs beside it in that field.
 */
export type OutboxRequest = { [N in WriteCall]: { call: N; params: CallParams<N>; body?: CallBody<N>; files?: string } }[WriteCall];

export type OutboxKindSpec<P> = {
  /** What the member reads in the outbox view. */
  label: MessageDescriptor;
  /** What the member recognises the entry by (a product's title…), as they saw it when writing. */
  detail: (payload: P) => string;
  /** What it changes (`product:1025`): entries of one subject are delivered in the order written. */
  subject: (payload: P) => string;
  toRequest: (payload: P, locale: Locale) => OutboxRequest;
};

const kind = <P>(spec: OutboxKindSpec<P>) => spec;

/** A product, as a favourite or a back-in-stock alert changes it, with its title to recognise it by. */
export type FavoritePayload = { product_id: number; title: string };
const productSubject = (p: FavoritePayload) => `product:${p.product_id}`;
/** What a back-in-stock alert changes: its product's alert (the device's copy and the outbox's entries name it alike). */
export const stockAlertSubject = (productId: number) => `stock-alert:${productId}`;
const alertSubject = (p: FavoritePayload) => stockAlertSubject(p.product_id);

/** A new ticket, as the member wrote it (contract TicketCreateBody), known on the device by `local_id` until it is sent. */
export type TicketCreatePayload = Pick<TicketCreateBody, 'title' | 'description' | 'category_id' | 'role_id' | 'priority' | 'order_id'> & { local_id: string };
/** A reply to a ticket, with the ticket's title to recognise it by. */
export type TicketReplyPayload = { ticket_id: number; ticket_title: string; description: string; client_ticket_page_url?: string };
/** A product review (contract ReviewBody), with the product's title. */
export type ReviewPayload = { product_id: number; title: string; description: string; rate: number; parent_id?: number | null; alert_published?: boolean };


export const OUTBOX_KINDS = {
  'favorite.add': kind<FavoritePayload>({
    label: msg`Save to favourites`,
    detail: (p) => p.title,
    subject: productSubject,
    toRequest: (p, locale) => ({ call: 'favorites.add', params: { lang: locale, id: p.product_id } }),
  }),
  'favorite.remove': kind<FavoritePayload>({
    label: msg`Remove from favourites`,
    detail: (p) => p.title,
    subject: productSubject,
    toRequest: (p, locale) => ({ call: 'favorites.remove', params: { lang: locale, id: p.product_id } }),
  }),
  'stock_alert.add': kind<FavoritePayload>({
    label: msg`Tell me when it is back in stock`,
    detail: (p) => p.title,
    subject: alertSubject,
    toRequest: (p, locale) => ({ call: 'stockAlerts.add', params: { lang: locale, id: p.product_id } }),
  }),
  'stock_alert.remove': kind<FavoritePayload>({
    label: msg`No back-in-stock message`,
    detail: (p) => p.title,
    subject: alertSubject,
    toRequest: (p, locale) => ({ call: 'stockAlerts.remove', params: { lang: locale, id: p.product_id } }),
  }),
  'ticket.create': kind<TicketCreatePayload>({
    label: msg`New support ticket`,
    detail: (p) => p.title,
    subject: (p) => `ticket:new:${p.local_id}`,
    toRequest: (p, locale) =>
      ({
        call: 'tickets.create',
        params: { lang: locale },
        body: { title: p.title, description: p.description, category_id: p.category_id, role_id: p.role_id, priority: p.priority, ...(p.order_id ? { order_id: p.order_id } : {}) },
        files: FILES,
      }),
  }),
  'ticket.reply': kind<TicketReplyPayload>({
    label: msg`Reply to a ticket`,
    detail: (p) => p.ticket_title,
    subject: (p) => `ticket:${p.ticket_id}`,
    toRequest: (p, locale) =>
      ({
        call: 'tickets.reply',
        params: { lang: locale, id: p.ticket_id },
        body: { description: p.description, ...(p.client_ticket_page_url ? { client_ticket_page_url: p.client_ticket_page_url } : {}) },
        files: FILES,
      }),
  }),
  'review.add': kind<ReviewPayload>({
    label: msg`Product review`,
    detail: (p) => p.title,
    subject: (p) => `review:${p.product_id}`,
    toRequest: (p, locale) =>
      ({
        call: 'reviews.add',
        params: { lang: locale, id: p.product_id },
        body: { description: p.description, rate: p.rate, ...(p.parent_id ? { parent_id: p.parent_id } : {}), ...(p.alert_published ? { alert_published: true } : {}) },
      }),
  }),
};

export type OutboxKind = keyof typeof OUTBOX_KINDS;
export type PayloadOf<K extends OutboxKind> = (typeof OUTBOX_KINDS)[K] extends OutboxKindSpec<infer P> ? P : never;

export const isOutboxKind = (kind: string): kind is OutboxKind => Object.hasOwn(OUTBOX_KINDS, kind);

/** The registry entry of a stored kind (`unknown` payload: it was written by this registry). */
export const specOf = (kind: string): OutboxKindSpec<unknown> | null =>
  isOutboxKind(kind) ? (OUTBOX_KINDS[kind] as OutboxKindSpec<unknown>) : null;
