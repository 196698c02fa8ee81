import type { Locale } from '../../i18n/locale.ts';
import { fetchAvailability, fetchProduct, fetchProducts, fetchReviews } from './catalog-api.ts';
import type { ProductPageData } from './ProductPage.tsx';

const RELATED_COUNT = 4;

/**
 * The product with its live availability, reviews and related products (same category, this
 * one excluded). Only the product itself is required: the page renders without the others,
 * and the related products never hold up its first paint.
 */
export async function loadProductPage(locale: Locale, id: number): Promise<ProductPageData> {
  const [product, availability, reviews] = await Promise.all([
    fetchProduct(locale, id),
    fetchAvailability(locale, id).catch(() => null),
    fetchReviews(locale, id).catch(() => null),
  ]);
  // Not awaited: the page renders without them and they fill in (TanStack deferred data).
  const related = fetchProducts(locale, {
    page: 1,
    sort: 'newest',
    categoryId: product.category.id,
    excludedIds: [id],
    limit: RELATED_COUNT,
  })
    .then((r) => r.data)
    .catch(() => []);
  return { product, availability, reviews, related };
}
