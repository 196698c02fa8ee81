/** The product a scanned or typed code names: looked up on the device first (offline too), then on the server. */
import type { ProductListItem } from '../../../contract/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import { fetchProductByGtin, fetchProducts } from '../../product/catalog-api.ts';
import { searchOnDevice } from '../offline-search/offline-search.ts';
import { sameCode } from './scanned-code.ts';

export async function productForCode(locale: Locale, code: string): Promise<number | null> {
  const local = (await searchOnDevice(locale, code, 20).catch(() => ({ products: [] }))).products.find((p) => sameCode(p.code, code));
  if (local) return local.id;
  try {
    return (await fetchProducts(locale, { page: 1, sort: 'newest', q: code, limit: 20 })).data.find((p) => sameCode(p.code, code))?.id ?? null;
  } catch {
    return null;
  }
}

/** The product whose box carries `gtin` (14 digits): from the device's products, else the server's; null when neither knows it. */
export async function productForGtin(locale: Locale, gtin: string): Promise<ProductListItem | null> {
  const local = (await searchOnDevice(locale, gtin, 20).catch(() => ({ products: [] }))).products.find((p) => p.gtin === gtin);
  if (local) return local;
  try {
    return await fetchProductByGtin(locale, gtin);
  } catch {
    return null;
  }
}
