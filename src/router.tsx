import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router';
import { PageSkeleton } from './features/shell/PageSkeleton.tsx';
import { RouteError } from './features/shell/RouteError.tsx';
import { routeTree } from './routeTree.gen.ts';
import type { EarlyState } from './boot/early-state.ts';
import type { Read } from './device/api/client.ts';
import type { Extension } from './device/api/capabilities.ts';
import type { Locale } from './i18n/locale.ts';

/** How long a slow navigation to another page keeps the previous one before the pending frame. */
const PENDING_MS = 1000;

/** What every route can read: the site's origin (for canonical URLs and the like in a page's head). */
export type RouterContext = { origin: string };

/**
 * One router per page in the browser (main.tsx) and one per request on the server
 * (entry-server.tsx), which passes a memory history holding the requested URL and the site's
 * public origin.
 */
export function createAppRouter(opts: { history?: RouterHistory; origin: string }) {
  // Whether the page's first render is behind it (or a navigation has come first, whose render is not it).
  let started = false;
  const router = createRouter({
    routeTree,
    context: { origin: opts.origin },
    ...(opts.history ? { history: opts.history } : {}),
    defaultPreload: 'intent',
    // Loader data stays fresh for a minute; the service worker keeps older copies for offline use.
    defaultStaleTime: 60_000,
    // A slow page keeps the previous one for a second, then shows its outline inside the frame;
    // a page that cannot load says so inside the frame too (header, menu, search and banner stay).
    // (Not a refinement of the page shown: below.)
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: PENDING_MS,
    defaultErrorComponent: RouteError,
    // Each navigation starts at the top, and going back returns to where the reader was. But not the
    // page's first render: the router would scroll it to the top once it has hydrated, and a reader
    // who has already scrolled the server's page (on a slow phone, before its scripts have run) was
    // thrown back up, their tap landing on whatever came under it. So on the first render the page
    // stays where it is, asked without reading `scrollY` where it can be (that lays out the whole
    // page inside the render's task: 33-44 ms of a phone's 4x-slowed CPU on the tickets page): a
    // page the head's script saw scroll (src/boot/early-input.ts: the reader, a reload's place put
    // back by the server's inline script as the page is parsed, an anchor) stays; a page opened
    // anew, with no anchor, is at its top or where something has just put it (a scroll's event
    // comes with the next frame), with nothing to restore. Only a reload or a return, whose place
    // the router keeps (a member's short outline cannot be scrolled to it before its page is
    // drawn), and an anchor drawn only now ask `scrollY`: at the top, the router's restoring runs.
    scrollRestoration: () => {
      if (started || typeof window === 'undefined') return true;
      started = true;
      if ((window as Window & EarlyState).__earlyScrolled) return false;
      const opened = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      if (opened?.type === 'navigate' && !location.hash) return false;
      return window.scrollY === 0;
    },
    // Plain query strings (`?brand=1,3&page=2`), not JSON-encoded values: shareable and readable.
    // Every route's validateSearch turns the strings into typed values.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value: unknown) => String(value)),
  });
  router.subscribe('onBeforeNavigate', (e) => {
    if (e.fromLocation && e.hrefChanged) started = true;
    // A refinement of the page shown (the same address with other search terms: a filter, a sort,
    // a tab, a page of a list) keeps that page on the screen, the progress bar running, until the
    // new one is ready: the filters a shopper is ticking, the sheet they are in and the list they
    // came from stay, on a slow connection too. Only another page gets the pending frame. (The
    // router reads the time as each navigation starts, after this event; a route's own wins.)
    router.options.defaultPendingMs = e.fromLocation && !e.pathChanged ? Infinity : PENDING_MS;
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * A page drawn on the device (its outline from the server): the member's data its loader reads
     * first, which the outline names so that the page's inline script asks for it as soon as the
     * session is known, while the code is on its way (entry-server.tsx, src/boot/member-session.ts).
     * The loader's call for the same URL takes that answer. `offers`: whether the backend has an
     * extension (device/api/capabilities.ts), for a read that only such a backend answers.
     * Only the server asks: a route writes it under `import.meta.env.SSR`, so that the browser's
     * build leaves it and the reads it names out of the entry every public page loads.
     */
    earlyReads?: (at: { locale: Locale; params: Record<string, string | undefined>; search: Record<string, unknown>; offers: (extension: Extension) => Promise<boolean> }) => Read[] | Promise<Read[]>;
  }
}
