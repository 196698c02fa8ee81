/**
 * "Tell me when it is back" (issue 31 §5): a member's alert on a product, and the pass of the order
 * jobs that tells them once the product has stock again.
 *
 * Once: the pass takes the alerts it tells with one UPDATE that sets `notified_at` where it is
 * still null (rows locked with SKIP LOCKED, so that passes of several instances share the work and
 * never take one row twice), and writes each notice in the same transaction: the alert is marked
 * told and its notice written together, or neither.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/constants.ts';
import type { StockAlert } from '../../../contract/member.ts';
import { localePath } from '../../../shared/locale.ts';
import { productPath, productSlug } from '../../../shared/site-paths.ts';
import type { Db } from '../../db/create-db.ts';
import { stockAlerts } from '../../db/schema.ts';
import { recordNotice } from '../notify/notices.ts';

/** Alerts one pass tells (the rest wait for the next pass). */
const ALERT_BATCH = 200;

const toAlert = (r: typeof stockAlerts.$inferSelect): StockAlert => ({
  product_id: r.productId,
  created_at: r.createdAt.toISOString(),
  notified_at: r.notifiedAt?.toISOString() ?? null,
});

/** The member's alerts still waiting, newest first. */
export async function listStockAlerts(db: Db, memberId: number): Promise<StockAlert[]> {
  const rows = await db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.memberId, memberId), isNull(stockAlerts.notifiedAt)))
    .orderBy(desc(stockAlerts.createdAt));
  return rows.map(toAlert);
}

/**
 * Asks to be told when the product is back: new (true), already waiting (false: as it was), or told
 * before and now armed again (true). One statement: two requests at once leave one alert.
 */
export async function addStockAlert(db: Db, memberId: number, productId: number, lang: Lang): Promise<{ alert: StockAlert; created: boolean }> {
  const [row] = await db
    .insert(stockAlerts)
    .values({ memberId, productId, lang })
    .onConflictDoUpdate({
      target: [stockAlerts.memberId, stockAlerts.productId],
      set: { notifiedAt: null, lang, createdAt: sql`now()` },
      // A waiting alert stays as it was (its date): only a told one is armed again.
      setWhere: sql`${stockAlerts.notifiedAt} is not null`,
    })
    .returning();
  if (row) return { alert: toAlert(row), created: true };
  const [waiting] = await db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.memberId, memberId), eq(stockAlerts.productId, productId)));
  return { alert: toAlert(waiting!), created: false };
}

/** Withdraws a waiting alert; true when there was one. */
export async function removeStockAlert(db: Db, memberId: number, productId: number): Promise<boolean> {
  const deleted = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.memberId, memberId), eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)))
    .returning({ id: stockAlerts.productId });
  return deleted.length > 0;
}

/**
 * Tells the members whose product is in stock again (and on sale): marks their alerts told and
 * writes a `back_in_stock` notice each, in one transaction. Answers how many it told. With the
 * site's public origin (PUBLIC_URL), the notice carries the page's address for its SMS.
 */
export async function tellBackInStock(db: Db, publicUrl?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const told = (await tx.execute(sql`
      with due as (
        select a.member_id, a.product_id
        from stock_alerts a join products p on p.id = a.product_id
        where a.notified_at is null and p.stock > 0 and p.status = 1
        order by a.created_at
        limit ${ALERT_BATCH}
        for update of a skip locked
      )
      update stock_alerts a set notified_at = now()
      from due, products p
      where a.member_id = due.member_id and a.product_id = due.product_id and p.id = a.product_id and a.notified_at is null
      returning a.member_id, a.product_id, a.lang, p.title_fa, p.title_en`)) as unknown as { rows: { member_id: number; product_id: number; lang: string; title_fa: string; title_en: string }[] };
    for (const r of told.rows) {
      const lang = r.lang === 'en' ? 'en' : 'fa';
      const title = lang === 'en' ? r.title_en : r.title_fa;
      const path = productPath(r.product_id, productSlug(title));
      await recordNotice(tx, {
        memberId: r.member_id,
        kind: 'back_in_stock',
        subjectId: r.product_id,
        data: { lang, product_id: r.product_id, title, path, url: publicUrl ? publicUrl + localePath(lang, path) : null },
      });
    }
    return told.rows.length;
  });
}
