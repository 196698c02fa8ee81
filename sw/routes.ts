/** Which requests the worker caches, and where. Pure, so that the rules are unit-tested. */
import { CALLS, type CallRoute } from '../contract/calls.ts';
import { matchCall } from '../src/device/api/call-paths.ts';
export { CACHE_NAMES } from '../src/device/api/cache-names.ts';

/**
 * A public read of the catalogue, content or places (contract/calls.ts): anyone's, so a shared
 * cache may keep it. Member reads never enter it (design.md §4), nor a call the contract marks
 * `fresh` (the shipping methods, which checkout reads fresh).
 */
export function isPublicCatalogueRequest(url: URL, headers: Headers): boolean {
  if (headers.has('authorization')) return false;
  // A read that must see the server's answer now (pricing the cart) says so: no stale copy answers it.
  if (/no-cache/i.test(headers.get('cache-control') ?? '')) return false;
  const call = matchCall('GET', url.pathname);
  if (call === null) return false;
  const route: CallRoute = CALLS[call.name];
  return route.access === 'public' && !route.fresh;
}
