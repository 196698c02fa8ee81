/**
 * The member pages' code in few files. Left to itself, the bundler gives every module that two
 * lazy routes share a chunk of its own: an order's page asked for some 25 scripts of 0.1-3 KB
 * beyond the entry (session, menu, the order's parts, the API calls), each a request. On HTTP/1.1
 * a browser opens six connections to an origin, so 25 requests are four or five round trips in a
 * row, and on a phone's link (150 ms each) they were most of an order page's wait for its largest
 * text (Lighthouse's simulation: 3.2 s; its member's data needs the code first).
 *
 * Groups (vite.config.ts's `codeSplitting.groups`):
 * - `session`: what every member page starts with, the session's machine and what it imports
 *   (XState) beyond the entry: one file instead of three.
 * - `member`: the modules that many member pages load before they draw (at least
 *   `BROADLY_SHARED` of them, or the member's frame, which every member page under it loads): the
 *   member's menu and outline, the order's parts, the API calls, the forms' helpers. A page gets
 *   some KB it does not use with them (they are cached for the next member page).
 * - `member-<feature>`: those that two or three pages of one feature share (the tickets' pages'
 *   attachment picker and API, the two order pages' detail, the recipient form of checkout and the
 *   recipients' page), by the folder under src/features they live in; a module from outside the
 *   features goes with the one feature that imports it. In `member` they were on every member
 *   page: checkout loaded an order's page, the tickets' parts, the push offer and the invoice's
 *   persian-tools (253 KB gzip against a goal of 250; 243-247 without them), for one to three
 *   requests more on some pages.
 * - `parts`: those of them that a visitor's page loads too (a pro-forma's table, the mobile
 *   number's rules for signing in), so that the visitor's page does not load the member's code.
 * - one per member route, of what that route alone loads (its component and outline, its loader's
 *   modules): checkout's four files are one.
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
import type { Plugin, Rolldown } from 'vite';
import { NOT_ON_FIRST_PAGE } from './first-page-chunk.ts';
import { routeIdOfFile } from './route-chunks.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SESSION_START = path.join(root, 'src/features/session/session-store.ts');
const GUARD = path.join(root, 'src/features/session/guard.ts');
const DESK_GUARD = path.join(root, 'src/features/desk/desk-guard.ts');

type Group = { name: string | ((id: string) => string | null); debugName?: string; test: (id: string) => boolean; priority: number; includeDependenciesRecursively: boolean };
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
 * All that a visitor's pages may load beyond the entry, now or later (their routes, the cart's
 * drawer, the idle work): the entry's imports, static and dynamic, all the way down, but for the
 * dynamic ones of a member's or the staff's route files (`guarded`: their pages).
 */
export function visitorModules(graph: Graph & { dynamicImports: (id: string) => readonly string[] }, entry: ReadonlySet<string>, guarded: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const queue = [...entry];
  while (queue.length) {
    const id = queue.pop()!;
    for (const next of [...graph.importedIds(id), ...(guarded.has(id) ? [] : graph.dynamicImports(id))]) {
      if (entry.has(next) || found.has(next)) continue;
      found.add(next);
      queue.push(next);
    }
  }
  return found;
}

/**
 * A name for a route's own chunk, from its id (one per route: a name is a group):
 * `/{-$locale}/order/checkout` → `order-checkout`, `/{-$locale}/dashboard/order/$orderId` →
 * `dashboard-order-orderId`.
 */
export const routeChunkName = (routeId: string) =>
  routeId
    .split('/')
    .filter((part) => part && !part.startsWith('{'))
    .map((part) => part.replace(/^\$/, ''))
    .join('-') || 'page';

