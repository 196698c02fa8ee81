/**
 * The contract's calls (contract/calls.ts) and the server's v1 routes are the same list: a route
 * declared outside the contract, or a call nobody serves, fails here.
 */
import { describe, expect, it } from 'vitest';
import { CALL_SCHEMAS, CALLS, type CallName } from '../../contract/api.ts';
import { fileHarness } from '../test/harness.ts';

const h = fileHarness({}, { seed: false });

/** The server's own v1 routes, as `METHOD /path` under /v1 (the OpenAPI document aside). */
function servedRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of h.app.routes) {
    if (!r.path.startsWith('/v1/') || r.method === 'ALL' || r.path === '/v1/openapi.json') continue;
    seen.add(`${r.method} ${r.path.slice('/v1'.length)}`);
  }
  return [...seen].sort();
}

describe('the contract and the routes', () => {
  it('every route the server answers is a call of the contract, and every call is answered', () => {
    const calls = Object.values(CALLS).map((c) => `${c.method} ${c.path}`).sort();
    expect(servedRoutes()).toEqual(calls);
  });

  it('names each call once: no two names share a method and path', () => {
    const keys = Object.values(CALLS).map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every call its schemas, and only calls', () => {
    expect(Object.keys(CALL_SCHEMAS).sort()).toEqual((Object.keys(CALLS) as CallName[]).sort());
  });

  it('documents each route under its call name (the OpenAPI operationId)', async () => {
    const doc = (await (await h.app.request('/v1/openapi.json')).json()) as { paths: Record<string, Record<string, { operationId?: string }>> };
    for (const [name, call] of Object.entries(CALLS)) {
      const op = doc.paths[call.path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[call.method.toLowerCase()];
      expect(op?.operationId, `${call.method} ${call.path}`).toBe(name);
    }
  });
});
