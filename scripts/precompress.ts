/**
 * The build's files compressed once, at build time: each file the server would compress gets
 * its brotli and gzip copies beside it (`app.js.br`, `app.js.gz`) at the server's best levels
 * (server/cache/stored-body.ts), which the server sends from its first request on. Before, a
 * server compressed each file when first asked for it: a large one was sent at fast levels until
 * the best copies were ready (React DOM's chunk 63 KB instead of 57, the entry 88 instead of 80:
 * a first page of 158 KB of script, over its budget, for the visitors right after a start), and
 * every server process spent seconds of a core on the same work (the barcode reader's
 * WebAssembly alone 3-5 s).
 *
 * The files every page starts with (the entry, what it imports statically, each language's
 * words) get their gzip copy from Zopfli instead, which writes the same format 3-4% smaller than
 * zlib's best level (the entry 90.2 → 86.6 KB, React DOM 65.8 → 63.6): what a browser that takes
 * gzip only receives, and what the first page's budget counts (bench/lighthouse.ts). Zopfli takes
 * a second or two for those files; for all 2.7 MB of the build's scripts it took 15-23 s, for
 * member and staff files that gain as little, so they keep zlib's copy.
 *
 * It runs last, once the service worker is written (vite-plugin-pwa writes it when the bundle
 * is closed), and only on the browser's build. A copy that is not its file's (a file changed
 * after the build) is not sent: the server checks each before using it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import { isLandingChunk } from './first-page-chunk.ts';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { compressBest, COPY_SUFFIX, worthCompressing } from '../server/cache/stored-body.ts';
import { TYPES } from '../server/site/site-files.ts';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../shared/render-contract.ts';
import { chunkIndex, withImports } from './route-chunks.ts';

/** Every file under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes the compressed copies of each file in `dir` that the server would compress; returns how many. `firstPage`: the files whose gzip copy Zopfli writes. */
export async function precompressDir(dir: string, firstPage: ReadonlySet<string> = new Set()): Promise<number> {
  const suffixes = Object.values(COPY_SUFFIX) as string[];
  const typed = (await filesUnder(dir)).flatMap((file) => {
    const ext = path.extname(file);
    const type = suffixes.includes(ext) ? undefined : TYPES[ext.toLowerCase()];
    return type ? [{ file, type }] : [];
  });
  const files = await Promise.all(typed.map(async ({ file, type }) => ({ file, type, body: await fs.readFile(file) })));
  const kept = files.filter(({ type, body }) => worthCompressing(type, body));
  // Largest first: the thread pool then ends with small files, not with the WebAssembly's 3 s alone.
  kept.sort((a, b) => b.body.length - a.body.length);
  // zlib works in libuv's thread pool, Zopfli (WebAssembly) on this thread meanwhile.
  await Promise.all(
    kept.map(async ({ file, body }) => {
      const best = compressBest(body);
      const zopfli = firstPage.has(path.relative(dir, file)) ? Buffer.from(await gzipAsync(body, {})) : undefined;
      const [br, gzip] = await best;
      await Promise.all([fs.writeFile(file + COPY_SUFFIX.br, br), fs.writeFile(file + COPY_SUFFIX.gzip, zopfli && zopfli.length < gzip.length ? zopfli : gzip)]);
    }),
  );
  return kept.length;
}

/** The files every page starts with: the entry chunks and each language's words (under `words:` in the route chunks), with the chunks they import statically; and the landing pages' own. */
function firstPageFiles(bundle: Rolldown.OutputBundle, routeChunks: RouteChunks): Set<string> {
  const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const { byName } = chunkIndex(chunks);
  const words = Object.entries(routeChunks).flatMap(([key, scripts]) => (key.startsWith('words:') ? scripts.flatMap((s) => byName.get(s.replace(/^\//, '')) ?? []) : []));
  return withImports([...chunks.filter((c) => c.isEntry || isLandingChunk(c.name)), ...words], byName);
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rolldown.OutputBundle = {};
  return {
    name: 'storefront:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error || config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const started = performance.now();
        const routeChunks = JSON.parse(await fs.readFile(path.join(outDir, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;
        const count = await precompressDir(outDir, firstPageFiles(bundle, routeChunks));
        config.logger.info(`precompress: ${count} files, brotli and gzip copies, in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
