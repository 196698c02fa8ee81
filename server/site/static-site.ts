/**
 * Hosts the built PWA. Hashed assets are immutable for a year; the shell, the service worker
 * and the manifest are revalidated on every load (an old cached worker would pin users to an old
 * release); bodies are served brotli or gzip, compressed once and kept in memory. App routes fall
 * back to the shell with `<html lang dir>` set for the URL's language, so the first byte is right.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { errorBody } from '../http/errors.ts';

const YEAR_S = 31_536_000;
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
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

type Entry = { body: Buffer; br: Buffer | null; gzip: Buffer | null; etag: string; type: string };

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

async function load(file: string): Promise<Entry | null> {
  try {
    const body = await fs.readFile(file);
    return entryFor(body, TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
  } catch {
    return null;
  }
}

function entryFor(body: Buffer, type: string): Entry {
  const compress = COMPRESSIBLE.test(type) && body.length > 512;
  return {
    body,
    type,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    br: compress
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
      : null,
    gzip: compress ? zlib.gzipSync(body, { level: 9 }) : null,
  };
}

function send(c: Context, entry: Entry, cacheControl: string, status: 200 | 404 = 200) {
  c.header('cache-control', cacheControl);
  c.header('etag', entry.etag);
  c.header('vary', 'accept-encoding');
  c.header('content-type', entry.type);
  c.header('x-content-type-options', 'nosniff');
  if (status === 200 && c.req.header('if-none-match') === entry.etag) return c.body(null, 304);
  const accept = c.req.header('accept-encoding') ?? '';
  if (entry.br && /\bbr\b/.test(accept)) {
    c.header('content-encoding', 'br');
    return c.body(new Uint8Array(entry.br), status);
  }
  if (entry.gzip && /\bgzip\b/.test(accept)) {
    c.header('content-encoding', 'gzip');
    return c.body(new Uint8Array(entry.gzip), status);
  }
  return c.body(new Uint8Array(entry.body), status);
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

/** The shell with `<html lang dir>` for the URL's language. */
export function localizeShell(html: string, pathname: string): string {
  const en = pathname === '/en' || pathname.startsWith('/en/');
  if (!en) return html.replace(/<html[^>]*>/, '<html lang="fa" dir="rtl">');
  return html
    .replace(/<html[^>]*>/, '<html lang="en" dir="ltr">')
    .replace('href="/manifest.webmanifest"', 'href="/manifest-en.webmanifest"')
    .replace(/<title>[^<]*<\/title>/, '<title>Medical Supplies Store</title>')
    .replace(
      /<meta name="description" content="[^"]*"/,
      '<meta name="description" content="Medical supplies store: surgical sutures, anti-allergy adhesives, guidewires and surgical meshes"',
    );
}

const REVALIDATE = 'no-cache';
const SHELL_FILES = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

export function mountStaticSite(app: Hono<AppEnv>, opts: { distDir: string; mediaDir: string }) {
  const cache = new FileCache();
  const shells = new Map<string, Entry>();
  const shellFor = async (pathname: string) => {
    const index = await cache.get(path.join(opts.distDir, 'index.html'));
    if (!index) return null;
    const lang = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'fa';
    const key = `${lang}:${index.etag}`;
    let hit = shells.get(key);
    if (!hit) {
      hit = entryFor(Buffer.from(localizeShell(index.body.toString('utf8'), pathname)), TYPES['.html']!);
      shells.set(key, hit);
    }
    return hit;
  };

  app.get('/media/*', async (c) => {
    const file = resolveInside(opts.mediaDir, c.req.path.slice('/media'.length));
    const entry = file ? await cache.get(file) : null;
    if (!entry) return c.json(errorBody(404, 'Not found'), 404);
    return send(c, entry, `public, max-age=${WEEK_S}`);
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
    // An app route: the shell. The router renders the page, or its own 404.
    const shell = await shellFor(pathname);
    if (!shell) {
      return c.text('The storefront is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    return send(c, shell, REVALIDATE);
  });
}
