/** Product reviews: a product's published reviews, one review, and a member's own reviews. */
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSort } from '../../../contract/common.ts';
import { reviewListQuery, type Review, type reviewBody } from '../../../contract/catalog.ts';
import type { Db } from '../../db/create-db.ts';
import { members, products, reviews } from '../../db/schema.ts';
import { refused } from '../../domain-error.ts';
import { orderBy, paged } from '../../http/listing.ts';

export type ReviewSort = ListSort<typeof reviewListQuery>;
export const DEFAULT_REVIEW_SORT: ReviewSort = [{ column: 'created_at', ascending: false }];

function toReview(r: typeof reviews.$inferSelect): Review {
  return {
    id: r.id,
    product_id: r.productId,
    author_name: r.authorName,
    description: r.description,
    rate: r.rate,
    parent_id: r.parentId,
    lang: r.lang,
    status: r.status === REVIEW_STATUS.published ? 'published' : r.status === REVIEW_STATUS.rejected ? 'rejected' : 'pending',
    created_at: r.createdAt.toISOString(),
  };
}

/** `reviews.status`: what the public sees (published), what waits for a moderator, what one rejected. */
export const REVIEW_STATUS = { pending: 0, published: 1, rejected: 2 } as const;

/** A member's own review, with why it was rejected (never on the public pages). */
const toOwnReview = (r: typeof reviews.$inferSelect): Review => ({ ...toReview(r), reject_reason: r.rejectReason });

/** Published reviews of a product (both languages), or null when the product does not exist. */
export async function listProductReviews(
  db: Db,
  productId: number,
  sort: ReviewSort,
  page: { limit: number; offset: number },
): Promise<{ items: Review[]; total: number } | null> {
  const [exists] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.status, 1)));
  if (!exists) return null;
  const where = and(eq(reviews.productId, productId), eq(reviews.status, 1));
  const columns = { id: reviews.id, rate: reviews.rate, created_at: reviews.createdAt };
  const { rows, total } = await paged(
    db.select().from(reviews).where(where).orderBy(...orderBy(sort, columns, reviews.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  );
  return { items: rows.map(toReview), total };
}

export async function getReview(db: Db, id: number): Promise<Review | null> {
  const [row] = await db.select().from(reviews).where(and(eq(reviews.id, id), eq(reviews.status, 1)));
  return row ? toReview(row) : null;
}

/** The member's own reviews (published or waiting for moderation), newest first by default. */
export async function listMemberReviews(
  db: Db,
  memberId: number,
  productId: number | null,
  sort: ReviewSort,
  page: { limit: number; offset: number },
): Promise<{ items: Review[]; total: number }> {
  const where = productId === null ? eq(reviews.memberId, memberId) : and(eq(reviews.memberId, memberId), eq(reviews.productId, productId));
  const columns = { id: reviews.id, rate: reviews.rate, created_at: reviews.createdAt };
  const { rows, total } = await paged(
    db.select().from(reviews).where(where).orderBy(...orderBy(sort, columns, reviews.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  );
  return { items: rows.map(toOwnReview), total };
}

export type ReviewInput = z.output<typeof reviewBody>;

/**
 * A member's review of a product (or a reply to one of its reviews), in the page's language.
 * Published at once when `publish` (demo mode), else pending: its author sees it at once either way.
 */
export async function addReview(db: Db, lang: string, productId: number, input: ReviewInput, memberId: number, publish: boolean): Promise<Review | null> {
  const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.status, 1)));
  if (!product) return null;
  if (input.parent_id !== null) {
    const [parent] = await db.select({ productId: reviews.productId }).from(reviews).where(and(eq(reviews.id, input.parent_id), eq(reviews.status, 1)));
    if (!parent || parent.productId !== productId) throw refused('parent_id is not a review of this product', [{ field: 'parent_id', message: 'not a review of this product' }]);
  }
  const [member] = await db.select({ first: members.firstName, last: members.lastName }).from(members).where(eq(members.id, memberId));
  // The name shown: the first name and the last name's initial.
  const authorName = member ? `${member.first} ${member.last.slice(0, 1)}.`.trim() : '';
  const [row] = await db
    .insert(reviews)
    .values({ productId, memberId, authorName, lang, description: input.description, rate: input.rate, parentId: input.parent_id, status: publish ? REVIEW_STATUS.published : REVIEW_STATUS.pending, alertPublished: input.alert_published })
    .returning();
  return toReview(row!);
}

/** Deletes one of the member's own reviews; false when it is not theirs (or not there). */
export async function deleteReview(db: Db, id: number, memberId: number): Promise<boolean> {
  return (await db.delete(reviews).where(and(eq(reviews.id, id), eq(reviews.memberId, memberId))).returning({ id: reviews.id })).length > 0;
}
