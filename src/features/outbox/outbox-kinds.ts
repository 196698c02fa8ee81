/**
 * The registry of outbox kinds (design.md §4): for each intent a member can queue, its label in
 * the outbox view (both languages, through Lingui), what it changes (its subject) and the request
 * that delivers it. Pages and the service worker both read it: no React here, and a new kind of
 * write is one entry below.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../../shared/locale.ts';

/** What the sender sends for an entry. With `files`, the body goes as multipart with the entry's blobs in that field. */
export type OutboxRequest = {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  files?: string;
};

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

export type FavoritePayload = { product_id: number; title: string };
const productSubject = (p: FavoritePayload) => `product:${p.product_id}`;

export const OUTBOX_KINDS = {
  'favorite.add': kind<FavoritePayload>({
    label: msg`Save to favourites`,
    detail: (p) => p.title,
    subject: productSubject,
    toRequest: (p, locale) => ({ method: 'POST', path: `/v1/product/${locale}/products/${p.product_id}/addfavorite` }),
  }),
  'favorite.remove': kind<FavoritePayload>({
    label: msg`Remove from favourites`,
    detail: (p) => p.title,
    subject: productSubject,
    toRequest: (p, locale) => ({ method: 'DELETE', path: `/v1/product/${locale}/products/${p.product_id}/deletefavorite` }),
  }),
};

export type OutboxKind = keyof typeof OUTBOX_KINDS;
export type PayloadOf<K extends OutboxKind> = (typeof OUTBOX_KINDS)[K] extends OutboxKindSpec<infer P> ? P : never;

export const isOutboxKind = (kind: string): kind is OutboxKind => Object.hasOwn(OUTBOX_KINDS, kind);

/** The registry entry of a stored kind (`unknown` payload: it was written by this registry). */
export const specOf = (kind: string): OutboxKindSpec<unknown> | null =>
  isOutboxKind(kind) ? (OUTBOX_KINDS[kind] as OutboxKindSpec<unknown>) : null;
