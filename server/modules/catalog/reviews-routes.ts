/** Review routes of spec §7: a product's reviews and one review (public), the member's own reviews. */
import { reviewListQuery, reviewSchema } from '../../../contract/catalog.ts';
import { memberRoutes, publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_REVIEW_SORT, getReview, listMemberReviews, listProductReviews } from './reviews-repo.ts';

/** Mounted before the products' `/products/:id` routes: `/products/reviews` is not a product. */
export const memberReviewsRoutes = () =>
  memberRoutes('reviews').list('/product/:lang/products/reviews', {
    summary: "The member's own reviews, published or waiting for moderation",
    query: reviewListQuery,
    item: reviewSchema,
    defaultSort: DEFAULT_REVIEW_SORT,
    load: (db, _lang, _filter, sort, page, { memberId }) => listMemberReviews(db, memberId, sort, page),
  }).app;

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
