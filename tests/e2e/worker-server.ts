/**
 * Each Playwright worker's own storefront: the production build (a copy of dist/ of its own, which
 * a test may change: the update test writes a new service worker) on the real server, with a fresh
 * embedded database, the demo data and the store's first admin (added as a real store's is,
 * `npm run staff:add`, before the server opens the database). Tests in different workers share
 * nothing: no member, no stock, no file.
 *
 * That database is made once per run (global-setup.ts) and each worker's server starts on a copy
 * of it: migrating and seeding one took 7.5 s of a core, and the two workers' and the spec-literal
 * server's, made side by side on two cores, held every worker's first test for ~22 s.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type WorkerServer = { origin: string; distDir: string; stop: () => Promise<void> };

/** The e2e servers' environment (the demo's, Web Push on with this run's keys). */
export function serverEnv(port: number, dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    DEMO_MODE: 'true',
    ANALYTICS_IDS: 'e2e-storefront',
    // Every test's browser signs in from 127.0.0.1: the address's budget of codes is a whole suite's (server tests hold the limit itself).
    OTP_SENDS_PER_ADDRESS: '1000',
    ...extra,
  };
}

const TSX = path.resolve('node_modules/.bin/tsx');

/** The demo database with the first admin, as `npm run staff:add` leaves it: what each worker's server starts from. */
const TEMPLATE_DATA = path.resolve('.tmp/e2e-template-data');

/** Makes TEMPLATE_DATA (global-setup.ts, once per run): a fresh embedded database, migrated, seeded, its first admin added. */
export function makeTemplateData(): void {
  fs.rmSync(TEMPLATE_DATA, { recursive: true, force: true });
  // No server listens: staff:add only parses the server's config, whose PORT 0 is a valid one.
  const vars = { ...process.env, ...serverEnv(0, TEMPLATE_DATA) };
  const added = spawnSync(TSX, ['scripts/staff-add.ts', '09129900001', '--role', 'admin', '--name', 'E2E admin'], { env: vars, encoding: 'utf8' });
  if (added.status !== 0) throw new Error(`staff:add failed: ${added.stderr}`);
}

async function answering(origin: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e server at ${origin} stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/ip`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the e2e server at ${origin} did not answer within 60 s`);
}

/** Starts worker `index`'s server on `port`, with `env` added (the Web Push keys). */
export async function startWorkerServer(index: number, port: number, env: Record<string, string>): Promise<WorkerServer> {
  const root = path.resolve(`.tmp/e2e-worker-${index}`);
  fs.rmSync(root, { recursive: true, force: true });
  const distDir = path.join(root, 'dist');
  fs.cpSync('dist', distDir, { recursive: true });
  const dataDir = path.join(root, 'data');
  if (!fs.existsSync(TEMPLATE_DATA)) throw new Error(`no ${TEMPLATE_DATA}: playwright.config.ts's globalSetup makes it`);
  fs.cpSync(TEMPLATE_DATA, dataDir, { recursive: true });
  const vars = { ...process.env, ...serverEnv(port, dataDir, { DIST_DIR: distDir, ...env }) };
  const log = fs.openSync(path.join(root, 'server.log'), 'a');
  const child = spawn(TSX, ['server/main.ts'], { env: vars, stdio: ['ignore', log, log] });
  const origin = `http://127.0.0.1:${port}`;
  await answering(origin, child, Date.now() + 60_000);
  return {
    origin,
    distDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
