/**
 * Probes for orchestrators (issue 13 §4): `/healthz` says the process answers; `/readyz` says it
 * can serve: the database answers and every committed migration is applied. While the process
 * drains at SIGTERM, readiness is refused so that traffic moves elsewhere.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { errorBody } from '../http/errors.ts';
import { appliedMigrations, COMMITTED_MIGRATIONS } from '../db/migration-state.ts';


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
        return c.json({ status: 'ready', migrations: applied });
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
