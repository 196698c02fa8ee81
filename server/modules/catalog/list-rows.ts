/**
 * A list's rows kept by product id in this instance's memory (issue 30 §3): a list found in the
 * search index (search-index.ts) then needs no statement at all for the rows its page shows once
 * they have been read. What a row shows (the product's list columns, its category's and brand's
 * titles, its rating) changes only with a change notice: `products:`/`product-rows:` and
 * `reviews:` name the products (their rows are forgotten), `categories` and `brands`, a notice
 * without ids, or a moment the notices may have been missed forget every row.
 *
 * A read that was on its way when a notice named one of its products keeps that row out (it may
 * be from before the change): only what was read after a product's last change is kept.
 */
import type { Db } from '../../db/create-db.ts';
import type { ChangeListener } from '../../cache/response-cache.ts';
import { noticeOf } from '../../cache/cache-tags.ts';

/** The most rows kept for one database (the oldest go first): about 2 KB each. */
export const KEPT_ROWS = 50_000;
/** Past this many products named since everything was last forgotten, everything is (the names are not kept for ever). */
const NAMES_KEPT = 100_000;

type Kept<R> = {
  following: boolean;
  rows: Map<number, R>;
  /** Moves with every notice that changes a row. */
  generation: number;
  /** The generation at which everything was last forgotten. */
  forgottenAt: number;
  /** The generation at which each named product was last changed. */
  changedAt: Map<number, number>;
};

const kept = new WeakMap<Db, Kept<unknown>>();

/** The listener that keeps `db`'s rows in step (given to `followChanges` beside the search index's). */
export function followListRows(db: Db): ChangeListener {
  const state: Kept<unknown> = { following: false, rows: new Map(), generation: 0, forgottenAt: 0, changedAt: new Map() };
  kept.set(db, state);
  const forgetAll = () => {
    state.generation++;
    state.rows.clear();
    state.changedAt.clear();
    state.forgottenAt = state.generation;
  };
  return {
    notice(payload) {
      const { what, ids } = noticeOf(payload);
      if (what === 'categories' || what === 'brands' || what === 'products-all') return forgetAll();
      if (what !== 'products' && what !== 'product-rows' && what !== 'reviews') return;
      if (!ids.length || state.changedAt.size + ids.length > NAMES_KEPT) return forgetAll();
      state.generation++;
      for (const id of ids) {
        state.rows.delete(id);
        state.changedAt.set(id, state.generation);
      }
    },
    gap() {
      state.following = false;
      forgetAll();
    },
    listening() {
      state.following = true;
      forgetAll();
    },
  };
}

/**
 * The rows of `ids`, in their order (a product with no row is left out): those kept, and the
 * others by one call of `read`, kept for next time (`idOf`: a row's product). Nothing is kept for a database whose
 * notices are not followed.
 */
export async function rowsById<R>(db: Db, ids: readonly number[], read: (ids: number[]) => Promise<R[]>, idOf: (row: R) => number): Promise<R[]> {
  const state = kept.get(db) as Kept<R> | undefined;
  const found = new Map<number, R>();
  if (!state?.following) {
    for (const row of await read([...ids])) found.set(idOf(row), row);
    return inOrder(ids, found);
  }
  // What is kept now (a notice during the read below forgets a row, not this answer's copy of it).
  const missing: number[] = [];
  for (const id of ids) {
    const row = state.rows.get(id);
    if (row === undefined) missing.push(id);
    else found.set(id, row);
  }
  const started = state.generation;
  const fresh = missing.length ? await read(missing) : [];
  for (const row of fresh) {
    const id = idOf(row);
    found.set(id, row);
    // Kept only if nothing about it changed while it was read (nor was everything forgotten).
    if (state.following && state.forgottenAt <= started && (state.changedAt.get(id) ?? 0) <= started) {
      state.rows.set(id, row);
      if (state.rows.size > KEPT_ROWS) state.rows.delete(state.rows.keys().next().value!);
    }
  }
  return inOrder(ids, found);
}

/** The rows found, in the order of `ids` (one not found is left out). */
const inOrder = <R>(ids: readonly number[], found: ReadonlyMap<number, R>) => ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
