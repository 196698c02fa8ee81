/**
 * Probes for orchestrators (issue 13 §4): `/healthz` says the process answers; `/readyz` says it
 * can serve: the database answers and every committed migration is applied. While the process
 * drains at SIGTERM, readiness is refused so that traffic moves elsewhere.
 *
 * Ready, it also says what this instance holds of the catalogue in memory (`catalogue`): the
 * products in its search index (0 while it is built after a start) and the list rows packed (and
 * whether the background pass is still packing them). Until both are there, lists and searches
 * are answered from the database: slower at scale, not wrong, so readiness does not wait for them;
 * a warm-up (the benchmark, a proxy's slow start) may.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { errorBody } from '../http/errors.ts';
import { appliedMigrations, COMMITTED_MIGRATIONS } from '../db/migration-state.ts';
import { listRowsHeld } from '../modules/catalog/list-rows.ts';
import { indexedProducts } from '../modules/catalog/search-index.ts';


let draining = false;
/** From SIGTERM on: not ready (requests in flight still finish). */
export const startDraining = () => void (draining = true);

export const healthRoutes = () =>
  new Hono<AppEnv>()
    .get('/healthz', (c) => {
      c.header('cache-control', 'no-store');
      return c.json({ status: 'ok' });
    })
    .get('/readyz', async (c) => {
      c.header('cache-control', 'no-store');
      if (draining) return c.json(errorBody(503, 'Shutting down'), 503);
      try {
        const applied = await appliedMigrations(c.var.db);
        if (applied < COMMITTED_MIGRATIONS) return c.json(errorBody(503, `Migrations applied: ${applied} of ${COMMITTED_MIGRATIONS}`), 503);
        const rows = listRowsHeld(c.var.db);
        return c.json({ status: 'ready', migrations: applied, catalogue: { indexed: indexedProducts(c.var.db), packed: rows.packed, packing: rows.warming } });
      } catch {
        return c.json(errorBody(503, 'The database does not answer'), 503);
      }
    });

let inFlight = 0;
const settled: (() => void)[] = [];
/** Counts the requests being handled, so that a stop can wait for the last one. */
export const countRequests: MiddlewareHandler<AppEnv> = async (_c, next) => {
  inFlight++;
  try {
    await next();
  } finally {
    if (--inFlight === 0) for (const resolve of settled.splice(0)) resolve();
  }
};
/** Resolves once no request is being handled. */
export const requestsSettled = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => settled.push(resolve)));
