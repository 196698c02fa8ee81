/** Which requests the worker caches, and where. Pure, so that the rules are unit-tested. */
export { CACHE_NAMES } from '../src/api/cache-names.ts';

const PUBLIC_MODULES = /^\/v1\/(product|category|brand|news|album|faq|cms|sitemember)\/(fa|en)\//;
/** Member-only reads under public modules (design.md §4: private data never enters a shared cache). */
const PRIVATE_PATHS = /\/products\/(favorites|reviews)(\/|$)/;

export function isPublicCatalogueRequest(url: URL, headers: Headers): boolean {
  if (headers.has('authorization')) return false;
  // A read that must see the server's answer now (pricing the cart) says so: no stale copy answers it.
  if (/no-cache/i.test(headers.get('cache-control') ?? '')) return false;
  return PUBLIC_MODULES.test(url.pathname) && !PRIVATE_PATHS.test(url.pathname);
}
