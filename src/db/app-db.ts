/**
 * The storefront's one IndexedDB database (Dexie) and its whole schema history. Later versions
 * add tables here; never edit a shipped version.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Product } from '../../contract/catalog.ts';

/** A product kept for comparison: a snapshot, so that the compare page works offline. */
export type CompareItem = { id: number; locale: 'fa' | 'en'; product: Product; addedAt: number };

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

/**
 * A member write waiting to reach the server (design.md §4). `id` is a UUID and is sent as the
 * Idempotency-Key, so a replay never writes twice. Tokens are never stored here.
 */
export type OutboxEntry = {
  id: string;
  memberId: number;
  kind: 'favorite.add' | 'favorite.remove';
  method: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** What the member sees in the outbox list (e.g. the product's title). */
  label: string;
  status: OutboxStatus;
  /** The server's reason for a failed entry. */
  reason?: string;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
};

/** A member's favourite as this device knows it (reconciled with the server when online). */
export type FavoriteRow = { key: string; memberId: number; productId: number; product: Product; addedAt: number };

/**
 * A member read kept for offline use (credit history, account…): the answer as the server gave
 * it, under `memberId:what`, dated. Private: wiped at sign-out.
 */
export type MemberRead = { key: string; memberId: number; data: unknown; savedAt: number };

export class AppDB extends Dexie {
  compare!: EntityTable<CompareItem, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  favorites!: EntityTable<FavoriteRow, 'key'>;
  memberReads!: EntityTable<MemberRead, 'key'>;

  constructor(name = 'storefront') {
    super(name);
    this.version(1).stores({ compare: 'id, addedAt' });
    this.version(2).stores({
      outbox: 'id, memberId, status, createdAt, [memberId+status]',
      favorites: 'key, memberId, productId, addedAt',
    });
    this.version(3).stores({ memberReads: 'key, memberId, savedAt' });
  }
}

export const db = new AppDB();
