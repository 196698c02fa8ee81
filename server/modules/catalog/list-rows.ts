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
 *
 * Below the rows in hand (`KEPT_ROWS` objects, about 2 KB of heap each), a second level keeps
 * every product's row packed (`Packing`: its text as UTF-8 bytes, about 0.8 KB, outside the heap
 * the collector walks), within a memory budget: filled from every read, and all at once by a
 * background pass once the text index is built and again after everything was forgotten. A row
 * not in hand is unpacked from there before the database is asked. At 100,000 products every row
 * a list shows is then in memory: the bench's list pages went from 532 to 880 requests a second.
 */
import type { Db } from '../../db/create-db.ts';
import type { ChangeListener } from '../../cache/response-cache.ts';
import { noticeOf } from '../../cache/cache-tags.ts';
import { log } from '../../ops/log.ts';

/** The most rows kept for one database (the oldest go first): about 2 KB each. */
export const KEPT_ROWS = 50_000;
/** Past this many products named since everything was last forgotten, everything is (the names are not kept for ever). */
const NAMES_KEPT = 100_000;

/**
 * How a database's rows are packed, and read in order for the background pass. None: rows in
 * hand only.
 */
export type Packing<R> = {
  /** Memory for the packed rows, in bytes (0: none packed). */
  bytes: number;
  pack: (row: R) => string;
  unpack: (text: string) => R;
  idOf: (row: R) => number;
  /** The rows of the next products after `afterId` by id, at most `limit`, ascending; none at the end. */
  readAfter: (afterId: number, limit: number) => Promise<R[]>;
};

/** Rows read by one step of the background pass (one statement, a few milliseconds at most). */
const WARM_STEP = 1_000;
/** After everything was forgotten, the pass starts again this much later (a burst of notices starts it once). */
const REWARM_AFTER_MS = 1_000;

type Kept<R> = {
  following: boolean;
  rows: Map<number, R>;
  packing: Packing<R> | null;
  packed: Map<number, Buffer>;
  packedBytes: number;
  /** The background pass may run (it first runs once the text index is built: `warm`). */
  warms: boolean;
  /** A background pass is running. */
  warming: boolean;
  /** Moves with each pass started: an older pass stops. */
  warmRun: number;
  rewarm: ReturnType<typeof setTimeout> | null;
  /** Moves with every notice that changes a row. */
  generation: number;
  /** The generation at which everything was last forgotten. */
  forgottenAt: number;
  /** The generation at which each named product was last changed. */
  changedAt: Map<number, number>;
};

const kept = new WeakMap<Db, Kept<unknown>>();

/**
 * The listener that keeps `db`'s rows in step (given to `followChanges` beside the search
 * index's); its `warm` starts the background pass that packs every row (`packing`), once.
 */
export function followListRows<R>(db: Db, packing: Packing<R> | null = null): ChangeListener & { warm: () => Promise<void> } {
  const state: Kept<R> = {
    following: false,
    rows: new Map(),
    packing: packing?.bytes ? packing : null,
    packed: new Map(),
    packedBytes: 0,
    warms: false,
    warming: false,
    warmRun: 0,
    rewarm: null,
    generation: 0,
    forgottenAt: 0,
    changedAt: new Map(),
  };
  kept.set(db, state as Kept<unknown>);
  const forgetAll = () => {
    state.generation++;
    state.rows.clear();
    state.packed.clear();
    state.packedBytes = 0;
    state.changedAt.clear();
    state.forgottenAt = state.generation;
    state.warmRun++;
    if (state.warms && state.packing && !state.rewarm) {
      state.rewarm = setTimeout(() => {
        state.rewarm = null;
        void warmAll(state);
      }, REWARM_AFTER_MS);
      state.rewarm.unref();
    }
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
        forgetPacked(state, id);
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
    warm() {
      state.warms = true;
      return warmAll(state);
    },
  };
}

