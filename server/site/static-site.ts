/**
 * Hosts the built PWA. Hashed assets are immutable for a year; the shell, the service worker
 * and the manifest are revalidated on every load (an old cached worker would pin users to an old
 * release); bodies are served brotli or gzip, compressed once and kept in memory. App routes fall
 * back to the shell with `<html lang dir>` set for the URL's language, so the first byte is right.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import Beasties from 'beasties';
import svgToTinyDataUri from 'mini-svg-data-uri';
import { splitFontFaces } from '../../shared/font-faces.ts';
import { localeOfPath, stripLocale } from '../../shared/locale.ts';
import { isPrivatePage } from '../../shared/site-paths.ts';
import type { AppEnv } from '../app-env.ts';
import { jsonForScript } from './escape.ts';
import type { PageRenderer, RenderedPage } from './ssr.ts';
import { pagesSitemapXml, productsSitemapStream, robotsTxt, sitemapIndexXml } from './sitemap.ts';
import { errorBody } from '../http/errors.ts';
import type { CachedResponse, ResponseCache } from '../cache/response-cache.ts';
import { sendBody, storedBody, storedFile, type StoredBody } from '../cache/stored-body.ts';
import { contentSecurityPolicy, inlineScriptHashes } from '../http/security-headers.ts';
import { siteOrigin } from '../http/origin.ts';
import { MEDIA_WIDTHS, mediaWidth } from '../../shared/media.ts';
import { RENDITION_SOURCES, Renditions } from './renditions.ts';

const YEAR_S = 31_536_000;
/**
 * An image of the first screen at most this large (as stored) comes inside the page, as a data
 * URI: on a phone's link a request costs a round trip (and on HTTP/1.1 a connection) before the
 * image can paint, which is more than these bytes. The bound is Vite's for its own assets.
 */
export const INLINE_IMAGE_BYTES = 4096;
/**
 * The photo (a WebP rendition) a page asks for first (`fetchpriority="high"`, its largest paint)
 * comes inside it when it is no larger than this: as base64 it grows by a third and barely
 * compresses, and a page past about 14 KB needs a second round trip before it can paint. A
 * list's first product fits; a product page's large photo is asked for first instead.
 */
export const INLINE_PHOTO_BUDGET_BYTES = 3072;
const WEEK_S = 604_800;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  // The barcode reader (zxing-wasm): WebAssembly compiles while streaming only with this type.
  '.wasm': 'application/wasm',
};
type Entry = StoredBody;

/**
 * Reads, hashes and compresses a file once; later requests are served from memory. Each request
 * still stats the file, so a new build copied over a running server is served at once (a stale
 * in-memory sw.js would keep every visitor on the old release).
 */
class FileCache {
  private readonly entries = new Map<string, { version: string; entry: Promise<Entry | null> }>();
  async get(file: string): Promise<Entry | null> {
    let version: string;
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) return null;
      version = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    const hit = this.entries.get(file);
    if (hit?.version === version) return hit.entry;
    const entry = load(file);
    this.entries.set(file, { version, entry });
    return entry;
  }
}

