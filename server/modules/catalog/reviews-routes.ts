/** Review routes of spec §7: a product's reviews and one review (public), the member's own reviews. */
import { ApiError } from '../../http/errors.ts';
import { memberRoutes, publicRoutes } from '../../http/api-router.ts';
import { addReview, DEFAULT_REVIEW_SORT, deleteReview, getReview, listMemberReviews, listProductReviews } from './reviews-repo.ts';

/** Mounted before the products' `/products/:id` routes: `/products/reviews` is not a product. */
export const memberReviewsRoutes = () =>
  memberRoutes('reviews')
    .list('reviews.mine', {
      summary: "The member's own reviews, published or waiting for moderation",
      defaultSort: DEFAULT_REVIEW_SORT,
      load: (db, _lang, filter, sort, page, { memberId }) => listMemberReviews(db, memberId, filter.product_id ?? null, sort, page),
    })
    .route('reviews.delete', { summary: 'Delete one of the member’s own reviews', errors: [404, 429], invalidates: true, limit: 'review' }, async (c, { params: { id }, scope }) => {
      if (!(await deleteReview(c.var.db, id, scope.memberId))) throw new ApiError(404, `Review ${id} not found`);
      // The product pages that list reviews; the database's notice names the product for the rest.
      c.set('changed', ['reviews']);
      return { data: { id, deleted: true as const } };
    })
    .route(
      'reviews.add',
      {
        summary: 'Review a product, or reply to one of its reviews (parent_id)',
        description: 'Pending until moderation publishes it (REVIEW_MODERATION, off in demo mode: published at once); its author sees it meanwhile in their reviews.',
        errors: [404, 422, 429],
        invalidates: true,
        limit: 'review',
      },
      async (c, { lang, body, params: { id }, scope }) => {
        const review = await addReview(c.var.db, lang, id, body, scope.memberId, !c.var.config.reviewModeration);
        if (!review) throw new ApiError(404, `Product ${id} not found`);
        // Published at once: that product's pages change; waiting for moderation: no public page does.
        c.set('changed', c.var.config.reviewModeration ? [] : [`product:${id}`]);
        return { data: review };
      },
    ).app;

export const reviewsRoutes = () =>
  publicRoutes('reviews')
    .list('products.reviews', {
      summary: "A product's published reviews",
      defaultSort: DEFAULT_REVIEW_SORT,
      errors: [404],
      load: (db, _lang, _filter, sort, page, _scope, { id }) => listProductReviews(db, id, sort, page),
      missing: (c) => `Product ${c.req.param('id')} not found`,
    })
    .detail('reviews.get', { summary: 'A review', what: 'Review', load: (db, _lang, id) => getReview(db, id) }).app;
