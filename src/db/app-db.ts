/**
 * The storefront's one IndexedDB database (Dexie) and its whole schema history. Later versions
 * add tables here (cart, favourites, the member outbox); never edit a shipped version.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Product } from '../../contract/catalog.ts';

/** A product kept for comparison: a snapshot, so that the compare page works offline. */
export type CompareItem = { id: number; locale: 'fa' | 'en'; product: Product; addedAt: number };

export class AppDB extends Dexie {
  compare!: EntityTable<CompareItem, 'id'>;

  constructor(name = 'storefront') {
    super(name);
    this.version(1).stores({ compare: 'id, addedAt' });
  }
}

export const db = new AppDB();
