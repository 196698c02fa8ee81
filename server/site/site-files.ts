/**
 * The site's files as they are sent: their types, read and compressed once and kept in memory
 * (a new build copied over a running server is served at once), and a path inside a folder.
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { COPY_SUFFIX, sendBody, storedFile, type StoredBody } from '../cache/stored-body.ts';

export const YEAR_S = 31_536_000;
export const WEEK_S = 604_800;

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
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
 * in-memory sw.js would keep every visitor on the old release). An `immutable` file (its name is
 * its content's hash: another build's file has another name) is only checked to be there still,
 * with a synchronous stat (the asynchronous one, through the thread pool and a promise, was a
 * tenth of a static file's cost): a release that removed it is a 404, as for a file never read.
 */
export class FileCache {
  private readonly entries = new Map<string, { version: string; entry: Promise<Entry | null> }>();
  async get(file: string, { immutable = false } = {}): Promise<Entry | null> {
    const known = immutable ? this.entries.get(file) : undefined;
    if (known) {
      if (fsSync.statSync(file, { throwIfNoEntry: false })?.isFile()) {
        const entry = await known.entry;
        if (entry) return entry;
      }
      this.entries.delete(file);
    }
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

/** A file's entry, read once, with the build's compressed copies beside it or compressed once. */
async function load(file: string): Promise<Entry | null> {
  const optional = (f: string) => fs.readFile(f).catch(() => null);
  const [body, br, gzip] = await Promise.all([optional(file), optional(file + COPY_SUFFIX.br), optional(file + COPY_SUFFIX.gzip)]);
  if (!body) return null;
  return storedFile(body, TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', br && gzip ? { br, gzip } : undefined);
}

/** A file's answer: its body compressed as the client takes it, with its cache policy. */
export function sendFile(c: Context, entry: Entry, cacheControl: string, status: 200 | 404 = 200, headers: Record<string, string> = {}) {
  return sendBody(c, entry, { status, headers: { ...headers, 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' } });
}

/** A path inside `root`, or null when it escapes it. */
export function resolveInside(root: string, urlPath: string): string | null {
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
