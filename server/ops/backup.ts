/**
 * Backups (issue 27 §4): the whole store (catalogue, members, orders and payments, tickets with
 * their attachments, which live in the database) written as one gzip'd JSON-lines file, and read
 * back into an empty database. The same code runs on PGlite and PostgreSQL: PostgreSQL itself
 * turns each row into JSON (`row_to_json`) and back (`json_populate_record`), so every type (bytea,
 * numbers, times, arrays) makes the round trip exactly.
 *
 * - Consistent: every table is read in one REPEATABLE READ, read-only transaction, a single
 *   snapshot of the database however many writes the running store makes meanwhile.
 * - Ordered: tables are written parents first (their foreign keys), and rows of a table that refers
 *   to itself (a category's parent) parents first too, so the restore inserts them as they come.
 * - Restored into an empty database only (its migrations applied by opening it), in one
 *   transaction: all of it or nothing. Columns a newer version added take their defaults; a backup
 *   from a newer version than this code is refused. Identity counters continue after the largest
 *   id restored.
 *
 * File layout: a header line `{ format, version, created_at, migrations, tables }`, then per table
 * a line `{ table, rows }` followed by its rows, one JSON object a line.
 */
import { createGunzip, createGzip } from 'node:zlib';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/create-db.ts';
import { appliedMigrations, rowsOf } from '../db/migration-state.ts';

export const BACKUP_FORMAT = 'medsupply-store-backup';
const BACKUP_VERSION = 1;
/** Rows inserted by one statement on restore. */
const RESTORE_BATCH = 500;

type Row = Record<string, unknown>;
type Header = { format: string; version: number; created_at: string; migrations: number; tables: { name: string; rows: number }[] };

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a table or column name: ${name}`);
  return sql.raw(`"${name}"`);
};

type Tx = Pick<Db, 'execute'>;

/** The store's tables (schema public), parents before the tables that refer to them. */
async function tablesInOrder(tx: Tx): Promise<{ name: string; selfRefs: { column: string; references: string }[] }[]> {
  const tables = rowsOf<{ name: string }>(await tx.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map((t) => t.name);
  const fks = rowsOf<{ child: string; parent: string; column: string; references: string }>(
    await tx.execute(sql`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
             a.attname as column, af.attname as references
      from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
      where c.contype = 'f'`),
  ).map((f) => ({ ...f, child: f.child.replace(/^"|"$/g, ''), parent: f.parent.replace(/^"|"$/g, '') }));
  const ordered: string[] = [];
  const left = new Set(tables);
  while (left.size) {
    const ready = [...left].filter((t) => !fks.some((f) => f.child === t && f.parent !== t && left.has(f.parent)));
    if (!ready.length) throw new Error(`The tables' foreign keys go round in a circle: ${[...left].join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      left.delete(t);
    }
  }
  return ordered.map((name) => ({ name, selfRefs: fks.filter((f) => f.child === name && f.parent === name).map((f) => ({ column: f.column, references: f.references })) }));
}

/** Rows of a table that refers to itself, each after the row it refers to. */
function parentsFirst(rows: Row[], selfRefs: { column: string; references: string }[]): Row[] {
  if (!selfRefs.length) return rows;
  const out: Row[] = [];
  const placed = new Set<string>();
  let pending = rows;
  while (pending.length) {
    const next: Row[] = [];
    for (const r of pending) {
      const waiting = selfRefs.some((f) => r[f.column] != null && !placed.has(`${f.references}:${String(r[f.column])}`) && rows.some((o) => String(o[f.references]) === String(r[f.column])));
      if (waiting) next.push(r);
      else {
        out.push(r);
        for (const f of selfRefs) placed.add(`${f.references}:${String(r[f.references])}`);
      }
    }
    if (next.length === pending.length) throw new Error('Rows of a table refer to each other in a circle');
    pending = next;
  }
  return out;
}

