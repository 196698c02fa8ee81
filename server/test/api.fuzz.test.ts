/**
 * Property-based fuzzing of the whole v1 API (fast-check), driven by the OpenAPI document the
 * server publishes: every operation, every path, query and body parameter it declares, and some it
 * does not, get hostile values (NUL bytes, escapes that are not UTF-8, huge, negative and
 * fractional numbers, overlong strings and lists, wrong types, unknown fields, bodies that are not
 * JSON, JSON nested thousands deep, bodies larger than the call takes, and any of them under any
 * Content-Type). The property: no answer is a 5xx, and every error has the error shape. A route added later
 * is fuzzed without anyone remembering to add it. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { signInHelpers } from './sign-in.ts';

type Parameter = { in: 'path' | 'query' | 'header'; name: string };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> }; security?: Record<string, string[]>[] };
type Document = { paths: Record<string, Record<string, Operation>> };

/** At least this many requests in one run, spread over the operations. */
const REQUESTS = 3_000;

let h: Harness;
let doc: Document;
let token = '';
beforeAll(async () => {
  h = await startHarness({ trustProxy: 1 });
  doc = (await (await h.app.request('/v1/openapi.json')).json()) as Document;
  token = (await signInHelpers(() => h).signIn('09121234567')).session.access_token;
}, 60_000);
afterAll(async () => {
  await h?.close();
});

/** Strings that have broken servers before. */
const HOSTILE = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '-1',
  '0',
  '1.5',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '9'.repeat(400),
  '1e309',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '{}',
  "' OR 1=1 --",
  '"; drop table members; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\uD800',
  'ي ك ۱۲۳ ٤٥٦',
  'x'.repeat(5_000),
  Array.from({ length: 500 }, (_, i) => i + 1).join(','),
  '1,,2',
  ',',
  '-price,-price',
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.array(fc.nat(), { maxLength: 5 }).map((a) => a.join(',')) },
);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);

/** Percent-encoding of any string (a lone surrogate as the replacement character). */
const enc = (v: string) => encodeURIComponent(v.toWellFormed());

/** A query value as it travels: encoded, or (sometimes) raw escapes that are not UTF-8. */
const queryValue = fc.oneof(
  { weight: 6, arbitrary: hostileString.map(enc) },
  { weight: 1, arbitrary: fc.constantFrom('%FF%FE', '%00', '%', '%C3%28', '%E0%80', '%ED%A0%80') },
);

function requestFor(path: string, method: string, op: Operation) {
  const params = op.parameters ?? [];
  const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = params.filter((p) => p.in === 'query').map((p) => p.name);
  const bodyProps = Object.keys(op.requestBody?.content['application/json']?.schema?.properties ?? {});
  return fc.record({
    path: fc.record(Object.fromEntries(pathNames.map((n) => [n, n === 'lang' ? fc.oneof(fc.constantFrom('fa', 'en'), hostileString) : hostileString]))),
    query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...(queryNames.length ? queryNames : ['q'])), fc.string({ maxLength: 10 })), queryValue), { maxLength: 5 }),
    body: fc.oneof(
      { weight: 4, arbitrary: fc.record(Object.fromEntries(bodyProps.map((k) => [k, hostileJson])), { requiredKeys: [] }).chain((known) => fc.dictionary(fc.string({ maxLength: 8 }), hostileJson, { maxKeys: 2 }).map((extra) => JSON.stringify({ ...extra, ...known }))) },
      { weight: 1, arbitrary: fc.constantFrom('', 'not json', '{"a":', '[]', 'null', '"\\u0000"', JSON.stringify({ x: 'y'.repeat(70_000) })) },
      // Nested deeper than any call needs (a recursive walk would overflow its stack), and larger than any JSON call takes.
      { weight: 1, arbitrary: fc.integer({ min: 20, max: 20_000 }).map((d) => `${'['.repeat(d)}${']'.repeat(d)}`) },
      { weight: 1, arbitrary: fc.integer({ min: 20, max: 5_000 }).map((d) => `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`) },
      { weight: 1, arbitrary: fc.integer({ min: 60 * 1024, max: 400 * 1024 }).map((n) => JSON.stringify({ x: 'y'.repeat(n) })) },
    ),
    // Whatever the body is, it may say it is something else.
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom('multipart/form-data; boundary=----x', 'multipart/form-data', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream', 'application/json; charset=utf-16', '') },
    ),
    member: fc.boolean(),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), hostileString), { nil: undefined }),
  }).map((r) => {
    let url = `/v1${path}`;
    for (const [name, value] of Object.entries(r.path)) url = url.replace(`{${name}}`, enc(value as string));
    if (r.query.length) url += `?${r.query.map(([k, v]) => `${enc(k)}=${v}`).join('&')}`;
    const headers: Record<string, string> = { 'x-forwarded-for': '198.51.100.7', ...(r.contentType ? { 'content-type': r.contentType } : {}) };
    const secured = op.security?.some((s) => 'bearer' in s);
    if (secured && r.member) headers.authorization = `Bearer ${token}`;
    if (r.idempotencyKey !== undefined) headers['idempotency-key'] = r.idempotencyKey;
    const withBody = method === 'post' || method === 'put';
    return { method: method.toUpperCase(), url, headers, ...(withBody ? { body: r.body } : {}) };
  });
}

describe('the v1 API under fuzzing', () => {
  it(`answers ${REQUESTS}+ hostile requests over every documented operation without a single 5xx`, async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThan(30);
    const runsEach = Math.ceil(REQUESTS / operations.length);
    let sent = 0;
    for (const { path, method, op } of operations) {
      await fc.assert(
        fc.asyncProperty(requestFor(path, method, op), async (req) => {
          sent++;
          let res: Response;
          try {
            res = await h.call(req.url, { method: req.method, headers: req.headers, ...(req.body === undefined ? {} : { body: req.body }) });
          } catch {
            // A URL the Request constructor refuses never reaches the server: not ours to answer.
            return true;
          }
          const text = await res.text();
          if (res.status >= 500) throw new Error(`${res.status} for ${req.method} ${req.url} ${req.body?.slice(0, 200) ?? ''}\n${text.slice(0, 300)}`);
          if (res.status >= 400) {
            const body = JSON.parse(text) as { error?: { status_code?: number; error_message?: string } };
            if (body.error?.status_code !== res.status || typeof body.error.error_message !== 'string') {
              throw new Error(`${res.status} without the error shape for ${req.method} ${req.url}: ${text.slice(0, 200)}`);
            }
          }
          return true;
        }),
        { numRuns: runsEach, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  }, 300_000);
});
