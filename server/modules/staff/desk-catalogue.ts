/**
 * The catalogue team's prices and stock (issue 28 §4), lots and documents (issue 31 §4): find a product by code or title, change its
 * price, its price with guarantee, its stock and whether value-added tax applies, each change in the audit log (the product's
 * history) and dropping exactly the public pages it affects. A stock figure is set against the one
 * the screen showed: an order that took stock meanwhile makes it a 409, never a lost sale.
 */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { invalidatesPublicCache } from '../../cache/response-cache.ts';
import { productDocuments, productLots, products } from '../../db/schema.ts';
import { conflict, refused } from '../../domain-error.ts';
import { ApiError } from '../../http/errors.ts';
import { likePattern, listBody } from '../../http/listing.ts';
import { isMultipart, parseBody } from '../../http/validate.ts';
import { audit, listAudit } from './audit.ts';
import { tellBackInStock } from '../member/stock-alerts.ts';
import { deskId, requireStaff } from './desk-routes.ts';
import type { DeskLot, DeskProductDocument } from '../../../contract/staff.ts';
import { isoDate, packSchema, priceTierSchema } from '../../../contract/catalog.ts';
import { MAX_PACK_SIZE, MAX_PRICE_TIERS, termsProblem, type TermsProblem } from '../../../shared/pack-pricing.ts';
import { unitTermsOf } from '../catalog/products-repo.ts';
import { DOCUMENT_FILE_FIELD, DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, LANGS, LOT_NUMBER, type DocumentKind } from '../../../contract/constants.ts';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { keepDocumentFile } from '../catalog/document-files.ts';
import { formOf } from '../ticketing/incoming-files.ts';

const rial = z.number().int().min(0).max(1e13);
export const deskProductChangeBody = z
  .object({
    price: rial,
    price_with_guarantee: rial.nullable(),
    stock: z.number().int().min(0).max(1_000_000),
    /** The stock the screen showed: the change is refused if orders moved it meanwhile. */
    stock_was: z.number().int().min(0).max(1_000_000),
    /** Whether value-added tax applies (issue 31 §2); left as it is when not sent. */
    taxable: z.boolean().optional(),
    /** Sold by the box too (issue 31 §5), or null: by the unit only; left as it is when not sent. */
    pack: packSchema.nullable().optional(),
    /** A lower unit price from a number of units, ascending (issue 31 §5); left as they are when not sent. */
    price_tiers: z.array(priceTierSchema).max(MAX_PRICE_TIERS).optional(),
  })
  .refine((b) => b.price_with_guarantee === null || b.price_with_guarantee >= b.price, { message: 'the price with guarantee is not below the price', path: ['price_with_guarantee'] });

const units = z.number().int().min(0).max(1_000_000);
/** A lot as printed on the box (GS1's AI 10: 1 to 20 printable ASCII characters), its expiry, and the units of it in stock. */
export const deskLotBody = z.object({
  lot: z.string().trim().regex(LOT_NUMBER, 'the lot as printed on the box: 1 to 20 letters, digits or signs, no spaces'),
  expires_on: isoDate,
  quantity: units,
});
/** A lot's units in stock, set against the figure the screen showed. */
export const deskLotChangeBody = z.object({ quantity: units, quantity_was: units });

/** A document's kind, language, titles (both) and the day it was issued or revised. */
export const deskDocumentBody = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  lang: z.enum(LANGS),
  title_fa: z.string().trim().min(2).max(200),
  title_en: z.string().trim().min(2).max(200),
  issued_on: isoDate,
});
const documentView = (d: typeof productDocuments.$inferSelect): DeskProductDocument => ({
  id: d.id,
  kind: d.kind as DocumentKind,
  lang: d.lang === 'en' ? 'en' : 'fa',
  title_fa: d.titleFa,
  title_en: d.titleEn,
  issued_on: d.issuedOn,
  url: d.url,
  bytes: d.bytes,
});

const lotView = (l: typeof productLots.$inferSelect): DeskLot => ({ id: l.id, lot: l.lot, expires_on: l.expiresOn, quantity: l.quantity });

const view = (p: typeof products.$inferSelect) => ({
  id: p.id,
  code: p.code,
  title_fa: p.titleFa,
  title_en: p.titleEn,
  price: p.price,
  price_with_guarantee: p.priceWithGuarantee,
  stock: p.stock,
  gtin: p.gtin,
  taxable: p.taxable,
  ...unitTermsOf(p),
});

