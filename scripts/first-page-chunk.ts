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

/** What public pages never load: antd and its parts (member and staff screens), Dexie (member data). */
export const NOT_ON_FIRST_PAGE = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dexie|dexie-react-hooks)[\\/]/;

export function firstPageChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean; priority: number } } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'first-page-chunk',
    apply: 'build',
    buildEnd() {
      ids.clear();
      const from = new Map<string, string>();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length) {
        const id = queue.shift()!;
        if (ids.has(id)) continue;
        ids.add(id);
        if (NOT_ON_FIRST_PAGE.test(id)) {
          const chain = [id];
          while (from.has(chain[0]!)) chain.unshift(from.get(chain[0]!)!);
          this.error(`a public page would load ${id}, imported statically by:\n  ${chain.map((c) => c.replace(process.cwd(), '')).join('\n  → ')}\nImport it when asked for (await import(…)) from the route that needs it.`);
        }
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
          if (!from.has(next) && !ids.has(next)) from.set(next, id);
          queue.push(next);
        }
      }
    },
  };
  return { plugin, group: { name: 'app', test: (id) => ids.has(id), priority: 1 } };
}
