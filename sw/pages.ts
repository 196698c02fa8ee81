/**
 * Pages kept for offline (issue 30): a public page the server rendered is kept as it came, HTML
 * with the API answers it was rendered from, so that opened again with no network it paints at
 * once from its HTML and hydrates from its own answers, as it does online. Its answers go into the
 * catalogue cache beside it, so that what the page shows and what the device's reads hold agree;
 * offline, a kept page whose reads the device has since refreshed gives way to the shell, which
 * renders the page from those newer reads. Member and device pages are never rendered on the
 * server: they always get the shell.
 */
import { CacheExpiration } from 'workbox-expiration';
import { localeOfPath } from '../shared/locale.ts';
import { agreesWithReads, answersOf, datedAt, markedFromDevice, type PageAnswers } from './page-rules.ts';
import { CACHE_NAMES, isPublicCatalogueRequest } from './routes.ts';

export { isServerPage } from './page-rules.ts';

/** How many pages, and for how long, a device keeps (the catalogue reads beside them are kept as long). */
export const KEPT_PAGES = { maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600 };
/**
 * How long a navigation waits for the store before a page the device keeps answers it (sw.ts):
 * Workbox's own figure for a network-first page (workbox-recipes' pageCache default, and its
 * guide "Forcing a network timeout"), about what a person waits on a blank screen before
 * thinking the app is broken. A page on a phone's 150 ms link arrives well within it.
 */
export const NAVIGATION_PATIENCE_MS = 3_000;
/** How many catalogue reads, and for how long, a device keeps (the worker's own caching of them, sw.ts, too). */
export const CATALOGUE_KEPT = { maxEntries: 400, maxAgeSeconds: 14 * 24 * 3600 };

/** The request a page's read is kept under: the page's language, as the page sends it (client.ts). */
const readRequest = (apiUrl: string, pageUrl: string) => new Request(new URL(apiUrl, pageUrl).href, { headers: { 'accept-language': localeOfPath(new URL(pageUrl).pathname) } });

/** The public reads among a page's answers (a member's never enter a shared cache). */
const publicReads = (page: PageAnswers, pageUrl: string) => Object.keys(page.answers).filter((u) => isPublicCatalogueRequest(new URL(u, pageUrl), new Headers()));

/**
 * Keeps a page the server rendered (a 200 HTML answer to a navigation), and its answers beside
 * it in the catalogue cache, dated when the server read them. Anything else is not kept.
 */
export async function keepPage(pageUrl: string, response: Response): Promise<void> {
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) return;
  // Dated when it arrived: the server keeps a rendered page only while what it shows is unchanged
  // (server/site/static-site.ts), so its answers were still true then.
  const html = datedAt(await response.text(), Date.parse(response.headers.get('date') ?? '') || Date.now());
  const page = answersOf(html);
  if (!page) return;
  const catalogue = await caches.open(CACHE_NAMES.catalogue);
  const date = new Date(page.readAt).toUTCString();
  const reads = publicReads(page, pageUrl);
  await Promise.all(
    reads.map((url) =>
      catalogue.put(
        readRequest(url, pageUrl),
        new Response(JSON.stringify(page.answers[url]), { headers: { 'content-type': 'application/json; charset=utf-8', date, vary: 'Accept-Language' } }),
      ),
    ),
  );
  const pages = await caches.open(CACHE_NAMES.pages);
  // Its headers (the page's content security policy among them), but for those of the bytes as
  // sent: the text kept is decoded, and of its own length.
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'etag']) headers.delete(name);
  await pages.put(pageUrl, new Response(html, { status: 200, headers }));
  // Bounded, with the same bookkeeping as the worker's own caching of each.
  const readsExpiry = new CacheExpiration(CACHE_NAMES.catalogue, CATALOGUE_KEPT);
  for (const url of reads) await readsExpiry.updateTimestamp(readRequest(url, pageUrl).url);
  const pagesExpiry = new CacheExpiration(CACHE_NAMES.pages, KEPT_PAGES);
  await pagesExpiry.updateTimestamp(pageUrl);
  await Promise.all([readsExpiry.expireEntries(), pagesExpiry.expireEntries()]);
}

/**
 * The kept copy of a page, if the device has one that agrees with its reads; else null. It is
 * served when the store gave no answer, and marked so (its banner says so on an online device).
 */
export async function keptPage(pageUrl: string): Promise<Response | null> {
  const kept = await (await caches.open(CACHE_NAMES.pages)).match(pageUrl);
  if (!kept) return null;
  const html = await kept.text();
  const page = answersOf(html);
  if (!page) return null;
  const catalogue = await caches.open(CACHE_NAMES.catalogue);
  // All of the page's reads at once (a product page has six): one after another, each a round
  // trip to the cache's storage before the page could be answered.
  const held: Record<string, unknown> = Object.fromEntries(
    await Promise.all(
      publicReads(page, pageUrl).map(async (url) => {
        const read = await catalogue.match(readRequest(url, pageUrl));
        return [url, read ? await read.json().catch(() => undefined) : undefined] as const;
      }),
    ),
  );
  if (!agreesWithReads(page, held)) return null;
  return new Response(markedFromDevice(html), { status: kept.status, headers: kept.headers });
}

/** A new version of the app: kept pages name the previous version's files, so they go. */
export const forgetKeptPages = () => caches.delete(CACHE_NAMES.pages);
