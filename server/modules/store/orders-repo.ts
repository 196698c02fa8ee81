/**
 * A member's orders: placed in one transaction that prices every line on the server, reserves
 * the stock and records a once-per-member code (so two members racing for the last unit get one
 * order and one 409), then moved only along ORDER_TRANSITIONS, each move recorded in its history.
 */
import { audit } from '../staff/audit.ts';
import { and, asc, count, eq, exists, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import type { OrderStatus } from '../../../contract/constants.ts';
import { ORDER_STATUSES, PAYABLE_STATUSES, type RefundStatus } from '../../../contract/constants.ts';
import type { Order, OrderCounts, orderCreateBody, orderListQuery, Payment } from '../../../contract/store.ts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/create-db.ts';
import { recordOrderNotice, trackingUrlOf } from '../notify/notices.ts';
import type { NotificationKind } from '../../../contract/constants.ts';
import { discountCodes, discountUses, members, orderEvents, orderItems, orders, payments, products } from '../../db/schema.ts';
import type { MemberScope } from '../../http/api-router.ts';
import { conflict, forbidden, refused } from '../../domain-error.ts';
import { orderBy, paged, type Page } from '../../http/listing.ts';
import { pick } from '../../http/localize.ts';
import { matchText } from '../../http/search.ts';
import { fromStatusesOf, orderNumber } from './order-status.ts';
import { ratePercent } from '../../../shared/vat.ts';
import { discountError, priceCart } from './pricing-repo.ts';
import { boxesOf } from '../../../shared/pack-pricing.ts';
import { recipientRow, storedRecipient } from './recipients-repo.ts';
import { actingFor, membersInRole, storedOrganisation } from '../organisation/organisations-repo.ts';
import { refundOrder } from './payment/refunds.ts';
import { allocateLots, shippedLots } from './lot-allocation.ts';
import type { Config } from '../../config.ts';
import { dialledMobile } from '../../../shared/phone.ts';

/** The store's limits on unpaid orders (config: ORDER_HOLD_MINUTES, MAX_UNPAID_ORDERS, MAX_LINE_QUANTITY). */
export type OrderRules = Config['orders'];

type OrderSort = ListSort<typeof orderListQuery>;
export const DEFAULT_ORDER_SORT: OrderSort = [{ column: 'created_at', ascending: false }];
export type OrderInput = z.output<typeof orderCreateBody>;
type OrderRow = typeof orders.$inferSelect;

export { orderNumber };

/**
 * An order as its reader sees it. Who made each move of an organisation's order is named to the
 * members (their colleagues, by name and role); a move made at the desk says only that the store
 * made it: a member is not told which of the staff it was (`reader: 'staff'`, the desk, is).
 */
async function toOrder(db: Queryable, lang: Lang, o: OrderRow, reader: 'member' | 'staff' = 'member'): Promise<Order> {
  const [lines, events, paid, trackingUrl] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(payments).where(eq(payments.orderId, o.id)).orderBy(asc(payments.id)),
    trackingUrlOf(db, o.transmit.id, o.trackingCode),
  ]);
  // Once shipped, the lots each line left from (none recorded: an empty list).
  const shipped = o.status === 'shipped' || o.status === 'delivered';
  const lots = shipped ? await shippedLots(db, lines.map((l) => l.id)) : null;
  const r = o.recipient;
  return {
    id: o.id,
    number: orderNumber(o.id),
    status: o.status as OrderStatus,
    items: lines.map((l) => ({
      product_id: l.productId,
      code: l.code,
      title: pick(lang, l.titleFa, l.titleEn),
      guaranteed: l.guaranteed,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      line_total: l.boxes * (l.packPrice ?? 0) + (l.quantity - l.boxes * (l.packSize ?? 0)) * l.unitPrice,
      boxes: boxesOf({ boxes: l.boxes, box_size: l.packSize, box_price: l.packPrice }),
      comment: l.comment,
      taxable: l.taxable,
      discount: l.discount,
      tax: l.tax,
      ...(lots ? { lots: lots.get(l.id) ?? [] } : {}),
    })),
    recipient: {
      // The address it came from (copies older than this field name none: 0).
      id: r.id ?? 0,
      name: r.name,
      mobile: r.mobile,
      province: { id: r.province.id, title: pick(lang, r.province.title_fa, r.province.title_en) },
      city: { id: r.city.id, title: pick(lang, r.city.title_fa, r.city.title_en) },
      address: r.address,
      postal_code: r.postal_code,
    },
    transmit: {
      id: o.transmit.id,
      title: pick(lang, o.transmit.title_fa, o.transmit.title_en),
      kind: o.transmit.kind as Order['transmit']['kind'],
      delivery_days_min: o.transmit.delivery_days_min,
      delivery_days_max: o.transmit.delivery_days_max,
    },
    subtotal: o.subtotal,
    discount: o.discount,
    discount_code: o.discountCode,
    shipping: o.shipping,
    total: o.total,
    tax: o.tax,
    tax_rate: ratePercent(o.taxRate),
    note: o.note,
    history: events.map((e) => ({
      status: e.status as OrderStatus,
      note: e.note,
      created_at: e.createdAt.toISOString(),
      ...(e.actorName !== null ? { by: { name: e.actorRole === 'staff' && reader === 'member' ? '' : e.actorName, role: e.actorRole ?? '' } } : {}),
    })),
    payments: paid.map(toPayment),
    shipment: o.carrier && o.trackingCode ? { carrier: o.carrier, tracking_code: o.trackingCode, tracking_url: trackingUrl } : null,
    hold_until: PAYABLE_STATUSES.includes(o.status as OrderStatus) ? (o.holdUntil?.toISOString() ?? null) : null,
    organisation: o.organisation,
    po_number: o.poNumber,
    due_on: o.dueOn,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

export const toPayment = (p: typeof payments.$inferSelect): Payment => ({
  id: p.id,
  method: p.method as Payment['method'],
  gateway: p.gateway,
  amount: p.amount,
  status: p.status as Payment['status'],
  reference: p.reference,
  receipt: p.receipt,
  card_pan: p.cardPan,
  created_at: p.createdAt.toISOString(),
  settled_at: p.settledAt?.toISOString() ?? null,
  refund: p.refundStatus ? { status: p.refundStatus as RefundStatus, reference: p.refundReference, refunded_at: p.refundedAt?.toISOString() ?? null } : null,
});

/** Whether an unpaid order's hold on its stock is over (it can no longer be paid). */
export const holdExpired = (o: Pick<OrderRow, 'holdUntil'>, now = new Date()) => o.holdUntil !== null && o.holdUntil.getTime() <= now.getTime();

const mine = (id: number, memberId: number) => and(eq(orders.id, id), eq(orders.memberId, memberId));

export const getOrder = (db: Queryable, lang: Lang, id: number, { memberId }: MemberScope) => getOrderOf(db, lang, mine(id, memberId)!);

/** The order `where` finds (a member's, or an organisation's), whole. */
export async function getOrderOf(db: Queryable, lang: Lang, where: SQL): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(where);
  return row ? toOrder(db, lang, row) : null;
}

