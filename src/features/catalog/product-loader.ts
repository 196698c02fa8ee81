import type { Locale } from '../../i18n/locale.ts';
import { availabilityRead, fetchAvailability, fetchProduct, fetchProducts, fetchReviews, productRead, productsRead, readUrl, reviewsRead, type ProductListParams } from '../../product/catalog-api.ts';
import type { ProductPageData } from './ProductPage.tsx';

const RELATED_COUNT = 4;

const relatedParams = (id: number, categoryId: number): ProductListParams => ({ page: 1, sort: 'newest', categoryId, excludedIds: [id], limit: RELATED_COUNT });

/** Every URL this page reads for a product, as it asks for them: a saved pack stores their answers, so that the page opens offline. */
export const productPageUrls = (locale: Locale, product: { id: number; category: { id: number } }): string[] =>
  [productRead(locale, product.id), availabilityRead(locale, product.id), reviewsRead(locale, product.id), productsRead(locale, relatedParams(product.id, product.category.id))].map(readUrl);

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
  const related = fetchProducts(locale, relatedParams(id, product.category.id))
    .then((r) => r.data)
    .catch(() => []);
  return { product, availability, reviews, related };
}
