/**
 * A Vite plugin for the storefront's client build: which scripts each route needs beyond the
 * entry's, written to dist/ROUTE_CHUNKS_FILE for the server (server/site/static-site.ts), which
 * lists them as module preloads in the outline of a page the device draws (a member's page).
 *
 * Without them the browser learns of a member page's code late, one round trip after another: the
 * entry, then the session's code, then (once the session request is out, src/main.tsx) the
 * route's component chunks, then (once the session is known and the loader runs) the loader's
 * own modules, then the data. On a phone's link each step is a round trip and more. With them,
 * the page's code comes with the entry, and the data is asked for as soon as the session is known.
 *
 * A route's scripts: the chunks of its split parts (component, pending view, …: TanStack Router's
 * `?tsr-split=` modules) and of the modules its route file imports on demand (its loader's), with
 * the chunks each of them imports statically, less what the entry already brings, and the style
 * sheets they import. What a page loads later on intent (a calendar, a photo's scaling) is not
 * among them: only the route file's own imports are followed, not its parts' dynamic ones.
 *
 * And, under `start:fa` and `start:en`, what every member page starts with before its routes:
 * the session's code (src/features/session/session-view.ts asks for it) and the member's words
 * in the page's language (src/i18n/i18n.ts); under `words:fa` and `words:en`, what every page
 * starts with: its language's words (src/i18n/i18n.ts); under `checkout:fa`, `tickets:en`…, the words
 * of those member pages (shared/site-paths.ts memberWordsOf). The build fails if one of them is gone.
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../shared/render-contract.ts';
import { MEMBER_WORD_PARTS } from '../shared/site-paths.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ROUTES_DIR = `${path.sep}src${path.sep}routes${path.sep}`;
const STARTS: Record<string, string[]> = {
  start: ['src/features/session/session-store.ts', 'src/locales/{lang}/account.po'],
  words: ['src/locales/{lang}/messages.po'],
  // The member's words beyond the account's, for the pages that need them (shared/site-paths.ts memberWordsOf).
  ...Object.fromEntries(MEMBER_WORD_PARTS.map((part) => [part, [`src/locales/{lang}/${part}.po`]])),
};
const LANGUAGES = ['fa', 'en'];

/**
 * The route id TanStack Router's file-based routing gives a route file (under src/routes):
 * `dashboard/order/index.tsx` → `/dashboard/order/`, `dashboard/route.tsx` → `/dashboard`,
 * `__root.tsx` → `__root__`. The flat-file and pathless conventions are not used here.
 */
export function routeIdOfFile(file: string): string | null {
  const at = file.indexOf(ROUTES_DIR);
  if (at < 0 || !file.endsWith('.tsx')) return null;
  const rel = file.slice(at + ROUTES_DIR.length, -'.tsx'.length).split(path.sep).join('/');
  if (rel === '__root') return '__root__';
  if (rel === 'index') return '/';
  if (rel.endsWith('/index')) return `/${rel.slice(0, -'index'.length)}`;
  if (rel.endsWith('/route')) return `/${rel.slice(0, -'/route'.length)}`;
  return `/${rel}`;
}

/** The bundle's chunks by file name, and the chunk each module was put in. */
export function chunkIndex<C extends Pick<Rolldown.OutputChunk, 'fileName' | 'moduleIds'>>(chunks: readonly C[]): { byName: Map<string, C>; chunkOf: Map<string, C> } {
  return { byName: new Map(chunks.map((c) => [c.fileName, c])), chunkOf: new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const))) };
}

/** The file names of `seeds` and of the chunks they import statically, all the way down (added to `into`). */
export function withImports(seeds: readonly Rolldown.OutputChunk[], byName: ReadonlyMap<string, Rolldown.OutputChunk>, into = new Set<string>()): Set<string> {
  const queue = [...seeds];
  while (queue.length) {
    const chunk = queue.shift()!;
    if (into.has(chunk.fileName)) continue;
    into.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) queue.push(next);
    }
  }
  return into;
}

export function routeChunks(): Plugin {
  return {
    name: 'storefront:route-chunks',
    apply: 'build',
    // After Vite's own (which drops the chunks that only imported a style sheet): the bundle as written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle: Rolldown.OutputBundle) {
        const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
        const { chunkOf, byName } = chunkIndex(chunks);
        // What the entry loads anyway (its own chunk and those it imports statically).
        const entry = withImports(chunks.filter((c) => c.isEntry), byName);
        const seeds = new Map<string, Set<Rolldown.OutputChunk>>();
        const add = (routeId: string, moduleId: string) => {
          const chunk = chunkOf.get(moduleId);
          if (!chunk) return;
          if (!seeds.has(routeId)) seeds.set(routeId, new Set());
          seeds.get(routeId)!.add(chunk);
        };
        for (const id of this.getModuleIds()) {
          const [file, query] = id.split('?');
          const routeId = file ? routeIdOfFile(file) : null;
          if (!routeId) continue;
          if (query?.includes('tsr-split=')) add(routeId, id);
          else if (!query) for (const imported of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) add(routeId, imported);
        }
        for (const lang of LANGUAGES) {
          for (const [key, files] of Object.entries(STARTS)) {
            for (const file of files) {
              const id = path.join(root, file.replace('{lang}', lang));
              if (!chunkOf.has(id)) this.error(`route-chunks: ${id} is in no chunk (a page no longer starts with it?)`);
              add(`${key}:${lang}`, id);
            }
          }
        }
        const routes: RouteChunks = {};
        for (const [routeId, found] of seeds) {
          const files = [...withImports([...found], byName)].filter((f) => !entry.has(f));
          const sheets = files.flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]);
          const all = [...new Set([...files, ...sheets])];
          // A file the page would ask for in vain (a 404 logged on every member page).
          for (const f of all) if (!(f in bundle)) this.error(`route-chunks: ${routeId} names ${f}, which the build does not write`);
          if (all.length) routes[routeId] = all.sort().map((f) => `/${f}`);
        }
        this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(routes) });
      },
    },
  };
}
