/**
 * A statement registered with planOnce runs on PGlite as a prepared statement, prepared once even
 * when first asked for by several calls at once, and answers what the statement sent as it was
 * answers, whatever its text parameters hold (quotes, backslashes, Persian).
 */
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { planOnce, withPlannedStatements } from './planned-statements.ts';

const raw = new PGlite();
const { client, register } = withPlannedStatements(raw);
const db = {};
register(db);
afterAll(() => raw.close());

const TEXT = 'select $1::text as t, $2::int[] as ids, $3::boolean as yes, $4::int as nothing';

describe('planOnce', () => {
  it('runs a registered statement prepared, once, with the answers of the statement sent as it is', async () => {
    planOnce(db, 'echo_values', TEXT);
    const cases: unknown[][] = [
      ["it's", '{1,2,3}', true, null],
      ['a \\ b \\\' c', '{}', false, 7],
      ["نخ بخیه ''", '{4}', true, -1],
    ];
    const named = await Promise.all(cases.map((params) => client.query(TEXT, params)));
    const plain = await Promise.all(cases.map((params) => raw.query(TEXT, params)));
    expect(named.map((r) => r.rows)).toEqual(plain.map((r) => r.rows));
    expect(named[0]!.rows).toEqual([{ t: "it's", ids: [1, 2, 3], yes: true, nothing: null }]);
    const { rows } = await raw.query<{ name: string }>('select name from pg_prepared_statements');
    expect(rows.map((r) => r.name)).toEqual(['echo_values']);
  });

  it('sends a statement not registered, or a parameter not written as a literal, as before', async () => {
    const other = 'select $1::text as t';
    expect((await client.query(other, ['x'])).rows).toEqual([{ t: 'x' }]);
    planOnce(db, 'with_bytes', 'select length($1::bytea) as n');
    expect((await client.query('select length($1::bytea) as n', [new Uint8Array([1, 2, 3])])).rows).toEqual([{ n: 3 }]);
    const { rows } = await raw.query<{ name: string }>('select name from pg_prepared_statements order by name');
    expect(rows.map((r) => r.name)).toEqual(['echo_values']);
  });

  it('refuses a name that is not a plain identifier', () => {
    expect(() => planOnce(db, 'x; drop table y', 'select 1')).toThrow(/statement name/);
  });

  it('reads what drizzle reads as written without its parsers, and answers as with them; other parsers still apply', async () => {
    // drizzle-orm/pglite/session.js: every query passes these, each `(value) => value`.
    const same = (value: string) => value;
    const drizzle = { rowMode: 'array' as const, parsers: Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, same])) };
    const text = `select '2026-03-04 05:06:07'::timestamp, '2026-03-04 05:06:07+00'::timestamptz, '2 days'::interval, '2026-03-04'::date,
      '{1.5,2}'::numeric[], '{"2026-03-04 05:06:07"}'::timestamp[], '{"2026-03-04 05:06:07+00"}'::timestamptz[], '{"1 day"}'::interval[], '{2026-03-04}'::date[],
      7::int, '{"a":1}'::jsonb, '{1,2}'::int[]`;
    const other = new PGlite();
    try {
      const expected = (await other.query(text, [], drizzle)).rows;
      expect((await client.query(text, [], drizzle)).rows).toEqual(expected);
      expect(await client.transaction(async (tx) => (await tx.query(text, [], drizzle)).rows)).toEqual(expected);
      expect(expected[0]).toEqual(['2026-03-04 05:06:07', '2026-03-04 05:06:07+00', '2 days', '2026-03-04', '{1.5,2}', '{"2026-03-04 05:06:07"}', '{"2026-03-04 05:06:07+00"}', '{"1 day"}', '{2026-03-04}', 7, { a: 1 }, [1, 2]]);
      // A parser that reads otherwise is used.
      const asNumber = { parsers: { [types.DATE]: (value: string) => value.length } };
      expect((await client.query(`select '2026-03-04'::date as d`, [], asNumber)).rows).toEqual([{ d: 10 }]);
    } finally {
      await other.close();
    }
  });
});
