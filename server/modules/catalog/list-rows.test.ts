/**
 * Kept list rows (list-rows.ts): read once and then kept, forgotten when a notice names their
 * product or says something they show changed, never kept from a read that a change overtook,
 * and never kept while the notices are not followed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/create-db.ts';
import { followListRows, listRowsHeld, rowsById, type Packing } from './list-rows.ts';

type Row = { id: number; v: string };

/**
 * A database of rows whose version the test sets, and the ids each read asked for (`reads`) and
 * where each step of the background pass began (`steps`). `packedBytes`: the packed rows' budget
 * (none: no packing).
 */
function fake(packedBytes?: number) {
  const db = {} as Db;
  const version = new Map<number, string>();
  const reads: number[][] = [];
  const steps: number[] = [];
  let hold: Promise<void> | null = null;
  const rowsOf = (ids: number[]) => ids.flatMap((id) => (version.has(id) ? [{ id, v: version.get(id)! }] : []));
  const read = async (ids: number[]) => {
    reads.push(ids);
    const rows = rowsOf(ids);
    if (hold) await hold;
    return rows;
  };
  const packing: Packing<Row> | null =
    packedBytes === undefined
      ? null
      : {
          bytes: packedBytes,
          pack: (row) => JSON.stringify(row),
          unpack: (text) => JSON.parse(text) as Row,
          idOf: (row) => row.id,
          readAfter: async (afterId, limit) => {
            steps.push(afterId);
            const rows = rowsOf([...version.keys()].filter((id) => id > afterId).sort((a, b) => a - b).slice(0, limit));
            if (hold) await hold;
            return rows;
          },
        };
  const listener = followListRows(db, packing);
  const rows = (ids: number[]) => rowsById<Row>(db, ids, read, (r) => r.id);
  return { db, listener, version, reads, steps, rows, holdReads: (p: Promise<void> | null) => (hold = p) };
}

/** A promise and what settles it: a read held until the test lets it go. */
function gate() {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  return { held, release };
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
    const { held, release } = gate();
    f.holdReads(held);
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

describe('packed list rows', () => {
  afterEach(() => vi.useRealTimers());

  it('packs every row in the background, in steps, and then answers without reading; a named product is read again', async () => {
    const f = fake(1_000_000);
    for (let id = 1; id <= 2_500; id++) f.version.set(id, 'a');
    f.listener.listening();
    expect(listRowsHeld(f.db)).toEqual({ packed: 0, warming: false });
    const warmed = f.listener.warm();
    // What /readyz says meanwhile (ops/health.ts), and once the pass is done.
    expect(listRowsHeld(f.db).warming).toBe(true);
    await warmed;
    expect(listRowsHeld(f.db)).toEqual({ packed: 2_500, warming: false });
    // Steps of 1,000 rows, each after the last id of the one before, and one that found none.
    expect(f.steps).toEqual([0, 1_000, 2_000, 2_500]);
    expect(await f.rows([2_400, 7, 1_300, 9_999])).toEqual([
      { id: 2_400, v: 'a' },
      { id: 7, v: 'a' },
      { id: 1_300, v: 'a' },
    ]);
    expect(f.reads).toEqual([[9_999]]);
    f.version.set(7, 'b');
    f.listener.notice('products:7');
    expect((await f.rows([7, 1_300])).map((r) => r.v)).toEqual(['b', 'a']);
    expect(f.reads.at(-1)).toEqual([7]);
  });

  it('keeps out a row that a notice named while its step was being read', async () => {
    const f = fake(1_000_000);
    for (const id of [1, 2, 3]) f.version.set(id, 'old');
    f.listener.listening();
    const { held, release } = gate();
    f.holdReads(held);
    const warmed = f.listener.warm();
    await Promise.resolve();
    f.version.set(2, 'new');
    f.listener.notice('product-rows:2');
    f.holdReads(null);
    release();
    await warmed;
    expect((await f.rows([1, 2, 3])).map((r) => r.v)).toEqual(['old', 'new', 'old']);
    expect(f.reads).toEqual([[2]]);
  });

  it('packs within its budget, the oldest going first, and packs what lists read', async () => {
    const row = JSON.stringify({ id: 10, v: 'a' }).length;
    const f = fake(row * 5);
    for (let id = 10; id < 30; id++) f.version.set(id, 'a');
    f.listener.listening();
    await f.listener.warm();
    // Full after its first step: it stops.
    expect(f.steps).toEqual([0]);
    // What was packed last is there; the rows in hand are those read since.
    await f.rows([29, 28, 27, 26, 25]);
    expect(f.reads).toEqual([]);
    await f.rows([10]);
    expect(f.reads).toEqual([[10]]);
  });

  it('forgets every packed row for a notice about categories, and packs them again a moment later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const f = fake(1_000_000);
    for (const id of [1, 2]) f.version.set(id, 'a');
    f.listener.listening();
    await f.listener.warm();
    for (const id of [1, 2]) f.version.set(id, 'b');
    f.listener.notice('categories');
    f.listener.notice('brands');
    expect(f.steps).toEqual([0, 2]);
    await vi.advanceTimersByTimeAsync(999);
    expect(f.steps).toEqual([0, 2]);
    await vi.advanceTimersByTimeAsync(1);
    // One pass for the burst (its steps yield to other work between them).
    await vi.waitFor(() => expect(f.steps).toEqual([0, 2, 0, 2]));
    expect((await f.rows([1, 2])).map((r) => r.v)).toEqual(['b', 'b']);
    expect(f.reads).toEqual([]);
  });

  it('packs nothing while the notices are not followed, nor with no budget', async () => {
    const f = fake(1_000_000);
    f.version.set(1, 'a');
    await f.listener.warm();
    expect(f.steps).toEqual([]);
    const none = fake(0);
    none.version.set(1, 'a');
    none.listener.listening();
    await none.listener.warm();
    expect(none.steps).toEqual([]);
  });
});
