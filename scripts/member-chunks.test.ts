import { describe, expect, it } from 'vitest';
import { sharedMemberModules, staticClosure } from './member-chunks.ts';

/** A module graph: each module with what it imports statically. */
const graphOf = (edges: Record<string, string[]>) => ({ importedIds: (id: string) => edges[id] ?? [] });

const graph = graphOf({
  entry: ['react'],
  frame: ['menu', 'entry'],
  menu: [],
  orderPage: ['orderParts', 'docTable'],
  orgOrderPage: ['orderParts', 'docTable'],
  orderParts: ['entry'],
  docTable: ['print.css'],
  ticketsPage: ['outbox'],
  ticketPage: ['outbox', 'stars'],
  outbox: ['/node_modules/dexie/dist/dexie.mjs'],
  stars: [],
  session: ['/node_modules/xstate/dist/xstate.esm.js'],
  proforma: ['docTable'],
});
const entry = staticClosure(graph, ['entry']);
const routes = new Map<string, Set<string>>([
  ['/dashboard', staticClosure(graph, ['frame'], entry)],
  ['/dashboard/order/$id', staticClosure(graph, ['orderPage'], entry)],
  ['/dashboard/organisation/order/$id', staticClosure(graph, ['orgOrderPage'], entry)],
  ['/dashboard/ticket/', staticClosure(graph, ['ticketsPage', 'session'], entry)],
  ['/dashboard/ticket/detail', staticClosure(graph, ['ticketPage', 'session'], entry)],
]);
const session = staticClosure(graph, ['session'], entry);
const visitors = staticClosure(graph, ['proforma'], entry);

describe('staticClosure', () => {
  it('follows static imports all the way down, and stops at what it is told to', () => {
    expect([...staticClosure(graph, ['orderPage'])].sort()).toEqual(['docTable', 'orderPage', 'orderParts', 'print.css', 'react', 'entry'].sort());
    expect([...staticClosure(graph, ['orderPage'], entry)].sort()).toEqual(['docTable', 'orderPage', 'orderParts', 'print.css'].sort());
  });
});

describe('sharedMemberModules', () => {
  const { member, parts } = sharedMemberModules(graph, routes, { entry, session, visitors });

  it('groups what two member pages share and the frame above them, and leaves each page its own', () => {
    expect([...member].sort()).toEqual(['frame', 'menu', 'orderParts'].sort());
    for (const own of ['orderPage', 'orgOrderPage', 'ticketsPage', 'ticketPage', 'stars']) {
      expect(member.has(own) || parts.has(own)).toBe(false);
    }
  });

  it('keeps out what brings Dexie with it, and the session’s own group', () => {
    expect(member.has('outbox') || parts.has('outbox')).toBe(false);
    expect(member.has('session') || member.has('/node_modules/xstate/dist/xstate.esm.js')).toBe(false);
  });

  it('puts what a visitor’s page loads too in the parts group, without its style sheet', () => {
    expect([...parts]).toEqual(['docTable']);
    expect(member.has('print.css') || parts.has('print.css')).toBe(false);
  });
});
