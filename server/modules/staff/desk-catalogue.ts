/**
 * The catalogue team's prices and stock (issue 28 §4): find a product by code or title, change its
 * price, its price with guarantee and its stock, each change in the audit log (the product's
 * history) and dropping exactly the public pages it affects. A stock figure is set against the one
 * the screen showed: an order that took stock meanwhile makes it a 409, never a lost sale.
 */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { invalidatesPublicCache } from '../../cache/response-cache.ts';
import { products } from '../../db/schema.ts';
import { conflict } from '../../domain-error.ts';
import { ApiError } from '../../http/errors.ts';
import { likePattern, listBody } from '../../http/listing.ts';
import { parseBody } from '../../http/validate.ts';
import { audit, listAudit } from './audit.ts';
import { deskId, requireStaff } from './desk-routes.ts';

const rial = z.number().int().min(0).max(1e13);
export const deskProductChangeBody = z
  .object({
    price: rial,
    price_with_guarantee: rial.nullable(),
    stock: z.number().int().min(0).max(1_000_000),
    /** The stock the screen showed: the change is refused if orders moved it meanwhile. */
    stock_was: z.number().int().min(0).max(1_000_000),
  })
  .refine((b) => b.price_with_guarantee === null || b.price_with_guarantee >= b.price, { message: 'the price with guarantee is not below the price', path: ['price_with_guarantee'] });

const view = (p: typeof products.$inferSelect) => ({ id: p.id, code: p.code, title_fa: p.titleFa, title_en: p.titleEn, price: p.price, price_with_guarantee: p.priceWithGuarantee, stock: p.stock });

export function deskCatalogueRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/products', requireStaff('catalogue'));
  app.use('/products/*', requireStaff('catalogue'));
  app.get('/products', async (c) => {
    const q = (c.req.query('q') ?? '').trim().slice(0, 60);
    const like = likePattern(q);
    const rows = await c.var.db
      .select()
      .from(products)
      .where(q ? or(ilike(products.code, like), ilike(products.titleFa, like), ilike(products.titleEn, like), /^\d+$/.test(q) && Number(q) <= 2_147_483_647 ? eq(products.id, Number(q)) : undefined) : undefined)
      .orderBy(asc(products.id))
      .limit(30);
    return c.json(listBody(rows.map(view), rows.length, { limit: 30, offset: 0 }, []));
  });
  app.get('/products/:id/history', async (c) => {
    const found = await listAudit(c.var.db, { subject_type: 'product', subject_id: String(deskId(c)) }, { limit: 50, offset: 0 });
    return c.json(listBody(found.items, found.total, { limit: 50, offset: 0 }, []));
  });
  app.put('/products/:id', invalidatesPublicCache, async (c) => {
    const id = deskId(c);
    const body = await parseBody(c, deskProductChangeBody);
    const changed = await c.var.db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) return null;
      if (before.stock !== body.stock_was) throw conflict('The stock changed since you opened the product (orders took or returned some): look again', { reason: 'stale', stock: before.stock });
      // The figures it already has: nothing to write, to record or to drop.
      if (before.price === body.price && before.priceWithGuarantee === body.price_with_guarantee && before.stock === body.stock) return { now: view(before), moved: false };
      const [after] = await tx
        .update(products)
        .set({ price: body.price, priceWithGuarantee: body.price_with_guarantee, stock: body.stock })
        .where(and(eq(products.id, id), sql`${products.stock} = ${body.stock_was}`))
        .returning();
      const was = view(before);
      const now = view(after!);
      await audit(tx, {
        staffId: c.var.staff.staffId,
        action: 'product.change',
        subjectType: 'product',
        subjectId: id,
        before: { price: was.price, price_with_guarantee: was.price_with_guarantee, stock: was.stock },
        after: { price: now.price, price_with_guarantee: now.price_with_guarantee, stock: now.stock },
      });
      return { now, moved: true };
    });
    if (!changed) throw new ApiError(404, 'Product not found');
    // The product's own pages, and the lists it is in (a price orders them; stock moves it in or out of "in stock").
    // The same figures again drop nothing.
    c.set('changed', changed.moved ? ['products', `product:${id}`] : []);
    return c.json({ data: changed.now });
  });
  return app;
}
