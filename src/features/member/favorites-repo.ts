/**
 * Favourites on this device, per member: toggled at once (offline too) and delivered through the
 * outbox; reconciled with the server's list whenever it can be read.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ProductListItem } from '../../../contract/catalog.ts';
import { db, type AppDB, type FavoriteRow } from '../../device/db/app-db.ts';
import { pendingSubjects } from '../../device/outbox/outbox-repo.ts';
import { submit } from '../outbox/outbox-runner.ts';

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

/** The change as an intent: shown on this device at once, delivered through the outbox. */
export function favoriteIntent(member: number, product: ProductListItem, on: boolean) {
  const payload = { product_id: product.id, title: product.title };
  const local = async (database: AppDB) => {
    if (on) await database.favorites.put({ key: keyOf(member, product.id), memberId: member, productId: product.id, product, addedAt: Date.now() });
    else await database.favorites.delete(keyOf(member, product.id));
  };
  return { kind: on ? ('favorite.add' as const) : ('favorite.remove' as const), payload, local };
}

/** Saves the change here and queues it for the server. */
export async function setFavorite(member: number, product: ProductListItem, on: boolean): Promise<void> {
  const { kind, payload, local } = favoriteIntent(member, product, on);
  await submit(kind, payload, { member, local });
}

/**
 * Takes the server's list as the truth, except for products with a change still waiting in the
 * outbox (the member's latest intent wins until it is delivered).
 */
export async function reconcileFavorites(memberId: number, server: ProductListItem[], database: AppDB = db): Promise<void> {
  await database.transaction('rw', database.favorites, database.outbox, async () => {
    const pending = await pendingSubjects(memberId, database);
    const waits = (productId: number) => pending.has(`product:${productId}`);
    const local = await database.favorites.where('memberId').equals(memberId).toArray();
    for (const row of local) if (!waits(row.productId) && !server.some((p) => p.id === row.productId)) await database.favorites.delete(row.key);
    for (const p of server) {
      if (waits(p.id)) continue;
      const existing = await database.favorites.get(keyOf(memberId, p.id));
      await database.favorites.put({ key: keyOf(memberId, p.id), memberId, productId: p.id, product: p, addedAt: existing?.addedAt ?? Date.now() });
    }
  });
}
