/** Product reviews: a product's published reviews, one review, and a member's own reviews. */
import { and, count, eq } from 'drizzle-orm';
import type { ListSort } from '../../../contract/common.ts';
import { reviewListQuery, type Review } from '../../../contract/catalog.ts';
import type { Db } from '../../db/create-db.ts';
import { products, reviews } from '../../db/schema.ts';
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
    created_at: r.createdAt.toISOString(),
  };
}

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
  sort: ReviewSort,
  page: { limit: number; offset: number },
): Promise<{ items: Review[]; total: number }> {
  const where = eq(reviews.memberId, memberId);
  const columns = { id: reviews.id, rate: reviews.rate, created_at: reviews.createdAt };
  const { rows, total } = await paged(
    db.select().from(reviews).where(where).orderBy(...orderBy(sort, columns, reviews.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  );
  return { items: rows.map(toReview), total };
}
