/** The member's reviews: from the server, or offline from this device's copy, dated; and deleting one. */
import type { ProductListItem, Review } from '../../../contract/catalog.ts';
import { fetchProductsByIds } from '../../product/catalog-api.ts';
import { offers } from '../../device/api/capabilities.ts';
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import { memberCall, memberRead } from '../session/member-call.ts';
import { myReviewsRead } from '../member/member-page-reads.ts';
import { sessionSettled } from '../session/session-view.ts';

/**
 * A page of the member's reviews, with the products they are about (title and picture, from the
 * catalogue, or the worker's copy offline; a product it cannot read is shown by a plain link).
 */
export async function loadMyReviews(locale: Locale, page: number) {
  const saved = await readThrough(`reviews:${locale}:${page}`, () => memberRead(myReviewsRead(locale, page)));
  const ids = [...new Set(saved.data.data.map((r) => r.product_id))];
  const found = await fetchProductsByIds(locale, ids).catch(() => []);
  const products: Record<number, ProductListItem> = Object.fromEntries(found.map((p) => [p.id, p]));
  return { ...saved, products };
}

/** The member's reviews of one product still waiting for moderation: its page shows them to their author only. */
export async function loadMyPendingReviews(locale: Locale, productId: number): Promise<Review[]> {
  // The form shows from the member's saved view at once; the server is asked once the session is live.
  if ((await sessionSettled()).status !== 'signedIn') return [];
  // One product's only where the backend offers it (issue 29); otherwise the member's latest, and theirs of this product among them.
  const ofProduct = await offers('reviews.ofProduct');
  const { data } = await memberCall('reviews.mine', { params: { lang: locale }, query: { ...(ofProduct ? { product_id: productId } : {}), limit: 100 } });
  return data.filter((r) => r.status === 'pending' && r.product_id === productId);
}

/** Deletes one of the member's own reviews (online only: the page says so offline). */
export async function deleteMyReview(locale: Locale, id: number): Promise<void> {
  await memberCall('reviews.delete', { params: { lang: locale, id } });
}
