/**
 * Saving a part of the catalogue for offline use. It runs in the page, in the background of the
 * app (the pages keep working and navigating), a few requests at a time; every stored URL is
 * recorded, so that a download stopped by the member, a lost connection or a closed tab resumes
 * where it was. The answers go to the worker's pack cache under the URLs the pages read, where the
 * service worker finds them offline.
 */
import type { CategoryNode } from '../../../contract/catalog.ts';
import { PRODUCT_SORTS } from '../../product/catalog-api.ts';
import { apiCall, fetchForStore } from '../../device/api/client.ts';
import { mediaImage } from '../../ui/media-image.ts';
import { CACHE_NAMES } from '../../device/api/cache-names.ts';
import { config } from '../../device/config.ts';
import { db, type PackItem, type PackRow, type PackScope } from '../../device/db/app-db.ts';
import type { Locale } from '../../i18n/locale.ts';
import { fetchMenuTree } from '../../product/catalog-api.ts';
import { categoryPageUrls } from '../catalog/category-loader.ts';
import { productPageUrls } from '../catalog/product-loader.ts';
import { writeLocal } from '../../lib/local-store.ts';
import { reconsiderInstallOffer } from '../pwa/install-offer.ts';
import { PACKS_SYNC_TAG } from '../../device/packs/pack-refresh.ts';
import { READER_WASM_URL } from '../scan/code-reader.ts';
import { expandScope, mergePlan, productsPerCategory, packId, planPack, readEveryPage, remaining, type Plan, type PlanCategory, type PlanDocument, type PlanProduct } from './pack-planner.ts';
import { offers } from '../../device/api/capabilities.ts';

/** What saving a choice would take, before anything is downloaded. */
export type PackEstimate = { locale: Locale; scope: PackScope; titles: string[]; categories: PlanCategory[]; plan: Plan };


const encoder = new TextEncoder();

function flatten(nodes: readonly CategoryNode[], out: CategoryNode[] = []): CategoryNode[] {
  for (const n of nodes) {
    out.push(n);
    flatten(n.children, out);
  }
  return out;
}

/** The catalogue's categories, as a tree, for choosing what to save. */
export async function packCategories(locale: Locale): Promise<CategoryNode[]> {
  return (await fetchMenuTree(locale)).data;
}

/** Plans a pack: its categories, every product in them (read from the server now), and about how many bytes it takes. */
export async function estimatePack(locale: Locale, scope: PackScope, signal?: AbortSignal): Promise<PackEstimate> {
  const nodes = flatten(await packCategories(locale));
  const nodeById = new Map(nodes.map((n) => [n.id, n]));
  const all: PlanCategory[] = nodes.map((n) => ({ id: n.id, parent_id: n.parent_id, title: n.title, urls: [] }));
  const chosen = expandScope(scope, all);
  const titles = scope.kind === 'all' ? [] : all.filter((c) => scope.ids.includes(c.id)).map((c) => c.title);
  const limit = config.packs.planPageSize;
  const rows = await readEveryPage(
    (offset) =>
      apiCall(
        'products.list',
        { params: { lang: locale }, query: { limit, offset, sort: PRODUCT_SORTS.newest, category_ids: scope.kind === 'all' ? undefined : scope.ids.join(',') } },
        { fresh: true, ...(signal ? { signal } : {}) },
      ),
    (p) => p.id,
  );
  const categoryOf = new Map(rows.map((p) => [p.id, p.category.id]));
  const products: PlanProduct[] = rows.map((p) => {
    const image = p.images[0]?.url;
    return { id: p.id, urls: productPageUrls(locale, p), image: image ? mediaImage(image, [320], '').src : null, json_bytes: encoder.encode(JSON.stringify(p)).length };
  });
  // Each category's list, every page of it: as many as its products (its subcategories' included) fill.
  const counts = productsPerCategory(all, [...categoryOf.values()]);
  const categories = chosen.map((c) => {
    return { ...c, urls: categoryPageUrls(locale, nodeById.get(c.id)!, Math.ceil((counts.get(c.id) ?? 0) / config.pageSize)) };
  });
  const documents = await packDocuments(locale, scope, signal);
  return { locale, scope, titles, categories, plan: planPack(categories, products, await imageBytes(products, signal), documents) };
}

