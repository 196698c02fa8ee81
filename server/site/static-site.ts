/**
 * Hosts the built PWA. Hashed assets are immutable for a year; the shell, the service worker
 * and the manifest are revalidated on every load (an old cached worker would pin users to an old
 * release); bodies are served brotli or gzip, compressed once and kept in memory. App routes fall
 * back to the shell with `<html lang dir>` set for the URL's language, so the first byte is right,
 * with the page when the server renders it (html/: its steps), kept for the next visitor.
 */
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { localeOfPath, stripLocale } from '../../shared/locale.ts';
import { BOOT_SCRIPTS_FILE, ROUTE_CHUNKS_FILE, type BootScripts, type RouteChunks } from '../../shared/render-contract.ts';
import { mediaWidth } from '../../shared/media.ts';
import { isPrivatePage, memberWordsOf } from '../../shared/site-paths.ts';
import type { AppEnv } from '../app-env.ts';
import type { CachedResponse, ResponseCache } from '../cache/response-cache.ts';
import { acceptsBrotli, storedBody, storedPage } from '../cache/stored-body.ts';
import { siteOrigin } from '../http/origin.ts';
import { contentSecurityPolicy, inlineScriptHashes } from '../http/security-headers.ts';
import { criticalCss } from './html/critical-css.ts';
import { deferScripts } from './html/defer-scripts.ts';
import { inlineImages, type ImageAt } from './html/inline-images.ts';
import { renderShell } from './html/shell.ts';
import { mountMedia } from './media-routes.ts';
import { RENDITION_SOURCES, Renditions } from './renditions.ts';
import { mountSitemaps } from './sitemap-routes.ts';
import { FileCache, resolveInside, sendFile, TYPES, YEAR_S } from './site-files.ts';
import type { PageRenderer } from './ssr.ts';

const REVALIDATE = 'no-cache';
const SHELL_FILES = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

