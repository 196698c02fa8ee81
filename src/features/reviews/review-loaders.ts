/** The member's reviews: from the server, or offline from this device's copy, dated; and deleting one. */
import type { Review } from '../../../contract/catalog.ts';
import { config } from '../../device/config.ts';
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import { memberCall } from '../session/member-call.ts';
import { sessionSettled } from '../session/session-view.ts';

export const loadMyReviews = (locale: Locale, page: number) =>
  readThrough(`reviews:${locale}:${page}`, () =>
    memberCall('reviews.mine', { params: { lang: locale }, query: { limit: config.pageSize, offset: (page - 1) * config.pageSize } }),
  );

/** The member's reviews of one product still waiting for moderation: its page shows them to their author only. */
export async function loadMyPendingReviews(locale: Locale, productId: number): Promise<Review[]> {
  // The form shows from the member's saved view at once; the server is asked once the session is live.
  if ((await sessionSettled()).status !== 'signedIn') return [];
  const { data } = await memberCall('reviews.mine', { params: { lang: locale }, query: { product_id: productId, limit: 100 } });
  return data.filter((r) => r.status === 'pending');
}

/** Deletes one of the member's own reviews (online only: the page says so offline). */
export async function deleteMyReview(locale: Locale, id: number): Promise<void> {
  await memberCall('reviews.delete', { params: { lang: locale, id } });
}