/** The documents of the pack's products (instructions for use, certificates), where the backend lists them (issue 31 §4). */
async function packDocuments(locale: Locale, scope: PackScope, signal?: AbortSignal): Promise<PlanDocument[]> {
  if (!(await offers('documents.list'))) return [];
  const limit = config.packs.planPageSize;
  const rows = await readEveryPage(
    (offset) =>
      apiCall(
        'documents.list',
        { params: { lang: locale }, query: { limit, offset, category_ids: scope.kind === 'all' ? undefined : scope.ids.join(',') } },
        { fresh: true, ...(signal ? { signal } : {}) },
      ),
    (d) => d.url,
  );
  return rows.map((d) => ({ url: d.url, bytes: d.bytes }));
}

/** The average size of a few of the pack's images, fetched now; a typical photo's when none arrives. */
async function imageBytes(products: PlanProduct[], signal?: AbortSignal): Promise<number> {
  const sample = products.flatMap((p) => (p.image ? [p.image] : [])).slice(0, 3);
  const sizes = await Promise.all(
    sample.map((url) =>
      fetchForStore(url, signal ? { signal } : {}).then(
        async (r) => (r.ok ? (await r.blob()).size : 0),
        () => 0,
      ),
    ),
  );
  const known = sizes.filter((n) => n > 0);
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : config.packs.imageEstimateBytes;
}

const running = new Map<string, AbortController>();

/** Saves (or refreshes) the estimated pack: its plan is recorded, then downloaded in the background. */
export async function savePack(estimate: PackEstimate, opts: { refresh?: boolean } = {}): Promise<string> {
  const id = packId(estimate.locale, estimate.scope);
  stop(id);
  const previous = await db.packItems.where('pack').equals(id).toArray();
  const { items, dropped } = mergePlan(id, previous, estimate.plan.items, opts.refresh ?? false);
  const old = await db.packs.get(id);
  const row: PackRow = {
    id,
    locale: estimate.locale,
    scope: estimate.scope,
    titles: estimate.titles,
    status: 'downloading',
    products: estimate.plan.products,
    items: items.length,
    items_done: items.filter((i) => i.done === 1).length,
    bytes_done: items.reduce((s, i) => s + (i.done ? i.bytes : 0), 0),
    estimate_bytes: estimate.plan.estimate_bytes,
    created_at: old?.created_at ?? Date.now(),
    saved_at: old?.saved_at ?? null,
  };
  await db.transaction('rw', db.packs, db.packItems, async () => {
    await db.packItems.where('pack').equals(id).delete();
    await db.packItems.bulkPut(items);
    await db.packs.put(row);
  });
  writeLocal('packs', '1');
  reconsiderInstallOffer();
  // The scanner works offline too: its reader is fetched now, and the worker keeps it.
  readerStored = storeReader();
  void askForPeriodicRefresh();
  await forgetUnused(dropped);
  void run(id);
  return id;
}

/** Where the browser has Periodic Background Sync (an installed app), the worker refreshes saved packs about daily. */
async function askForPeriodicRefresh() {
  const registration = (await navigator.serviceWorker?.ready.catch(() => undefined)) as (ServiceWorkerRegistration & { periodicSync?: { register(tag: string, o: { minInterval: number }): Promise<void> } }) | undefined;
  await registration?.periodicSync?.register(PACKS_SYNC_TAG, { minInterval: config.packs.refreshAfterMs }).catch(() => undefined);
}

/** Stops a pack's download; what is stored stays, and it can resume. */
export function stop(id: string) {
  running.get(id)?.abort();
  running.delete(id);
}

export async function pausePack(id: string) {
  stop(id);
  await db.packs.update(id, { status: 'paused' });
}

export function resumePack(id: string) {
  return db.packs.update(id, { status: 'downloading' }).then(() => run(id));
}

/** Removes a pack and the copies no other pack needs. */
export async function removePack(id: string) {
  stop(id);
  const urls = (await db.packItems.where('pack').equals(id).toArray()).map((i) => i.url);
  await db.transaction('rw', db.packs, db.packItems, async () => {
    await db.packItems.where('pack').equals(id).delete();
    await db.packs.delete(id);
  });
  if ((await db.packs.count()) === 0) writeLocal('packs', null);
  await forgetUnused(urls);
}