export const listOrders = (db: Db, lang: Lang, f: OrderFilter, sort: OrderSort, page: Page, { memberId }: MemberScope) => listOrdersOf(db, lang, f, sort, page, eq(orders.memberId, memberId));

type OrderFilter = ListFilter<typeof orderListQuery>;

/** Orders whose owner is `owner` (a member's, or an organisation's), filtered, sorted and paged. */
export async function listOrdersOf(db: Db, lang: Lang, f: OrderFilter, sort: OrderSort, page: Page, owner: SQL) {
  const text = matchText(f.search_keywords, [
    sql`${orders.id}::text`,
    sql`'ord-' || ${orders.id}::text`,
    sql`${orders.recipient}->>'name'`,
  ]);
  const inLines = f.search_keywords
    ? exists(
        db
          .select({ one: sql`1` })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, orders.id), matchText(f.search_keywords, [orderItems.titleFa, orderItems.titleEn, orderItems.code]))),
      )
    : undefined;
  const where = and(owner, f.status?.length ? inArray(orders.status, f.status) : undefined, text || inLines ? or(text, inLines) : undefined);
  const statusRank = sql`array_position(array[${sql.join(ORDER_STATUSES.map((s) => sql`${s}`), sql`, `)}]::text[], ${orders.status})`;
  const { rows, total } = await paged(
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderBy(sort, { id: orders.id, created_at: orders.createdAt, total: orders.total, status: statusRank }, orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  );
  return { items: await Promise.all(rows.map((o) => toOrder(db, lang, o))), total };
}