/** A file's entry, read and compressed once. */
async function load(file: string): Promise<Entry | null> {
  let body: Buffer;
  try {
    body = await fs.readFile(file);
  } catch {
    return null;
  }
  return storedFile(body, TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
}

function send(c: Context, entry: Entry, cacheControl: string, status: 200 | 404 = 200, headers: Record<string, string> = {}) {
  return sendBody(c, entry, { status, headers: { ...headers, 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' } });
}

/** An image as a data URI, escaped for a double-quoted attribute (an SVG as text, the rest base64). */
function dataUriAttribute(image: StoredBody): string {
  const type = image.type.split(';')[0]!;
  const uri = type === 'image/svg+xml' ? svgToTinyDataUri(image.body.toString('utf8')) : `data:${type};base64,${image.body.toString('base64')}`;
  return uri.replace(/"/g, '&quot;');
}

/** A path inside `root`, or null when it escapes it. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file.startsWith(root + path.sep) ? file : null;
}


/**
 * The shell for a URL: `<html lang dir>` and the manifest of its language; with the page itself
 * when the server rendered it (its head, from the routes, replaces the shell's title and
 * description), and the API answers it was rendered from; or only the head of a page the
 * browser renders.
 */
export function renderShell(html: string, pathname: string, page?: Exclude<RenderedPage, { redirect: string }> | null): string {
  const lang = localeOfPath(pathname);
  let out = html.replace(/<html[^>]*>/, lang === 'en' ? '<html lang="en" dir="ltr">' : '<html lang="fa" dir="rtl">');
  if (lang === 'en') out = out.replace('href="/manifest.webmanifest"', 'href="/manifest-en.webmanifest"');
  const head = page ? ('shellHead' in page ? page.shellHead : page.head) : '';
  if (head) {
    out = out
      .replace(/\s*<title>[^<]*<\/title>/, '')
      .replace(/\s*<meta name="description" content="[^"]*"\s*\/?>/, '')
      .replace('</head>', () => `  ${head}\n  </head>`);
  }
  if (page && 'html' in page) {
    out = out.replace(
      '<div id="root"></div>',
      // Data, not a script: nothing here runs (src/device/api/boot.ts reads it).
      () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="boot-data">${jsonForScript(page.answers)}</script>`,
    );
  }
  return out;
}

/**
 * A server-rendered page asks for its scripts once it has painted: the page is readable from
 * the HTML alone, and on a slow link the scripts no longer compete with the first paint for
 * bandwidth. "Painted" is the first contentful paint as the browser reports it, once the frame
 * is on the screen: a frame the main thread has drawn is still rasterised and shown by other
 * threads, and on a phone with few cores, parsing 200 KB of script beside them put the first
 * paint off by 100-200 ms (on the bench's two cores, one run in three). Where the browser has
 * no paint timing, the next frame. (Hydration waits for that first frame anyway, see
 * src/main.tsx.) A hidden tab, which gets no frames, still starts within a second. `sheets`: the
 * whole style sheets, whose first screen's rules the page carries inline, asked for at the same
 * moment, and the web app manifest with them.
 */
export function deferScripts(html: string, sheets: string[] = []): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  let out = html.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  // Taps on buttons before the page is hydrated are kept (window.__earlyClicks) and replayed by
  // src/main.tsx once it is: a button of the server's HTML does nothing on its own. A form marked
  // data-early-submit (add to cart) submitted before its component is live (data-live) would
  // reload the page: the submit is held as data-pending-submit, and the component sends it.
  // These listeners go in the head, before any of the page's HTML is parsed: a tap on a button
  // that has just appeared, while the rest of the document is still arriving, is kept too.
  const early =
    `(function(){var w=window;w.__earlyClicks=[];document.addEventListener('click',function(e){var q=w.__earlyClicks;` +
    `var b=q&&e.target&&e.target.closest&&e.target.closest('button[type=button]');if(b)q.push(b)},true);` +
    `document.addEventListener('submit',function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute('data-early-submit')` +
    `&&!f.hasAttribute('data-live')){e.preventDefault();f.setAttribute('data-pending-submit','')}},true)})()`;
  // The web app manifest too: Chrome asks for it (and then for its icon) as soon as the document
  // is parsed, two requests on the link with the first paint; installing is offered later anyway.
  const manifest = /<link rel="manifest" href="[^"]+"\s*\/?>\s*/.exec(out)?.[0];
  if (manifest) out = out.replace(manifest, '');
  const manifestLink = manifest?.trim() ?? '';
  // The preloads in one insertion: a link appended at a time cost the throttled phone a task of
  // 30-40 ms, one parse of them all a few. (A script inserted as HTML would not run: the entry is
  // made as an element.)
  const modules = [...new Set(preloads)];
  // The whole style sheets load, parsed but not applied (media="print"), until the page first
  // needs a rule it does not carry (src/ui/late-styles.ts); if the app's script cannot load, at once.
  const late = (u: string) => `<link rel="stylesheet" crossorigin href="${u}" media="print" data-late>`;
  const links = [...sheets.map(late), ...modules.map((u) => `<link rel="modulepreload" crossorigin href="${u}">`), manifestLink].join('');
  const loader =
    `(function(){var done=false;function go(){if(done)return;done=true;var h=document.head;` +
    `h.insertAdjacentHTML('beforeend',${JSON.stringify(links)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};` +
    `s.onerror=function(){h.querySelectorAll('link[data-late]').forEach(function(l){l.media='all'})};h.appendChild(s)}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}` +
    `else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()`;
  // Without scripts, the whole style sheets and the manifest the usual way.
  const plain = [...sheets.map((u) => `<link rel="stylesheet" crossorigin href="${u}">`), manifestLink].join('');
  const noscript = plain ? `<noscript>${plain}</noscript>` : '';
  out = out.replace('</head>', () => `  <script>${early}</script>${noscript}\n  </head>`);
  out = out.replace('</body>', () => `  <script>${loader}</script>\n  </body>`);
  return out;
}

/** The shell with only the language set (no server rendering build). */
export const localizeShell = (html: string, pathname: string) => renderShell(html, pathname, null);

const REVALIDATE = 'no-cache';
const SITEMAP_CACHE = 'public, max-age=3600';
const SHELL_FILES = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

export function mountStaticSite(
  app: Hono<AppEnv>,
  opts: { distDir: string; mediaDir: string; renderPage?: PageRenderer; publicCache?: ResponseCache },
) {
  const cache = new FileCache();
  const renditions = new Renditions();

  /**
   * A file the page names: a file of the build (the site's logo) or of the catalogue's media, or
   * a rendition of one (`?w=`), with `source`, the drawing it was made from when that is an SVG.
   */
  const imageAt = async (src: string): Promise<{ image: StoredBody; source?: StoredBody } | null> => {
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
  const shellFor = async (c: Context<AppEnv>, pathname: string): Promise<{ response: CachedResponse; keep: boolean; tags: string[] } | null> => {
    const index = await cache.get(path.join(opts.distDir, 'index.html'));
    if (!index) return null;
    const url = new URL(c.req.url);
    const page = opts.renderPage ? await opts.renderPage(url.pathname + url.search, siteOrigin(c)) : null;
    if (page && 'redirect' in page) {
      return { response: { ...storedBody(Buffer.alloc(0), 'text/plain; charset=utf-8'), status: 301, headers: { location: page.redirect } }, keep: true, tags: ['*'] };
    }
    let html = renderShell(index.body.toString('utf8'), pathname, page);
    if (page && 'html' in page) {
      const styled = await inlineStylesheets(await inlineImages(html));
      html = deferScripts(styled.html, styled.sheets);
    }
    const status = page && 'status' in page ? page.status : 200;
    const csp = contentSecurityPolicy(inlineScriptHashes(html));
    // A rendered page depends on what the answers it read depend on; anything else on everything.
    const tags = page && 'tags' in page && page.tags.length ? page.tags : ['*'];
    return { response: { ...storedBody(Buffer.from(html), TYPES['.html']!), status, headers: { 'content-security-policy': csp } }, keep: page !== null, tags };
  };

  /** A page (or its redirect) as kept, with whether it came from the cache. */
  const sendPage = (c: Context<AppEnv>, page: CachedResponse, from: 'hit' | 'miss' | null) => {
    const headers: Record<string, string> = { ...page.headers, ...(from ? { 'x-cache': from } : {}) };
    if (page.status === 301) {
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      c.header('cache-control', REVALIDATE);
      return c.body(null, 301);
    }
    return send(c, page, REVALIDATE, page.status as 200 | 404, headers);
  };

  /**
   * A server-rendered page carries the rules its own HTML uses inline (Beasties matches the style
   * sheet's selectors against the page), so it paints from the one response with no
   * render-blocking request, and its HTML fits in the first round trip of a new connection (about
   * 14 KB); the whole style sheet comes after the first paint with the scripts (deferScripts),
   * for what the page shows later (a drawer, a menu opened, another page). Rules for what the head's
   * script sets before the first paint (the dark theme, the site's font) are always kept, as are
   * the focus ring (a lone pseudo-class, which Beasties cannot match against the HTML) and the
   * rules of what every page adds as it starts (the opening hours' badge, which depends on the
   * visitor's clock): the whole sheet is applied only when the page first needs a rule it does not
   * carry (src/ui/late-styles.ts), and that badge would otherwise be that need on every page. (The
   * offline shell keeps the link, and the file stays cached.)
   */
  const critical = new Beasties({
    path: opts.distDir,
    external: false,
    reduceInlineStyles: true,
    mergeStylesheets: true,
    pruneSource: false,
    fonts: false,
    keyframes: 'critical',
    allowRules: [/data-theme/, /site-font/, /^:focus-visible$/, /open-now/],
    logLevel: 'silent',
  });
  const inlineStylesheets = async (html: string): Promise<{ html: string; sheets: string[] }> => {
    const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)];
    const sheets: string[] = [];
    const faces: string[] = [];
    let inlined = 0;
    for (const [tag, href] of links) {
      const file = resolveInside(opts.distDir, href!);
      const css = file ? await cache.get(file) : null;
      if (!css) continue;
      const text = css.body.toString('utf8');
      const { faces: own, rest } = splitFontFaces(text);
      faces.push(...own);
      // The font faces' sheet (scripts/font-face-sheet.ts) is all inline: it is not sent again.
      if (rest.trim()) sheets.push(href!);
      html = html.replace(tag, () => `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`);
      inlined++;
    }
    if (inlined === 0) return { html, sheets };
    html = (await critical.process(html)).replace(' data-beasties-container', '');
    // The font faces, which the page names through a custom property Beasties cannot follow.
    const missing = faces.filter((f) => !html.includes(f));
    if (missing.length) html = html.replace('<style>', () => `<style>${missing.join('')}`);
    return { html, sheets };
  };

  /**
   * The small images the page shows at once (those not marked `loading="lazy"`, which wait until
   * they near the screen) come inside it. The components keep their URLs: once the page has
   * hydrated, a change of image (a gallery) asks for the file as before.
   */
  const inlineImages = async (html: string) => {
    const tags = [...html.matchAll(/<img [^>]*src="(\/[^"/][^"]*)"[^>]*>/g)].filter(([tag]) => !/\bloading="lazy"/.test(tag));
    const inlined = new Set<string>();
    let photoBytes = 0;
    for (const [tag, src] of new Map(tags.map(([tag, src]) => [tag, src!]))) {
      const found = await imageAt(src);
      // A rendition, or its source where that is a drawing (SVG) smaller than it: it draws at any width.
      const image = found?.source && found.source.body.length < found.image.body.length ? found.source : found?.image;
      if (!image || !image.type.startsWith('image/') || image.body.length > INLINE_IMAGE_BYTES) continue;
      if (src.includes('?w=')) {
        // Only the page's largest paint, the photo it asks for first: each one inside the page
        // delays its first paint, and each SVG drawing is a document the browser lays out.
        if (!/\bfetchpriority="high"/i.test(tag) || photoBytes + image.body.length > INLINE_PHOTO_BUDGET_BYTES) continue;
        photoBytes += image.body.length;
      }
      // The file inside the page is the one shown: the browser would pick from a srcset first.
      const inside = tag.replace(`src="${src}"`, `src="${dataUriAttribute(image)}"`).replace(/ (srcset|sizes)="[^"]*"/gi, '');
      html = html.replaceAll(tag, inside);
      inlined.add(src);
    }
    // The site's icon, which the browser asks for around the first paint, comes inside the page too.
    const icon = /<link rel="icon" href="(\/[^"]+\.svg)"/.exec(html);
    const drawing = icon && (await imageAt(icon[1]!));
    if (icon && drawing && drawing.image.body.length <= INLINE_IMAGE_BYTES) {
      html = html.replace(icon[0], () => `<link rel="icon" href="${dataUriAttribute(drawing.image)}"`);
    }
    // React preloads the images it renders at once (`<link rel="preload" as="image">`). Only the
    // one the page asks for first stays, unless it is now inside the page: the others are in the
    // HTML a few lines down, and a preload in the head would have them share the link with the
    // rest of the HTML before the first paint.
    return html.replace(/<link rel="preload" [^>]*>/g, (link) => {
      if (!/\bas="image"/i.test(link)) return link;
      const href = /\bhref="([^"]+)"/i.exec(link)?.[1];
      const candidates = /\bimagesrcset="([^"]+)"/i.exec(link)?.[1]?.split(',').map((c) => c.trim().split(' ')[0]!) ?? [];
      const first = /\bfetchpriority="high"/i.test(link);
      return first && ![href, ...candidates].some((u) => u && inlined.has(u)) ? link : '';
    });
  };

  app.get('/robots.txt', (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.text(robotsTxt(siteOrigin(c)));
  });
  app.get('/sitemap.xml', async (c) => send(c, storedBody(Buffer.from(await sitemapIndexXml(c.var.db, siteOrigin(c))), TYPES['.xml']!), SITEMAP_CACHE));
  app.get('/sitemap-pages.xml', async (c) => send(c, storedBody(Buffer.from(await pagesSitemapXml(c.var.db, siteOrigin(c))), TYPES['.xml']!), SITEMAP_CACHE));
  // A product file is megabytes: streamed as it is read, gzip when the client takes it.
  app.get('/:file{sitemap-products-[0-9]{1,6}\\.xml}', async (c) => {
    const part = Number(/(\d+)/.exec(c.req.param('file'))![1]);
    const stream = await productsSitemapStream(c.var.db, siteOrigin(c), part);
    if (!stream) return c.text('Not found', 404);
    c.header('content-type', TYPES['.xml']!);
    c.header('cache-control', SITEMAP_CACHE);
    c.header('vary', 'accept-encoding');
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      c.header('content-encoding', 'gzip');
      return c.body(stream.pipeThrough(new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array<ArrayBuffer>>));
    }
    return c.body(stream);
  });

  app.get('/media/*', async (c) => {
    const file = resolveInside(opts.mediaDir, c.req.path.slice('/media'.length));
    const entry = file ? await cache.get(file) : null;
    if (!entry) return c.json(errorBody(404, 'Not found'), 404);
    const w = c.req.query('w');
    if (w === undefined) return send(c, entry, `public, max-age=${WEEK_S}`);
    const width = mediaWidth(w);
    if (!width) return c.json(errorBody(400, `w must be one of ${MEDIA_WIDTHS.join(', ')}`), 400);
    if (!RENDITION_SOURCES.test(entry.type)) return c.json(errorBody(400, 'This file is not an image'), 400);
    try {
      return send(c, await renditions.get(file!, entry, width), `public, max-age=${WEEK_S}`);
    } catch {
      return c.json(errorBody(422, 'This image could not be read'), 422);
    }
  });

  app.get('*', async (c) => {
    const pathname = c.req.path;
    const file = resolveInside(opts.distDir, pathname);
    const hasExtension = /\.[a-z0-9]+$/i.test(pathname);
    if (hasExtension && pathname !== '/index.html') {
      const entry = file ? await cache.get(file) : null;
      if (!entry) return c.text('Not found', 404);
      const immutable = pathname.startsWith('/assets/') && !SHELL_FILES.has(pathname);
      return send(c, entry, immutable ? `public, max-age=${YEAR_S}, immutable` : REVALIDATE);
    }
    // An app route: the shell. The router renders the page, or its own 404 (then so is the
    // status). A page rendered for one visitor is kept for the next, per origin and URL (the
    // language is in the path), until the catalogue or content it shows changes.
    // A member's pages are never kept, though their frame holds no member data.
    const pages = isPrivatePage(stripLocale(pathname)) ? undefined : opts.publicCache;
    const url = new URL(c.req.url);
    const key = `page ${siteOrigin(c)}${url.pathname}${url.search}`;
    const hit = pages?.get(key);
    if (hit) return sendPage(c, hit, 'hit');
    const generation = pages?.generation ?? 0;
    const shell = await shellFor(c, pathname);
    if (!shell) {
      return c.text('The storefront is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    if (shell.keep && pages) pages.set(key, generation, shell.response, shell.tags);
    return sendPage(c, shell.response, pages && shell.keep ? 'miss' : null);
  });
}
