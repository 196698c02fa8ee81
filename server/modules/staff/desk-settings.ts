/**
 * Admins' store settings (issue 28 §5): discount codes (made, limited, ended, their uses seen) and
 * the shipping methods' prices and tracking-page templates. Each change is one statement with its
 * audit entry in the same transaction; a change to what members are charged drops the public
 * answers that show it.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { invalidatesPublicCache } from '../../cache/response-cache.ts';
import type { Db } from '../../db/create-db.ts';
import { discountCodes, members, orders, transmits } from '../../db/schema.ts';
import { conflict } from '../../domain-error.ts';
import { ApiError } from '../../http/errors.ts';
import { listBody } from '../../http/listing.ts';
import { parseBody } from '../../http/validate.ts';
import { orderNumber } from '../store/order-status.ts';
import { audit } from './audit.ts';
import { deskId, deskLang, requireStaff } from './desk-routes.ts';
import { dialledMobile } from '../../../shared/phone.ts';

const rial = z.number().int().min(0).max(1e13);
const moment = z.string().datetime({ offset: true }).transform((s) => new Date(s));

/** A code's terms: what it takes off, from when until when, for which carts, how many times. */
const discountTerms = z.object({
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int().min(1).max(1e13),
  max_discount: rial.nullable(),
  min_total: rial,
  starts_at: moment,
  expires_at: moment.nullable(),
  once_per_member: z.boolean(),
  max_uses: z.number().int().min(1).max(10_000_000).nullable(),
});
const checkTerms = <T extends z.infer<typeof discountTerms>>(b: T, ctx: z.RefinementCtx) => {
  if (b.kind === 'percent' && b.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: 'a percentage is at most 100' });
  if (b.expires_at && b.expires_at <= b.starts_at) ctx.addIssue({ code: 'custom', path: ['expires_at'], message: 'ends after it starts' });
};
export const discountCreateBody = discountTerms
  .extend({ code: z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{3,30}$/, '3 to 30 letters, digits, - or _') })
  .superRefine(checkTerms);
export const discountChangeBody = discountTerms.superRefine(checkTerms);

