/**
 * The lots an order is shipped from (issue 31 §4): when staff ship an order, each line takes its
 * units from the product's lots in stock and usable today, the first to expire first (what the
 * product page promised), in the transaction that ships the order. The lots are locked while they
 * are read, so two orders shipped at the same moment never take the same boxes twice; a lot's
 * units never go below zero (its check). Units no recorded lot covers are shipped without one (the
 * stock, not the lots, decides what is sold): the order says how many, for the slip to be filled in.
 */
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/create-db.ts';
import { orderItemLots, orderItems, productLots } from '../../db/schema.ts';
import { STORE_TODAY } from '../catalog/products-repo.ts';

export async function allocateLots(tx: Queryable, orderId: number): Promise<void> {
  const lines = await tx.select({ id: orderItems.id, productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  for (const line of lines) {
    let left = line.quantity;
    const lots = await tx
      .select()
      .from(productLots)
      .where(and(eq(productLots.productId, line.productId), gt(productLots.quantity, 0), gte(productLots.expiresOn, STORE_TODAY)))
      .orderBy(asc(productLots.expiresOn), asc(productLots.id))
      .for('update');
    for (const lot of lots) {
      if (left === 0) break;
      const take = Math.min(left, lot.quantity);
      await tx.update(productLots).set({ quantity: sql`${productLots.quantity} - ${take}`, updatedAt: new Date() }).where(eq(productLots.id, lot.id));
      await tx.insert(orderItemLots).values({ orderItemId: line.id, lotId: lot.id, lot: lot.lot, expiresOn: lot.expiresOn, quantity: take });
      left -= take;
    }
  }
}

/** The lots each line of these orders was shipped from, by line id. */
export async function shippedLots(db: Queryable, lineIds: number[]): Promise<Map<number, { lot: string; expires_on: string; quantity: number }[]>> {
  const out = new Map<number, { lot: string; expires_on: string; quantity: number }[]>();
  if (!lineIds.length) return out;
  const rows = await db.select().from(orderItemLots).where(inArray(orderItemLots.orderItemId, lineIds)).orderBy(asc(orderItemLots.id));
  for (const r of rows) {
    const list = out.get(r.orderItemId) ?? [];
    list.push({ lot: r.lot, expires_on: r.expiresOn, quantity: r.quantity });
    out.set(r.orderItemId, list);
  }
  return out;
}
