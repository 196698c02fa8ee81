/**
 * Opens the database: PostgreSQL when a URL is given, else embedded PGlite in `dataDir`
 * (or in memory for tests). Applies the committed migrations before anything else runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or a transaction on it: what a repository function that runs inside either takes. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

export type DbOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** In-memory PGlite, for tests. */
  | { memory: true };

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (a restart, a failover, an administrator) is an
    // 'error' on the pool: without a listener it would end the process. The pool drops that
    // connection and opens another when it is next needed; the reason is logged (no secrets).
    let closing = false;
    pool.on('error', (err: Error & { code?: string }) => {
      if (!closing) console.error(`database connection lost (${err.code ?? err.name}); the pool reconnects on the next query`);
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    // PGlite fails when the parent of its data folder is missing.
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(path.join(options.dataDir, 'pglite'));
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
