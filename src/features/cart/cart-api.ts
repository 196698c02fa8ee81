/** The catalogue's prices now, for pricing the cart of anyone on the device (no member needed). */
import type { Product } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import { MAX_LIMIT } from '../../../contract/constants.ts';
import { apiGet } from '../../api/client.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { CatalogPrice } from './cart-rules.ts';

export async function fetchCatalogPrices(locale: Locale, ids: number[]): Promise<CatalogPrice[]> {
  if (ids.length === 0) return [];
  const res = await apiGet<ListResponse<Product>>(`/v1/product/${locale}/products`, { query: { ids: [...new Set(ids)].join(','), limit: MAX_LIMIT }, fresh: true });
  return res.data.map((p) => ({ id: p.id, price: p.price, price_with_guarantee: p.price_with_guarantee, stock: p.stock }));
}