export function mountStaticSite(
  app: Hono<AppEnv>,
  opts: { distDir: string; mediaDir: string; renderPage?: PageRenderer; publicCache?: ResponseCache },
) {
  const cache = new FileCache();
  const renditions = new Renditions();
  const inlineStylesheets = criticalCss(opts.distDir, cache);
  /**
   * A JSON file the client build writes beside the site (null without it), parsed once for each
   * version of it the file cache holds: the server reads these for every page it renders.
   */
  const parsed = new WeakMap<object, unknown>();
  const buildJson = async <T,>(name: string): Promise<T | null> => {
    const file = await cache.get(path.join(opts.distDir, name));
    if (!file) return null;
    if (!parsed.has(file)) parsed.set(file, JSON.parse(file.body.toString('utf8')));
    return parsed.get(file) as T;
  };
  /** The page's inline scripts as the build made them (null for a build without them: the page then loads its scripts at once). */
  const bootScripts = () => buildJson<BootScripts>(BOOT_SCRIPTS_FILE);
  /**
   * The scripts and style sheets of a rendered page's routes (scripts/route-chunks.ts), its
   * language's words, and for a member page's outline what it starts with (the session's code,
   * the member's words, and checkout's, the orders' or the tickets' on their pages). Asked
   * for with the entry: a rendered page hydrates once its routes' code is there, and a member
   * page asks for its session as soon as the entry runs, and for its data as soon as the session
   * is known.
   */
  const pageFiles = async (page: { outline?: true; routes: string[] }, pathname: string): Promise<string[]> => {
    const chunks = await buildJson<RouteChunks>(ROUTE_CHUNKS_FILE);
    if (!chunks) return [];
    const lang = localeOfPath(pathname);
    const member = page.outline ? [`start:${lang}`, ...memberWordsOf(stripLocale(pathname)).map((part) => `${part}:${lang}`)] : [];
    return [...new Set([`words:${lang}`, ...member, ...page.routes].flatMap((id) => chunks[id] ?? []))];
  };

  /**
   * A file the page names: a file of the build (the site's logo) or of the catalogue's media, or
   * a rendition of one (`?w=`), with `source`, the drawing it was made from when that is an SVG.
   */
  const imageAt: ImageAt = async (src) => {
    const [pathname, query = ''] = src.split('?');
    const media = pathname!.startsWith('/media/');
    const file = media ? resolveInside(opts.mediaDir, pathname!.slice('/media'.length)) : resolveInside(opts.distDir, pathname!);
    const entry = file ? await cache.get(file) : null;
    if (!entry || !media || !query) return entry && { image: entry };
    const width = mediaWidth(/^w=(.*)$/.exec(query)?.[1]);
    if (!width || !RENDITION_SOURCES.test(entry.type)) return null;
    const image = await renditions.get(file!, entry, width).catch(() => null);
    if (!image) return null;
    return entry.type.startsWith('image/svg') ? { image, source: entry } : { image };
  };

  /**
   * The response for this URL: the shell, with the page when the server renders it, or a
   * redirect. `keep` says whether it may be kept for the next visitor: not when the server fell
   * back to the bare shell (no build, or too busy to render): the next visitor gets the page.
   */
  const shellFor = async (c: Context<AppEnv>, pathname: string, renewing = false): Promise<{ response: CachedResponse; keep: boolean; tags: string[] } | null> => {
    const index = await cache.get(path.join(opts.distDir, 'index.html'));
    if (!index) return null;
    const url = new URL(c.req.url);
    // `/index.html` is the offline shell the service worker keeps: never a page, never a 404.
    const page = opts.renderPage && pathname !== '/index.html' ? await opts.renderPage(url.pathname + url.search, siteOrigin(c)) : null;
    if (page && 'redirect' in page) {
      return { response: Object.assign(storedBody(Buffer.alloc(0), 'text/plain; charset=utf-8'), { status: 301, headers: { location: page.redirect } }), keep: true, tags: ['*'] };
    }
    let html = renderShell(index.body.toString('utf8'), pathname, page);
    const boot = page && 'html' in page ? await bootScripts() : null;
    if (page && 'html' in page) {
      const styled = await inlineStylesheets(await inlineImages(html, imageAt));
      html = boot ? deferScripts(styled.html, boot, { sheets: styled.sheets, files: await pageFiles(page, pathname), outline: page.outline === true }) : styled.html;
    }
    const status = page && 'status' in page ? page.status : 200;
    // The inline scripts this page holds, by their hashes: the boot scripts it was given (a public
    // page has no member's session script, whose hash was once sent with every page: 54 bytes of
    // a first round trip that a page's 14.6 KB fill to the brim) and the shell's.
    const csp = contentSecurityPolicy(inlineScriptHashes(html));
    // A rendered page depends on what the answers it read depend on; anything else on everything.
    const tags = page && 'tags' in page && page.tags.length ? page.tags : ['*'];
    // A page made for a visitor comes with its first brotli copy; one made again while the kept
    // copy is sent is compressed at the best levels before anyone gets it (renew), not twice.
    const body = renewing ? storedBody(Buffer.from(html), TYPES['.html']!) : await storedPage(Buffer.from(html), TYPES['.html']!, acceptsBrotli(c.req.header('accept-encoding')));
    return { response: Object.assign(body, { status, headers: { 'content-security-policy': csp } }), keep: page !== null, tags };
  };

  /**
   * Pages being made again because their kept copy aged out. Meanwhile the kept copy is sent (at
   * its best compression: made again and sent at once, a page went out at fast levels until sent
   * twice, 15.1 KB instead of 13.8 for a product page, past a new connection's first round trip);
   * the new one replaces it once compressed at the best levels. One at a time per page; if it
   * fails, the old copy is sent until it is dropped (ResponseCache.lookup), then the page is made
   * for the visitor who asks.
   */
  const renewing = new Set<string>();
  const renew = (c: Context<AppEnv>, pages: ResponseCache, key: string, pathname: string) => {
    if (renewing.has(key)) return;
    renewing.add(key);
    const generation = pages.generation;
    void (async () => {
      const shell = await shellFor(c, pathname, true);
      if (!shell?.keep) return;
      await shell.response.best?.();
      pages.set(key, generation, shell.response, shell.tags);
    })()
      .catch(() => undefined)
      .finally(() => renewing.delete(key));
  };

  /** A page (or its redirect) as kept, with whether it came from the cache (and fresh). */
  const sendPage = (c: Context<AppEnv>, page: CachedResponse, from: 'hit' | 'stale' | 'miss' | null) => {
    const headers: Record<string, string> = { ...page.headers, ...(from ? { 'x-cache': from } : {}) };
    if (page.status === 301) {
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      c.header('cache-control', REVALIDATE);
      return c.body(null, 301);
    }
    return sendFile(c, page, REVALIDATE, page.status as 200 | 404, headers);
  };

  mountSitemaps(app);
  mountMedia(app, opts.mediaDir, cache, renditions);

  app.get('*', async (c) => {
    const pathname = c.req.path;
    const file = resolveInside(opts.distDir, pathname);
    const hasExtension = /\.[a-z0-9]+$/i.test(pathname);
    if (hasExtension && pathname !== '/index.html') {
      const immutable = pathname.startsWith('/assets/') && !SHELL_FILES.has(pathname);
      const entry = file ? await cache.get(file, { immutable }) : null;
      if (!entry) return c.text('Not found', 404);
      return sendFile(c, entry, immutable ? `public, max-age=${YEAR_S}, immutable` : REVALIDATE);
    }
    // An app route: the shell. The router renders the page, or its own 404 (then so is the
    // status). A page rendered for one visitor is kept for the next, per origin and URL (the
    // language is in the path), until the catalogue or content it shows changes.
    // A member's pages are never kept, though their frame holds no member data.
    const pages = isPrivatePage(stripLocale(pathname)) ? undefined : opts.publicCache;
    const url = new URL(c.req.url);
    const key = `page ${siteOrigin(c)}${url.pathname}${url.search}`;
    const kept = pages?.lookup(key);
    if (kept?.fresh) return sendPage(c, kept.value, 'hit');
    if (kept && pages) {
      renew(c, pages, key, pathname);
      return sendPage(c, kept.value, 'stale');
    }
    const generation = pages?.generation ?? 0;
    const shell = await shellFor(c, pathname);
    if (!shell) {
      return c.text('The storefront is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    if (shell.keep && pages) pages.set(key, generation, shell.response, shell.tags);
    return sendPage(c, shell.response, pages && shell.keep ? 'miss' : null);
  });
}
