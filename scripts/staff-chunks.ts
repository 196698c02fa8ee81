/**
 * The staff desk's own files, kept out of the service worker's precache.
 *
 * A service worker's install fetches every file of its precache, and the browser compiles each
 * script it stores then (for the code cache): measured in Chromium on this project's machine,
 * installing the 150 files (2.5 MB of scripts) cost 2 s of a core more than a visit without the
 * worker, of which 1.5 s went to the scripts. A part of those bytes is the desk's (antd's table,
 * drawers and forms, the desk's screens): code that a shopper or a hospital's buyer never runs,
 * fetched and compiled in the background of their first visit, on their phone's link and cores.
 * The desk is a desktop tool used online (its every screen reads and writes the staff API); its
 * files are fetched when a member of staff opens it, and the browser's HTTP cache keeps them
 * (hashed names, immutable for a year). A desk tab opened before a release asks for files of the
 * earlier one, which the server no longer has: TanStack Router loads the page again, once, when a
 * route's code fails to load (in the new release), and the error page's retry loads it again.
 *
 * A file is the desk's when the desk's pages load it and no other page does. Chunks, not modules:
 * what a chunk imports is what the bundler kept (antd's index imports every component; a page
 * that uses one gets that one's chunk). From the entry: the chunks it imports, and those that
 * each of its modules imports on demand, but for the desk's route files (their pages); from the
 * desk's route files: the same. The desk's files are those the second walk reaches and the first
 * does not, with the style sheets that only they import, and the desk's words (33 KB, which the
 * locale route that every page shares imports on demand for a desk page).
 */
import type { Plugin, Rolldown } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { guardedRoutes } from './member-chunks.ts';
import { chunkIndex } from './route-chunks.ts';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];
export type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'moduleIds' | 'imports'> & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The chunks reached from `seeds`: their static imports, and the chunks of what their modules
 * import on demand (`dynamicImports`), but for the modules in `stop`.
 */
function chunksReached(
  { byName, chunkOf }: ReturnType<typeof chunkIndex<Chunk>>,
  seeds: Iterable<Chunk>,
  dynamicImports: (moduleId: string) => readonly string[],
  stop: ReadonlySet<string>,
): Set<Chunk> {
  const found = new Set<Chunk>();
  const queue = [...seeds];
  while (queue.length) {
    const chunk = queue.pop()!;
    if (found.has(chunk)) continue;
    found.add(chunk);
    for (const name of chunk.imports) if (byName.has(name)) queue.push(byName.get(name)!);
    for (const id of chunk.moduleIds) if (!stop.has(id)) for (const next of dynamicImports(id)) if (chunkOf.has(next)) queue.push(chunkOf.get(next)!);
  }
  return found;
}

/**
 * The files only the desk loads: the chunks reached from `desk` (its route files' on-demand
 * imports) and not from the entry chunks, and the style sheets that only they import.
 */
export function staffOnlyFiles(chunks: readonly Chunk[], entries: readonly Chunk[], desk: ReadonlySet<string>, dynamicImports: (moduleId: string) => readonly string[]): Set<string> {
  const index = chunkIndex(chunks);
  const others = chunksReached(index, entries, dynamicImports, desk);
  const deskSeeds = [...desk].flatMap((file) => dynamicImports(file).flatMap((id) => (index.chunkOf.has(id) ? [index.chunkOf.get(id)!] : [])));
  const staff = new Set([...chunksReached(index, deskSeeds, dynamicImports, new Set())].filter((c) => !others.has(c)));
  const sheetsOf = (list: Iterable<Chunk>) => new Set([...list].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
  const otherSheets = sheetsOf(chunks.filter((c) => !staff.has(c)));
  return new Set([...[...staff].map((c) => c.fileName), ...[...sheetsOf(staff)].filter((f) => !otherSheets.has(f))]);
}

/** The desk's words (lingui.config.ts: the `desk` catalog, one file per language). */
const DESK_WORDS = /[\\/]src[\\/]locales[\\/]\w+[\\/]desk\.po\b/;

/**
 * The chunks of the desk's words: the locale route, which every page shares, imports them on
 * demand for a desk page, so the walk from the entry reaches them; no other page asks for them.
 */
export const deskWordsFiles = (chunks: readonly Pick<Chunk, 'fileName' | 'moduleIds'>[]) =>
  chunks.filter((c) => c.moduleIds.length > 0 && c.moduleIds.every((id) => DESK_WORDS.test(id))).map((c) => c.fileName);

export function staffChunks(): { plugin: Plugin; skipInPrecache: ManifestTransform } {
  let staffFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'storefront:staff-chunks',
    apply: 'build',
    // After Vite's own (which drops the chunks that only imported a style sheet): the bundle as written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { files, isStaff } = guardedRoutes(this);
        const desk = new Set([...files].filter(([routeId]) => isStaff(routeId)).map(([, file]) => file));
        if (!desk.size) this.error('staff-chunks: no route of the desk found (is src/features/desk/desk-guard.ts still its guard?)');
        const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
        staffFiles = staffOnlyFiles(
          chunks,
          chunks.filter((c) => c.isEntry),
          desk,
          (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        );
        if (!staffFiles.size) this.error('staff-chunks: the desk has no file of its own (does the entry load its code?)');
        const words = deskWordsFiles(chunks);
        if (words.length !== 2) this.error(`staff-chunks: expected the desk's words in two files (fa, en), found ${words.length}`);
        for (const file of words) staffFiles.add(file);
      },
    },
  };
  return {
    plugin,
    skipInPrecache: (entries) => ({ manifest: entries.filter((e) => !staffFiles.has(e.url)), warnings: [] }),
  };
}
