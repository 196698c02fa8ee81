/**
 * The real server in a process of its own, for the tests that signal or kill it: node itself with
 * tsx as a loader (the tsx command would run the server in a child process of its own, which a
 * signal to the command would leave running as an orphan).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { copyTemplateFor } from './template-databases.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * The ports fetch refuses to ask (the Fetch standard's "bad ports": undici throws "bad port"
 * before connecting). A CI run's server listened on 5060 (SIP) and never "answered".
 */
const FETCH_BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143,
  161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045,
  4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080,
]);

/** A port at random among `count` from `from` that fetch may ask, and so may `from + offset` for each of `also` (a second server's). */
export function testPort(from: number, count: number, also: readonly number[] = []): number {
  for (;;) {
    const port = from + Math.floor(Math.random() * count);
    if (![port, ...also.map((d) => port + d)].some((p) => FETCH_BAD_PORTS.has(p))) return port;
  }
}

export function startServerProcess(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  /** The storefront's build, for rendered pages (none by default: the API alone). */
  build?: { distDir: string; ssrDir: string };
  env?: Record<string, string>;
}): ChildProcess {
  // The database is the test's own: an inherited DATABASE_URL must not leak into the child.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DEMO_MODE: 'true',
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
      DIST_DIR: opts.build?.distDir ?? path.join(opts.dataDir, 'no-dist'),
      SSR_DIR: opts.build?.ssrDir ?? path.join(opts.dataDir, 'no-ssr'),
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The end of its log (JSON lines on stdout), read as it comes (else the pipe would fill and
  // block the server), for serverReady to say what it was doing when it did not start.
  const spawned = new Date().toISOString();
  let logged = '';
  child.stdout?.on('data', (chunk) => (logged = (logged + String(chunk)).slice(-4000)));
  logTails.set(child, () => `(started at ${spawned})\n${logged}`);
  return child;
}

const logTails = new WeakMap<ChildProcess, () => string>();

/**
 * Waits until the server at `base` answers. Given its process, it stops waiting as soon as the
 * process has ended, and says why the server did not start with the end of what it wrote to stderr
 * (a CI run once failed with no more than "did not start"). Vitest runs two files at once, so each
 * test file that starts servers keeps to ports of its own: kill 4300-4799, kill-ship 4800-4999,
 * slow-clients 5000-5099, shutdown 5100-5199, cluster 5200-5499 and 5600-5899 (the providers'
 * fakes take ports from the system, above 32768).
 */
const READY_WITHIN_MS = 110_000;

export async function serverReady(base: string, child?: ChildProcess) {
  let said = '';
  child?.stderr?.on('data', (chunk) => (said = (said + String(chunk)).slice(-4000)));
  const ended = () => (child && (child.exitCode !== null || child.signalCode !== null) ? `it ended (${child.signalCode ?? `exit code ${child.exitCode}`})` : null);
  // A fresh database is migrated and seeded first: alone, 10-20 s here; beside the other test
  // files on two busy cores, once more than 60 s (CI). The callers' hooks allow 120 s.
  const deadline = Date.now() + READY_WITHIN_MS;
  let failed = '';
  while (Date.now() < deadline && !ended()) {
    try {
      const res = await fetch(`${base}/api/ip`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
      failed = `answered ${res.status}`;
    } catch (err) {
      // Not yet; why, for the message if it never answers (once: "bad port", testPort).
      failed = `${(err as Error).message}${(err as Error).cause ? `: ${((err as Error).cause as Error).message}` : ''}`;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const logged = child ? (logTails.get(child)?.() ?? '') : '';
  throw new Error(
    `The server at ${base} did not start: ${ended() ?? `no answer in ${READY_WITHIN_MS / 1000} s (the last try: ${failed})`}${said ? `; its stderr ends:\n${said}` : ''}${logged ? `\nits log ends:\n${logged}` : ''}`,
  );
}

/**
 * The test file's own database for the servers it starts as processes: a PGlite data folder, and
 * with DATABASE_URL a PostgreSQL database; either a copy of the suite's seeded template
 * (template-databases.ts), made before the file's tests and gone after.
 */
export function processDatabase(prefix: string): { readonly dataDir: string; readonly databaseUrl: string | undefined } {
  const state = { dataDir: '', databaseUrl: undefined as string | undefined, drop: async () => {} };
  beforeAll(async () => {
    state.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-data-`));
    const copy = await copyTemplateFor(inject('templateDatabases'), state.dataDir, process.env.DATABASE_URL, prefix);
    state.databaseUrl = copy.databaseUrl;
    state.drop = copy.drop;
  });
  afterAll(async () => {
    await state.drop();
    fs.rmSync(state.dataDir, { recursive: true, force: true });
  });
  return {
    get dataDir() {
      return state.dataDir;
    },
    get databaseUrl() {
      return state.databaseUrl;
    },
  };
}