/** A tracking page's address: https, with `{code}` where the parcel's tracking code goes. */
const trackingTemplate = z
  .string()
  .trim()
  .max(300)
  .refine((s) => s.includes('{code}'), 'must contain {code}, where the tracking code goes')
  .refine((s) => {
    try {
      return new URL(s.replace('{code}', 'X')).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an https address');
export const shippingChangeBody = z.object({ price: rial, free_over: rial.nullable(), tracking_url: trackingTemplate.nullable() });

const discountView = (d: typeof discountCodes.$inferSelect) => ({
  id: d.id,
  code: d.code,
  kind: d.kind as 'percent' | 'fixed',
  value: d.value,
  max_discount: d.maxDiscount,
  min_total: d.minTotal,
  starts_at: d.startsAt.toISOString(),
  expires_at: d.expiresAt?.toISOString() ?? null,
  once_per_member: d.oncePerMember,
  max_uses: d.maxUses,
  used_count: d.usedCount,
});
/** What the audit log keeps of a code's terms. */
const termsOf = (d: ReturnType<typeof discountView>) => ({
  code: d.code,
  kind: d.kind,
  value: d.value,
  max_discount: d.max_discount,
  min_total: d.min_total,
  starts_at: d.starts_at,
  expires_at: d.expires_at,
  once_per_member: d.once_per_member,
  max_uses: d.max_uses,
});

const shippingView = (t: typeof transmits.$inferSelect, lang: 'fa' | 'en') => ({
  id: t.id,
  kind: t.kind,
  title: lang === 'fa' ? t.titleFa : t.titleEn,
  price: t.price,
  free_over: t.freeOver,
  delivery_days_min: t.deliveryDaysMin,
  delivery_days_max: t.deliveryDaysMax,
  tracking_url: t.trackingUrl,
  active: t.status === 1,
});

/** The orders that used a code: the newest first, with their members and what the code took off. */
async function usesOf(db: Db, code: string) {
  const rows = await db
    .select({ id: orders.id, status: orders.status, discount: orders.discount, total: orders.total, created_at: orders.createdAt, member: { id: members.id, first_name: members.firstName, last_name: members.lastName, mobile: members.mobile } })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(orders.discountCode, code))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  return rows.map((r) => ({ ...r, number: orderNumber(r.id), created_at: r.created_at.toISOString(), member: { ...r.member, mobile: dialledMobile(r.member.mobile) } }));
}

export function deskSettingsRoutes() {
  const app = new Hono<AppEnv>();
  for (const path of ['/discounts', '/discounts/*', '/shipping', '/shipping/*']) app.use(path, requireStaff('admin'));

  app.get('/discounts', async (c) => {
    const rows = await c.var.db.select().from(discountCodes).orderBy(desc(discountCodes.startsAt), asc(discountCodes.id));
    return c.json(listBody(rows.map(discountView), rows.length, { limit: rows.length, offset: 0 }, []));
  });
  app.post('/discounts', async (c) => {
    const b = await parseBody(c, discountCreateBody);
    const made = await c.var.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(discountCodes)
        .values({ code: b.code, kind: b.kind, value: b.value, maxDiscount: b.max_discount, minTotal: b.min_total, startsAt: b.starts_at, expiresAt: b.expires_at, oncePerMember: b.once_per_member, maxUses: b.max_uses })
        .onConflictDoNothing({ target: discountCodes.code })
        .returning();
      if (!row) throw conflict('A discount code with these letters exists already', { field: 'code' });
      const view = discountView(row);
      await audit(tx, { staffId: c.var.staff.staffId, action: 'discount.add', subjectType: 'discount', subjectId: row.id, after: termsOf(view) });
      return view;
    });
    return c.json({ data: made }, 201);
  });
  app.put('/discounts/:id', async (c) => {
    const id = deskId(c);
    const b = await parseBody(c, discountChangeBody);
    const changed = await c.var.db.transaction(async (tx) => {
      const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
      if (!before) return null;
      const [after] = await tx
        .update(discountCodes)
        .set({ kind: b.kind, value: b.value, maxDiscount: b.max_discount, minTotal: b.min_total, startsAt: b.starts_at, expiresAt: b.expires_at, oncePerMember: b.once_per_member, maxUses: b.max_uses })
        .where(eq(discountCodes.id, id))
        .returning();
      const view = discountView(after!);
      await audit(tx, { staffId: c.var.staff.staffId, action: 'discount.change', subjectType: 'discount', subjectId: id, before: termsOf(discountView(before)), after: termsOf(view) });
      return view;
    });
    if (!changed) throw new ApiError(404, 'Discount code not found');
    return c.json({ data: changed });
  });
  /** Ends a code now (its orders keep it). */
  app.post('/discounts/:id/end', async (c) => {
    const id = deskId(c);
    const ended = await c.var.db.transaction(async (tx) => {
      const [after] = await tx
        .update(discountCodes)
        .set({ expiresAt: sql`least(coalesce(${discountCodes.expiresAt}, now()), now())` })
        .where(eq(discountCodes.id, id))
        .returning();
      if (!after) return null;
      await audit(tx, { staffId: c.var.staff.staffId, action: 'discount.end', subjectType: 'discount', subjectId: id, after: { expires_at: after.expiresAt?.toISOString() ?? null } });
      return discountView(after);
    });
    if (!ended) throw new ApiError(404, 'Discount code not found');
    return c.json({ data: ended });
  });
  app.get('/discounts/:id/uses', async (c) => {
    const [row] = await c.var.db.select().from(discountCodes).where(eq(discountCodes.id, deskId(c)));
    if (!row) throw new ApiError(404, 'Discount code not found');
    const uses = await usesOf(c.var.db, row.code);
    return c.json(listBody(uses, uses.length, { limit: 100, offset: 0 }, []));
  });

  app.get('/shipping', async (c) => {
    const lang = deskLang(c);
    const rows = await c.var.db.select().from(transmits).orderBy(asc(transmits.order), asc(transmits.id));
    return c.json({ data: rows.map((t) => shippingView(t, lang)) });
  });
  // A shipping price is in every checkout's answer and on the public shipping list.
  app.put('/shipping/:id', invalidatesPublicCache, async (c) => {
    const id = deskId(c);
    const lang = deskLang(c);
    const b = await parseBody(c, shippingChangeBody);
    const changed = await c.var.db.transaction(async (tx) => {
      const [before] = await tx.select().from(transmits).where(eq(transmits.id, id)).for('update');
      if (!before) return null;
      const [after] = await tx.update(transmits).set({ price: b.price, freeOver: b.free_over, trackingUrl: b.tracking_url }).where(eq(transmits.id, id)).returning();
      const was = shippingView(before, lang);
      const now = shippingView(after!, lang);
      await audit(tx, {
        staffId: c.var.staff.staffId,
        action: 'shipping.change',
        subjectType: 'shipping',
        subjectId: id,
        before: { price: was.price, free_over: was.free_over, tracking_url: was.tracking_url },
        after: { price: now.price, free_over: now.free_over, tracking_url: now.tracking_url },
      });
      return now;
    });
    if (!changed) throw new ApiError(404, 'Shipping method not found');
    c.set('changed', ['transmits']);
    return c.json({ data: changed });
  });
  return app;
}
