/**
 * The storefront rendered on the server (built by `vite build --ssr` into dist-ssr/, loaded by
 * server/site/ssr.ts). For a public page it runs the same routes, loaders and components as the
 * browser and answers the HTML of `#root`. The server gives it the API through
 * `setApiTransport` (in-process, no socket) and keeps each API answer the page read, which it
 * inlines for main.tsx to hydrate from (api/boot.ts): the first paint needs no script and the
 * first render no network.
 *
 * Pages that depend on the device (session, IndexedDB: shared/site-paths.ts) answer null and
 * get the bare shell, as does any page whose data failed to load (the browser then tries itself).
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { i18n } from './i18n/i18n.ts';
import { stripLocale } from '../shared/locale.ts';
import { isClientOnlyPage } from '../shared/site-paths.ts';
import { localeOfPath } from './i18n/locale.ts';
import { createAppRouter } from './router.tsx';

export { setApiTransport } from './api/client.ts';

export type RenderedPage = { html: string; head: string; status: 200 | 404 } | { redirect: string };

/** The resource hints React writes ahead of the markup (`<link rel="preload" as="image">`…). */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** `url`: the path and query of the page. */
export async function render(url: string): Promise<RenderedPage | null> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  const location = router.latestLocation;
  if (isClientOnlyPage(stripLocale(location.pathname))) return null;

  await router.load();
  const result = router._serverResult;
  // A stale product slug and the like: the server answers with the canonical URL.
  if (result?.type === 'redirect') return result.redirect.options.href ? { redirect: result.redirect.options.href } : null;
  if (!result || result.status === 500) return null;
  if (router.state.matches.some((m) => m.status === 'error' || m.status === 'pending')) return null;

  const markup = await oneAtATime(async () => {
    // Lingui's language is global: pages render one after another (their loading overlaps).
    i18n.activate(localeOfPath(location.pathname));
    // Waits for deferred data (a product's related products), which the page then hydrates from.
    // One document, no boundary left for a script to fill in: it must read right without scripts.
    const { prelude } = await prerender(<RouterProvider router={router} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    return new Response(prelude).text();
  });
  // Hints go to <head>, where they start the downloads earliest and stay out of hydration's way.
  const head = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return { html: markup.slice(head.length), head, status: result.status };
}
