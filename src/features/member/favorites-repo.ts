/**
 * Favourites on this device, per member: toggled at once (offline too) and delivered through the
 * outbox; reconciled with the server's list whenever it can be read.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Product } from '../../../contract/catalog.ts';
import { db, type AppDB, type FavoriteRow } from '../../db/app-db.ts';
import { enqueue } from '../outbox/outbox-repo.ts';

const keyOf = (memberId: number, productId: number) => `${memberId}:${productId}`;

export function useFavoriteRows(memberId: number | null): FavoriteRow[] | undefined {
  return useLiveQuery(
    async () => (memberId === null ? [] : (await db.favorites.where('memberId').equals(memberId).sortBy('addedAt')).reverse()),
    [memberId],
  );
}

export function useIsFavorite(memberId: number | null, productId: number): boolean | undefined {
  return useLiveQuery(async () => (memberId === null ? false : Boolean(await db.favorites.get(keyOf(memberId, productId)))), [memberId, productId]);
}

/** Saves the change here and queues it for the server, in one transaction. */
export async function setFavorite(
  memberId: number,
  product: Product,
  on: boolean,
  locale: 'fa' | 'en',
  database: AppDB = db,
): Promise<void> {
  await database.transaction('rw', database.favorites, database.outbox, async () => {
    if (on) await database.favorites.put({ key: keyOf(memberId, product.id), memberId, productId: product.id, product, addedAt: Date.now() });
    else await database.favorites.delete(keyOf(memberId, product.id));
    await enqueue(
      {
        memberId,
        kind: on ? 'favorite.add' : 'favorite.remove',
        method: on ? 'POST' : 'DELETE',
        path: `/v1/product/${locale}/products/${product.id}/${on ? 'addfavorite' : 'deletefavorite'}`,
        label: product.title,
      },
      database,
    );
  });
}

/**
 * Takes the server's list as the truth, except for products with a change still waiting in the
 * outbox (the member's latest intent wins until it is delivered).
 */
export async function reconcileFavorites(memberId: number, server: Product[], database: AppDB = db): Promise<void> {
  await database.transaction('rw', database.favorites, database.outbox, async () => {
    const waiting = await database.outbox.where('memberId').equals(memberId).filter((e) => e.status === 'queued' || e.status === 'sending').toArray();
    const pending = new Set(waiting.map((e) => Number(/products\/(\d+)\//.exec(e.path)?.[1])));
    const local = await database.favorites.where('memberId').equals(memberId).toArray();
    for (const row of local) if (!pending.has(row.productId) && !server.some((p) => p.id === row.productId)) await database.favorites.delete(row.key);
    for (const p of server) {
      if (pending.has(p.id)) continue;
      const existing = await database.favorites.get(keyOf(memberId, p.id));
      await database.favorites.put({ key: keyOf(memberId, p.id), memberId, productId: p.id, product: p, addedAt: existing?.addedAt ?? Date.now() });
    }
  });
}
