/**
 * Each database's text index (text-index.ts), kept in step with the products by the database's
 * change notices (cache/cache-tags.ts: `products:<ids>` names the products changed; a notice
 * without ids, or a moment the notices may have been missed, makes the whole index stale). A
 * search asks it only while it follows the notices and is not stale; otherwise (null) the
 * database answers, as before, while the index is built again in the background.
 *
 * What a notice names is read again before the next search is answered (one statement for all of
 * them), so a search never misses a change this instance has heard of. Between a commit and its
 * notice (milliseconds) a search may still see the text before it, as the public cache does.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { products } from '../../db/schema.ts';
import type { ChangeListener } from '../../cache/response-cache.ts';
import { noticeOf } from '../../cache/cache-tags.ts';
import { anyOf } from '../../http/listing.ts';
import { log } from '../../ops/log.ts';
import { TextIndex, type Order, type SearchTerms, type SortKey, type Where } from './text-index.ts';

type State = {
  index: TextIndex | null;
  following: boolean;
  /** The index holds every change heard of (those in `dirty` once read): it may answer. */
  fresh: boolean;
  /** Products named by notices since they were last read. */
  dirty: Set<number>;
  /** Products named since the index in use was built (read or not): past rebuildAt, it is built anew. */
  namedSinceBuild: Set<number>;
  building: Promise<void> | null;
  /** Products named since the build in progress began (what its read may have missed). */
  namedWhileBuilding: Set<number>;
  /** A change not named by id was heard while the index was being built: the build may miss it. */
  missedWhileBuilding: boolean;
  reading: Promise<void> | null;
};

const states = new WeakMap<Db, State>();

