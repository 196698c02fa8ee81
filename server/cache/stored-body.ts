/**
 * A response body ready to send many times: its bytes, brotli and gzip copies, and a strong
 * ETag. Static files, rendered pages and catalogue answers are all sent through `sendBody`, which
 * answers 304 to a matching If-None-Match and picks the encoding the client accepts.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';

export type StoredBody = {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
  type: string;
  /** Told by sendBody each time the body is sent (a body made for a request upgrades itself). */
  sent?: () => void;
  /** Compresses it at the best levels now, in the thread pool (a body about to replace a popular one). */
  best?: () => Promise<void>;
};

export const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/svg)/;
/** Whether a body is sent compressed (and a build keeps compressed copies of such a file). */
export const worthCompressing = (type: string, body: Buffer) => COMPRESSIBLE.test(type) && body.length > 512;

export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Compression levels: fast (a body made for a request, a large file's first copies) and best
 * (files, once). Brotli is told the body's size: without it, it sets up for a 4 MB window. A
 * search's answer (15 KB of JSON) comes to 2.5 KB at brotli 3 in 55-85 µs (in a busy server
 * about three times that); at 5 it took 175-490 µs for 2.1 KB, at 4 95-130 µs for 2.4 KB. Most
 * such answers are sent once; one sent a second time is compressed again at the best levels.
 */
const FAST = { brotli: { quality: 3 }, gzip: { level: 6 } };
const BEST = { brotli: { quality: 11 }, gzip: { level: 9 } };
/** A rendered page's first brotli copy (`storedPage`); its gzip copy is made as any body's. */
const PAGE = { brotli: { quality: 10 }, gzip: FAST.gzip };
type Levels = typeof FAST;
/**
 * The chunk zlib writes a copy into, sized to the body: a copy is a view of its chunk, and at
 * zlib's default (16 KB) a search's answer of 2 KB held 16 KB, in the cache too, and each new
 * answer took 16 KB outside the heap. V8 collects the whole heap once every 64 MB of such memory
 * (its external memory's limit): at 100,000 products, every second under the bench's list pages,
 * each time marking the search index. A JSON answer comes to a seventh to a tenth of its size, so
 * a quarter of it fits in one chunk (at least 4 KB: below that Node's shared pool would hand out
 * slices of 8 KB blocks, and a cached copy would keep its neighbours' alive).
 */
