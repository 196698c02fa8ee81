/** The catalogue's prices now, for pricing the cart of anyone on the device (no member needed). */
import type { ProductListItem } from '../../../contract/catalog.ts';
import { MAX_LIMIT } from '../../../contract/constants.ts';
import { apiCall } from '../../device/api/client.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { CatalogPrice } from '../../device/cart/cart-rules.ts';

/** The products now, past every cache (at most MAX_LIMIT, as many as a cart holds lines). */
export async function fetchCatalogProducts(locale: Locale, ids: number[]): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  return (await apiCall('products.list', { params: { lang: locale }, query: { ids: [...new Set(ids)].join(','), limit: MAX_LIMIT } }, { fresh: true })).data;
}

export const fetchCatalogPrices = async (locale: Locale, ids: number[]): Promise<CatalogPrice[]> =>
  (await fetchCatalogProducts(locale, ids)).map((p) => ({ id: p.id, price: p.price, price_with_guarantee: p.price_with_guarantee, stock: p.stock, title: p.title }));