async function forgetUnused(urls: readonly string[]) {
  if (!urls.length || typeof caches === 'undefined') return;
  const cache = await caches.open(CACHE_NAMES.packs);
  for (const url of urls) if ((await db.packItems.where('url').equals(url).count()) === 0) await cache.delete(url);
}

const isQuota = (err: unknown) => err instanceof DOMException && (err.name === 'QuotaExceededError' || err.code === 22);

/** The scanner's reader, read to its end (the worker keeps what passed through it), once per page. */
let readerStored: Promise<void> | null = null;
const storeReader = () =>
  fetchForStore(READER_WASM_URL)
    .then((res) => res.arrayBuffer())
    .then(
      () => undefined,
      // Offline or refused: the pack is still the catalogue's; the scanner asks again when opened.
      () => undefined,
    );

/** Downloads what is left of a pack, a few at a time; stops on a lost connection (and resumes when it returns), a full device or a server error. */
async function run(id: string): Promise<void> {
  if (running.has(id)) return;
  const abort = new AbortController();
  running.set(id, abort);
  const cache = await caches.open(CACHE_NAMES.packs);
  const left = remaining(await db.packItems.where('[pack+done]').equals([id, 0]).toArray());
  let problem: PackRow['problem'] | null = null;
  const one = async (item: PackItem) => {
    const res = await fetchForStore(item.url, { signal: abort.signal });
    if (res.status === 404) return record(item, 0); // gone from the catalogue since the plan: nothing to keep
    if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { problem: 'server' as const });
    // What it takes on the device: the body as stored (a compressed answer's header gives less).
    const bytes = (await res.clone().blob()).size;
    await cache.put(item.url, res);
    await record(item, bytes);
  };
  const record = (item: PackItem, bytes: number) =>
    db.transaction('rw', db.packs, db.packItems, async () => {
      await db.packItems.update([item.pack, item.url], { done: 1, bytes });
      await db.packs.where('id').equals(id).modify((p) => {
        p.items_done += 1;
        p.bytes_done += bytes;
      });
    });
  let next = 0;
  const worker = async () => {
    while (!abort.signal.aborted && problem === null && next < left.length) {
      const item = left[next++]!;
      try {
        await one(item);
      } catch (err) {
        if (abort.signal.aborted) return;
        problem = isQuota(err) ? 'quota' : (err as { problem?: 'server' }).problem === 'server' ? 'server' : 'offline';
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: config.packs.concurrency }, worker));
  } finally {
    if (running.get(id) === abort) running.delete(id);
  }
  if (abort.signal.aborted) return;
  if (problem === null) {
    // "Saved" means the scanner works offline too.
    await readerStored;
    await db.packs.update(id, { status: 'done', saved_at: Date.now(), problem: undefined });
  } else {
    await db.packs.update(id, { status: problem === 'quota' ? 'failed' : 'paused', problem });
    if (problem === 'offline') window.addEventListener('online', () => void resumeIfPaused(id), { once: true });
  }
}

async function resumeIfPaused(id: string) {
  const p = await db.packs.get(id);
  if (p?.status === 'paused' && p.problem === 'offline') await resumePack(id);
}

/**
 * At the app's start: downloads cut off by a closed tab carry on, and packs older than a day
 * refresh themselves (planned again: new products join, removed ones leave) while online.
 */
export async function resumePacks(): Promise<void> {
  for (const p of await db.packs.toArray()) {
    if (p.status === 'downloading' || (p.status === 'paused' && p.problem === 'offline')) {
      if (navigator.onLine) void resumePack(p.id);
      else window.addEventListener('online', () => void resumeIfPaused(p.id), { once: true });
    } else if (p.status === 'done' && navigator.onLine && Date.now() - (p.saved_at ?? 0) > config.packs.refreshAfterMs) {
      await refreshPack(p.id).catch(() => undefined);
    }
  }
}

/** Plans a saved pack again and fetches every URL anew; its old copies serve offline until replaced. */
export async function refreshPack(id: string) {
  const p = await db.packs.get(id);
  if (!p) return;
  await savePack(await estimatePack(p.locale, p.scope), { refresh: true });
}