/** Writes the whole store to `out` (gzip'd JSON lines); answers what it wrote, per table. */
export async function backupDatabase(db: Db, out: Writable): Promise<Header> {
  const gzip = createGzip();
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(out);
  const write = (line: unknown) =>
    new Promise<void>((resolve) => {
      if (gzip.write(`${JSON.stringify(line)}\n`)) resolve();
      else gzip.once('drain', resolve);
    });
  const header = await db.transaction(
    async (tx) => {
      const tables = await tablesInOrder(tx);
      const data: { name: string; rows: Row[] }[] = [];
      for (const t of tables) {
        const rows = rowsOf<{ r: Row }>(await tx.execute(sql`select row_to_json(t) as r from ${ident(t.name)} t`)).map((x) => (typeof x.r === 'string' ? (JSON.parse(x.r) as Row) : x.r));
        data.push({ name: t.name, rows: parentsFirst(rows, t.selfRefs) });
      }
      const h: Header = { format: BACKUP_FORMAT, version: BACKUP_VERSION, created_at: new Date().toISOString(), migrations: await appliedMigrations(tx), tables: data.map((d) => ({ name: d.name, rows: d.rows.length })) };
      await write(h);
      for (const d of data) {
        await write({ table: d.name, rows: d.rows.length });
        for (const r of d.rows) await write(r);
      }
      return h;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  gzip.end();
  await done;
  return header;
}

/** Reads a backup into `db`, which must be empty (its migrations applied); all or nothing. */
export async function restoreDatabase(db: Db, input: Readable): Promise<Header> {
  const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const next = async (): Promise<unknown> => {
    const { value, done } = await lines.next();
    if (done) return undefined;
    return JSON.parse(value as string);
  };
  let header: Header;
  try {
    header = (await next()) as Header;
  } catch {
    throw new Error('This file is not a backup of this store (not gzip’d JSON lines)');
  }
  if (header?.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) throw new Error('This file is not a backup of this store');
  return db.transaction(async (tx) => {
    const here = await appliedMigrations(tx);
    if (header.migrations > here) throw new Error(`The backup was made by a newer version of the store (${header.migrations} migrations; this one has ${here}): restore it with that version`);
    const tables = await tablesInOrder(tx);
    const known = new Set(tables.map((t) => t.name));
    for (const t of tables) {
      const [row] = rowsOf<{ some: boolean }>(await tx.execute(sql`select exists (select 1 from ${ident(t.name)}) as some`));
      if (row?.some) throw new Error(`The database is not empty (${t.name} has rows): restore into an empty database`);
    }
    for (const expected of header.tables) {
      const start = (await next()) as { table: string; rows: number } | undefined;
      if (!start || start.table !== expected.name) throw new Error('The backup file is cut short or out of order');
      if (!known.has(start.table)) throw new Error(`The backup holds a table this version does not have: ${start.table}`);
      const columns = new Set(
        rowsOf<{ name: string }>(await tx.execute(sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${start.table}`)).map((c) => c.name),
      );
      // Rows go in batches (row_to_json gave every row of a table the same keys).
      let batch: Row[] = [];
      const flush = async () => {
        if (!batch.length) return;
        const cols = Object.keys(batch[0]!).filter((c) => columns.has(c));
        const list = sql.join(
          cols.map((c) => ident(c)),
          sql`, `,
        );
        await tx.execute(sql`insert into ${ident(start.table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${ident(start.table)}, ${JSON.stringify(batch)}::json)`);
        batch = [];
      };
      for (let i = 0; i < start.rows; i++) {
        const r = (await next()) as Row | undefined;
        if (!r) throw new Error('The backup file is cut short');
        batch.push(r);
        if (batch.length === RESTORE_BATCH) await flush();
      }
      await flush();
    }
    // Identity counters go on after the largest id restored.
    const identities = rowsOf<{ table: string; column: string }>(
      await tx.execute(sql`select table_name as table, column_name as column from information_schema.columns where table_schema = 'public' and is_identity = 'YES'`),
    );
    for (const c of identities) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${`"${c.table}"`}, ${c.column}), greatest((select max(${ident(c.column)}) from ${ident(c.table)}), (select seqmin from pg_sequence where seqrelid = pg_get_serial_sequence(${`"${c.table}"`}, ${c.column})::regclass)), (select max(${ident(c.column)}) from ${ident(c.table)}) is not null)`,
      );
    }
    return header;
  });
}