const chunkFor = (body: Buffer) => Math.min(zlib.constants.Z_DEFAULT_CHUNK, Math.max(4096, body.length >> 2));
const brotliOptions = (levels: Levels, body: Buffer): zlib.BrotliOptions => ({
  chunkSize: chunkFor(body),
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli.quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const gzipOptions = (levels: Levels, body: Buffer): zlib.ZlibOptions => ({ ...levels.gzip, chunkSize: chunkFor(body) });

/** Bodies up to this size are compressed again at the best levels once they are sent a second time. */
export const RECOMPRESS_UP_TO_BYTES = 256 * 1024;

/**
 * A body made for this request (a page, an answer, the sitemap): each encoding compressed at fast
 * levels when a client first asks for it, then kept (a rendered page's brotli copy comes made, at
 * quality 10: `storedPage`). An answer to a URL nobody asks again (a new
 * search) is compressed once, in the one encoding its client takes. One sent a second time is
 * kept and popular: it is compressed again at the best levels, in libuv's thread pool, and its
 * smaller copies replace the fast ones once ready (a page's HTML 9% smaller: the home page's then
 * fits in a new connection's first round trip, about 14 KB, with room to spare).
 */
export function storedBody(body: Buffer, type: string, firstBr?: Buffer): StoredBody {
  const compress = worthCompressing(type, body);
  let br: Buffer | undefined = firstBr;
  let gz: Buffer | undefined;
  let sends = 0;
  const entry = {
    body,
    type,
    etag: etagOf(body),
    get br() {
      return compress ? (br ??= zlib.brotliCompressSync(body, brotliOptions(FAST, body))) : null;
    },
    get gzip() {
      return compress ? (gz ??= zlib.gzipSync(body, gzipOptions(FAST, body))) : null;
    },
    sent() {
      if (++sends === 2) void recompress();
    },
    best: () => recompress(),
  };
  let recompressing: Promise<void> | undefined;
  const recompress = () =>
    (recompressing ??=
      !compress || body.length > RECOMPRESS_UP_TO_BYTES
        ? Promise.resolve()
        : compressBest(body).then(
            ([smallerBr, smallerGz]) => {
              br = smallerBr;
              gz = smallerGz;
            },
            // The fast copies stay: they are correct, only larger.
            () => undefined,
          ));
  heldBounds.set(entry, compress ? body.length * 3 : body.length);
  return entry;
}

/** What a lazily compressed body may come to hold: its bytes and, at most, two copies as large. */
const heldBounds = new WeakMap<object, number>();

/** The bytes `entry` holds, or may come to hold once compressed (a cache's measure). */
export const heldBytes = (entry: StoredBody): number => heldBounds.get(entry) ?? entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * A rendered page's first brotli copy, at quality 10 in the thread pool, before its first
 * visitor gets it. A page's 80-90 KB of HTML comes to 16.4 KB at the fast level, 14.6 KB at 9 and
 * 13.7 KB at 10 (the Persian category page, 2026-12-06): with the response's headers, only 10 and
 * 11 fit a new connection's first round trip (about 14.6 KB), and that first visitor is common:
 * every search is one, and every page after a change to what it shows. Quality 10 takes that page
 * 29 ms of a pool thread, beside the 120-180 ms of the render itself; a round trip on a phone's link
 * is 150 ms. Sent a second time, it is compressed at the best levels as any body is.
 *
 * Not when its first visitor does not take brotli (`firstTakesBrotli`: a crawler that reads each
 * page once, a probe): nothing is compressed for nobody. A brotli client after it gets the fast
 * copy, then the best ones once the page is sent a second time.
 */
export async function storedPage(body: Buffer, type: string, firstTakesBrotli = true): Promise<StoredBody> {
  if (!worthCompressing(type, body) || !firstTakesBrotli) return storedBody(body, type);
  return storedBody(body, type, await brotli(body, brotliOptions(PAGE, body)));
}

/** Both copies at `levels`, in libuv's thread pool. */
const compressAt = (body: Buffer, levels: Levels) => Promise.all([brotli(body, brotliOptions(levels, body)), gzip(body, gzipOptions(levels, body))]);

/**
 * The build's compressed copies of a file, beside it: `app.js.br`, `app.js.gz`
 * (scripts/precompress.ts writes them at the best levels; storedFile takes them).
 */
export const COPY_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** A file's brotli and gzip copies at the best levels (the build's, and the server's once). */
export const compressBest = (body: Buffer) => compressAt(body, BEST);

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/** Whether `copies` are this body compressed (a copy left from another build, or a file changed since, is not). */
async function copiesOf(body: Buffer, copies: { br: Buffer; gzip: Buffer }): Promise<boolean> {
  try {
    const [br, gz] = await Promise.all([brotliDecompress(copies.br), gunzip(copies.gzip)]);
    return br.equals(body) && gz.equals(body);
  } catch {
    return false;
  }
}

/** Above this size a file is first sent compressed at fast levels (see storedFile). */
export const QUICK_COMPRESSION_ABOVE_BYTES = 64 * 1024;

/**
 * A file's body with the build's compressed copies (`built`), when it has them and they are its
 * own; else compressed at the highest levels once, in libuv's thread pool, so that no other
 * request waits on it. A large file (the barcode reader's 1 MB of WebAssembly takes 3-5 s at
 * brotli 11, React DOM's chunk half a second) is first compressed at fast levels, which its
 * first visitors get at once; the smaller copies replace those once ready (`ready` resolves
 * then). The ETag names the file's bytes, the same in every encoding.
 */
export async function storedFile(body: Buffer, type: string, built?: { br: Buffer; gzip: Buffer }): Promise<StoredBody & { ready: Promise<void> }> {
  const entry = { body, type, etag: etagOf(body), br: null as Buffer | null, gzip: null as Buffer | null, ready: Promise.resolve() };
  if (!worthCompressing(type, body)) return entry;
  // The build's copies, when they are this file's: decompressing checks that in a fraction of
  // the time compressing takes (brotli's best level: React DOM's chunk half a second).
  if (built && (await copiesOf(body, built))) {
    [entry.br, entry.gzip] = [built.br, built.gzip];
    return entry;
  }
  if (body.length <= QUICK_COMPRESSION_ABOVE_BYTES) {
    [entry.br, entry.gzip] = await compressBest(body);
    return entry;
  }
  [entry.br, entry.gzip] = await compressAt(body, FAST);
  entry.ready = compressBest(body).then(
    ([br, gz]) => {
      entry.br = br;
      entry.gzip = gz;
    },
    // The fast copies stay: they are correct, only larger.
    () => undefined,
  );
  return entry;
}

/**
 * Answers `entry` on `c`: 304 when the client holds this version (only for a 200: a 404 page must
 * keep saying 404), else the bytes in the best encoding the client accepts. Headers already on
 * the context (CORS, security) stay; `headers` are added.
 *
 * Before an answer exists, the headers go to hono's prepared ones (`c.header`): reading `c.res`
 * then would make one, and hono, given the real answer over it, rebuilds that as a stream of its
 * body (undici's Response, a ReadableStream, and the body written out by a reader: a fifth of a
 * cached answer's cost). After one exists (a middleware replacing the route's answer), its headers
 * are the base; the caller swaps the answers with `replaceAnswer`.
 */
export function sendBody(c: Context, entry: StoredBody, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const status = init.status ?? 200;
  const { vary: alsoVary, ...headers } = init.headers ?? {};
  // What the answer varies by: what was said already, what the caller adds, and the encoding.
  const said = c.finalized ? c.res.headers.get('vary') : null;
  const vary = [...new Set([said, alsoVary, 'accept-encoding'].flatMap((v) => (v ? v.split(/\s*,\s*/) : [])).map((v) => v.toLowerCase()))];
  const out: Record<string, string> = { ...headers, etag: entry.etag, 'content-type': entry.type };
  if (c.finalized) out.vary = vary.join(', ');
  else for (const v of vary) c.header('vary', v, { append: true });
  const answer = (body: Uint8Array<ArrayBuffer> | null, s: number, encoding?: string) => {
    const h = encoding ? { ...out, 'content-encoding': encoding } : out;
    const res = body ? c.body(body, s as 200, h) : c.body(null, s as 200, h);
    // The route's own answer may have said these of its body, not of this one. Its length is
    // said: without it, the compress middleware took a body too small to compress here (an empty
    // list's 126 bytes) for one of unknown size, and gzipped it through a stream.
    if (!encoding) res.headers.delete('content-encoding');
    if (body) res.headers.set('content-length', String(body.byteLength));
    else res.headers.delete('content-length');
    return res;
  };
  if (status === 200 && c.req.header('if-none-match')?.split(/\s*,\s*/).includes(entry.etag)) return answer(null, 304);
  entry.sent?.();
  const accept = c.req.header('accept-encoding') ?? '';
  const view = (bytes: Buffer) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);
  // The encoding asked first, then its copy: a lazily compressed body makes only the one it sends.
  const br = acceptsBrotli(accept) ? entry.br : null;
  if (br) return answer(view(br), status, 'br');
  const gz = /\bgzip\b/.test(accept) ? entry.gzip : null;
  if (gz) return answer(view(gz), status, 'gzip');
  return answer(view(entry.body), status);
}

/** Whether an Accept-Encoding takes brotli. */
export const acceptsBrotli = (accept: string | undefined) => /\bbr\b/.test(accept ?? '');

/**
 * Puts `answer` in place of the answer `c` holds (a middleware replacing the route's answer with
 * its kept copy): assigned over it, hono would copy the old one's headers onto the new one by
 * rebuilding it as a stream; `sendBody` has carried them over already.
 */
export function replaceAnswer(c: Context, answer: Response) {
  c.res = undefined;
  c.res = answer;
}
