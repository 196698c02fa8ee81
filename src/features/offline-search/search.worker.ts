/// <reference lib="WebWorker" />
/**
 * The device's product search, off the main thread so that typing never stutters. Its index is
 * built from what the device holds: the product pages the service worker cached (visited) and the
 * saved packs, read from Cache Storage; it is built again when those change.
 */
import type { Product, ProductListItem } from '../../../contract/catalog.ts';
import { CACHE_NAMES } from '../../device/api/cache-names.ts';
import { matchCall } from '../../device/api/call-paths.ts';
import { createSearchIndex, searchProducts, toSearchDoc } from './search-index.ts';

export type SearchRequest = { id: number; locale: 'fa' | 'en'; query: string; limit: number };
export type SearchReply = { id: number; products: ProductListItem[]; indexed: number } | { id: number; error: string };

declare const self: DedicatedWorkerGlobalScope;

/** How long an index is trusted before the caches are looked at again. */
const RECHECK_MS = 3_000;

type Built = { locale: string; index: ReturnType<typeof createSearchIndex>; size: number; keys: number; checkedAt: number };
let built: Built | null = null;

async function productUrls(locale: string): Promise<{ keys: number; urls: { cache: Cache; request: Request }[] }> {
  const seen = new Set<string>();
  const urls: { cache: Cache; request: Request }[] = [];
  let keys = 0;
  for (const name of [CACHE_NAMES.packs, CACHE_NAMES.catalogue]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    const requests = await cache.keys();
    keys += requests.length;
    for (const request of requests) {
      const path = new URL(request.url).pathname;
      const call = matchCall('GET', path);
      if (call?.name === 'products.get' && call.params.lang === locale && !seen.has(path)) {
        seen.add(path);
        urls.push({ cache, request });
      }
    }
  }
  return { keys, urls };
}

async function indexFor(locale: string): Promise<Built> {
  const now = Date.now();
  if (built && built.locale === locale && now - built.checkedAt < RECHECK_MS) return built;
  const { keys, urls } = await productUrls(locale);
  if (built && built.locale === locale && built.keys === keys) return { ...built, checkedAt: now };
  const docs = (
    await Promise.all(
      urls.map(async ({ cache, request }) => {
        const res = await cache.match(request, { ignoreVary: true });
        const body = (await res?.json().catch(() => null)) as { data?: Product } | null;
        return body?.data ? [toSearchDoc(body.data)] : [];
      }),
    )
  ).flat();
  built = { locale, index: createSearchIndex(docs), size: docs.length, keys, checkedAt: now };
  return built;
}

self.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
  const { id, locale, query, limit } = event.data;
  indexFor(locale).then(
    (b) => self.postMessage({ id, products: searchProducts(b.index, query, limit), indexed: b.size } satisfies SearchReply),
    (err: unknown) => self.postMessage({ id, error: String(err) } satisfies SearchReply),
  );
});