/** Why the desk refuses a box or tiers, in words (shared/pack-pricing.ts termsProblem). */
const TERMS_REFUSAL: Record<TermsProblem, { field: string; message: string }> = {
  pack_size: { field: 'pack.size', message: `A box holds 2 to ${MAX_PACK_SIZE} units` },
  pack_price: { field: 'pack.price', message: 'A box costs less than its units bought one by one' },
  tier_from: { field: 'price_tiers', message: 'A tier starts from 2 units or more' },
  tier_price: { field: 'price_tiers', message: 'A tier’s unit price is below the price' },
  tier_order: { field: 'price_tiers', message: 'Each tier starts from more units than the last, at a lower unit price' },
  too_many_tiers: { field: 'price_tiers', message: `At most ${MAX_PRICE_TIERS} tiers` },
};
const sameTerms = (a: ReturnType<typeof unitTermsOf>, b: ReturnType<typeof unitTermsOf>) => JSON.stringify([a.pack, a.price_tiers]) === JSON.stringify([b.pack, b.price_tiers]);

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
      const taxable = body.taxable ?? before.taxable;
      const was = view(before);
      const terms = { pack: body.pack === undefined ? was.pack : body.pack, price_tiers: body.price_tiers ?? was.price_tiers };
      const problem = termsProblem({ price: body.price, ...terms });
      if (problem) throw refused(TERMS_REFUSAL[problem].message, { field: TERMS_REFUSAL[problem].field, reason: problem });
      if (before.price === body.price && before.priceWithGuarantee === body.price_with_guarantee && before.stock === body.stock && before.taxable === taxable && sameTerms(was, terms)) {
        return { now: was, moved: false, wasOut: false };
      }
      const [after] = await tx
        .update(products)
        .set({ price: body.price, priceWithGuarantee: body.price_with_guarantee, stock: body.stock, taxable, packSize: terms.pack?.size ?? null, packPrice: terms.pack?.price ?? null, priceTiers: terms.price_tiers })
        .where(and(eq(products.id, id), sql`${products.stock} = ${body.stock_was}`))
        .returning();
      const now = view(after!);
      await audit(tx, {
        staffId: c.var.staff.staffId,
        action: 'product.change',
        subjectType: 'product',
        subjectId: id,
        before: { price: was.price, price_with_guarantee: was.price_with_guarantee, stock: was.stock, taxable: was.taxable, pack: was.pack, price_tiers: was.price_tiers },
        after: { price: now.price, price_with_guarantee: now.price_with_guarantee, stock: now.stock, taxable: now.taxable, pack: now.pack, price_tiers: now.price_tiers },
      });
      return { now, moved: true, wasOut: before.stock === 0 };
    });
    if (!changed) throw new ApiError(404, 'Product not found');
    // Back on the shelf: the members waiting for it are told now (the order jobs would on their next pass).
    if (changed.wasOut && changed.now.stock > 0) await tellBackInStock(c.var.db, c.var.config.publicUrl);
    // The product's own pages, and the lists it is in (a price orders them; stock moves it in or out of "in stock").
    // The same figures again drop nothing.
    c.set('changed', changed.moved ? ['products', `product:${id}`] : []);
    return c.json({ data: changed.now });
  });
  app.get('/products/:id/lots', async (c) => {
    const id = deskId(c);
    const rows = await c.var.db.select().from(productLots).where(eq(productLots.productId, id)).orderBy(asc(productLots.expiresOn), asc(productLots.id));
    return c.json({ data: rows.map(lotView) });
  });
  // A lot recorded from its boxes. The same lot twice is one record (the unique key decides, under any concurrency).
  app.post('/products/:id/lots', invalidatesPublicCache, async (c) => {
    const id = deskId(c);
    const body = await parseBody(c, deskLotBody);
    const added = await c.var.db.transaction(async (tx) => {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
      if (!product) return null;
      const [row] = await tx.insert(productLots).values({ productId: id, lot: body.lot, expiresOn: body.expires_on, quantity: body.quantity }).onConflictDoNothing().returning();
      if (!row) throw conflict(`Lot ${body.lot} of this product is recorded already: change its units instead`, { reason: 'exists' });
      await audit(tx, { staffId: c.var.staff.staffId, action: 'product.lot.add', subjectType: 'product', subjectId: id, before: null, after: { lot: row.lot, expires_on: row.expiresOn, quantity: row.quantity } });
      return lotView(row);
    });
    if (!added) throw new ApiError(404, 'Product not found');
    c.set('changed', [`product:${id}`]);
    return c.json({ data: added }, 201);
  });
  // A lot's units in stock (boxes counted, sent or written off), against the figure the screen showed.
  app.put('/products/:id/lots/:lotId', invalidatesPublicCache, async (c) => {
    const id = deskId(c);
    const lotId = deskId(c, 'lotId');
    const body = await parseBody(c, deskLotChangeBody);
    const changed = await c.var.db.transaction(async (tx) => {
      const [before] = await tx.select().from(productLots).where(and(eq(productLots.id, lotId), eq(productLots.productId, id))).for('update');
      if (!before) return null;
      if (before.quantity !== body.quantity_was) throw conflict('The units of this lot changed since you opened it: look again', { reason: 'stale', quantity: before.quantity });
      if (before.quantity === body.quantity) return lotView(before);
      const [after] = await tx.update(productLots).set({ quantity: body.quantity, updatedAt: new Date() }).where(eq(productLots.id, lotId)).returning();
      await audit(tx, { staffId: c.var.staff.staffId, action: 'product.lot.change', subjectType: 'product', subjectId: id, before: { lot: before.lot, quantity: before.quantity }, after: { lot: after!.lot, quantity: after!.quantity } });
      return lotView(after!);
    });
    if (!changed) throw new ApiError(404, 'Lot not found');
    c.set('changed', [`product:${id}`]);
    return c.json({ data: changed });
  });
  // The documents a product carries (issue 31 §4): instructions for use, certificates, datasheets.
  app.get('/products/:id/documents', async (c) => {
    const rows = await c.var.db.select().from(productDocuments).where(eq(productDocuments.productId, deskId(c))).orderBy(asc(productDocuments.kind), asc(productDocuments.lang), asc(productDocuments.id));
    return c.json({ data: rows.map(documentView) });
  });
  // A PDF uploaded with its kind, language, titles and date: multipart, its fields as JSON in "payload", the file in "file".
  app.post('/products/:id/documents', invalidatesPublicCache, async (c) => {
    const id = deskId(c);
    const body = await parseBody(c, deskDocumentBody, { multipart: true });
    const data = await uploadedPdf(c);
    const added = await c.var.db.transaction(async (tx) => {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
      if (!product) return null;
      const url = await keepDocumentFile(tx, data);
      const [row] = await tx
        .insert(productDocuments)
        .values({ productId: id, kind: body.kind, lang: body.lang, titleFa: body.title_fa, titleEn: body.title_en, issuedOn: body.issued_on, url, bytes: data.length })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict('This product carries this file already', { reason: 'exists' });
      await audit(tx, { staffId: c.var.staff.staffId, action: 'product.document.add', subjectType: 'product', subjectId: id, before: null, after: { kind: row.kind, lang: row.lang, title_en: row.titleEn, issued_on: row.issuedOn, url } });
      return documentView(row);
    });
    if (!added) throw new ApiError(404, 'Product not found');
    c.set('changed', [`product:${id}`]);
    return c.json({ data: added }, 201);
  });
  app.delete('/products/:id/documents/:documentId', invalidatesPublicCache, async (c) => {
    const id = deskId(c);
    const documentId = deskId(c, 'documentId');
    const removed = await c.var.db.transaction(async (tx) => {
      const [row] = await tx.delete(productDocuments).where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, id))).returning();
      if (!row) return null;
      await audit(tx, { staffId: c.var.staff.staffId, action: 'product.document.remove', subjectType: 'product', subjectId: id, before: { kind: row.kind, lang: row.lang, title_en: row.titleEn, url: row.url }, after: null });
      return documentView(row);
    });
    if (!removed) throw new ApiError(404, 'Document not found');
    c.set('changed', [`product:${id}`]);
    return c.json({ data: removed });
  });
  return app;
}

/** The uploaded PDF: one, at most DOCUMENT_MAX_BYTES, a PDF by its content (not its name). */
async function uploadedPdf(c: Context<AppEnv>): Promise<Buffer> {
  if (!isMultipart(c)) throw new ApiError(400, `Send the document as multipart/form-data, its PDF in the field "${DOCUMENT_FILE_FIELD}"`);
  const part = (await formOf(c)).get(DOCUMENT_FILE_FIELD);
  if (!part || typeof part === 'string') throw new ApiError(400, `No file in the field "${DOCUMENT_FILE_FIELD}"`, [{ field: DOCUMENT_FILE_FIELD, message: 'required' }]);
  if (part.size > DOCUMENT_MAX_BYTES) throw new ApiError(413, `"${part.name}" is larger than 10 MB`, { reason: 'too_large', max_bytes: DOCUMENT_MAX_BYTES });
  const data = Buffer.from(await part.arrayBuffer());
  if ((await fileTypeFromBuffer(data))?.mime !== 'application/pdf') throw new ApiError(400, `"${part.name}" is not a PDF`, [{ field: DOCUMENT_FILE_FIELD, message: 'not a PDF' }]);
  return data;
}
