import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startHarness, type Harness } from '../test/harness.ts';
import { signInHelpers } from '../test/sign-in.ts';

type Operation = {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
  'x-origin'?: string;
};
type Document = { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, Operation>> };

let h: Harness;
let doc: Document;
beforeAll(async () => {
  h = await startHarness();
  const res = await h.app.request('/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
});
afterAll(async () => {
  await h?.close();
});

/** Every v1 route the server answers, as `METHOD /path/{param}` relative to /v1. */
function v1Routes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of h.app.routes) {
    if (!r.path.startsWith('/v1/') || r.method === 'ALL' || r.path === '/v1/openapi.json') continue;
    const path = r.path.slice('/v1'.length).replace(/:([A-Za-z_]+)/g, '{$1}');
    seen.set(`${r.method} ${path}`, { method: r.method.toLowerCase(), path });
  }
  return [...seen.values()];
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, served by the server under /v1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/v1' }]);
  });

  it('describes every v1 route with its response schema and its errors: a route without schemas fails here', () => {
    const routes = v1Routes();
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, path } of routes) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method.toUpperCase()} ${path} is not in /v1/openapi.json`).toBeDefined();
      expect(op!.summary, `${method} ${path}: summary`).toBeTruthy();
      // Whether a spec-literal backend has it (issue 29): a client can tell an extension by it.
      expect(['spec', 'needed', 'extension'], `${method} ${path}: x-origin`).toContain(op!['x-origin']);
      const success = Object.entries(op!.responses).find(([status]) => status.startsWith('2'));
      expect(success?.[1].content?.['application/json']?.schema ?? success?.[1].content?.['application/octet-stream']?.schema, `${method} ${path}: response schema`).toBeTruthy();
      expect(op!.responses['400']?.content?.['application/json']?.schema, `${method} ${path}: error schema`).toBeTruthy();
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        expect(op!.parameters?.some((p) => p.in === 'path' && p.name === name), `${method} ${path}: path parameter ${name}`).toBe(true);
      }
      if (method === 'post' || method === 'put') {
        const hasBody = Boolean(op!.requestBody?.content['application/json']?.schema ?? op!.requestBody?.content['multipart/form-data']?.schema);
        const bodiless = /\/(addfavorite|stockalert|cancel)$/.test(path);
        expect(hasBody || bodiless, `${method} ${path}: request body schema`).toBe(true);
      }
    }
  });

  it('documents the query parameters of lists', () => {
    const products = doc.paths['/product/{lang}/products']!.get!;
    const names = products.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['limit', 'offset', 'sort', 'category_ids', 'brand_ids', 'search_text']));
  });

  it('states the real bounds of every numeric path and query value, and the mobile number’s rule', () => {
    type Param = { in: string; name: string; schema: { type?: string; minimum?: number; maximum?: number; pattern?: string } };
    const params = Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => (op.parameters ?? []) as Param[]));
    const ids = params.filter((p) => p.in === 'path' && p.name === 'id');
    expect(ids.length).toBeGreaterThan(10);
    for (const p of ids) expect(p.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    const limits = params.filter((p) => p.in === 'query' && p.name === 'limit');
    for (const p of limits) expect(p.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    // Every value a numeric parameter documents is one the server takes (and a list's ids are int32 by pattern).
    for (const p of params.filter((x) => x.schema.type === 'integer')) expect(p.schema.maximum, p.name).toBeLessThanOrEqual(2_147_483_647);
    const send = doc.paths['/member/{lang}/otp/send']!.post!.requestBody!.content['application/json']!.schema as { properties: { mobile_number: { pattern: string } } };
    const mobile = new RegExp(send.properties.mobile_number.pattern);
    for (const ok of ['09121234567', '9121234567', '+989121234567', '۰۹۱۲۱۲۳۴۵۶۷']) expect(mobile.test(ok), ok).toBe(true);
    expect(mobile.test('02112345678')).toBe(false);
    const multipart = doc.paths['/ticketing/{lang}/tickets']!.post!.requestBody!.content['multipart/form-data'] as { encoding?: Record<string, { contentType: string }> };
    expect(multipart.encoding?.payload?.contentType).toBe('application/json');
  });

  it('refuses no request its own schema allows: numeric path and query values anywhere in their documented bounds', async () => {
    type Param = { in: string; name: string; required?: boolean; schema: { type?: string; minimum?: number; maximum?: number; enum?: string[] } };
    const token = (await signInHelpers(() => h).signIn('09121234567')).session.access_token;
    const gets = Object.entries(doc.paths).flatMap(([path, ops]) => (ops.get ? [{ path, op: ops.get }] : []));
    const int = (p: Param) => fc.integer({ min: p.schema.minimum ?? 0, max: p.schema.maximum ?? 2_147_483_647 });
    let sent = 0;
    for (const { path, op } of gets) {
      const params = (op.parameters ?? []) as Param[];
      const pathParams = params.filter((p) => p.in === 'path');
      // Paths with a parameter of another kind (a captcha's id) are the fuzz's business.
      if (pathParams.some((p) => p.name !== 'lang' && p.schema.type !== 'integer')) continue;
      const numeric = params.filter((p) => p.in === 'query' && p.schema.type === 'integer');
      const arb = fc.record({
        lang: fc.constantFrom('fa', 'en'),
        path: fc.record(Object.fromEntries(pathParams.filter((p) => p.name !== 'lang').map((p) => [p.name, int(p)]))),
        query: fc.record(Object.fromEntries(numeric.map((p) => [p.name, int(p)])), { requiredKeys: [] }),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ lang, path: values, query }) => {
          sent++;
          let url = `/v1${path}`.replace('{lang}', lang);
          for (const [k, v] of Object.entries(values)) url = url.replace(`{${k}}`, String(v));
          const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
          const res = await h.call(`${url}${search.size ? `?${search}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
          if (res.status === 400) throw new Error(`400 for ${url}?${search}: ${(await res.text()).slice(0, 200)}`);
          return true;
        }),
        { numRuns: 8 },
      );
    }
    expect(sent).toBeGreaterThan(100);
  }, 120_000);

  it('answers 405 with Allow for a method a path does not have', async () => {
    const res = await h.call('/v1/store/fa/recipients/3', { method: 'PATCH' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('DELETE, GET, HEAD, PUT');
    expect(((await res.json()) as { error: { status_code: number } }).error.status_code).toBe(405);
    expect((await h.call('/v1/product/fa/products', { method: 'DELETE' })).headers.get('allow')).toBe('GET, HEAD');
    expect((await h.call('/v1/no/such/path', { method: 'DELETE' })).status).toBe(404);
  });

  it('marks member routes as needing the bearer token, and each of them refuses a call without one', async () => {
    const member = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security?.some((s) => 'bearer' in s))
        .map(([method]) => ({ method, path })),
    );
    expect(member.map((m) => `${m.method} ${m.path}`)).toEqual(
      expect.arrayContaining(['get /product/{lang}/products/favorites', 'get /credit/{lang}/credits', 'get /product/{lang}/products/reviews']),
    );
    for (const { method, path } of member) {
      const url = `/v1${path.replace('{lang}', 'fa').replace(/\{\w+\}/g, '1')}`;
      const res = await h.call(url, { method: method.toUpperCase(), headers: { 'content-type': 'application/json' }, ...(method === 'get' || method === 'delete' ? {} : { body: '{}' }) });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the API reference page', () => {
  it('is served from our own origin', async () => {
    const page = await h.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await h.app.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    const init = await (await h.app.request('/api/docs/init.js')).text();
    expect(init).toContain("url: '/v1/openapi.json'");
    expect(init).toContain('validatorUrl: null');
  });
});

describe('literal member paths', () => {
  it('are not caught by /products/:id: my reviews is a member list', async () => {
    const res = await h.json<{ error: { status_code: number } }>('/v1/product/fa/products/reviews');
    expect(res.status).toBe(401);
  });
});
