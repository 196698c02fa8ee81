/**
 * The contract between the server and the storefront's server entry (src/entry-server.tsx,
 * built into dist-ssr/ and loaded by path by server/site/ssr.ts): the two never import each
 * other, so what one hands the other is typed here, once. And the inline scripts the client
 * build makes for the server's pages (scripts/boot-scripts.ts).
 */

/** How the storefront's API client reaches the API: the browser's fetch, or the server's own app while it renders a page. */
export type Transport = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * A page the entry rendered (its markup, and its head from the routes' `head`), a redirect to the
 * canonical URL, or (for a page rendered on the device) only the head of the bare shell, or the
 * page's `outline`: its frame, which the browser draws the page over rather than hydrating it.
 * `routes`: the ids of the routes the page matched (the server preloads their code, RouteChunks);
 * `early`: what an outline's page reads, asked for as soon as the session is known.
 */
export type EntryPage = { html: string; head: string; status: 200 | 404; outline?: true; routes: string[]; early?: EarlyReadsPlan } | { redirect: string } | { shellHead: string; status: 200 | 404 };

/**
 * A member page's data, named by its outline (`#root[data-reads]`) so that the page's inline script
 * asks for it as soon as the session has answered (src/boot/member-session.ts): the headers of a
 * member's read but its token, and the reads' URLs.
 */
export type EarlyReadsPlan = { headers: Record<string, string>; urls: string[] };

/** One of those reads as the inline script left it (`__earlyReads`): the answer, and the token it was asked with. */
export type EarlyRead = { token: string; response: Response };

/**
 * What a member page's inline script (src/boot/member-session.ts) leaves for the app's calls
 * (src/device/: the session's and the reads'), each taken once (null then).
 */
export type EarlyMemberState = {
  /**
   * The session's answer, asked for as the page is parsed, under the session's Web Lock as every
   * refresh is; taken by the first session call (src/device/session/session-api.ts).
   */
  __earlySession?: Promise<Response> | null;
  /**
   * The page's data the server named (`#root[data-reads]`, the route's `earlyReads`), by URL, asked
   * for with the session's token as soon as the session answered: null where no answer came; each
   * taken by the page's own call for that URL with that token (src/device/api/client.ts).
   */
  __earlyReads?: Record<string, Promise<EarlyRead | null>> | null;
};

/** What dist-ssr/entry-server.js exports. */
export type SsrEntry = {
  setApiTransport(transport: Transport): void;
  render(url: string, origin: string, signal?: AbortSignal): Promise<EntryPage | null>;
};

/** A script the server writes inline into a rendered page: as built (minified), and its Content-Security-Policy source. */
export type InlineScript = { code: string; csp: string };

/** The page's inline scripts (src/boot/), built from TypeScript by the client build into dist/BOOT_SCRIPTS_FILE. */
export type BootScripts = { early: InlineScript; session: InlineScript; loader: InlineScript };

export const BOOT_SCRIPTS_FILE = 'boot-scripts.json';

/**
 * The scripts and style sheets each route needs beyond the entry's, by route id, what a member
 * page starts with, by `start:<language>`, and every page's words, by `words:<language>`
 * (scripts/route-chunks.ts), as the client build writes them to dist/ROUTE_CHUNKS_FILE: the
 * server asks for them with the entry.
 */
export type RouteChunks = Record<string, string[]>;

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