/**
 * The background pass: every product's row read in steps (other requests are served between
 * them) and packed, until the budget is full. A row a notice named while its step was read is
 * left out, as `rowsById` does; a pass overtaken by everything being forgotten stops.
 */
async function warmAll<R>(state: Kept<R>): Promise<void> {
  const packing = state.packing;
  if (!packing) return;
  const run = ++state.warmRun;
  const started = performance.now();
  let afterId = 0;
  state.warming = true;
  try {
    for (;;) {
      if (!state.following || state.warmRun !== run || state.packedBytes >= packing.bytes) break;
      const generation = state.generation;
      const rows = await packing.readAfter(afterId, WARM_STEP);
      if (state.warmRun !== run) break;
      if (!rows.length) break;
      for (const row of rows) keep(state, packing.idOf(row), row, generation, false);
      afterId = packing.idOf(rows.at(-1)!);
      await new Promise((resolve) => setImmediate(resolve));
    }
    log.debug({ rows: state.packed.size, megabytes: Math.round(state.packedBytes / 1024 / 102.4) / 10, ms: Math.round(performance.now() - started) }, 'list rows packed');
  } catch (err) {
    // A database closing or failing: the rows are read as lists ask for them.
    log.debug({ err: (err as Error).message }, 'list rows: background pass stopped');
  } finally {
    // A newer pass (everything forgotten meanwhile) runs on: it is still warming.
    if (state.warmRun === run) state.warming = false;
  }
}

/** What this instance holds of `db`'s list rows: how many packed, and whether the background pass is filling them now. */
export function listRowsHeld(db: Db): { packed: number; warming: boolean } {
  const state = kept.get(db);
  return { packed: state?.packed.size ?? 0, warming: state?.warming ?? false };
}

/**
 * `row` (of product `id`, read at `generation`) kept: in hand (`inHand`) and packed. Only if
 * nothing about it changed since it was read, nor was everything forgotten.
 */
function keep<R>(state: Kept<R>, id: number, row: R, generation: number, inHand: boolean) {
  if (!state.following || state.forgottenAt > generation || (state.changedAt.get(id) ?? 0) > generation) return;
  if (inHand) hold(state, id, row);
  const packing = state.packing;
  if (!packing || state.packed.has(id)) return;
  const bytes = Buffer.from(packing.pack(row));
  state.packed.set(id, bytes);
  state.packedBytes += bytes.byteLength;
  // The oldest go first.
  while (state.packedBytes > packing.bytes) forgetPacked(state, state.packed.keys().next().value!);
}

/** `row` in hand (the oldest go first). */
function hold<R>(state: Kept<R>, id: number, row: R) {
  state.rows.set(id, row);
  if (state.rows.size > KEPT_ROWS) state.rows.delete(state.rows.keys().next().value!);
}

/** Product `id`'s packed row forgotten. */
function forgetPacked<R>(state: Kept<R>, id: number) {
  const bytes = state.packed.get(id);
  if (!bytes) return;
  state.packed.delete(id);
  state.packedBytes -= bytes.byteLength;
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
    const packed = state.rows.has(id) ? undefined : state.packed.get(id);
    // Unpacked for this answer only: holding it too made every unpacked row outlive the young
    // generation, and the collector's pauses the list pages' p99 (271 ms; 172 unpacked anew).
    const row = packed ? state.packing!.unpack(packed.toString('utf8')) : state.rows.get(id);
    if (row === undefined) missing.push(id);
    else found.set(id, row);
  }
  const started = state.generation;
  const fresh = missing.length ? await read(missing) : [];
  for (const row of fresh) {
    const id = idOf(row);
    found.set(id, row);
    keep(state, id, row, started, true);
  }
  return inOrder(ids, found);
}

/** The rows found, in the order of `ids` (one not found is left out). */
const inOrder = <R>(ids: readonly number[], found: ReadonlyMap<number, R>) => ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
