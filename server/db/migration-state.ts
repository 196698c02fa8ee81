/**
 * How far a database is migrated, against the migrations this code commits: for readiness
 * (`/readyz`), backups (a newer backup is refused) and the pre-flight check (`npm run doctor`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './create-db.ts';

const journal = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations/meta/_journal.json');

/** The migrations this version of the code has (server/db/migrations). */
export const COMMITTED_MIGRATIONS = (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;

/** The query that counts the migrations a database has applied (drizzle's own table). */
export const APPLIED_MIGRATIONS_SQL = 'select count(*)::int as n from drizzle.__drizzle_migrations';

/** A raw query's rows, whichever driver answered (an array, or an object holding `rows`). */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []));

/** How many migrations the database has applied. */
export async function appliedMigrations(db: Pick<Db, 'execute'>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(APPLIED_MIGRATIONS_SQL)));
  return Number(row?.n ?? 0);
}
