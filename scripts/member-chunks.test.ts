import { describe, expect, it } from 'vitest';
import { featureGroups, memberGroups, routeChunkName, staticClosure, visitorModules } from './member-chunks.ts';

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
  deskTicket: ['stars', 'desk'],
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
const staff = staticClosure(graph, ['deskTicket'], entry);

describe('staticClosure', () => {
  it('follows static imports all the way down, and stops at what it is told to', () => {
    expect([...staticClosure(graph, ['orderPage'])].sort()).toEqual(['docTable', 'orderPage', 'orderParts', 'print.css', 'react', 'entry'].sort());
    expect([...staticClosure(graph, ['orderPage'], entry)].sort()).toEqual(['docTable', 'orderPage', 'orderParts', 'print.css'].sort());
  });
});

describe('memberGroups', () => {
  const { member, parts, own } = memberGroups(graph, routes, { entry, session, visitors, staff });

  it('groups what two member pages share and the frame above them, and gives each page its own', () => {
    expect([...member].sort()).toEqual(['frame', 'menu', 'orderParts'].sort());
    expect(Object.fromEntries(own)).toEqual({
      orderPage: 'dashboard-order-id',
      orgOrderPage: 'dashboard-organisation-order-id',
      ticketsPage: 'dashboard-ticket',
      ticketPage: 'dashboard-ticket-detail',
    });
    // What the staff's desk loads too stays out of a member page's chunk (the desk would load that page's code).
    expect(own.has('stars')).toBe(false);
  });

  it('names a route’s own chunk after its path, without the language: one name for each route', () => {
    expect(routeChunkName('/{-$locale}/order/checkout')).toBe('order-checkout');
    expect(routeChunkName('/{-$locale}/dashboard/order/')).toBe('dashboard-order');
    expect(routeChunkName('/{-$locale}/dashboard/order/$orderId')).toBe('dashboard-order-orderId');
    expect(routeChunkName('/{-$locale}/')).toBe('page');
  });

  it('keeps out of the shared groups what brings Dexie with it, and the session’s own group', () => {
    expect(member.has('outbox') || parts.has('outbox') || own.has('outbox')).toBe(false);
    expect(own.has('/node_modules/dexie/dist/dexie.mjs')).toBe(false);
    expect(member.has('session') || member.has('/node_modules/xstate/dist/xstate.esm.js')).toBe(false);
  });

  it('puts what a visitor’s page loads too in the parts group, without its style sheet', () => {
    expect([...parts]).toEqual(['docTable']);
    expect(member.has('print.css') || parts.has('print.css')).toBe(false);
  });
});

describe('featureGroups', () => {
  const f = (path: string) => `/app/src/features/${path}`;
  const graph = graphOf({
    [f('ticketing/AttachmentPicker.tsx')]: [f('ticketing/photo-scale.ts'), '/app/shared/sizes.ts'],
    [f('ticketing/photo-scale.ts')]: [],
    '/app/shared/sizes.ts': ['/app/shared/units.ts'],
    '/app/shared/units.ts': [],
    [f('recipients/RecipientForm.tsx')]: ['/app/shared/phone.ts', '/app/shared/digits.ts'],
    [f('orders/OrderNote.tsx')]: ['/app/shared/digits.ts'],
    '/app/shared/phone.ts': [],
    '/app/shared/digits.ts': [],
    '/app/node_modules/@persian-tools/persian-tools/build/index.mjs': ['/app/node_modules/fastest-levenshtein/mod.js'],
    '/app/node_modules/fastest-levenshtein/mod.js': [],
    '/app/node_modules/left-alone/index.js': [],
  });
  const groups = featureGroups(graph, [
    f('ticketing/AttachmentPicker.tsx'),
    f('ticketing/photo-scale.ts'),
    '/app/shared/sizes.ts',
    '/app/shared/units.ts',
    f('recipients/RecipientForm.tsx'),
    f('orders/OrderNote.tsx'),
    '/app/shared/phone.ts',
    '/app/shared/digits.ts',
    '/app/node_modules/@persian-tools/persian-tools/build/index.mjs',
    '/app/node_modules/fastest-levenshtein/mod.js',
  ]);

  it('groups what a few member pages share by its feature, and what only that feature imports with it, all the way down', () => {
    expect(groups.get(f('ticketing/AttachmentPicker.tsx'))).toBe('member-ticketing');
    expect(groups.get(f('ticketing/photo-scale.ts'))).toBe('member-ticketing');
    expect(groups.get('/app/shared/sizes.ts')).toBe('member-ticketing');
    expect(groups.get('/app/shared/units.ts')).toBe('member-ticketing');
    expect(groups.get('/app/shared/phone.ts')).toBe('member-recipients');
  });

  it('leaves in the member group what two features import, and names a library only pages import after it', () => {
    expect(groups.has('/app/shared/digits.ts')).toBe(false);
    expect(groups.get('/app/node_modules/@persian-tools/persian-tools/build/index.mjs')).toBe('member-persian-tools');
    expect(groups.get('/app/node_modules/fastest-levenshtein/mod.js')).toBe('member-persian-tools');
    expect(groups.has('/app/node_modules/left-alone/index.js')).toBe(false);
  });
});

describe('visitorModules', () => {
  it('follows the entry’s imports, dynamic ones too, but not into a member’s or the staff’s pages', () => {
    const dynamic: Record<string, string[]> = {
      main: ['cartDrawer'],
      routeTree: [],
      productRoute: ['productPage'],
      orderRoute: ['orderPage'],
      cartDrawer: [],
      cartLines: ['cartPhotoZoom'],
    };
    const graph = {
      ...graphOf({ main: ['routeTree'], routeTree: ['productRoute', 'orderRoute'], cartDrawer: ['cartLines'], orderPage: ['cartLines', 'orderParts'] }),
      dynamicImports: (id: string) => dynamic[id] ?? [],
    };
    const entry = staticClosure(graph, ['main']);
    expect([...visitorModules(graph, entry, new Set(['orderRoute']))].sort()).toEqual(['cartDrawer', 'cartLines', 'cartPhotoZoom', 'productPage']);
  });
});