/** How many of the member's orders are in each status (every status, zeros included). */
export async function countByStatus(db: Db, memberId: number): Promise<OrderCounts> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(eq(orders.memberId, memberId)).groupBy(orders.status);
  const by = new Map(rows.map((r) => [r.status, r.n]));
  const data = ORDER_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
  return { data, total: data.reduce((s, d) => s + d.count, 0) };
}

/** Orders that count against a member's limit on open orders: unpaid, or waiting for their organisation's approval. */
const OPEN_STATUSES: readonly OrderStatus[] = [...PAYABLE_STATUSES, 'awaiting_approval'];

/** The member submitting a cart for their organisation: an approved requester of an approved organisation. */
async function requesterOf(tx: Queryable, memberId: number) {
  const acting = await actingFor(tx, memberId);
  if (!acting) throw refused('You do not act for an approved organisation yet', { reason: 'no_organisation' });
  if (acting.role !== 'requester') throw forbidden('Only your organisation’s requesters submit carts for approval', { reason: 'role', role: 'requester' });
  return acting;
}

/**
 * Takes the lines' units from stock, a conditional UPDATE per product (in product order, so that
 * two orders never wait on each other); any product short answers 409 with what is short, and the
 * transaction rolls back whatever it took.
 */
export async function reserveStock(tx: Queryable, lang: Lang, lines: readonly { product_id: number; quantity: number }[]) {
  const short: { product_id: number; title: string; stock: number; quantity: number }[] = [];
  // Quantities per product (with and without the guarantee are two lines of one stock).
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.product_id, (wanted.get(l.product_id) ?? 0) + l.quantity);
  for (const [productId, quantity] of [...wanted].sort((a, b) => a[0] - b[0])) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [now] = await tx.select({ stock: products.stock, titleFa: products.titleFa, titleEn: products.titleEn }).from(products).where(eq(products.id, productId));
      short.push({ product_id: productId, title: pick(lang, now?.titleFa ?? '', now?.titleEn ?? ''), stock: now?.stock ?? 0, quantity });
    }
  }
  if (short.length) {
    const names = short.map((s) => s.title).join(', ');
    throw conflict(`Not enough in stock: ${names}`, { reason: 'stock', short });
  }
}

/**
 * Places an order in one transaction: the lines priced here, the stock of each reserved by a
 * conditional UPDATE (in product order, so that two orders never wait on each other), a
 * once-per-member code recorded under its primary key. Any refusal rolls everything back.
 *
 * An unpaid order holds its stock until `hold_until` (rules.holdMinutes); a member has at most
 * rules.maxUnpaid unpaid orders (counted under a lock on the member's row, so that orders placed
 * together cannot all pass the count), and at most rules.maxLineQuantity units of one product
 * (rules.maxOrganisationLineQuantity in an organisation's order).
 */
