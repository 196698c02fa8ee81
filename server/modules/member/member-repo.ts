/** A member's favourites and store credit; every query is scoped to the member. */
import { pick } from '../../http/localize.ts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.ts';
import type { Product } from '../../../contract/catalog.ts';
import type { Balance, Credit, CreditAccount } from '../../../contract/member.ts';
import type { Db } from '../../db/create-db.ts';
import { creditAccounts, credits, favorites, products } from '../../db/schema.ts';
import { orderBy, type SortSpec } from '../../http/listing.ts';
import { matchText } from '../../http/search.ts';
import { getProduct, listProducts } from '../catalog/catalog-repo.ts';


export type FavoriteSort = SortSpec<'created_at' | 'title'>;
export const DEFAULT_FAVORITE_SORT: FavoriteSort = [{ column: 'created_at', ascending: false }];

export type FavoriteProduct = Product & { favorited_at: string };

export async function listFavorites(
  db: Db,
  lang: Lang,
  memberId: number,
  f: { title?: string | undefined },
  sort: FavoriteSort,
  page: { limit: number; offset: number },
): Promise<{ items: FavoriteProduct[]; total: number }> {
  const where = and(
    eq(favorites.memberId, memberId),
    eq(products.status, 1),
    matchText(f.title, [products.titleFa, products.titleEn]),
  );
  const columns = { created_at: favorites.createdAt, title: pick(lang, products.titleFa, products.titleEn) };
  const [rows, totals] = await Promise.all([
    db
      .select({ id: favorites.productId, at: favorites.createdAt })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(where)
      .orderBy(...orderBy(sort, columns, favorites.productId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(favorites).innerJoin(products, eq(products.id, favorites.productId)).where(where),
  ]);
  if (rows.length === 0) return { items: [], total: totals[0]?.n ?? 0 };
  const found = await listProducts(db, lang, { ids: rows.map((r) => r.id) }, [{ column: 'id', ascending: true }], { limit: rows.length, offset: 0 });
  const byId = new Map(found.items.map((p) => [p.id, p]));
  return {
    items: rows.flatMap((r) => {
      const p = byId.get(r.id);
      return p ? [{ ...p, favorited_at: r.at.toISOString() }] : [];
    }),
    total: totals[0]?.n ?? 0,
  };
}

export async function getFavorite(db: Db, lang: Lang, memberId: number, productId: number): Promise<FavoriteProduct | null> {
  const [row] = await db
    .select({ at: favorites.createdAt })
    .from(favorites)
    .where(and(eq(favorites.memberId, memberId), eq(favorites.productId, productId)));
  if (!row) return null;
  const product = await getProduct(db, lang, productId);
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

// ---------- credit ----------

export type CreditSort = SortSpec<'created_at' | 'amount'>;
export const DEFAULT_CREDIT_SORT: CreditSort = [{ column: 'created_at', ascending: false }];

const toCredit = (lang: Lang, r: typeof credits.$inferSelect): Credit => ({
  id: r.id,
  account_id: r.accountId,
  amount: r.amount,
  kind: r.kind,
  description: pick(lang, r.descriptionFa, r.descriptionEn),
  reference: r.reference,
  created_at: r.createdAt.toISOString(),
});

async function accountOf(db: Db, memberId: number) {
  const [row] = await db.select().from(creditAccounts).where(eq(creditAccounts.memberId, memberId));
  if (row) return row;
  // Members created before credit accounts existed get one on first use.
  const [created] = await db.insert(creditAccounts).values({ memberId }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(creditAccounts).where(eq(creditAccounts.memberId, memberId)))[0]!;
}

export async function listCredits(
  db: Db,
  lang: Lang,
  memberId: number,
  f: { searchKeywords?: string | undefined },
  sort: CreditSort,
  page: { limit: number; offset: number },
) {
  const account = await accountOf(db, memberId);
  const where = and(eq(credits.accountId, account.id), matchText(f.searchKeywords, [credits.descriptionFa, credits.descriptionEn, credits.reference]));
  const [rows, totals] = await Promise.all([
    db.select().from(credits).where(where).orderBy(...orderBy(sort, { created_at: credits.createdAt, amount: credits.amount }, credits.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(credits).where(where),
  ]);
  return { items: rows.map((r) => toCredit(lang, r)), total: totals[0]?.n ?? 0 };
}

/** One of the member's own credits; another member's id is simply not found. */
export async function getCredit(db: Db, lang: Lang, memberId: number, id: number): Promise<Credit | null> {
  const [row] = await db
    .select({ c: credits })
    .from(credits)
    .innerJoin(creditAccounts, eq(creditAccounts.id, credits.accountId))
    .where(and(eq(credits.id, id), eq(creditAccounts.memberId, memberId)));
  return row ? toCredit(lang, row.c) : null;
}

async function totals(db: Db, accountId: number) {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${credits.amount}), 0)::bigint`, n: count() })
    .from(credits)
    .where(eq(credits.accountId, accountId));
  return { balance: Number(row?.balance ?? 0), n: row?.n ?? 0 };
}

export async function getAccount(db: Db, memberId: number, id: number): Promise<CreditAccount | null> {
  const account = await accountOf(db, memberId);
  if (account.id !== id) return null;
  const t = await totals(db, account.id);
  return { id: account.id, member_id: memberId, balance: t.balance, credit_count: t.n, created_at: account.createdAt.toISOString() };
}

export async function getBalance(db: Db, memberId: number): Promise<Balance> {
  const account = await accountOf(db, memberId);
  const t = await totals(db, account.id);
  return { account_id: account.id, balance: t.balance, currency: 'IRR' };
}

