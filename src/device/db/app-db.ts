/**
 * The storefront's one IndexedDB database (Dexie) and its whole schema history. Later versions
 * add tables here; never edit a shipped version.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Product, ProductListItem } from '../../../contract/catalog.ts';
import type { AnalyticsEvent } from '../../../contract/analytics.ts';
import type { Cart, PriceChange, PricedLine } from '../cart/cart-rules.ts';
import type { CallMethod } from '../../../contract/calls.ts';
import { matchCall } from '../api/call-paths.ts';

/** A product kept for comparison: a snapshot, so that the compare page works offline. */
/** `product` is the whole product when it could be read (its specifications), else a list's item. */
export type CompareItem = { id: number; locale: 'fa' | 'en'; product: Product | ProductListItem; addedAt: number };

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

/**
 * A member's intent waiting to reach the server (design.md §4): what to do (`kind` + `payload`),
 * not a wire request; the registry of kinds (device/outbox/outbox-kinds.ts) turns it into a
 * request at send time, in the entry's language. `id` is a UUID, sent as the Idempotency-Key, so
 * a replay never writes twice. `subject` names what it changes (`product:1025`): entries of one
 * subject are delivered in order, and reconciliation keys on it. Tokens are never stored here.
 */
export type OutboxEntry = {
  id: string;
  kind: string;
  payload: unknown;
  subject: string;
  /** The member who wrote it. */
  member: number;
  /** The language the member wrote in (the request's `{lang}`, and the server's messages). */
  locale: 'fa' | 'en';
  status: OutboxStatus;
  attempts: number;
  /** When it may be tried again (ms since the epoch). */
  next_try_at: number;
  /** The server's reason for a failed entry. */
  reason?: string;
  /** The server's code for that reason (`details.reason`), shown in the member's language when known. */
  reason_code?: string;
  /** While its files upload from a page: how much is sent (0 to 1). */
  progress?: number;
  /** Attachments, in `outboxBlobs`. */
  blob_ids?: string[];
  /** Once sent: the id of what the server made of it (the reply, the ticket, the review), to find it in the server's answers. */
  result_id?: number;
  /**
   * Sent in parts (a backend without multipart bodies, issue 29: the text as JSON, then each file
   * with the spec's attachment call): the text arrived, as this reply (and, for a new ticket, this
   * ticket), and the files that arrived since. The entry is sent only once all have.
   */
  text_sent?: { reply_id: number; result_id?: number };
  files_sent?: string[];
  /**
   * How an entry with files is sent, chosen before its first try and kept: one multipart request
   * (where the backend offers it) or in parts. Both use the entry's id as the Idempotency-Key, so an
   * entry whose first try's answer was lost must be sent again the same way: sent the other way,
   * the server would see one key on two different requests and refuse it.
   */
  sent_as?: 'multipart' | 'parts';
  /** Tries after a refusal ("Try again" on a failed entry): each round sends with keys of its own (outbox-rules stepKey). */
  round?: number;
  created_at: number;
  updated_at: number;
};

/** An attachment of an outbox entry (a photo of a box, a PDF), kept until the entry is delivered. */
export type OutboxBlob = { id: string; entry_id: string; member: number; blob: Blob; name: string; type: string; size: number };

/** The shape of an entry before version 4 (a wire request): kept for the upgrade only. */
type LegacyOutboxEntry = {
  id: string;
  memberId: number;
  kind: string;
  method: string;
  path: string;
  body?: unknown;
  label: string;
  status: OutboxStatus;
  reason?: string;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
};

/** Version 3's favourite requests as the intents they were. */
export function upgradeLegacyEntry(old: LegacyOutboxEntry): OutboxEntry {
  const call = matchCall(old.method as CallMethod, old.path);
  const locale = call?.params.lang === 'en' ? 'en' : 'fa';
  const productId = Number(call?.params.id ?? 0);
  return {
    id: old.id,
    kind: old.kind,
    payload: { product_id: productId, title: old.label },
    subject: `product:${productId}`,
    member: old.memberId,
    locale,
    status: old.status,
    attempts: old.attempts,
    next_try_at: old.nextAttemptAt,
    ...(old.reason === undefined ? {} : { reason: old.reason }),
    created_at: old.createdAt,
    updated_at: old.updatedAt,
  };
}

