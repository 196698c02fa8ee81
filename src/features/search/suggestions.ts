/**
 * What the search box suggests while a query is typed: online, the best of the server's first
 * matches (ranked by the server where it ranks a search, extension products.relevance, and again
 * here, best-match.ts: a backend that does not, and ours beyond a search's bound, lists the newest
 * first); with no answer (offline), the device's own search over the products it holds, as the
 * search page does (ranked by its index).
 */
import type { ProductListItem } from '../../../contract/catalog.ts';
import { offers } from '../../device/api/capabilities.ts';
import { ApiCallError } from '../../device/api/client.ts';
import type { Locale } from '../../i18n/locale.ts';
import { fetchProducts } from '../../product/catalog-api.ts';
import { bestMatchesFirst } from './best-match.ts';

/** Products suggested at most: a phone's screen above its keyboard. */
export const SUGGESTED_PRODUCTS = 5;
/**
 * The server's matches the suggestions are chosen from (a page's worth, about 1.5 KB brotli): where
 * they come newest first, among the newest five a product that matched in its specifications could
 * push out an older one whose title begins with what was typed.
 */
export const SUGGESTION_POOL = 12;
/** A query suggests once it has this many letters (one letter matches half the catalogue). */
export const SUGGEST_FROM = 2;
/** How long typing pauses before a query is asked (each letter would otherwise be a request). */
export const SUGGEST_PAUSE_MS = 150;

export type Suggestions = { products: ProductListItem[]; onDevice: boolean };

export async function suggestProducts(locale: Locale, q: string, signal: AbortSignal): Promise<Suggestions> {
  try {
    const ranked = await offers('products.relevance');
    const answer = await fetchProducts(
      locale,
      { page: 1, sort: ranked ? 'relevance' : 'newest', q, limit: SUGGESTION_POOL },
      { signal, timeoutMs: 4_000 },
    );
    return { products: bestMatchesFirst(answer.data, q).slice(0, SUGGESTED_PRODUCTS), onDevice: false };
  } catch (err) {
    if (signal.aborted || !(err instanceof ApiCallError && err.offline)) throw err;
    const { searchOnDevice } = await import('../offline-search/offline-search.ts');
    return { products: (await searchOnDevice(locale, q, SUGGESTED_PRODUCTS)).products, onDevice: true };
  }
}
