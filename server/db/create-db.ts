/**
 * Opens the database: PostgreSQL when a URL is given, else embedded PGlite in `dataDir`
 * (or in memory for tests). Applies the committed migrations before anything else runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { withPlannedStatements } from './planned-statements.ts';
import { log } from '../ops/log.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or a transaction on it: what a repository function that runs inside either takes. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` with each NOTIFY on `channel` (from any connection, any instance), `onGap`
   * whenever notices may have been missed (the listening connection was lost, or could not be
   * made; it tries again by itself), and `onListening` each time the subscription stands.
   * Answers a function that stops listening.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
  /** The connection pool's figures (PostgreSQL; PGlite is one connection): for the metrics. */
  pool: (() => { total: number; idle: number; waiting: number }) | null;
  close: () => Promise<void>;
};

export type ListenHandlers = { onNotify: (payload: string) => void; onGap: () => void; onListening: () => void };

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1_000;

/** LISTEN on a connection of its own (a pooled one would be handed to other queries). */
function listenOn(connectionString: string): DbHandle['listen'] {
  return async (channel, { onNotify, onGap, onListening }) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    let stopped = false;
    let current: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const client = new pg.Client({ connectionString });
      let lost = false;
      const lose = () => {
        if (lost || stopped) return;
        lost = true;
        current = null;
        onGap();
        client.end().catch(() => {});
        retry = setTimeout(() => void connect(), RELISTEN_MS);
      };
      client.on('notification', (m) => {
        if (m.channel === channel) onNotify(m.payload ?? '');
      });
      client.on('error', lose);
      client.on('end', lose);
      try {
        await client.connect();
        await client.query(`listen ${channel}`);
        if (stopped) await client.end();
        else {
          current = client;
          onListening();
        }
      } catch {
        lose();
      }
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    };
  };
}

const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

export type DbOptions =
  | { databaseUrl: string }
  /** `image` (either PGlite): a database's files to start from, PGlite's `dumpDataDir` (a test's copy of a template; the folder empty). */
  | { dataDir: string; image?: Blob }
  /** In-memory PGlite, for tests; `onQuery` hears every statement (a test of what a route reads). */
  | { memory: true; onQuery?: (sql: string) => void; image?: Blob };

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if ('databaseUrl' in options) {
    // A connection that cannot be made within a few seconds fails (503 to the client) instead of
    // holding the request until the client gives up: pg waits forever by default.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection the server closes (a restart, a failover, an administrator) is an
    // 'error' on the pool: without a listener it would end the process. The pool drops that
    // connection and opens another when it is next needed; the reason is logged (no secrets).
    let closing = false;
    pool.on('error', (err: Error & { code?: string }) => {
      if (!closing) log.warn({ code: err.code ?? err.name }, 'database connection lost; the pool reconnects on the next query');
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const listeners = new Set<() => Promise<void>>();
    const listen = listenOn(options.databaseUrl);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: async (channel, handlers) => {
        const stop = await listen(channel, handlers);
        listeners.add(stop);
        return () => (listeners.delete(stop), stop());
      },
      close: async () => {
        closing = true;
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  let client: PGlite;
  const pgliteOptions = { extensions: { pg_trgm }, ...(options.image ? { loadDataDir: options.image } : {}) };
  if ('dataDir' in options) {
    // PGlite fails when the parent of its data folder is missing.
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(path.join(options.dataDir, 'pglite'), pgliteOptions);
  } else {
    client = new PGlite(pgliteOptions);
  }
  await client.waitReady;
  const onQuery = 'memory' in options ? options.onQuery : undefined;
  // Statements registered with planOnce (planned-statements.ts) are planned once, as PostgreSQL's named ones are.
  const planned = withPlannedStatements(client);
  const db = drizzlePglite(planned.client, { schema, ...(onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {}) });
  planned.register(db);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pool: null,
    // One process holds the database: its notices come from its own connection, never missed.
    listen: async (channel, { onNotify, onListening }) => {
      const stop = await client.listen(channel, onNotify);
      onListening();
      return () => stop();
    },
    close: () => client.close(),
  };
}
