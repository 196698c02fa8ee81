/**
 * An in-process server on its own database for one test file: PGlite in memory, or, when
 * DATABASE_URL is set, a PostgreSQL database created for the file and dropped after it; either a
 * copy of the suite's template (template-databases.ts).
 */
import type { Agent } from 'node:https';
import { WebPushSender } from '../modules/notify/web-push.ts';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../app.ts';
import { DEMO_API_KEY, testConfig, type Config } from '../config.ts';
import type { DbHandle } from '../db/create-db.ts';
import type { Logger } from '../ops/log.ts';
import { followCatalogue } from '../modules/catalog/follow-catalogue.ts';
import { copyTemplate, createPostgresDatabase, type PostgresDatabase } from './template-databases.ts';

export type Harness = {
  app: ReturnType<typeof createApp>;
  handle: DbHandle;
  /** GET/POST… with the demo API key unless headers say otherwise. */
  call: (path: string, init?: RequestInit) => Promise<Response>;
  json: <T = unknown>(path: string, init?: RequestInit) => Promise<{ status: number; body: T }>;
  close: () => Promise<void>;
};

/**
 * A PostgreSQL database of a test's own on the server DATABASE_URL names (created now, empty,
 * dropped by `drop`), or null when no DATABASE_URL is set (the test then uses PGlite).
 */
export async function freshPostgres(prefix = 'test'): Promise<PostgresDatabase | null> {
  const url = process.env.DATABASE_URL;
  return url ? createPostgresDatabase(url, prefix) : null;
}

/** The file's database: a copy of the suite's template (global-setup.ts), seeded or not. */
function openDatabase(seeded: boolean): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  return copyTemplate(inject('templateDatabases'), seeded ? 'seeded' : 'migrated', process.env.DATABASE_URL);
}

/** `pushVia`: how the server reaches its push service (a test's local one, with its own certificate). */
type HarnessOptions = { seed?: boolean; logger?: Logger; pushVia?: () => Agent };

export async function startHarness(overrides: Partial<Config> = {}, opts: HarnessOptions = {}): Promise<Harness> {
  const seeded = opts.seed !== false;
  const { handle, drop } = await openDatabase(seeded);
  const config = testConfig(overrides);
  const publicCache = await followCatalogue(handle, config);
  const push = opts.pushVia && config.push ? { push: new WebPushSender(config.push, opts.pushVia()) } : {};
  const app = createApp({ db: handle.db, config, publicCache, ...push, ...(opts.logger ? { logger: opts.logger } : {}) });
  const call = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('x-api-key')) headers.set('x-api-key', DEMO_API_KEY);
    return Promise.resolve(app.request(path, { ...init, headers }));
  };
  return {
    app,
    handle,
    call,
    json: async <T,>(path: string, init?: RequestInit) => {
      const res = await call(path, init);
      return { status: res.status, body: (await res.json()) as T };
    },
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * The test file's harness: started before its tests and closed after them. What it returns stands
 * for the started harness, to be used inside the tests and their hooks.
 */
export function fileHarness(
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  opts: HarnessOptions & { timeoutMs?: number } = {},
): Harness {
  let started: Harness | null = null;
  beforeAll(async () => {
    // A function is called then: a build the harness needs is made before the tests, not as the file loads.
    started = await startHarness(typeof overrides === 'function' ? overrides() : overrides, opts);
  }, opts.timeoutMs);
  afterAll(async () => {
    await started?.close();
  });
  const get = (): Harness => {
    if (!started) throw new Error('The harness starts before the tests: use it inside a test or a hook.');
    return started;
  };
  return {
    get app() {
      return get().app;
    },
    get handle() {
      return get().handle;
    },
    call: (path, init) => get().call(path, init),
    json: <T,>(path: string, init?: RequestInit) => get().json<T>(path, init),
    close: () => get().close(),
  };
}