export async function createOrder(db: Db, lang: Lang, input: OrderInput, memberId: number, rules: OrderRules): Promise<Order> {
  const perProduct = new Map<number, number>();
  for (const l of input.cart_items) perProduct.set(l.product_id, (perProduct.get(l.product_id) ?? 0) + l.quantity);
  const lineLimit = (max: number) => {
    for (const [productId, quantity] of perProduct) {
      if (quantity > max) throw refused(`At most ${max} units of one product can be ordered at once`, { reason: 'line_quantity', max, product_id: productId, quantity });
    }
  };
  // An organisation's order may take more (its own limit), once its requester is known.
  lineLimit(input.for_organisation ? Math.max(rules.maxLineQuantity, rules.maxOrganisationLineQuantity) : rules.maxLineQuantity);
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    // An organisation's cart, submitted by one of its requesters, waits for its approvers.
    const acting = input.for_organisation ? await requesterOf(tx, memberId) : null;
    if (input.for_organisation) lineLimit(rules.maxOrganisationLineQuantity);
    const [unpaid] = await tx.select({ n: count() }).from(orders).where(and(eq(orders.memberId, memberId), inArray(orders.status, [...OPEN_STATUSES])));
    if ((unpaid?.n ?? 0) >= rules.maxUnpaid) {
      throw refused(`You have ${rules.maxUnpaid} orders waiting for payment: pay or cancel one of them first`, { reason: 'unpaid_orders', max: rules.maxUnpaid });
    }
    const recipient = await recipientRow(tx as unknown as Db, input.recipient_id, memberId);
    if (!recipient) throw refused('Choose one of your recipients', { field: 'recipient_id', reason: 'unknown' });
    const priced = await priceCart(tx, lang, { items: input.cart_items, code: input.code, transmitId: input.transmit_id }, memberId, rules.vatRate);
    if (priced.dropped.length) {
      throw refused('Some products in the cart can no longer be ordered; check the cart again', { reason: 'dropped', dropped: priced.dropped });
    }
    const [order] = await tx
      .insert(orders)
      .values({
        memberId,
        status: acting ? 'awaiting_approval' : 'awaiting_payment',
        lang,
        ...(acting ? { organisationId: acting.organisation.id, organisation: storedOrganisation(acting.organisation) } : {}),
        recipient: storedRecipient(recipient),
        transmit: {
          id: priced.transmitRow.id,
          kind: priced.transmitRow.kind,
          title_fa: priced.transmitRow.titleFa,
          title_en: priced.transmitRow.titleEn,
          delivery_days_min: priced.transmitRow.deliveryDaysMin,
          delivery_days_max: priced.transmitRow.deliveryDaysMax,
        },
        subtotal: priced.subtotal,
        discount: priced.discount,
        discountCode: priced.rule?.code ?? null,
        shipping: priced.shipping,
        tax: priced.tax,
        taxRate: rules.vatRate,
        total: priced.total,
        note: input.note,
        // Submitted for approval, it holds nothing yet: its approval reserves the stock.
        holdUntil: acting ? null : sql`now() + make_interval(mins => ${rules.holdMinutes})`,
      })
      .returning();
    const id = order!.id;
    if (!acting) await reserveStock(tx, lang, priced.items);
    await tx.insert(orderItems).values(
      priced.items.map((l) => {
        const p = priced.rows.get(l.product_id)!;
        return { orderId: id, productId: l.product_id, code: p.code, titleFa: p.titleFa, titleEn: p.titleEn, guaranteed: l.guaranteed, quantity: l.quantity, unitPrice: l.unit_price, boxes: l.boxes?.count ?? 0, packSize: l.boxes?.size ?? null, packPrice: l.boxes?.price ?? null, comment: l.comment, taxable: l.taxable === true, discount: l.discount ?? 0, tax: l.tax ?? 0 };
      }),
    );
    // A code's use, counted against its limit in one conditional statement: of orders placed at
    // once for its last use, one gets it.
    if (priced.rule) {
      const [took] = await tx
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(and(eq(discountCodes.id, priced.rule.id), or(isNull(discountCodes.maxUses), lt(discountCodes.usedCount, discountCodes.maxUses))))
        .returning({ id: discountCodes.id });
      if (!took) throw discountError('used_up', priced.rule.code);
    }
    if (priced.rule?.oncePerMember) {
      const used = await tx.insert(discountUses).values({ codeId: priced.rule.id, memberId, orderId: id }).onConflictDoNothing().returning({ codeId: discountUses.codeId });
      if (used.length === 0) throw discountError('used', priced.rule.code);
    }
    if (acting) {
      await tx.insert(orderEvents).values({ orderId: id, status: 'awaiting_approval', actorName: acting.name, actorRole: acting.role });
      for (const approver of await membersInRole(tx, acting.organisation.id, 'approver')) {
        await recordOrderNotice(tx, order!, 'order_awaiting_approval', { requester: acting.name }, approver.memberId);
      }
    } else {
      await tx.insert(orderEvents).values({ orderId: id, status: 'awaiting_payment' });
      await recordOrderNotice(tx, order!, 'order_placed');
    }
    return toOrder(tx, lang, order!);
  });
}

