/** A member's favourite products; every query is scoped to the member. */
import type { RateBps } from '../../../shared/vat.ts';
import { pick } from '../../http/localize.ts';
import { and, count, eq } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import type { FavoriteProduct, favoriteListQuery } from '../../../contract/member.ts';
import type { Db } from '../../db/create-db.ts';
import { favorites, products } from '../../db/schema.ts';
import type { MemberScope } from '../../http/api-router.ts';
import { orderBy, paged } from '../../http/listing.ts';
import { matchText } from '../../http/search.ts';
import { listProducts } from '../catalog/products-repo.ts';
export type FavoriteSort = ListSort<typeof favoriteListQuery>;
export const DEFAULT_FAVORITE_SORT: FavoriteSort = [{ column: 'created_at', ascending: false }];

export async function listFavorites(
  db: Db,
  lang: Lang,
  f: ListFilter<typeof favoriteListQuery>,
  sort: FavoriteSort,
  page: { limit: number; offset: number },
  { memberId }: MemberScope,
  vatRate: RateBps,
): Promise<{ items: FavoriteProduct[]; total: number }> {
  const where = and(
    eq(favorites.memberId, memberId),
    eq(products.status, 1),
    matchText(f.title, [products.titleFa, products.titleEn]),
  );
  const columns = { created_at: favorites.createdAt, title: pick(lang, products.titleFa, products.titleEn) };
  const { rows, total } = await paged(
    db
      .select({ id: favorites.productId, at: favorites.createdAt })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(where)
      .orderBy(...orderBy(sort, columns, favorites.productId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(favorites).innerJoin(products, eq(products.id, favorites.productId)).where(where),
  );
  if (rows.length === 0) return { items: [], total };
  const found = await listProducts(db, lang, { ids: rows.map((r) => r.id) }, [{ column: 'id', ascending: true }], { limit: rows.length, offset: 0 }, vatRate);
  const byId = new Map(found.items.map((p) => [p.id, p]));
  return {
    items: rows.flatMap((r) => {
      const p = byId.get(r.id);
      return p ? [{ ...p, favorited_at: r.at.toISOString() }] : [];
    }),
    total,
  };
}

export async function getFavorite(db: Db, lang: Lang, productId: number, { memberId }: MemberScope, vatRate: RateBps): Promise<FavoriteProduct | null> {
  const [row] = await db
    .select({ at: favorites.createdAt })
    .from(favorites)
    .where(and(eq(favorites.memberId, memberId), eq(favorites.productId, productId)));
  if (!row) return null;
  const [product] = (await listProducts(db, lang, { ids: [productId] }, [{ column: 'id', ascending: true }], { limit: 1, offset: 0 }, vatRate)).items;
  return product ? { ...product, favorited_at: row.at.toISOString() } : null;
}

/** Adds a favourite; true when it was new. */
export async function addFavorite(db: Db, memberId: number, productId: number): Promise<boolean> {
  const inserted = await db.insert(favorites).values({ memberId, productId }).onConflictDoNothing().returning({ id: favorites.productId });
  return inserted.length > 0;
}

export async function deleteFavorite(db: Db, memberId: number, productId: number): Promise<boolean> {
  const deleted = await db
    .delete(favorites)
    .where(and(eq(favorites.memberId, memberId), eq(favorites.productId, productId)))
    .returning({ id: favorites.productId });
  return deleted.length > 0;
}

