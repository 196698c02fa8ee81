/**
 * Several server processes on one machine (issue 13 §3): `WORKERS=n` (or `auto`, one per core).
 * The primary prepares the database once (migrations, the demo data on first start), then forks
 * the workers, which share the listening port (Node's cluster module hands out connections).
 * Everything they share lives in PostgreSQL: rate limits, captchas, codes, refresh families,
 * idempotency keys, and the notices that drop every worker's page cache. A worker that dies is
 * replaced; SIGTERM is passed on to every worker, which drains as a single server does.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.ts';
import { createDb } from '../db/create-db.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { seedDemoStaff } from '../modules/staff/demo-staff.ts';
import { log } from './log.ts';
import { serveClusterMetrics } from './metrics.ts';

/** How long the workers get to drain at SIGTERM (each has its own 10 s deadline) before they are killed. */
const STOP_DEADLINE_MS = 15_000;
const RESTART_DELAY_MS = 1_000;

export async function runPrimary(config: Config, workers: number) {
  if (!config.databaseUrl) {
    throw new Error("Invalid configuration:\n  WORKERS: several processes need PostgreSQL (DATABASE_URL); PGlite is one process's database");
  }
  const handle = await createDb({ databaseUrl: config.databaseUrl });
  try {
    if (await seedDemoData(handle.db)) log.info('Seeded the demo catalogue.');
    if (config.demoMode && (await seedDemoStaff(handle.db))) log.info('Added the demo desk staff (admin: 0912 111 0001).');
  } finally {
    await handle.close();
  }

  let stopping = false;
  serveClusterMetrics();
  const fork = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    log.error({ worker: worker.id, code, signal }, 'A worker stopped; starting another');
    setTimeout(fork, RESTART_DELAY_MS);
  });
  for (let i = 0; i < workers; i++) fork();
  log.info({ workers }, `Started ${workers} server processes`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Stopping the workers');
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    const exited = alive.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))));
    for (const w of alive) w.process.kill('SIGTERM');
    const deadline = setTimeout(() => alive.forEach((w) => w.isDead() || w.process.kill('SIGKILL')), STOP_DEADLINE_MS);
    void Promise.all(exited).then(() => {
      clearTimeout(deadline);
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