/**
 * Moves an order to `to` when its status allows it (one conditional UPDATE: of two concurrent
 * moves only one happens) and records the move; false otherwise. `memberId` limits it to the
 * member's own orders (staff moves pass null); `from` narrows the statuses it may move from (a
 * member's cancel: only unpaid ones, so that a cancel racing a payment never cancels a paid
 * order). An order is paid only while its hold lasts; paid or cancelled, it holds nothing more.
 */
export async function moveOrder(tx: Queryable, id: number, to: OrderStatus, memberId: number | null, note = '', from: readonly OrderStatus[] = fromStatusesOf(to)): Promise<boolean> {
  const allowed = fromStatusesOf(to).filter((s) => from.includes(s));
  if (allowed.length === 0) return false;
  const moved = await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...(to === 'paid' || to === 'cancelled' ? { holdUntil: null } : {}) })
    .where(
      and(
        eq(orders.id, id),
        memberId === null ? undefined : eq(orders.memberId, memberId),
        inArray(orders.status, allowed),
        to === 'paid' ? sql`(${orders.holdUntil} is null or ${orders.holdUntil} > now())` : undefined,
      ),
    )
    .returning();
  if (moved.length === 0) return false;
  await tx.insert(orderEvents).values({ orderId: id, status: to, note });
  // The member's notice commits with the move, or not at all (notify/notices.ts).
  const notice = ORDER_NOTICES[to];
  if (notice) await recordOrderNotice(tx, moved[0]!, notice);
  return true;
}

/** The moves a member is told of. */
const ORDER_NOTICES: Partial<Record<OrderStatus, NotificationKind>> = { paid: 'order_paid', shipped: 'order_shipped', delivered: 'order_delivered', cancelled: 'order_cancelled' };

/**
 * What a cancelled (or returned) order gives back: its stock, when it held any (an order waiting
 * for approval holds none), and its code's use (in the cancelling transaction).
 */
