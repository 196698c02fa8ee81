/**
 * `npm run bench:api`: the server's throughput, side by side in one run. It builds the storefront,
 * starts the real server (production settings) on PGlite, and on PostgreSQL when DATABASE_URL is
 * set (a fresh database of its own, dropped after), loads each route with autocannon at 50
 * connections and prints requests/s, p50 and p99, and the requests/s as a ratio to a static file.
 *
 *   npm run bench:api                         the demo catalogue
 *   npm run bench:api -- --scale              plus 100,000 synthetic products (seed:scale)
 *   npm run bench:api -- --scale --products 20000 --duration 5 --no-build
 *   npm run bench:api -- --scale --workers 2     PostgreSQL served by a cluster of 2 processes
 *   npm run bench:api -- --scale --db PostgreSQL  one database only (or --db PGlite)
 *   npm run bench:api -- --warmup 0           no unmeasured load before each route (2 s by default)
 *   npm run bench:api -- --json out.json      also writes the routes with a goal to out.json
 *
 * Figures, not pass/fail: the goals (issue 13) are printed beside them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { DEMO_API_KEY } from '../server/config.ts';
import { createDb, type DbOptions } from '../server/db/create-db.ts';
import { members } from '../server/db/schema.ts';
import { categoriesData, productsData } from '../server/db/seed/catalog-data.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { seedScale } from '../server/db/seed/scale.ts';
import { issueRefreshToken, signAccessToken } from '../server/modules/auth/tokens.ts';
import { freshPostgres } from '../server/test/harness.ts';
import { BENCH_AUTH_SECRET, build, startServer, stopServer } from './serve.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
/** The text after `name`, or '' without it. */
function textOption(name: string): string {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? '') : '';
}
const SCALE = flag('--scale');
const PRODUCTS = option('--products', 100_000);
const DURATION_S = option('--duration', 10);
const CONNECTIONS = option('--connections', 50);
const WORKERS = option('--workers', 1);
/** Seconds of load before each route's measured seconds (`load`). */
const WARMUP_S = option('--warmup', 2);
/** `--db PostgreSQL` or `--db PGlite`: one database only (both by default, PostgreSQL where DATABASE_URL is set). */
const DB = textOption('--db');
const PORT = Number(process.env.BENCH_PORT ?? 4176);
/** `--only list`: the routes whose name holds this text (and the static file, the reference). */
const ONLY = textOption('--only');
const origin = `http://127.0.0.1:${PORT}`;

/** What `--json` writes: per database, the routes with a goal (issue 30 §3) and the static file's rate. */
export type ApiFigures = {
  db: 'PGlite' | 'PostgreSQL';
  staticRps: number;
  routes: { route: string; rps: number; p50: number; p99: number; failed: number; goal: [rps: number, p99: number]; met: boolean }[];
}[];

type Row = { route: string; rps: number; p50: number; p99: number; kb: number; failed: number; cpu: { server: number; db: number } | null; goal?: Goal };

/**
 * CPU time (ms) spent so far by the server (`root` and its workers) and by PostgreSQL's processes,
 * read from /proc (Linux; null elsewhere): divided by the requests served, what each request costs
 * each side, a figure the machine's other load moves far less than requests/s.
 */
function cpuNow(root: number): { server: number; db: number } | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const tick = 1000 / 100; // USER_HZ: 100 on Linux
  const out = { server: 0, db: 0 };
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, and the children's that have ended (cutime, cstime): a connection's backend
    // that exits meanwhile is counted in its parent, PostgreSQL's postmaster.
    const [ppid, utime, stime, cutime, cstime] = [Number(f[1]), Number(f[11]), Number(f[12]), Number(f[13]), Number(f[14])];
    if (Number(pid) === root || ppid === root) out.server += (utime + stime) * tick;
    else if (name === 'postgres') out.db += (utime + stime + cutime + cstime) * tick;
  }
  return out;
}
/** What a route should reach (issue 30 §3): requests/s at least, p99 at most, on each database. */
type Goal = { PostgreSQL: [rps: number, p99: number]; PGlite: [rps: number, p99: number] };
const UNCACHED_GOAL: Goal = { PostgreSQL: [1_000, 50], PGlite: [300, 150] };

