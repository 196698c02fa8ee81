/**
 * What the benchmarks share: building the storefront and starting the real server as a process
 * of its own (production settings) on a database the benchmark prepared.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { buildStorefront, root } from '../scripts/build-storefront.ts';

export { root };
/** A key for the benchmark's server only (never a production secret). */
export const BENCH_AUTH_SECRET = 'bench-only-secret-not-for-production-use-0123456789';

export function build() {
  console.log('Building…');
  buildStorefront();
}

/**
 * The server on `port`, with PGlite in `dataDir` or the PostgreSQL `databaseUrl`, once it answers.
 * Node runs it with tsx as a loader (a signal then reaches the server itself).
 */
export async function startServer(opts: { port: number; dataDir: string; databaseUrl?: string | undefined; env?: Record<string, string>; demo?: boolean }): Promise<ChildProcess> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    NODE_ENV: 'production',
    DEMO_MODE: 'false',
    AUTH_SECRET: BENCH_AUTH_SECRET,
    // Production needs an SMS provider; the benchmark signs nobody in, so nothing is ever sent to
    // this one (a closed local port).
    SMS_PROVIDER: 'kavenegar',
    KAVENEGAR_API_KEY: 'bench',
    KAVENEGAR_OTP_TEMPLATE: 'bench',
    KAVENEGAR_SENDER: 'bench',
    KAVENEGAR_BASE_URL: 'http://127.0.0.1:9',
    ...opts.env,
  };
  delete env.DATABASE_URL;
  // The demo's stand-ins (the SMS outbox and the captcha's answer on dev routes): for a benchmark
  // that signs a member in. The pages it serves are the same build, answered the same way.
  if (opts.demo) {
    Object.assign(env, { NODE_ENV: 'development', DEMO_MODE: 'true' });
    for (const k of ['SMS_PROVIDER', 'KAVENEGAR_API_KEY', 'KAVENEGAR_OTP_TEMPLATE', 'KAVENEGAR_SENDER', 'KAVENEGAR_BASE_URL']) delete env[k];
  }
  const origin = `http://127.0.0.1:${opts.port}`;
  // A server left over on the port would answer for this one, with another build.
  const stale = await fetch(`${origin}/readyz`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`Something already answers on port ${opts.port}: stop it first`);
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  // BENCH_SERVER_NODE_ARGS: flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // (a profile of the server under load; node refuses them in NODE_OPTIONS).
  // The young generation's size the server runs with in production (package.json's start and
  // serve: --max-semi-space-size=64, four times node's default, which collected garbage every few
  // requests under load: 15% of a request's CPU, README).
  // BENCH_SERVER_STDOUT=1: the server's output here (its log, or what `--trace-gc` prints).
  const nodeArgs = ['--max-semi-space-size=64', ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'] });
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return child;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('The server did not start');
}

/** Stops the server as an orchestrator would (SIGTERM) and waits for it to exit. */
export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