/**
 * The groups, from each member route's modules (`routes`: route id → the modules it loads before
 * it draws, less the entry's). `member`: those of a route that has member routes under it, and
 * those two or more routes share, less any module that brings Dexie or antd with it; of them,
 * those a visitor's page loads too (`visitors`) make the `parts` group, but for style sheets (a
 * visitor's page gets no rules it does not use; `visitors`: all that a visitor's pages may load,
 * the cart's drawer and the idle work included). `own`: each of the others that one route alone
 * loads, and no page of a visitor's or the staff's (`staff`), by the name of that route's chunk.
 * The session's (`session`) stay in theirs. `features`: of `member`, those fewer than
 * `BROADLY_SHARED` routes load and no frame does, by their feature's group (`featureGroups`; the
 * bundler takes a module by its highest-priority group, and theirs is above `member`'s).
 */
export function memberGroups(
  graph: Graph,
  routes: ReadonlyMap<string, ReadonlySet<string>>,
  { entry, session, visitors, staff }: { entry: ReadonlySet<string>; session: ReadonlySet<string>; visitors: ReadonlySet<string>; staff: ReadonlySet<string> },
): { member: Set<string>; parts: Set<string>; own: Map<string, string>; features: Map<string, string> } {
  const loadedBy = new Map<string, string[]>();
  const shared = new Set<string>();
  const byFrame = new Set<string>();
  for (const [routeId, modules] of routes) {
    const isFrame = [...routes.keys()].some((other) => other !== routeId && other.startsWith(`${routeId}/`));
    for (const id of modules) {
      if (session.has(id) || NOT_ON_FIRST_PAGE.test(id)) continue;
      loadedBy.set(id, [...(loadedBy.get(id) ?? []), routeId]);
      if (isFrame) byFrame.add(id);
      if (isFrame || loadedBy.get(id)!.length >= 2) shared.add(id);
    }
  }
  const light = [...shared].filter((id) => ![...staticClosure(graph, [id], entry)].some((m) => NOT_ON_FIRST_PAGE.test(m)));
  const own = new Map<string, string>();
  for (const [id, by] of loadedBy) if (by.length === 1 && !shared.has(id) && !visitors.has(id) && !staff.has(id)) own.set(id, routeChunkName(by[0]!));
  const members = light.filter((id) => !visitors.has(id));
  return {
    member: new Set(members),
    parts: new Set(light.filter((id) => visitors.has(id) && !id.endsWith('.css'))),
    own,
    features: featureGroups(
      graph,
      members.filter((id) => !byFrame.has(id) && loadedBy.get(id)!.length < BROADLY_SHARED),
    ),
  };
}

/** How many member pages must load a module for it to go in `member` (fewer: its feature's group). */
export const BROADLY_SHARED = 4;

const PACKAGE = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;
const FEATURE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;

/**
 * The feature groups of `narrow` (modules a few member pages share): each by the folder under
 * src/features it lives in (`member-ticketing`); one from outside the features with the single
 * feature whose modules among `narrow` import it (and what only it imports, with it), and none (it
 * stays in `member`) when several do, or one that stays there; a library that pages' own modules
 * alone import, by its name (`member-persian-tools`), with what it imports.
 */
export function featureGroups(graph: Graph, narrow: readonly string[]): Map<string, string> {
  const features = new Map<string, string>();
  for (const id of narrow) {
    const folder = FEATURE.exec(id)?.[1];
    if (folder) features.set(id, folder === 'member' ? 'member-pages' : `member-${folder}`);
  }
  // Down the imports: a module that one feature's modules import goes with them, and so on.
  const importers = new Map<string, string[]>();
  for (const id of narrow) for (const next of graph.importedIds(id)) importers.set(next, [...(importers.get(next) ?? []), id]);
  // A library that only pages' own modules import (the invoice's amount in words, the
  // organisation's legal id: persian-tools), a group of its own.
  for (const id of narrow) {
    const library = PACKAGE.exec(id)?.[1];
    if (library && !features.has(id) && !importers.has(id)) features.set(id, `member-${library.split(/[\\/]/).pop()}`);
  }
  for (let moved = true; moved; ) {
    moved = false;
    for (const id of narrow) {
      if (features.has(id)) continue;
      const groups = new Set((importers.get(id) ?? []).map((by) => features.get(by) ?? 'member'));
      if (groups.size !== 1 || groups.has('member')) continue;
      features.set(id, [...groups][0]!);
      moved = true;
    }
  }
  return features;
}

