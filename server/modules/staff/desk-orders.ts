/**
 * Fulfilment's orders board (issue 28 §2): every member's orders by status, found by number,
 * member or product code; moved `paid → processing → shipped → delivered` (carrier and tracking
 * code required to ship) or cancelled with a reason (refunded as the money rules say), each by
 * the same conditional update the member API uses, with its audit entry in the same transaction.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { DESK_ORDER_SORTS, ORDER_STATUSES, type OrderStatus } from '../../../contract/constants.ts';
import type { AppEnv } from '../../app-env.ts';
import { invalidatesPublicCache } from '../../cache/response-cache.ts';
import type { Db } from '../../db/create-db.ts';
import { members, orderItems, orders } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { likePattern, listBody } from '../../http/listing.ts';
import { parseBody } from '../../http/validate.ts';
import { getOrderForStaff, staffMove } from '../store/orders-repo.ts';
import { orderNumber } from '../store/order-status.ts';
import { askGatewayRefunds } from '../store/payment/refunds.ts';
import { productTags } from '../store/store-routes.ts';
import { deskId, deskLang, deskQuery, requireStaff } from './desk-routes.ts';
import { dialledMobile } from '../../../shared/phone.ts';

export const deskOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  q: z.string().trim().max(60).optional(),
  sort: z.enum(DESK_ORDER_SORTS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const text = (max: number) => z.string().trim().min(1).max(max);
export const deskMoveBody = z.discriminatedUnion('to', [
  z.object({ to: z.literal('processing') }),
  z.object({ to: z.literal('shipped'), carrier: text(60), tracking_code: text(40).regex(/^[\w-]+$/, 'letters, digits, - and _') }),
  z.object({ to: z.literal('delivered') }),
  z.object({ to: z.literal('cancelled'), reason: text(300) }),
]);

/** What a search matches: an order number (ORD-10702 or 10702), a member's mobile or name, a product code on the order. */
function searchOf(q: string): SQL | undefined {
  const digits = q.replace(/^ORD-/i, '').replace(/\s/g, '');
  const like = likePattern(q);
  const byCode = sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.code} ilike ${like})`;
  if (/^\d+$/.test(digits)) {
    const n = Number(digits);
    return or(Number.isSafeInteger(n) && n <= 2_147_483_647 ? eq(orders.id, n) : undefined, ilike(members.mobile, `%${digits.replace(/^0/, '')}%`), byCode);
  }
  return or(ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, like), byCode);
}

const SORT_COLUMNS = { updated_at: orders.updatedAt, created_at: orders.createdAt, total: orders.total } as const;
function orderOf(f: z.infer<typeof deskOrdersQuery>): SQL[] {
  if (!f.sort) return [f.status ? asc(orders.updatedAt) : desc(orders.updatedAt)];
  const column = SORT_COLUMNS[f.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  return [f.sort.startsWith('-') ? desc(column) : asc(column)];
}

export async function listDeskOrders(db: Db, f: z.infer<typeof deskOrdersQuery>) {
  const found = f.q ? searchOf(f.q) : undefined;
  const where = and(f.status ? eq(orders.status, f.status) : undefined, found);
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        total: orders.total,
        created_at: orders.createdAt,
        updated_at: orders.updatedAt,
        city: sql<{ title_fa: string; title_en: string }>`${orders.recipient}->'city'`,
        member: { id: members.id, first_name: members.firstName, last_name: members.lastName, mobile: members.mobile },
        items: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .where(where)
      // A column's order when asked; else the oldest waiting first within a status, the newest first across all.
      .orderBy(...orderOf(f), orders.id)
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(orders).innerJoin(members, eq(members.id, orders.memberId)).where(where),
    // Each tab's count, for the same search: a quiet "paid" tab shows where the orders are.
    db.select({ status: orders.status, n: count() }).from(orders).innerJoin(members, eq(members.id, orders.memberId)).where(found).groupBy(orders.status),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const c of byStatus) counts[c.status as OrderStatus] = Number(c.n);
  return {
    counts,
    items: rows.map((r) => ({ ...r, number: orderNumber(r.id), created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString(), member: { ...r.member, mobile: dialledMobile(r.member.mobile) } })),
    total: Number(total?.n ?? 0),
  };
}


export function deskOrderRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/orders', requireStaff('fulfilment', 'support'), async (c) => {
    const q = deskQuery(c, deskOrdersQuery);
    const found = await listDeskOrders(c.var.db, q);
    return c.json({ ...listBody(found.items, found.total, { limit: q.limit, offset: q.offset }, []), counts: found.counts });
  });
  app.get('/orders/:id', requireStaff('fulfilment', 'support'), async (c) => {
    const lang = deskLang(c);
    const order = await getOrderForStaff(c.var.db, lang, deskId(c));
    if (!order) throw new ApiError(404, 'Order not found');
    return c.json({ data: order });
  });
  // A cancellation returns stock: the public pages of its products change.
  app.post('/orders/:id/move', requireStaff('fulfilment'), invalidatesPublicCache, async (c) => {
    const id = deskId(c);
    const body = await parseBody(c, deskMoveBody);
    const lang = deskLang(c);
    const shipment = body.to === 'shipped' ? { carrier: body.carrier, trackingCode: body.tracking_code } : null;
    const order = await staffMove(c.var.db, lang, id, body.to, shipment, { staffId: c.var.staff.staffId, ...(body.to === 'cancelled' ? { reason: body.reason } : {}) });
    if (!order) throw new ApiError(404, 'Order not found');
    if (body.to === 'cancelled') {
      c.set('changed', productTags(order));
      // A paid order's gateway refund is asked now (the order jobs ask again until it answers).
      await askGatewayRefunds(c.var.db, c.var.gateway).catch(() => 0);
    }
    return c.json({ data: order });
  });
  return app;
}
