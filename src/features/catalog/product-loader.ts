import type { Locale } from '../../i18n/locale.ts';
import { fetchAvailability, fetchProduct } from './catalog-api.ts';
import type { ProductPageData } from './ProductPage.tsx';

/** The product and its live availability; the page still renders when only the product is at hand. */
export async function loadProductPage(locale: Locale, id: number): Promise<ProductPageData> {
  const [product, availability] = await Promise.all([
    fetchProduct(locale, id),
    fetchAvailability(locale, id).catch(() => null),
  ]);
  return { product, availability };
}
