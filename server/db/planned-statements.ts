/**
 * Statements that PGlite plans once. On PostgreSQL a statement prepared with a name
 * (`.prepare('name')` in drizzle) is parsed and planned once per connection; drizzle's PGlite
 * driver sends it unnamed, so PGlite planned it at every call, and its planning looks up the size
 * of every table and index the statement may use (a system call each, through PGlite's file
 * system). A statement registered here (`planOnce`) is prepared once in SQL (`PREPARE`) and then
 * run with `EXECUTE`, its parameters written as literals: the list rows by id (four tables, 22
 * indexes) took 2.0 ms of PGlite a call, 0.9 ms so.
 *
 * Only parameters that are text, finite numbers, booleans or null are written so (text quoted,
 * its quotes doubled: PostgreSQL's standard strings take a backslash as it is); another call
 * goes as before.
 */
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

type Query = PGlite['query'];
type QueryOptions = Parameters<Query>[2];

/**
 * The types drizzle's PGlite driver reads as PostgreSQL writes them (drizzle-orm/pglite/session.js:
 * each of its queries passes these parsers, every one `(value) => value`; drizzle maps the text
 * itself): timestamps, dates, intervals, and arrays of numerics, timestamps, intervals and dates.
 * PGlite merges a query's own parsers into a copy of all of its own (hundreds, with every array
 * type) at every call: 0.11 ms a query, more than a short query itself (0.08 ms). The client
 * reads these types so itself, and a query's parsers that say no more are left out.
 */
const AS_WRITTEN = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asWritten = (value: string) => value;
const AS_WRITTEN_KEYS = new Set(AS_WRITTEN.map(String));
const PROBE = '2026-01-01 00:00:00+00';

/** `options` without its parsers when they are those the client already has (each returns the text it is given). */
function withoutKnownParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const [oid, parse] of Object.entries(parsers)) if (!AS_WRITTEN_KEYS.has(oid) || parse(PROBE, Number(oid)) !== PROBE) return options;
  return { ...options, parsers: undefined };
}
const names = new WeakMap<object, Map<string, string>>();

/** `db`'s statement `text` run as the prepared statement `name` where `db` is PGlite's (elsewhere nothing changes). */
export function planOnce(db: object, name: string, text: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`planOnce: ${name} is not a statement name`);
  names.get(db)?.set(text, name);
}

/** A literal of `value` in SQL, or undefined when it is of another kind. */
function literalOf(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/**
 * `client` with a `query` that runs registered statements prepared, and `register(db)` to give
 * the drizzle database made on it its registry. Every other member is the client's own.
 */
export function withPlannedStatements(client: PGlite): { client: PGlite; register: (db: object) => void } {
  // Once PGlite has set its array types' parsers as it starts (each reads its elements with the
  // element type's parser), so that these stay; a query's answer is read after that.
  // (One that does not start says so to whoever waits for it.)
  void client.waitReady.then(
    () => AS_WRITTEN.forEach((oid) => (client.parsers[oid] = asWritten)),
    () => undefined,
  );
  const statements = new Map<string, string>();
  const prepared = new Map<string, Promise<unknown>>();
  const unmerged = client.query.bind(client) as Query;
  const plain = ((text: string, params?: unknown[], options?: QueryOptions) => unmerged(text, params, withoutKnownParsers(options))) as Query;
  const query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    const name = statements.get(text);
    const literals = name ? (params ?? []).map(literalOf) : [];
    if (!name || literals.some((l) => l === undefined)) return plain(text, params, options);
    let made = prepared.get(name);
    if (!made) {
      made = client.exec(`prepare ${name} as ${text}`);
      prepared.set(name, made);
      // Not prepared (an error the statement itself would give): asked again next time.
      made.catch(() => prepared.delete(name));
    }
    await made;
    return plain(`execute ${name}${literals.length ? `(${literals.join(', ')})` : ''}`, [], options);
  }) as Query;
  // A transaction's queries too (drizzle's writes): the same parsers left out.
  const transaction = (<T>(run: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => {
      const txQuery = tx.query.bind(tx) as Query;
      return run(new Proxy(tx, { get: (target, key) => (key === 'query' ? ((text: string, params?: unknown[], options?: QueryOptions) => txQuery(text, params, withoutKnownParsers(options))) : Reflect.get(target, key, target)) }));
    })) as PGlite['transaction'];
  const proxy = new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, key, target);
      // PGlite's methods use its private fields: called on the client itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: proxy, register: (db) => names.set(db, statements) };
}
