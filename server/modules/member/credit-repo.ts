/** A member's store credit: the account, its balance and its history; every query is scoped to the member. */
import { pick } from '../../http/localize.ts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import type { Balance, Credit, CreditAccount, creditListQuery } from '../../../contract/member.ts';
import type { Db } from '../../db/create-db.ts';
import { creditAccounts, credits } from '../../db/schema.ts';
import type { MemberScope } from '../../http/api-router.ts';
import { orderBy, paged } from '../../http/listing.ts';
import { matchText } from '../../http/search.ts';

export type CreditSort = ListSort<typeof creditListQuery>;
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
  f: ListFilter<typeof creditListQuery>,
  sort: CreditSort,
  page: { limit: number; offset: number },
  { memberId }: MemberScope,
) {
  const account = await accountOf(db, memberId);
  const where = and(eq(credits.accountId, account.id), matchText(f.searchKeywords, [credits.descriptionFa, credits.descriptionEn, credits.reference]));
  const { rows, total } = await paged(
    db.select().from(credits).where(where).orderBy(...orderBy(sort, { created_at: credits.createdAt, amount: credits.amount }, credits.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(credits).where(where),
  );
  return { items: rows.map((r) => toCredit(lang, r)), total };
}

/** One of the member's own credits; another member's id is simply not found. */
export async function getCredit(db: Db, lang: Lang, id: number, { memberId }: MemberScope): Promise<Credit | null> {
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

export async function getAccount(db: Db, id: number, { memberId }: MemberScope): Promise<CreditAccount | null> {
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

