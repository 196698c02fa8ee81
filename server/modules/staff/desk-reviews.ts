/**
 * Moderators' reviews (issue 28 §3): the queue of reviews waiting (REVIEW_MODERATION), each with
 * its product and its author's other reviews; published (the product's pages show it at once) or
 * rejected with a reason (told to the author, shown in their reviews). A published review can be
 * taken down the same way. Each decision is one conditional change with its audit entry and the
 * author's notice in the same transaction: of two moderators deciding at once, one decides; the
 * other is told what was decided.
 */
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { invalidatesPublicCache } from '../../cache/response-cache.ts';
import type { Db } from '../../db/create-db.ts';
import { members, products, reviews } from '../../db/schema.ts';
import { conflict } from '../../domain-error.ts';
import { ApiError } from '../../http/errors.ts';
import { listBody } from '../../http/listing.ts';
import { parseBody } from '../../http/validate.ts';
import { REVIEW_STATUS } from '../catalog/reviews-repo.ts';
import { recordNotice } from '../notify/notices.ts';
import { audit } from './audit.ts';
import { deskId, deskQuery, requireStaff } from './desk-routes.ts';

const STATUS_NAMES = ['pending', 'published', 'rejected'] as const;
type StatusName = (typeof STATUS_NAMES)[number];
const statusName = (s: number): StatusName => (s === REVIEW_STATUS.published ? 'published' : s === REVIEW_STATUS.rejected ? 'rejected' : 'pending');

export const deskReviewsQuery = z.object({
  status: z.enum(STATUS_NAMES).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const deskRejectBody = z.object({ reason: z.string().trim().min(2).max(300) });

const columns = {
  id: reviews.id,
  status: reviews.status,
  rate: reviews.rate,
  description: reviews.description,
  lang: reviews.lang,
  author_name: reviews.authorName,
  parent_id: reviews.parentId,
  reject_reason: reviews.rejectReason,
  created_at: reviews.createdAt,
  moderated_at: reviews.moderatedAt,
  product: { id: products.id, code: products.code, title_fa: products.titleFa, title_en: products.titleEn },
  member_id: reviews.memberId,
};
/** Reviews with their products, as the desk reads them. */
const withProducts = (db: Db) => db.select(columns).from(reviews).innerJoin(products, eq(products.id, reviews.productId));
type Selected = Awaited<ReturnType<typeof withProducts>>[number];
const view = (r: Selected) => ({ ...r, status: statusName(r.status), created_at: r.created_at.toISOString(), moderated_at: r.moderated_at?.toISOString() ?? null });

export async function listDeskReviews(db: Db, f: z.infer<typeof deskReviewsQuery>) {
  const where = eq(reviews.status, REVIEW_STATUS[f.status]);
  const [rows, [total]] = await Promise.all([
    withProducts(db)
      .where(where)
      // The queue: the longest waiting first; what was decided: the latest decision first.
      .orderBy(...(f.status === 'pending' ? [asc(reviews.createdAt)] : [sql`${reviews.moderatedAt} desc nulls last`, desc(reviews.createdAt)]), asc(reviews.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { items: rows.map(view), total: Number(total?.n ?? 0) };
}

/** One review for a moderator: its product, its author (as a member) and the author's other reviews. */
export async function getDeskReview(db: Db, id: number) {
  const [row] = await withProducts(db).where(eq(reviews.id, id));
  if (!row) return null;
  const memberId = row.member_id;
  const [author] = memberId === null ? [] : await db.select({ id: members.id, first_name: members.firstName, last_name: members.lastName }).from(members).where(eq(members.id, memberId));
  const others =
    memberId === null
      ? []
      : await withProducts(db)
          .where(and(eq(reviews.memberId, memberId), ne(reviews.id, id)))
          .orderBy(desc(reviews.createdAt))
          .limit(10);
  return { ...view(row), author: author ?? null, others: others.map(view) };
}

/**
 * Publishes or rejects a review: one locked read and one update, with the audit entry and the
 * author's notice, in one transaction. Any status may change to another (a rejected review may
 * be published after all; a published one taken down); deciding what is already so is a 409.
 */
async function decide(db: Db, id: number, to: 'published' | 'rejected', staffId: number, reason: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) return null;
    const target = REVIEW_STATUS[to];
    if (before.status === target) throw conflict(`This review is already ${to}`, { reason: 'decided', status: to });
    const [after] = await tx
      .update(reviews)
      .set({ status: target, rejectReason: reason, moderatedAt: new Date() })
      .where(and(eq(reviews.id, id), eq(reviews.status, before.status)))
      .returning();
    await audit(tx, {
      staffId,
      action: to === 'published' ? 'review.publish' : 'review.reject',
      subjectType: 'review',
      subjectId: id,
      before: { status: statusName(before.status) },
      after: { status: to, ...(reason ? { reason } : {}) },
    });
    // The author is told: of a rejection always (with the reason); of a publication when they asked to be (spec: alert_published).
    if (after!.memberId !== null && (to === 'rejected' || after!.alertPublished)) {
      await recordNotice(tx, {
        memberId: after!.memberId,
        kind: to === 'published' ? 'review_published' : 'review_rejected',
        subjectId: id,
        data: { lang: after!.lang, product_id: after!.productId, review_id: id, ...(reason ? { reason } : {}) },
      });
    }
    return { before: statusName(before.status), productId: after!.productId };
  });
}

export function deskReviewRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/reviews', requireStaff('moderator'));
  app.use('/reviews/*', requireStaff('moderator'));
  app.get('/reviews', async (c) => {
    const q = deskQuery(c, deskReviewsQuery);
    const found = await listDeskReviews(c.var.db, q);
    return c.json(listBody(found.items, found.total, { limit: q.limit, offset: q.offset }, []));
  });
  app.get('/reviews/:id', async (c) => {
    const review = await getDeskReview(c.var.db, deskId(c));
    if (!review) throw new ApiError(404, 'Review not found');
    return c.json({ data: review });
  });
  // A decision changes what the product's pages show (published, or taken down).
  app.post('/reviews/:id/publish', invalidatesPublicCache, async (c) => {
    const id = deskId(c);
    const done = await decide(c.var.db, id, 'published', c.var.staff.staffId, null);
    if (!done) throw new ApiError(404, 'Review not found');
    c.set('changed', ['reviews', `product:${done.productId}`]);
    return c.json({ data: await getDeskReview(c.var.db, id) });
  });
  app.post('/reviews/:id/reject', invalidatesPublicCache, async (c) => {
    const id = deskId(c);
    const body = await parseBody(c, deskRejectBody);
    const done = await decide(c.var.db, id, 'rejected', c.var.staff.staffId, body.reason);
    if (!done) throw new ApiError(404, 'Review not found');
    c.set('changed', done.before === 'published' ? ['reviews', `product:${done.productId}`] : []);
    return c.json({ data: await getDeskReview(c.var.db, id) });
  });
  return app;
}
