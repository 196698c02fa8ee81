/**
 * The member pages' code in few files. Left to itself, the bundler gives every module that two
 * lazy routes share a chunk of its own: an order's page asked for some 25 scripts of 0.1-3 KB
 * beyond the entry (session, menu, the order's parts, the API calls), each a request. On HTTP/1.1
 * a browser opens six connections to an origin, so 25 requests are four or five round trips in a
 * row, and on a phone's link (150 ms each) they were most of an order page's wait for its largest
 * text (Lighthouse's simulation: 3.2 s; its member's data needs the code first).
 *
 * Two groups (vite.config.ts's `codeSplitting.groups`):
 * - `session`: what every member page starts with, the session's machine and what it imports
 *   (XState) beyond the entry: one file instead of three.
 * - `member`: the modules that two or more member pages load before they draw (with those of the
 *   member's frame, which every member page under it loads): the member's menu and outline, the
 *   order's parts, the API calls, the forms' helpers. A page gets some KB it does not use with them
 *   (they are cached for the next member page), and each route keeps a chunk of its own parts.
 * - `parts`: those of them that a visitor's page loads too (a pro-forma's table, the mobile
 *   number's rules for signing in), so that the visitor's page does not load the member's code.
 *
 * A member page: a route whose file (or a parent's) guards it with the session
 * (`src/features/session/guard.ts`), and their children. The staff desk's pages may load the
 * `member` group (what they share with member pages). What a member page loads before it
 * draws: its split parts and its route file's dynamic imports (the loader's), with their static
 * imports (scripts/route-chunks.ts lists the same for the server). No module that brings Dexie or
 * antd (scripts/first-page-chunk.ts) with it is in the group, or every member page would load
 * them before it draws.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { NOT_ON_FIRST_PAGE } from './first-page-chunk.ts';
import { routeIdOfFile } from './route-chunks.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SESSION_START = path.join(root, 'src/features/session/session-store.ts');
const GUARD = path.join(root, 'src/features/session/guard.ts');
const DESK_GUARD = path.join(root, 'src/features/desk/desk-guard.ts');

type Group = { name: string; test: (id: string) => boolean; priority: number; includeDependenciesRecursively: boolean };
type Graph = { importedIds: (id: string) => readonly string[] };

/** `seeds` with the modules they import statically, all the way down, less those in `stop`. */
export function staticClosure(graph: Graph, seeds: Iterable<string>, stop: ReadonlySet<string> = new Set()): Set<string> {
  const found = new Set<string>();
  const queue = [...seeds];
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id) || stop.has(id)) continue;
    found.add(id);
    queue.push(...graph.importedIds(id));
  }
  return found;
}

/**
 * The `member` group, from each member route's modules (`routes`: route id → the modules it loads
 * before it draws, less the entry's): those of a route that has member routes under it, and those
 * two or more routes share, less any module that brings Dexie or antd with it. Of them, those a
 * visitor's page loads too (`visitors`) make the `parts` group, but for style sheets (a visitor's
 * page gets no rules it does not use), and the session's (`session`) stay in theirs.
 */
export function sharedMemberModules(
  graph: Graph,
  routes: ReadonlyMap<string, ReadonlySet<string>>,
  { entry, session, visitors }: { entry: ReadonlySet<string>; session: ReadonlySet<string>; visitors: ReadonlySet<string> },
): { member: Set<string>; parts: Set<string> } {
  const seen = new Map<string, number>();
  const shared = new Set<string>();
  for (const [routeId, modules] of routes) {
    const isFrame = [...routes.keys()].some((other) => other !== routeId && other.startsWith(`${routeId}/`));
    for (const id of modules) {
      if (session.has(id)) continue;
      seen.set(id, (seen.get(id) ?? 0) + 1);
      if (isFrame || seen.get(id)! >= 2) shared.add(id);
    }
  }
  const light = [...shared].filter((id) => ![...staticClosure(graph, [id], entry)].some((m) => NOT_ON_FIRST_PAGE.test(m)));
  return { member: new Set(light.filter((id) => !visitors.has(id))), parts: new Set(light.filter((id) => visitors.has(id) && !id.endsWith('.css'))) };
}

export function memberChunks(): { plugin: Plugin; groups: Group[] } {
  const session = new Set<string>();
  let member = new Set<string>();
  let parts = new Set<string>();
  const plugin: Plugin = {
    name: 'storefront:member-chunks',
    apply: 'build',
    buildEnd() {
      session.clear();
      const graph: Graph = { importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [] };
      // What every page starts with (the first-page chunk's modules, scripts/first-page-chunk.ts).
      const entry = staticClosure(graph, [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const id of staticClosure(graph, [SESSION_START], entry)) session.add(id);
      // Route files by route id; the guarded ones and those under them are member routes.
      const files = new Map<string, string>();
      for (const id of this.getModuleIds()) {
        const routeId = id.includes('?') ? null : routeIdOfFile(id);
        if (routeId) files.set(routeId, id);
      }
      const under = (guard: string, dynamic = false) => {
        const roots = [...files].filter(([, file]) => (dynamic ? this.getModuleInfo(file)?.dynamicallyImportedIds ?? [] : graph.importedIds(file)).includes(guard));
        return (routeId: string) => roots.some(([g]) => routeId === g || routeId.startsWith(`${g}/`));
      };
      const isMember = under(GUARD);
      const isStaff = under(DESK_GUARD, true);
      const routes = new Map<string, Set<string>>();
      const visitors = new Set<string>();
      for (const [routeId, file] of files) {
        const split = [...this.getModuleIds()].filter((id) => id.startsWith(`${file}?`) && id.includes('tsr-split='));
        const modules = staticClosure(graph, [...split, ...(this.getModuleInfo(file)?.dynamicallyImportedIds ?? [])], entry);
        if (isMember(routeId)) routes.set(routeId, modules);
        else if (!isStaff(routeId)) for (const id of modules) visitors.add(id);
      }
      if (!routes.size) this.error('member-chunks: no member route found (is src/features/session/guard.ts still their guard?)');
      ({ member, parts } = sharedMemberModules(graph, routes, { entry, session, visitors }));
    },
  };
  return {
    plugin,
    groups: [
      // Only the modules named: the bundler's default would take in all they import (a visitor's
      // page's modules that a member module imports stay in their own chunks).
      { name: 'session', test: (id) => session.has(id), priority: 1, includeDependenciesRecursively: false },
      { name: 'member', test: (id) => member.has(id), priority: 1, includeDependenciesRecursively: false },
      { name: 'parts', test: (id) => parts.has(id), priority: 1, includeDependenciesRecursively: false },
    ],
  };
}
