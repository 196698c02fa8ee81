/**
 * The modules every page starts with (the entry's static imports, all the way down) in one
 * chunk. Left to itself, the bundler gives each module that a lazy route shares with the entry a
 * chunk of its own: the first page asked for some twenty small scripts, each a request (six at a
 * time on HTTP/1.1), a compile task and a module record, and inserting their preloads was a
 * 20-30 ms task of its own on the bench's machine. React DOM keeps its own chunk (a higher
 * priority in vite.config.ts); lazy routes import from this one, already loaded.
 */
import type { Plugin } from 'vite';

export function firstPageChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean; priority: number } } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'first-page-chunk',
    apply: 'build',
    buildEnd() {
      ids.clear();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length) {
        const id = queue.pop()!;
        if (ids.has(id)) continue;
        ids.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, group: { name: 'app', test: (id) => ids.has(id), priority: 1 } };
}
