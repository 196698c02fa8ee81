/**
 * Every table a public read touches tells the page cache when it changes (the statement
 * triggers of migrations 0006 and 0010, calling notify_storefront_changes or, for products and
 * reviews, the functions that name the rows): a table without one would leave a kept
 * page stale, silently. The reads are found by running every public GET call of the contract and
 * noting the tables its statements name, so a new public call or a new join is covered by itself.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, fillPath, type CallName, type CallParams } from '../../../contract/calls.ts';
import { createApp } from '../../app.ts';
import { followChanges } from '../../cache/response-cache.ts';
import { DEMO_API_KEY, testConfig } from '../../config.ts';
import { createDb, type DbHandle } from '../create-db.ts';
import { seedDemoData } from '../seed/index.ts';

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
let recording = false;
const statements: string[] = [];

beforeAll(async () => {
  handle = await createDb({ memory: true, onQuery: (q) => void (recording && statements.push(q)) });
  await seedDemoData(handle.db);
  // No page cache in front of the reads: every call reaches the database.
  app = createApp({ db: handle.db, config: testConfig(), publicCache: await followChanges(handle.listen, 0) });
});
afterAll(async () => {
  await handle?.close();
});

const get = async (name: CallName, params: Record<string, unknown>) => {
  const res = await app.request(`/v1${fillPath(name, params as CallParams<typeof name>)}`, { headers: { 'x-api-key': DEMO_API_KEY } });
  expect(res.status, name).toBe(200);
  return (await res.json()) as { data: { id: number }[] | { id: number } };
};
const firstId = async (name: CallName, params: Record<string, unknown> = {}) => {
  const body = await get(name, { lang: 'fa', ...params });
  return (Array.isArray(body.data) ? body.data[0]! : body.data).id;
};

/** The tables a statement names after FROM, JOIN, UPDATE or INTO. */
const tablesOf = (sql: string) => [...sql.matchAll(/\b(?:from|join|update|into)\s+"?(\w+)"?/gi)].map((m) => m[1]!.toLowerCase());

/** A lot the maker recorded of a product (the demo's). */
const lotOf = async (productId: number) =>
  ((await handle.db.execute(sql`select lot from product_lots where product_id = ${productId} limit 1`)) as unknown as { rows: { lot: string }[] }).rows[0]!.lot;

describe('the public page cache', () => {
  it('hears of a change in every table that a public read touches', async () => {
    const product = await firstId('products.list');
    const ids: Partial<Record<string, number>> = {
      products: product,
      reviews: await firstId('products.reviews', { id: product }),
    };
    const publicReads = (Object.keys(CALLS) as CallName[]).filter((n) => CALLS[n].method === 'GET' && CALLS[n].access === 'public');
    expect(publicReads.length).toBeGreaterThan(20);
    const read = new Set<string>();
    for (const name of publicReads) {
      const room = name.split('.')[0]!;
      const id = CALLS[name].path.includes(':id') ? (ids[room] ?? (ids[room] = await firstId(`${room}.list` as CallName))) : undefined;
      statements.length = 0;
      recording = true;
      await get(name, { lang: 'fa', ...(id === undefined ? {} : { id }), ...(name === 'products.lot' ? { lot: await lotOf(id!) } : {}) });
      recording = false;
      for (const s of statements) for (const t of tablesOf(s)) read.add(t);
    }
    expect(read.has('products') && read.has('categories')).toBe(true);

    const { rows } = (await handle.db.execute(sql`
      select c.relname as table, string_agg(t.tgtype::text, ',') as events
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
       where p.proname in ('notify_storefront_changes', 'notify_product_rows', 'notify_review_rows', 'notify_lot_rows') and not t.tgisinternal
       group by c.relname`)) as unknown as { rows: { table: string; events: string }[] };
    // tgtype bits: 4 insert, 8 delete, 16 update, 32 truncate.
    const heard = new Map(rows.map((r) => [r.table, r.events.split(',').reduce((all, x) => all | Number(x), 0)]));
    // Only tables: a query's own names (a recursive CTE, a subquery's alias) are not.
    const tables = (await handle.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)) as unknown as { rows: { table_name: string }[] };
    const isTable = new Set(tables.rows.map((r) => r.table_name));
    const unheard = [...read].filter((t) => isTable.has(t)).filter((t) => ((heard.get(t) ?? 0) & (4 | 8 | 16 | 32)) !== (4 | 8 | 16 | 32));
    expect(unheard, 'tables read by public calls whose changes the page cache does not hear').toEqual([]);
  });
});
