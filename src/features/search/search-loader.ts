/**
 * The search page's data: the server's search online; offline (no answer came back), the device's
 * search over the products it holds (visited pages and saved packs), with the same filters.
 */
import { SPEC_FILTER_KEYS } from '../../../contract/constants.ts';
import { offers } from '../../device/api/capabilities.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { config } from '../../device/config.ts';
import type { Locale } from '../../i18n/locale.ts';
import { listParams, type ListSearch } from '../catalog/catalog-search.ts';
import { loadProductList } from '../catalog/list-loader.ts';
import type { SearchPageData } from './SearchPage.tsx';

/** How many products the device's search returns at most (then filtered and paged like the server's). */
const DEVICE_RESULTS = 500;

export async function loadSearch(locale: Locale, search: ListSearch): Promise<SearchPageData> {
  if (!search.q) return { products: null, brands: null, facets: null, device: null };
  try {
    return { ...(await loadProductList(locale, search)), device: null };
  } catch (err) {
    if (!(err instanceof ApiCallError && err.offline) || typeof window === 'undefined') throw err;
    const [{ searchOnDevice }, { deviceList }, { facetsOfProducts }] = await Promise.all([
      import('../offline-search/offline-search.ts'),
      import('../offline-search/device-list.ts'),
      import('../../../shared/spec-facets.ts'),
    ]);
    // Ranked as the backend would rank it (the last answer this device heard of what it offers).
    const ranked = await offers('products.relevance');
    const p = listParams(search, ranked);
    const found = await searchOnDevice(locale, p.q, DEVICE_RESULTS);
    // The specifications of what it found, counted on the device: a suture's size or material filters offline too.
    const facets = facetsOfProducts(found.products as { specifications?: { key: string; name: string; value: string }[] }[], SPEC_FILTER_KEYS, locale);
    return { products: deviceList(found.products, p, config.pageSize), brands: null, facets, ranked, device: { indexed: found.indexed } };
  }
}
