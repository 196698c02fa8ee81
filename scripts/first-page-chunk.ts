/**
 * The modules every page starts with (the entry's static imports, all the way down) in one
 * chunk. Left to itself, the bundler gives each module that a lazy route shares with the entry a
 * chunk of its own: the first page asked for some twenty small scripts, each a request (six at a
 * time on HTTP/1.1), a compile task and a module record, and inserting their preloads was a
 * 20-30 ms task of its own on the bench's machine. React DOM keeps its own chunk (a higher
 * priority in vite.config.ts); lazy routes import from this one, already loaded.
 *
 * The build fails when a library only member and staff screens may load (antd, IndexedDB's Dexie)
 * is among them, naming the chain of static imports that brought it: a route file's loader that
 * imports a member feature statically put Dexie's 31 KB gzip on every public page once.
 */
import type { Plugin } from 'vite';
import { routeIdOfFile } from './route-chunks.ts';

/** What public pages never load: antd and its parts (member and staff screens), Dexie (member data). */
export const NOT_ON_FIRST_PAGE = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dexie|dexie-react-hooks)[\\/]/;

type Group = { name: string; test: (id: string) => boolean; priority: number };

/** A landing kind's chunk: its name, and whether a chunk is one (scripts/precompress.ts compresses them as the entry). */
const landingChunk = (kind: string) => `page-${kind}`;
export const isLandingChunk = (name: string) => name.startsWith(landingChunk(''));

/**
 * `landing`: the landing pages' route ids by kind (home, the product lists, a product). What a
 * kind's split components alone use is a chunk of its own (`page-<kind>`), which the server asks
 * for with the entry on that kind's pages only (scripts/route-chunks.ts); what two kinds use, or a
 * kind and the other pages' code (or code imported when asked for), stays in the entry. Left to the bundler, a module two pages share is a chunk of its own: a landing
 * page loaded five to eleven small chunks, and more bytes in all than with its code in the entry.
 */
export function firstPageChunk(landing: Record<string, readonly string[]> = {}): { plugin: Plugin; groups: Group[] } {
  const ids = new Set<string>();
  const kindOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'first-page-chunk',
    apply: 'build',
    buildEnd() {
      /** `seeds` and what they import statically, all the way down, short of `stop`; failing on what a public page never loads. */
      const closure = (seeds: string[], stop: ReadonlySet<string>, check = true) => {
        const seen = new Set<string>();
        const from = new Map<string, string>();
        const queue = [...seeds];
        while (queue.length) {
          const id = queue.shift()!;
          if (seen.has(id) || stop.has(id)) continue;
          seen.add(id);
          if (check && NOT_ON_FIRST_PAGE.test(id)) {
            const chain = [id];
            while (from.has(chain[0]!)) chain.unshift(from.get(chain[0]!)!);
            this.error(`a public page would load ${id}, imported statically by:\n  ${chain.map((c) => c.replace(process.cwd(), '')).join('\n  → ')}\nImport it when asked for (await import(…)) from the route that needs it.`);
          }
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
            if (!from.has(next) && !seen.has(next)) from.set(next, id);
            queue.push(next);
          }
        }
        return seen;
      };
      const all = [...this.getModuleIds()];
      ids.clear();
      for (const id of closure(all.filter((id) => this.getModuleInfo(id)?.isEntry), ids)) ids.add(id);
      // Each landing kind's modules beyond the entry's, from its routes' split components.
      const landingComponents = new Set<string>();
      const kinds = Object.entries(landing).map(([kind, routes]) => {
        const components = all.filter((id) => id.includes('?tsr-split=component') && routes.includes(routeIdOfFile(id.split('?')[0]!) ?? ''));
        for (const id of components) landingComponents.add(id);
        return [kind, closure(components, ids)] as const;
      });
      // What a kind shares with the other pages' code, or with code imported when asked for, goes
      // with the entry: in the kind's chunk, a member's page would load a product page's code for it.
      const asked = all.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      const elsewhere = closure([...all.filter((id) => id.includes('?tsr-split=')), ...asked].filter((id) => !landingComponents.has(id)), ids, false);
      const count = new Map<string, number>();
      for (const [, seen] of kinds) for (const id of seen) count.set(id, (count.get(id) ?? 0) + 1);
      kindOf.clear();
      for (const [kind, seen] of kinds) for (const id of seen) if (count.get(id) === 1 && !elsewhere.has(id)) kindOf.set(id, kind);
      // What two kinds share is read by the first page of either: it goes with the entry too.
      for (const [id, n] of count) if (n > 1 || elsewhere.has(id)) ids.add(id);
    },
  };
  return {
    plugin,
    groups: [
      { name: 'app', test: (id) => ids.has(id), priority: 1 },
      ...Object.keys(landing).map((kind) => ({ name: landingChunk(kind), test: (id: string) => kindOf.get(id) === kind, priority: 1 })),
    ],
  };
}
