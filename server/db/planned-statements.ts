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
import type { PGlite } from '@electric-sql/pglite';

type Query = PGlite['query'];
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
  const statements = new Map<string, string>();
  const prepared = new Map<string, Promise<unknown>>();
  const plain = client.query.bind(client) as Query;
  const query = (async (text: string, params?: unknown[], options?: Parameters<Query>[2]) => {
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
  const proxy = new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      // PGlite's methods use its private fields: called on the client itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: proxy, register: (db) => names.set(db, statements) };
}
