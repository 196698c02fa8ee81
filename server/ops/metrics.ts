/**
 * Metrics in Prometheus's text format at `/metrics` (issue 13 §4), off unless METRICS_TOKEN is
 * set; then only a scraper holding it (Authorization: Bearer …) reads them. Request counts and
 * durations by route (the route's pattern, never the URL: ids and queries would make a series
 * per visitor) and status; the database pool; the public cache's hits, misses and size; and the
 * process's own (memory, event loop lag, CPU). In a cluster, any worker answers for all of them:
 * the primary gathers every worker's figures (prom-client's AggregatorRegistry).
 */
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import client from 'prom-client';
import type { AppEnv } from '../app-env.ts';
import type { ResponseCache } from '../cache/response-cache.ts';
import type { DbHandle } from '../db/create-db.ts';
import { errorBody } from '../http/errors.ts';

const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const requests = new client.Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
const durations = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer, by method, route and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/**
 * The pattern of the route the request was for: the first route (not a middleware, not a
 * catch-all) that matched, also when a middleware answered before it ran (a cached answer).
 */
function routeOf(c: Context): string {
  const route = matchedRoutes(c).find((r) => r.method !== 'ALL' && !r.path.includes('*'));
  return route?.path ?? (routePath(c) || 'unmatched');
}

/** Counts and times every request (cheap: a label lookup and two increments). */
export const measureRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const end = durations.startTimer();
  try {
    await next();
  } finally {
    const labels = { method: c.req.method, route: routeOf(c), status: String(c.res.status) };
    requests.inc(labels);
    end(labels);
  }
};

/** Gauges read when scraped: the public cache's figures, the search index's size and the database pool's. */
export function watchAppMetrics(cache: ResponseCache, pool: DbHandle['pool'], indexedProducts: () => number) {
  // In a cluster, what the workers hold is summed unless said otherwise (`aggregator`).
  const gauge = (name: string, help: string, read: () => number, aggregator?: client.Aggregator) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      ...(aggregator ? { aggregator } : {}),
      collect() {
        this.set(read());
      },
    });
  for (const name of ['public_cache_hits_total', 'public_cache_misses_total', 'public_cache_invalidations_total', 'public_cache_entries', 'public_cache_bytes', 'search_index_products', 'db_pool_connections', 'db_pool_idle', 'db_pool_waiting']) {
    registry.removeSingleMetric(name);
  }
  gauge('public_cache_hits_total', 'Pages and answers sent from the public cache', () => cache.stats.hits);
  gauge('public_cache_misses_total', 'Pages and answers the public cache did not hold', () => cache.stats.misses);
  gauge('public_cache_invalidations_total', 'Times the public cache was dropped (a catalogue or content change)', () => cache.stats.invalidations);
  gauge('public_cache_entries', 'Pages and answers held', () => cache.size.entries);
  gauge('public_cache_bytes', 'Bytes held by the public cache', () => cache.size.bytes);
  // Each worker builds its own index: the least of them (0 while any worker's is being built).
  gauge('search_index_products', 'Products the in-memory search index holds (0 while it is built: searches and lists ask the database)', indexedProducts, 'min');
  if (pool) {
    gauge('db_pool_connections', 'Open database connections', () => pool().total);
    gauge('db_pool_idle', 'Idle database connections', () => pool().idle);
    gauge('db_pool_waiting', 'Queries waiting for a connection', () => pool().waiting);
  }
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** This process's figures, or in a cluster's worker every worker's (asked of the primary). */
async function metricsText(): Promise<string> {
  if (!cluster.isWorker) return registry.metrics();
  const id = Math.random().toString(36).slice(2);
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => (process.off('message', onMessage), reject(new Error('The primary did not answer'))), 5_000);
    function onMessage(message: unknown) {
      const m = message as { type?: string; id?: string; text?: string };
      if (m?.type !== 'metrics:reply' || m.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(m.text ?? '');
    }
    process.on('message', onMessage);
    process.send!({ type: 'metrics:request', id });
  });
}

/** In a cluster's primary: answers a worker's request for everyone's figures. */
export function serveClusterMetrics() {
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== 'metrics:request') return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: 'metrics:reply', id: message.id, text }),
      (err: unknown) => worker.send({ type: 'metrics:reply', id: message.id, text: `# gathering failed: ${String(err)}\n` }),
    );
  });
}

/**
 * prom-client's cluster aggregation: made once in every process (in a worker it answers the
 * primary's requests for this registry; in the primary it gathers them).
 */
const aggregator = new client.AggregatorRegistry();
client.AggregatorRegistry.setRegistries([registry]);

export const metricsRoutes = (token: string | undefined) =>
  new Hono<AppEnv>().get('/metrics', async (c) => {
    c.header('cache-control', 'no-store');
    if (!token) return c.json(errorBody(404, 'Not found'), 404);
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) return c.json(errorBody(401, 'A metrics token is required'), 401);
    c.header('content-type', registry.contentType);
    return c.body(await metricsText());
  });
