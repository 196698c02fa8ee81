/** The catalogue's prices now, for pricing the cart of anyone on the device (no member needed). */
import type { ProductListItem } from '../../../contract/catalog.ts';
import { fetchProductsByIds } from '../../product/catalog-api.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { CatalogPrice } from '../../device/cart/cart-rules.ts';

/** The products now, past every cache (at most MAX_LIMIT, as many as a cart holds lines). */
export async function fetchCatalogProducts(locale: Locale, ids: number[]): Promise<ProductListItem[]> {
  return fetchProductsByIds(locale, ids, { fresh: true });
}

export const fetchCatalogPrices = async (locale: Locale, ids: number[]): Promise<CatalogPrice[]> =>
  (await fetchCatalogProducts(locale, ids)).map((p) => ({ id: p.id, price: p.price, price_with_guarantee: p.price_with_guarantee, stock: p.stock, title: p.title, pack: p.pack, price_tiers: p.price_tiers }));
