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
 * It runs last, once the service worker is written (vite-plugin-pwa writes it when the bundle
 * is closed), and only on the browser's build. A copy that is not its file's (a file changed
 * after the build) is not sent: the server checks each before using it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { compressBest, COPY_SUFFIX, worthCompressing } from '../server/cache/stored-body.ts';
import { TYPES } from '../server/site/site-files.ts';

/** Every file under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes the compressed copies of each file in `dir` that the server would compress; returns how many. */
export async function precompressDir(dir: string): Promise<number> {
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
  await Promise.all(
    kept.map(async ({ file, body }) => {
      const [br, gzip] = await compressBest(body);
      await Promise.all([fs.writeFile(file + COPY_SUFFIX.br, br), fs.writeFile(file + COPY_SUFFIX.gzip, gzip)]);
    }),
  );
  return kept.length;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'storefront:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error || config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const started = performance.now();
        const count = await precompressDir(outDir);
        config.logger.info(`precompress: ${count} files, brotli and gzip copies, in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
