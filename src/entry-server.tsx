/**
 * The storefront rendered on the server (built by `vite build --ssr` into dist-ssr/, loaded by
 * server/site/ssr.ts). For a public page it runs the same routes, loaders and components as the
 * browser and answers the HTML of `#root`. The server gives it the API through
 * `setApiTransport` (in-process, no socket) and keeps each API answer the page read, which it
 * inlines for main.tsx to hydrate from (device/api/boot.ts): the first paint needs no script and the
 * first render no network.
 *
 * Pages that depend on the device (session, IndexedDB: shared/site-paths.ts) answer null and
 * get the bare shell, as does any page whose data failed to load (the browser then tries itself).
 */
import { createMemoryHistory, HeadContent, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { Locale } from '../shared/locale.ts';
import { i18n, loadCatalog } from './i18n/i18n.ts';
import { stripLocale } from '../shared/locale.ts';
import { isClientOnlyPage } from '../shared/site-paths.ts';
import { notFoundTitle, site } from './features/seo/page-head.ts';
import { localeOfPath } from './i18n/locale.ts';
import { createAppRouter } from './router.tsx';

import { ApiCallError, earlyReadsPlan } from './device/api/client.ts';

import { setApiTransport } from './device/api/client.ts';
import { offers } from './device/api/capabilities.ts';
import type { EntryPage as RenderedPage, SsrEntry } from '../shared/render-contract.ts';

export { setApiTransport };

/** The resource hints React writes ahead of the markup (`<link rel="preload" as="image">`…). */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * `url`: the path and query of the page; `origin`: the site's public origin (canonical URLs). The
 * inline scripts the page writes run by their hashes (the server lists them in the page's
 * Content-Security-Policy), so that a rendered page can be sent again, byte for byte.
 */
export async function render(url: string, origin: string, signal?: AbortSignal): Promise<RenderedPage | null> {
  // A redirect to a URL that itself redirects (`/product/1041/` drops its slash, then gains its
  // slug) is followed here, so that the visitor pays one round trip, to the last URL.
  let page = await renderOnce(url, origin, signal);
  for (let hop = 0; hop < MAX_REDIRECT_HOPS && page && 'redirect' in page && page.redirect.startsWith('/'); hop++) {
    const next = await renderOnce(page.redirect, origin, signal);
    if (!next || !('redirect' in next) || next.redirect === page.redirect) break;
    page = next;
  }
  return page;
}

const MAX_REDIRECT_HOPS = 3;

async function renderOnce(url: string, origin: string, signal?: AbortSignal): Promise<RenderedPage | null> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), origin });
  const location = router.latestLocation;
  const locale = localeOfPath(location.pathname);
  const path = stripLocale(location.pathname);
  // A page drawn on the device whose route has an outline (`ssr: false`, features/session/guard.ts):
  // the page's frame and outline, drawn from the routes above it; any other, the bare shell.
  const matched = isClientOnlyPage(path) ? router.matchRoutes(location) : [];
  const outline = matched.some((m) => router.routesById[m.routeId as keyof typeof router.routesById].options.ssr === false);
  if (isClientOnlyPage(path) && !outline) {
    await loadCatalog(locale);
    // A private path no route has (`/dashboard/nope`) is still a 404 for the server's status.
    const unknown = matched.some((m) => m.routeId === '/{-$locale}/$');
    return { shellHead: shellHead(locale), status: unknown ? 404 : 200 };
  }

  await router.load();
  // Past its deadline (the server sends the shell instead): stop here.
  if (signal?.aborted) return null;
  const result = router._serverResult;
  // A stale product slug and the like: the server answers with the canonical URL.
  if (result?.type === 'redirect') return result.redirect.options.href ? { redirect: result.redirect.options.href } : null;
  if (!result) return null;
  // Data the API says does not exist (an unknown product id) is a 404 page, rendered as such (the
  // route's error view shows it); any other failure leaves the page to the browser.
  const failed = router.state.matches.filter((m) => m.status === 'error');
  const missing = failed.length > 0 && failed.every((m) => m.error instanceof ApiCallError && m.error.status_code === 404);
  if (failed.length > 0 && !missing) return null;
  if (result.status === 500 && !missing) return null;
  // A route that is not found (a first segment that is not a language: `/xx/…`) ends the page
  // there: the routes below it never load, and are not waited for.
  const matches = router.state.matches;
  const notFoundAt = matches.findIndex((m) => m.status === 'notFound');
  // (A route left to the device stays pending: its outline is drawn instead.)
  if (matches.slice(0, notFoundAt < 0 ? undefined : notFoundAt + 1).some((m) => m.status === 'pending' && m.ssr !== false)) return null;
  // A list's page past its end (an old link, pagination.ts) shows its message and the pages there
  // are, answered as not found.
  const pastTheEnd = matches.some((m) => (m.loaderData as { pastTheEnd?: boolean } | undefined)?.pastTheEnd === true);
  const status: 200 | 404 = missing || pastTheEnd || result.status === 404 ? 404 : 200;

  const markup = await oneAtATime(async () => {
    // Lingui's language is global: pages render one after another (their loading overlaps).
    i18n.activate(locale);
    // Waits for deferred data (a product's related products), which the page then hydrates from.
    // One document, no boundary left for a script to fill in: it must read right without scripts.
    if (signal?.aborted) return '';
    const { prelude } = await prerender(<RouterProvider router={router} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(signal ? { signal } : {}),
    });
    return new Response(prelude).text();
  });
  if (signal?.aborted || !markup) return null;
  // The outline is not the page: it carries the shell's head, and the browser draws the page over it (main.tsx).
  const routes = matches.map((m) => m.routeId);
  if (outline) {
    // What the page will read first, named for its inline script (the route's earlyReads).
    const reads = await Promise.all(
      matches.map((m) => router.routesById[m.routeId as keyof typeof router.routesById].options.staticData?.earlyReads?.({ locale, params: m.params as Record<string, string | undefined>, search: m.search as Record<string, unknown>, offers }) ?? []),
    );
    const early = earlyReadsPlan(reads.flat());
    return { html: markup.slice((LEADING_LINKS.exec(markup)?.[0] ?? '').length), head: shellHead(locale), status: 200, outline: true, routes, ...(early ? { early } : {}) };
  }
  // Hints go to <head>, where they start the downloads earliest and stay out of hydration's way.
  const hints = LEADING_LINKS.exec(markup)?.[0] ?? '';
  // The routes' `head` (title, description, canonical, alternates, Open Graph, JSON-LD), from the
  // data the render loaded; a page that is not found is not indexed.
  let head = renderToStaticMarkup(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );
  if (!head.includes('<title>')) head = shellHead(locale) + head;
  if (status === 404 && !head.includes('name="robots"')) head += NOINDEX;
  // A path no route has carries no head of its own: it is named as the page it shows.
  if (status === 404) head = head.replace(titleTag(site(locale).name), titleTag(notFoundTitle(locale)));
  return { html: markup.slice(hints.length), head: head + hints, status, routes };
}

const NOINDEX = '<meta name="robots" content="noindex, follow"/>';

/** The head of a page the browser renders: the site's title and description in the page's language, never indexed. */
const titleTag = (text: string) => renderToStaticMarkup(<title>{text}</title>);

function shellHead(locale: Locale): string {
  const { name, description } = site(locale);
  return renderToStaticMarkup(
    <>
      <title>{name}</title>
      <meta name="description" content={description} />
    </>,
  ) + NOINDEX;
}

/** The exports the server loads by path (shared/render-contract.ts): checked here, where they are made. */
export const entry: SsrEntry = { render, setApiTransport };
