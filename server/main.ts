/**
 * Starts the server: parse configuration, open the database (migrations applied), seed the demo
 * data on first start, listen. On SIGINT/SIGTERM it stops accepting, lets the requests in flight
 * finish (within a deadline), then closes the database cleanly (PGlite loses writes if the
 * process dies with it open). With WORKERS above 1 this process is the primary of a cluster of
 * such servers (ops/cluster.ts).
 */
import cluster from 'node:cluster';
import pino from 'pino';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { requestsSettled, startDraining } from './ops/health.ts';
import { createApp } from './app.ts';
import { parseConfig } from './config.ts';
import { createDb } from './db/create-db.ts';
import { seedDemoData } from './db/seed/index.ts';
import { seedDemoStaff } from './modules/staff/demo-staff.ts';
import { followCatalogue } from './modules/catalog/follow-catalogue.ts';
import { runPrimary } from './ops/cluster.ts';
import { createLogger, log, useLogger } from './ops/log.ts';
import { httpServerOptions, limitConnections } from './ops/http-limits.ts';

const config = parseConfig(process.env);
// Lines are written to stdout without blocking the event loop (pino flushes them at exit).
useLogger(createLogger(config.logLevel, pino.destination({ dest: 1, sync: false })));
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config, config.workers);
else await serveHere();

async function serveHere() {
  // Each step of a start is timed in the log (seconds since the process began): a start that took
  // minutes (a CI run's) says where they went.
  const since = () => Math.round(performance.now()) / 1000;
  log.info({ at: since() }, 'opening the database');
  const handle = await createDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  log.info({ at: since() }, 'database open, migrations applied');
  // In a cluster the primary has seeded already.
  if (cluster.isPrimary && (await seedDemoData(handle.db))) log.info('Seeded the demo catalogue.');
  if (cluster.isPrimary && config.demoMode && (await seedDemoStaff(handle.db))) log.info('Added the demo desk staff (admin: 0912 111 0001).');

  const app = createApp({ db: handle.db, config, publicCache: await followCatalogue(handle, config), pool: handle.pool });
  app.jobs.start();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: httpServerOptions(config) }, (info) => {
    const where = handle.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    log.info({ port: info.port, database: handle.kind, at: since() }, `Storefront on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port} (${where})`);
  });

  limitConnections(server as Server, config);

  /** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
  const DRAIN_DEADLINE_MS = 10_000;

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'finishing the requests in flight, then closing');
    startDraining();
    const http = server as Server;
    const drained = new Promise<void>((resolve) => http.close(() => resolve()));
    // Kept-alive connections with no request close now, and the others as their request ends.
    const idle = setInterval(() => http.closeIdleConnections(), 100);
    const deadline = setTimeout(() => http.closeAllConnections(), DRAIN_DEADLINE_MS);
    await drained;
    clearInterval(idle);
    // A handler whose client went away may still be running: it finishes before the database closes.
    await Promise.race([requestsSettled(), new Promise((r) => setTimeout(r, DRAIN_DEADLINE_MS))]);
    clearTimeout(deadline);
    await app.jobs.stop();
    try {
      await handle.close();
    } finally {
      process.exit(0);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
