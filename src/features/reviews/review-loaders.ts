/** The member's reviews: from the server, or offline from this device's copy, dated. */
import type { Review } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import { config } from '../../config.ts';
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import { memberGet } from '../session/member-call.ts';
import { sessionSettled } from '../session/session-view.ts';

export const loadMyReviews = (locale: Locale, page: number) =>
  readThrough(`reviews:${locale}:${page}`, () =>
    memberGet<ListResponse<Review>>(`/v1/product/${locale}/products/reviews`, { limit: config.pageSize, offset: (page - 1) * config.pageSize }),
  );

/** The member's reviews of one product still waiting for moderation: its page shows them to their author only. */
export async function loadMyPendingReviews(locale: Locale, productId: number): Promise<Review[]> {
  // The form shows from the member's saved view at once; the server is asked once the session is live.
  if ((await sessionSettled()).status !== 'signedIn') return [];
  const { data } = await memberGet<ListResponse<Review>>(`/v1/product/${locale}/products/reviews`, { product_id: productId, limit: 100 });
  return data.filter((r) => r.status === 'pending');
}