/** A product as the index holds it: its searchable text, and what lists filter and sort by (text-index.ts `Facts`). */
const indexColumns = {
  id: products.id,
  text: products.searchText,
  category: products.categoryId,
  brand: products.brandId,
  stock: products.stock,
  // Microseconds, as the database orders them (exact in a double until the year 2255).
  created: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::float8`,
  price: products.price,
  titleFa: products.titleFa,
  titleEn: products.titleEn,
  rankTitleFa: products.rankTitleFa,
  rankTitleEn: products.rankTitleEn,
};
/** At a build, each title's place as the database orders titles (its collation), equal titles equal. */
const buildColumns = {
  ...indexColumns,
  rankFa: sql<number>`(dense_rank() over (order by ${products.titleFa}))::int`,
  rankEn: sql<number>`(dense_rank() over (order by ${products.titleEn}))::int`,
};

/** Products `db`'s text index holds; 0 while it is not built yet (searches and lists then ask the database). */
export const indexedProducts = (db: Db): number => states.get(db)?.index?.size ?? 0;

/** Above this many products changed since the build, the index is built again (and answers meanwhile). */
const rebuildAt = (index: TextIndex) => Math.max(1_000, index.size >> 4);

/**
 * The listener that keeps `db`'s text index in step (given to `followChanges`); it builds the
 * index once the notices are followed. Searches use the index only once this is set up.
 */
export function followTextIndex(db: Db): ChangeListener & { ready: () => Promise<void> } {
  const state: State = { index: null, following: false, fresh: false, dirty: new Set(), namedSinceBuild: new Set(), building: null, namedWhileBuilding: new Set(), missedWhileBuilding: false, reading: null };
  states.set(db, state);
  const unknown = () => {
    state.fresh = false;
    if (state.building) state.missedWhileBuilding = true;
  };
  return {
    notice(payload) {
      const { what, ids } = noticeOf(payload);
      // Another table (`product-rows`: stock that did not cross zero, which lists sort by).
      if (what !== 'products' && what !== 'product-rows' && what !== 'products-all') return;
      if (what === 'products-all' || !ids.length) unknown();
      else
        for (const id of ids) {
          state.dirty.add(id);
          state.namedSinceBuild.add(id);
          if (state.building) state.namedWhileBuilding.add(id);
        }
    },
    gap() {
      state.following = false;
      unknown();
    },
    listening() {
      state.following = true;
      void build(db, state);
    },
    ready: async () => {
      while (state.building) await state.building;
    },
  };
}

/**
 * The ids of the active products holding every term and being what `where` asks, ascending, at
 * most `limit`; null when the index cannot answer now (the database must).
 */
export const textMatches = (db: Db, terms: SearchTerms, limit: number, where: Where = {}): Promise<number[] | null> =>
  withIndex(db, (index) => index.match(terms, limit, where));

/**
 * A search's matches (`textMatches`, at most `bound` + 1), and, when they are no more than
 * `bound` and `sort` is given, all of them in that order (TextIndex.sortAmong; null when the
 * index cannot order them); when they are more, an estimate of how many (TextIndex.estimateMatches).
 * Null when the index cannot answer now.
 */
export const sortedMatches = (db: Db, terms: SearchTerms, bound: number, where: Where, sort: readonly SortKey[] | null, words: readonly string[]) =>
  withIndex(db, (index) => {
    const ids = index.match(terms, bound + 1, where);
    const few = ids.length <= bound;
    return { ids, sorted: sort && few ? index.sortAmong(ids, sort, words) : null, estimate: few ? null : index.estimateMatches(terms, where, ids) };
  });

/**
 * A page of a search's matches in `order` (TextIndex.walkMatches), for a search of more matches
 * than its bound; null when the index cannot answer now, or not in that order.
 */
export const walkedMatches = (db: Db, terms: SearchTerms, where: Where, order: Order, offset: number, limit: number) =>
  withIndex(db, (index) => index.walkMatches(terms, where, order, offset, limit));

/**
 * A page of the active products that are what `where` asks, in `order`, and how many they are
 * (TextIndex.list); null when the index cannot answer now, or not in that order.
 */
export const listedPage = (db: Db, where: Where, order: Order, offset: number, limit: number) =>
  withIndex(db, (index) => index.list(where, order, offset, limit));

/** `use` of `db`'s index once it holds every change heard of; null when it cannot answer now. */
async function withIndex<T>(db: Db, use: (index: TextIndex) => T): Promise<T | null> {
  const state = states.get(db);
  if (!state?.following) return null;
  // Many products named (an import in batches): built anew rather than read one by one into the
  // overlay, which every search and list would then go through.
  if (state.index && state.namedSinceBuild.size > rebuildAt(state.index)) state.fresh = false;
  if (!state.fresh || !state.index) {
    void build(db, state);
    return null;
  }
  while (state.dirty.size || state.reading) await (state.reading ?? (state.reading = reread(db, state)));
  const index = state.index;
  if (!state.fresh) return null;
  return use(index);
}

/**
 * The products named since the last read, read again into the index in use: into that one only,
 * for an index built meanwhile read them itself, or has them named again (namedWhileBuilding).
 */
async function reread(db: Db, state: State) {
  const index = state.index;
  const ids = [...state.dirty];
  state.dirty.clear();
  try {
    const rows = await db
      .select(indexColumns)
      .from(products)
      .where(and(anyOf(products.id, ids), eq(products.status, 1)));
    const active = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) index?.set(id, active.get(id) ?? null);
  } catch (err) {
    // Not read: not known. The index answers again once built anew.
    state.fresh = false;
    log.warn({ err: (err as Error).message }, 'search index: changed products not read; rebuilding');
  } finally {
    state.reading = null;
  }
}

function build(db: Db, state: State): Promise<void> {
  if (state.building) return state.building;
  // The index in use (if fresh) keeps answering meanwhile, its named products read as before.
  // What was named before the build began is in the build's read (its notice came after its
  // commit); what is named from here on may not be, and is read again into the new index; what
  // is heard without ids makes the new index stale too.
  state.namedWhileBuilding = new Set();
  state.missedWhileBuilding = false;
  state.building = (async () => {
    try {
      const started = performance.now();
      const rows = await db.select(buildColumns).from(products).where(eq(products.status, 1)).orderBy(products.id);
      // Other requests are served between steps of the build (a second or two at 100,000 products).
      state.index = await TextIndex.build(rows, () => new Promise((resolve) => setImmediate(resolve)));
      state.dirty = state.namedWhileBuilding;
      state.namedSinceBuild = new Set(state.namedWhileBuilding);
      state.fresh = state.following && !state.missedWhileBuilding;
      log.debug({ products: rows.length, ms: Math.round(performance.now() - started) }, 'search index built');
    } catch (err) {
      state.fresh = false;
      log.warn({ err: (err as Error).message }, 'search index not built; the database answers searches');
    } finally {
      state.building = null;
    }
  })();
  return state.building;
}