/**
 * Queries as shoppers type them, none asked twice: pairs of words from the catalogue's Persian
 * titles and specifications (some with a model number's digits), walked in a scrambled order.
 */
function distinctSearches(): (n: number) => string {
  const words = [
    ...new Set(
      productsData.flatMap((p) => [p.title.fa, ...p.specifications.map((s) => s.value_fa)]).flatMap((t) => t.split(/[\s،,()]+/).filter((w) => w.length >= 2 && !/[0-9۰-۹]/.test(w))),
    ),
  ];
  return (n) => {
    // A step coprime with the number of pairs visits every pair once before any comes back.
    const pair = (n * 7_919) % (words.length * words.length);
    const [a, b] = [words[Math.floor(pair / words.length)]!, words[pair % words.length]!];
    const q = n % 4 === 0 ? `${a} ${toPersianDigits(String(n))}` : `${a} ${b}`;
    // As the storefront asks for a search: the best match first (from 2026-11-30).
    return `/v1/product/fa/products?limit=12&search_text=${encodeURIComponent(q)}&sort=-relevance,-created_at`;
  };
}

/** List pages as shoppers page them, none asked twice: a category, a sort, in stock or not, and a page up to 210 deep. */
function distinctListPages(): (n: number) => string {
  const categories = categoriesData.map((c) => c.id);
  const sorts = ['-created_at', 'price', '-price', 'title', '-stock'];
  return (n) => {
    const category = categories[n % categories.length]!;
    const sort = sorts[Math.floor(n / categories.length) % sorts.length]!;
    const inStock = n % 3 === 0 ? '&available_in_stock=true' : '';
    // 211 pages (a prime), so that no combination comes back within tens of thousands of requests.
    const offset = (n % 211) * 12;
    return `/v1/product/fa/products?limit=12&category_ids=${category}&sort=${sort}&offset=${offset}${inStock}`;
  };
}
const toPersianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** The demo member's access token, minted straight into the database before the server starts. */
async function prepare(options: DbOptions): Promise<string> {
  const handle = await createDb(options);
  try {
    await seedDemoData(handle.db);
    if (SCALE) {
      const started = Date.now();
      const added = await seedScale(handle.db, { products: PRODUCTS });
      console.log(`  seed:scale added ${added.toLocaleString('en')} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const [member] = await handle.db.select({ id: members.id }).from(members).where(eq(members.mobile, '9121234567'));
    const { familyId } = await issueRefreshToken(handle.db, BENCH_AUTH_SECRET, member!.id);
    return (await signAccessToken(BENCH_AUTH_SECRET, member!.id, familyId)).token;
  } finally {
    await handle.close();
  }
}

/**
 * `url` under load. Every request takes brotli or gzip, as browsers do. With `vary`, each request
 * asks a URL no one asked before (`vary(n)`), so that nothing is answered from the cache.
 */
async function load(pid: number, route: string, url: string, headers: Record<string, string> = {}, vary?: (n: number) => string, goal?: Goal): Promise<Row> {
  const all = { 'accept-encoding': 'br, gzip', ...headers };
  // A few requests first: the first render loads the rendering build, the first query plans.
  for (let i = 0; i < 3; i++) await fetch(url, { headers: all }).then((r) => r.arrayBuffer());
  let n = 0;
  const setup = vary ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: vary(++n) }) }] } : {};
  // Then the same load, not measured (`--warmup`, seconds): the route's code compiled by V8's
  // optimising compiler, as in a store that has been running. With a new URL each request, the
  // measured ones are new too (`vary` counts on). Without it, the first second of a distinct
  // route ran at a third of the rest's rate and its requests were most of the p99: list pages
  // 1,433 req/s, p99 107 ms, against 1,880 and 72 ms after 2 s of it (2026-12-07).
  if (WARMUP_S > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers: all, ...setup });
  const before = cpuNow(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: all,
    ...setup,
  });
  const after = cpuNow(pid);
  const served = Math.max(1, result.requests.total);
  return {
    cpu: before && after ? { server: (after.server - before.server) / served, db: (after.db - before.db) / served } : null,
    route,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    kb: result.requests.average ? Math.round(result.throughput.average / result.requests.average / 102.4) / 10 : 0,
    failed: result.non2xx + result.errors + result.timeouts,
    ...(goal ? { goal } : {}),
  };
}

/**
 * Waits until the server holds the catalogue in memory (`/readyz`'s `catalogue`: the search index
 * built and every list row packed, the background pass done), as a server does a few seconds
 * after it starts: the figures are a running store's, not a start's. Before, a run that began
 * measuring while the pass still read every product's row (on PGlite's one connection, between
 * the requests) was slow and the next was not: 381 against 1,037-1,061 req/s. In a cluster every
 * worker must say so: as many answers in a row as it has workers, twice.
 */
async function catalogueInMemory() {
  const started = Date.now();
  let inARow = 0;
  while (inARow < 2 * WORKERS) {
    if (Date.now() - started > 300_000) throw new Error('The server did not hold the catalogue in memory within 5 minutes');
    const ready = (await (await fetch(`${origin}/readyz`)).json()) as { catalogue?: { indexed: number; packed: number; packing: boolean } };
    const c = ready.catalogue;
    inARow = c && c.indexed > 0 && c.packed > 0 && !c.packing ? inARow + 1 : 0;
    if (inARow < 2 * WORKERS) await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`  the catalogue in the server's memory ${((Date.now() - started) / 1000).toFixed(1)} s after it answered`);
}

async function measure(kind: 'PGlite' | 'PostgreSQL', options: DbOptions): Promise<Row[]> {
  console.log(`\n${kind}: preparing the database…`);
  const token = await prepare(options);
  const dataDir = 'dataDir' in options ? options.dataDir : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const databaseUrl = 'databaseUrl' in options ? options.databaseUrl : undefined;
  // `--workers N`: a cluster of N server processes on PostgreSQL (PGlite is one process's database).
  const child = await startServer({ port: PORT, dataDir, databaseUrl, ...(databaseUrl && WORKERS > 1 ? { env: { WORKERS: String(WORKERS) } } : {}) });
  try {
    await catalogueInMemory();
    const api = { 'x-api-key': DEMO_API_KEY };
    // The reference: a small file served from memory, as every static file is (its bytes near a
    // compressed page's, so that the ratio compares the work, not the link).
    const asset = '/manifest.webmanifest';
    const product = (await (await fetch(`${origin}/v1/product/fa/products/1001`, { headers: api })).json()) as { data: { id: number; slugs: { fa: string } } };
    const productPage = `/product/${product.data.id}/${encodeURIComponent(product.data.slugs.fa)}`;
    const search = encodeURIComponent('نخ بخیه');
    const routes: [string, string, Record<string, string>?, ((n: number) => string)?, Goal?][] = [
      ['static asset', asset],
      ['product list', '/v1/product/fa/products?limit=12', api],
      ['product list, uncached', '/v1/product/fa/products?limit=12', api, (n) => `/v1/product/fa/products?limit=12&excluded_ids=${n}`],
      ['product detail', '/v1/product/fa/products/1001', api],
      ['brand, in stock', '/v1/product/fa/products?limit=12&brand_ids=3&available_in_stock=true', api],
      ['filtered search', `/v1/product/fa/products?limit=12&search_text=${search}&available_in_stock=true`, api],
      ['filtered search, uncached', `/v1/product/fa/products?limit=12&search_text=${search}`, api, (n) => `/v1/product/fa/products?limit=12&search_text=${search}&available_in_stock=true&excluded_ids=${n}`],
      ['home page', '/'],
      ['category page', '/product/category/surgical-sutures/surgical-sutures'],
      ['product page', productPage],
      ['member list (token)', '/v1/product/fa/products/favorites?limit=12', { ...api, authorization: `Bearer ${token}` }],
      // Issue 30 §3: what the cache cannot help, each request a query nobody asked before.
      ['Persian search, distinct queries', '/v1/product/fa/products?limit=12', api, distinctSearches(), UNCACHED_GOAL],
      ['list pages, sorted and filtered, distinct', '/v1/product/fa/products?limit=12', api, distinctListPages(), UNCACHED_GOAL],
    ];
    const rows: Row[] = [];
    for (const [name, route, headers, vary, goal] of routes.filter(([name], i) => i === 0 || name.includes(ONLY))) {
      process.stdout.write(`  ${name}…\r`);
      rows.push(await load(child.pid!, name, origin + route, headers, vary, goal));
    }
    return rows;
  } finally {
    await stopServer(child);
    if (!('dataDir' in options)) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether `r` reached its goal on `kind` (on PGlite, the embedded default, with none failed too). */
const goalMet = (kind: 'PGlite' | 'PostgreSQL', r: Row & { goal: Goal }) => {
  const [rps, p99] = r.goal[kind];
  return r.rps >= rps && r.p99 <= p99 && (kind === 'PostgreSQL' || r.failed === 0);
};

function print(kind: 'PGlite' | 'PostgreSQL', rows: Row[]) {
  const staticRps = rows[0]!.rps || 1;
  const header = ['route', 'req/s', '× static', 'p50 ms', 'p99 ms', 'KB/resp', 'failed', 'CPU ms/req: server', 'database', 'goal'];
  const goalOf = (r: Row) => {
    if (!r.goal) return '';
    const [rps, p99] = r.goal[kind];
    return `≥ ${rps} req/s, p99 ≤ ${p99}${kind === 'PGlite' ? ', none failed' : ''}: ${goalMet(kind, { ...r, goal: r.goal }) ? 'met' : 'not met'}`;
  };
  const ms = (v: number | undefined) => (v === undefined ? '' : v.toFixed(2));
  const cells = rows.map((r) => [r.route, String(r.rps), (r.rps / staticRps).toFixed(2), String(r.p50), String(r.p99), String(r.kb), String(r.failed), ms(r.cpu?.server), kind === 'PGlite' ? '(in the server)' : ms(r.cpu?.db), goalOf(r)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  const processes = kind === 'PostgreSQL' && WORKERS > 1 ? `, ${WORKERS} server processes` : '';
  console.log(`\n${kind}${SCALE ? ` at ${PRODUCTS.toLocaleString('en')} more products` : ', demo catalogue'}: ${CONNECTIONS} connections, ${DURATION_S} s per route${processes}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

if (!flag('--no-build')) build();
const results: [string, Row[]][] = [];
if (DB !== 'PostgreSQL') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-pglite-'));
  try {
    results.push(['PGlite', await measure('PGlite', { dataDir })]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
const pgDb = DB === 'PGlite' ? null : await freshPostgres('bench');
if (pgDb) {
  try {
    results.push(['PostgreSQL', await measure('PostgreSQL', { databaseUrl: pgDb.url })]);
  } finally {
    await pgDb.drop();
  }
} else {
  console.log('\n(No DATABASE_URL: PostgreSQL not measured.)');
}
for (const [kind, rows] of results) print(kind as 'PGlite' | 'PostgreSQL', rows);
console.log('\nGoals on PostgreSQL: catalogue list and detail p99 ≤ 25 ms; rendered pages ≥ 0.30× the static file; PGlite within 3× of PostgreSQL.');
// `--json <file>`: the routes with a goal, and the static file beside them (`npm run bench` reads it).
const JSON_OUT = textOption('--json');
if (JSON_OUT) {
  const measured: ApiFigures = results.map(([kind, rows]) => ({
    db: kind as 'PGlite' | 'PostgreSQL',
    staticRps: rows[0]!.rps,
    routes: rows.flatMap((r) => (r.goal ? [{ route: r.route, rps: r.rps, p50: r.p50, p99: r.p99, failed: r.failed, goal: r.goal[kind as 'PGlite' | 'PostgreSQL'], met: goalMet(kind as 'PGlite' | 'PostgreSQL', { ...r, goal: r.goal }) }] : [])),
  }));
  fs.writeFileSync(JSON_OUT, JSON.stringify(measured));
}
