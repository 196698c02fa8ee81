/**
 * Kept list rows (list-rows.ts): read once and then kept, forgotten when a notice names their
 * product or says something they show changed, never kept from a read that a change overtook,
 * and never kept while the notices are not followed.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db.ts';
import { followListRows, rowsById } from './list-rows.ts';

type Row = { id: number; v: string };

/** A database of rows whose version the test sets, and the ids each read asked for. */
function fake() {
  const db = {} as Db;
  const listener = followListRows(db);
  const version = new Map<number, string>();
  const reads: number[][] = [];
  let hold: Promise<void> | null = null;
  const read = async (ids: number[]) => {
    reads.push(ids);
    const rows = ids.flatMap((id) => (version.has(id) ? [{ id, v: version.get(id)! }] : []));
    if (hold) await hold;
    return rows;
  };
  const rows = (ids: number[]) => rowsById<Row>(db, ids, read, (r) => r.id);
  return { listener, version, reads, rows, holdReads: (p: Promise<void> | null) => (hold = p) };
}

describe('kept list rows', () => {
  it('reads a row once, keeps it, and answers in the order asked, leaving out what has no row', async () => {
    const f = fake();
    f.listener.listening();
    for (const id of [1, 2, 3]) f.version.set(id, 'a');
    expect(await f.rows([3, 1, 9])).toEqual([
      { id: 3, v: 'a' },
      { id: 1, v: 'a' },
    ]);
    expect(await f.rows([1, 2, 3])).toEqual([1, 2, 3].map((id) => ({ id, v: 'a' })));
    expect(f.reads).toEqual([[3, 1, 9], [2]]);
  });

  it('forgets the products a notice names, and every row for a notice about categories, brands or all products', async () => {
    const f = fake();
    f.listener.listening();
    for (const id of [1, 2, 3]) f.version.set(id, 'a');
    await f.rows([1, 2, 3]);
    for (const id of [1, 2, 3]) f.version.set(id, 'b');
    f.listener.notice('product-rows:2');
    f.listener.notice('news');
    expect((await f.rows([1, 2, 3])).map((r) => r.v)).toEqual(['a', 'b', 'a']);
    f.listener.notice('reviews:3');
    expect((await f.rows([1, 2, 3])).map((r) => r.v)).toEqual(['a', 'b', 'b']);
    for (const notice of ['categories', 'brands', 'products-all', 'products:']) {
      for (const id of [1, 2, 3]) f.version.set(id, notice);
      f.listener.notice(notice);
      expect((await f.rows([1, 2, 3])).map((r) => r.v)).toEqual([notice, notice, notice]);
    }
  });

  it('does not keep a row read while a notice named its product: the next read asks again', async () => {
    const f = fake();
    f.listener.listening();
    f.version.set(1, 'old');
    f.version.set(2, 'old');
    let release!: () => void;
    f.holdReads(new Promise((r) => (release = r)));
    const answer = f.rows([1, 2]);
    // The read has what was there before the change; the change's notice comes before its answer.
    await Promise.resolve();
    f.version.set(1, 'new');
    f.listener.notice('products:1');
    release();
    expect((await answer).map((r) => r.v)).toEqual(['old', 'old']);
    f.holdReads(null);
    expect((await f.rows([1, 2])).map((r) => r.v)).toEqual(['new', 'old']);
    expect(f.reads.at(-1)).toEqual([1]);
  });

  it('keeps nothing while the notices are not followed', async () => {
    const f = fake();
    f.version.set(1, 'a');
    await f.rows([1]);
    await f.rows([1]);
    f.listener.listening();
    await f.rows([1]);
    f.listener.gap();
    f.version.set(1, 'b');
    expect((await f.rows([1])).map((r) => r.v)).toEqual(['b']);
    await f.rows([1]);
    expect(f.reads).toEqual([[1], [1], [1], [1], [1]]);
  });
});