/** A member's favourite as this device knows it (reconciled with the server when online). */
export type FavoriteRow = { key: string; memberId: number; productId: number; product: ProductListItem; addedAt: number };

/**
 * A member read kept for offline use (credit history, account…): the answer as the server gave
 * it, under `memberId:what`, dated. Private: wiped at sign-out.
 */
export type MemberRead = { key: string; memberId: number; data: unknown; savedAt: number };

/** Prices the server gave that differ from the cart's: shown to the shopper to accept, never applied silently. */
export type PriceReview = { at: number; lines: PricedLine[]; changes: PriceChange[] };

/** The device's cart (spec §4: kept under the key `cart`), for anyone on the device, through sign-in too. */
export type CartRow = { key: 'cart'; cart: Cart; updatedAt: number; review?: PriceReview };

/** What a saved pack covers: the whole catalogue, or chosen categories (with their subcategories). */
export type PackScope = { kind: 'all' } | { kind: 'categories'; ids: number[] };

/**
 * A part of the catalogue saved for offline use, in one language: its plan's progress and when it
 * was last complete. Public data (no member's): kept through sign-out.
 */
export type PackRow = {
  id: string;
  locale: 'fa' | 'en';
  scope: PackScope;
  /** The chosen categories' titles (or empty for the whole catalogue), as shown in the list. */
  titles: string[];
  status: 'downloading' | 'paused' | 'done' | 'failed';
  /** Why a download stopped: the device is full (`quota`), the network is gone (`offline`), the server refused (`server`). */
  problem?: 'quota' | 'offline' | 'server';
  products: number;
  items: number;
  items_done: number;
  bytes_done: number;
  estimate_bytes: number;
  created_at: number;
  /** When it was last downloaded in full: what an offline page built from it is as old as. */
  saved_at: number | null;
};

/** One URL of a pack (a page's read, or an image), and whether it is stored. */
/** One URL a saved pack stores: a page's read, a photo, or a product's document (a PDF, issue 31 §4). */
export type PackItem = { pack: string; url: string; kind: 'json' | 'image' | 'document'; done: 0 | 1; bytes: number };

/** A page view or commerce event waiting to be sent (first-party analytics; nothing personal). */
export type AnalyticsRow = AnalyticsEvent & { id?: number };

export class AppDB extends Dexie {
  compare!: EntityTable<CompareItem, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  outboxBlobs!: EntityTable<OutboxBlob, 'id'>;
  favorites!: EntityTable<FavoriteRow, 'key'>;
  memberReads!: EntityTable<MemberRead, 'key'>;
  cart!: EntityTable<CartRow, 'key'>;
  packs!: EntityTable<PackRow, 'id'>;
  packItems!: Dexie.Table<PackItem, [string, string]>;
  analytics!: EntityTable<AnalyticsRow, 'id'>;

  constructor(name = 'storefront') {
    super(name);
    this.version(1).stores({ compare: 'id, addedAt' });
    this.version(2).stores({
      outbox: 'id, memberId, status, createdAt, [memberId+status]',
      favorites: 'key, memberId, productId, addedAt',
    });
    this.version(3).stores({ memberReads: 'key, memberId, savedAt' });
    // The outbox holds intents (kind, payload, subject), no longer wire requests; its attachments
    // live beside it. Entries queued before the upgrade are carried over and still delivered once.
    this.version(4)
      .stores({
        outbox: 'id, member, status, subject, created_at, [member+status]',
        outboxBlobs: 'id, entry_id, member',
      })
      .upgrade(async (tx) => {
        const table = tx.table('outbox');
        const old = (await table.toArray()) as (LegacyOutboxEntry | OutboxEntry)[];
        for (const row of old) if ('memberId' in row) await table.put(upgradeLegacyEntry(row));
      });
    this.version(5).stores({ cart: 'key' });
    this.version(6).stores({ packs: 'id, locale', packItems: '[pack+url], pack, url, [pack+done]' });
    this.version(7).stores({ analytics: '++id' });
  }
}

export const db = new AppDB();
