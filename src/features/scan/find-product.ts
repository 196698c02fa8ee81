/** The product a scanned or typed code names: looked up on the device first (offline too), then on the server. */
import type { Locale } from '../../i18n/locale.ts';
import { fetchProducts } from '../../product/catalog-api.ts';
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