/** What the bundler tells a plugin of its modules (a build hook's `this`). */
type ModuleGraph = Pick<Rolldown.PluginContext, 'getModuleIds' | 'getModuleInfo'>;

/**
 * The route files by route id, and which routes are a member's (a route file that imports the
 * session's guard, and those under it) and which the staff's (one whose loader imports the desk's
 * guard, and those under it).
 */
export function guardedRoutes(build: ModuleGraph): { files: Map<string, string>; isMember: (routeId: string) => boolean; isStaff: (routeId: string) => boolean } {
  const files = new Map<string, string>();
  for (const id of build.getModuleIds()) {
    const routeId = id.includes('?') ? null : routeIdOfFile(id);
    if (routeId) files.set(routeId, id);
  }
  const under = (guard: string, dynamic: boolean) => {
    const roots = [...files].filter(([, file]) => {
      const info = build.getModuleInfo(file);
      return (dynamic ? info?.dynamicallyImportedIds : info?.importedIds)?.includes(guard);
    });
    return (routeId: string) => roots.some(([g]) => routeId === g || routeId.startsWith(`${g}/`));
  };
  return { files, isMember: under(GUARD, false), isStaff: under(DESK_GUARD, true) };
}

export function memberChunks(): { plugin: Plugin; groups: Group[] } {
  const session = new Set<string>();
  let member = new Set<string>();
  let parts = new Set<string>();
  let own = new Map<string, string>();
  let features = new Map<string, string>();
  const plugin: Plugin = {
    name: 'storefront:member-chunks',
    apply: 'build',
    buildEnd() {
      session.clear();
      const graph: Graph = { importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [] };
      // What every page starts with (the first-page chunk's modules, scripts/first-page-chunk.ts).
      const entry = staticClosure(graph, [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const id of staticClosure(graph, [SESSION_START], entry)) session.add(id);
      const { files, isMember, isStaff } = guardedRoutes(this);
      const routes = new Map<string, Set<string>>();
      const staff = new Set<string>();
      const guarded = new Set<string>();
      for (const [routeId, file] of files) {
        if (!isMember(routeId) && !isStaff(routeId)) continue;
        guarded.add(file);
        const split = [...this.getModuleIds()].filter((id) => id.startsWith(`${file}?`) && id.includes('tsr-split='));
        const modules = staticClosure(graph, [...split, ...(this.getModuleInfo(file)?.dynamicallyImportedIds ?? [])], entry);
        if (isMember(routeId)) routes.set(routeId, modules);
        else for (const id of modules) staff.add(id);
      }
      const visitors = visitorModules({ ...graph, dynamicImports: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [] }, entry, guarded);
      if (!routes.size) this.error('member-chunks: no member route found (is src/features/session/guard.ts still their guard?)');
      ({ member, parts, own, features } = memberGroups(graph, routes, { entry, session, visitors, staff }));
    },
  };
  return {
    plugin,
    groups: [
      // Only the modules named: the bundler's default would take in all they import (a visitor's
      // page's modules that a member module imports stay in their own chunks).
      { name: 'session', test: (id) => session.has(id), priority: 1, includeDependenciesRecursively: false },
      { name: (id) => features.get(id) ?? null, debugName: 'member-feature', test: (id) => features.has(id), priority: 2, includeDependenciesRecursively: false },
      { name: 'member', test: (id) => member.has(id), priority: 1, includeDependenciesRecursively: false },
      { name: 'parts', test: (id) => parts.has(id), priority: 1, includeDependenciesRecursively: false },
      { name: (id) => own.get(id) ?? null, debugName: 'member-route', test: (id) => own.has(id), priority: 1, includeDependenciesRecursively: false },
    ],
  };
}