export async function releaseOrder(tx: Queryable, id: number, heldStock = true) {
  const lines = heldStock ? await tx.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.productId)) : [];
  for (const l of lines) await tx.update(products).set({ stock: sql`${products.stock} + ${l.quantity}` }).where(eq(products.id, l.productId));
  await tx.delete(discountUses).where(eq(discountUses.orderId, id));
  const [o] = await tx.select({ code: orders.discountCode }).from(orders).where(eq(orders.id, id));
  if (o?.code) await tx.update(discountCodes).set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` }).where(eq(discountCodes.code, o.code));
}

/**
 * Cancels an order: its stock and code go back and, when it was paid (staff only), its payments
 * are refunded (refunds.ts), all in one transaction with the move. A member cancels only an
 * unpaid order: one that a payment settled first answers 409 (it is paid).
 */
export async function cancelOrder(
  db: Db,
  lang: Lang,
  id: number,
  memberId: number | null,
  note = '',
  /** What must commit with the cancellation (staff's audit entry). */
  withIt?: (tx: Queryable, before: typeof orders.$inferSelect) => Promise<void>,
): Promise<Order | null> {
  return db.transaction(async (tx) => {
    // Locked: what the order holds is decided by its status now, which no other move changes meanwhile.
    const [row] = await tx
      .select()
      .from(orders)
      .where(memberId === null ? eq(orders.id, id) : mine(id, memberId))
      .for('update');
    if (!row) return null;
    const from = memberId === null ? undefined : OPEN_STATUSES;
    if (!(await moveOrder(tx, id, 'cancelled', memberId, note, from))) {
      const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      const status = now?.status ?? row.status;
      if (memberId !== null && PAID_STATUSES.includes(status as OrderStatus)) {
        throw conflict('This order is paid and can no longer be cancelled here; ask support to cancel and refund it', { reason: 'paid', status });
      }
      throw refused(`An order that is ${status.replace(/_/g, ' ')} cannot be cancelled`, { reason: 'status', status });
    }
    await releaseOrder(tx, id, row.status !== 'awaiting_approval');
    const refunded = await refundOrder(tx, id);
    if (refunded) await tx.insert(orderEvents).values({ orderId: id, status: 'cancelled', note: refunded });
    await withIt?.(tx, row);
    const [now] = await tx.select().from(orders).where(eq(orders.id, id));
    return toOrder(tx, lang, now!);
  });
}

/** Statuses in which an order's money has been taken. */
const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/** How many expired holds one pass of the job cancels. */
const EXPIRE_BATCH = 100;

/**
 * Cancels unpaid orders whose hold is over and gives their stock back. Every instance runs it
 * (order-jobs.ts): each order is cancelled by one conditional UPDATE, so two instances that pick
 * the same order do the work once. Answers the ids it cancelled.
 */
export async function expireHolds(db: Db, now = new Date()): Promise<number[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, [...PAYABLE_STATUSES]), lte(orders.holdUntil, now)))
    .orderBy(asc(orders.holdUntil))
    .limit(EXPIRE_BATCH);
  const cancelled: number[] = [];
  for (const { id } of due) {
    // Still unpaid, so still past its hold (a hold changes only as the order is paid or cancelled).
    const done = await db.transaction(async (tx) => {
      if (!(await moveOrder(tx, id, 'cancelled', null, 'hold_expired', PAYABLE_STATUSES))) return false;
      await releaseOrder(tx, id);
      return true;
    });
    if (done) cancelled.push(id);
  }
  return cancelled;
}

/** Any member's order, with who placed it (the staff desk). */
export async function getOrderForStaff(db: Db, lang: Lang, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  const [m] = await db.select({ id: members.id, first_name: members.firstName, last_name: members.lastName, mobile: members.mobile }).from(members).where(eq(members.id, row.memberId));
  return { ...(await toOrder(db, lang, row, 'staff')), member: m ? { ...m, mobile: dialledMobile(m.mobile) } : null };
}

/** Who moved an order from the desk, and why (a cancellation's reason, told to the member in the order's history). */
export type StaffAct = { staffId: number; reason?: string };

/**
 * A staff move along the transitions: the same conditional update the member API uses (of two
 * moves at once one happens; the other is refused with the status it met), with the desk's audit
 * entry in the same transaction: every move is a person's at the desk.
 */
export async function staffMove(
  db: Db,
  lang: Lang,
  id: number,
  to: OrderStatus,
  shipment: { carrier: string; trackingCode: string } | null,
  act: StaffAct,
): Promise<Order | null> {
  const record = (tx: Queryable, before: typeof orders.$inferSelect) =>
    audit(tx, {
      staffId: act.staffId,
      action: `order.${to}`,
      subjectType: 'order',
      subjectId: id,
      before: { status: before.status },
      after: { status: to, ...(shipment ? { carrier: shipment.carrier, tracking_code: shipment.trackingCode } : {}), ...(act.reason ? { reason: act.reason } : {}) },
    });
  if (to === 'cancelled') return cancelOrder(db, lang, id, null, act.reason ?? 'staff', record);
  if (to === 'shipped' && !shipment) throw refused('A shipped order needs its carrier and tracking code', { reason: 'shipment_required' });
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id));
    if (!row) return null;
    // Set with the move (which rolls it back if refused), before the notice that carries them.
    if (to === 'shipped' && shipment) await tx.update(orders).set({ carrier: shipment.carrier, trackingCode: shipment.trackingCode }).where(eq(orders.id, id));
    if (!(await moveOrder(tx, id, to, null, 'staff'))) {
      // Another move got there first, or the order is already where this one goes (409); or this
      // is not a transition from where the order is at all (422).
      const [met] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      const status = met?.status ?? row.status;
      const lost = status === to || fromStatusesOf(to).includes(row.status as OrderStatus);
      throw (lost ? conflict : refused)(`An order that is ${status} cannot become ${to}`, { reason: 'status', status });
    }
    // Its boxes leave now: the lots they come from, first expiry first out.
    if (to === 'shipped') await allocateLots(tx, id);
    await record(tx, row);
    const [now] = await tx.select().from(orders).where(eq(orders.id, id));
    return toOrder(tx, lang, now!);
  });
}
