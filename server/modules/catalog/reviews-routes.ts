/** Review routes of spec §7: a product's reviews and one review (public), the member's own reviews. */
import { myReviewListQuery, reviewBody, reviewDeletedSchema, reviewListQuery, reviewSchema } from '../../../contract/catalog.ts';
import { detailResponse } from '../../../contract/common.ts';
import { ApiError } from '../../http/errors.ts';
import { memberRoutes, publicRoutes } from '../../http/api-router.ts';
import { addReview, DEFAULT_REVIEW_SORT, deleteReview, getReview, listMemberReviews, listProductReviews } from './reviews-repo.ts';

/** Mounted before the products' `/products/:id` routes: `/products/reviews` is not a product. */
export const memberReviewsRoutes = () =>
  memberRoutes('reviews')
    .list('/product/:lang/products/reviews', {
      summary: "The member's own reviews, published or waiting for moderation",
      query: myReviewListQuery,
      item: reviewSchema,
      defaultSort: DEFAULT_REVIEW_SORT,
      load: (db, _lang, filter, sort, page, { memberId }) => listMemberReviews(db, memberId, filter.product_id ?? null, sort, page),
    })
    .delete('/product/:lang/products/reviews/:id', { summary: 'Delete one of the member’s own reviews', response: detailResponse(reviewDeletedSchema), errors: [404, 429], invalidates: true, limit: 'review' }, async (c, { params, scope }) => {
      const id = params.id as number;
      if (!(await deleteReview(c.var.db, id, scope.memberId))) throw new ApiError(404, `Review ${id} not found`);
      // The product pages that list reviews; the database's notice names the product for the rest.
      c.set('changed', ['reviews']);
      return c.json({ data: { id, deleted: true } });
    })
    .post(
      '/product/:lang/products/:id/addreview',
      {
        summary: 'Review a product, or reply to one of its reviews (parent_id)',
        description: 'Pending until moderation publishes it (REVIEW_MODERATION, off in demo mode: published at once); its author sees it meanwhile in their reviews.',
        body: reviewBody,
        response: detailResponse(reviewSchema),
        status: 201,
        errors: [404, 422, 429],
        invalidates: true,
        limit: 'review',
      },
      async (c, { lang, body, params, scope }) => {
        const review = await addReview(c.var.db, lang, params.id as number, body, scope.memberId, !c.var.config.reviewModeration);
        if (!review) throw new ApiError(404, `Product ${params.id as number} not found`);
        // Published at once: that product's pages change; waiting for moderation: no public page does.
        c.set('changed', c.var.config.reviewModeration ? [] : [`product:${params.id as number}`]);
        return c.json({ data: review }, 201);
      },
    ).app;

export const reviewsRoutes = () =>
  publicRoutes('reviews')
    .list('/product/:lang/products/:id/reviews', {
      summary: "A product's published reviews",
      query: reviewListQuery,
      item: reviewSchema,
      defaultSort: DEFAULT_REVIEW_SORT,
      errors: [404],
      load: (db, _lang, _filter, sort, page, _scope, { id }) => listProductReviews(db, id as number, sort, page),
      missing: (c) => `Product ${c.req.param('id')} not found`,
    })
    .detail('/review/:lang/reviews/:id', { summary: 'A review', item: reviewSchema, what: 'Review', load: (db, _lang, id) => getReview(db, id) }).app;
