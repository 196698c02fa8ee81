/**
 * The active products' searchable text held in this instance's memory (issue 30 §3): which
 * products hold every word of a search, found without asking the database. PostgreSQL answers
 * the same question with its trigram index (`like '%word%'` on products.search_text,
 * http/search.ts `matchFoldedColumn`), but a new query costs it several milliseconds of planning
 * and checking candidates; here it is a few intersections of sorted arrays and a substring test
 * per candidate.
 *
 * Each text is indexed by its pairs and trigrams of characters (UTF-16 code units, each as a
 * code of 10 bits): the products that hold a word are among those that hold all of its trigrams
 * (a word of two letters: its pair), and each such candidate is then checked with `includes`,
 * exactly as `like` compares (a word of one letter has neither: every product is its candidate).
 * The postings are built once: a rarer gram's as a run in compressed rows (CSR: one array of
 * document numbers, one of where each gram's run starts), a common one's (held by one product in
 * DENSE_SHARE or more) as a bitset, a bit per product, which is then the smaller and is tested in
 * one step; a product changed afterwards is set aside (`removed`) and its new text kept in a small
 * overlay, checked one by one, until the owner builds the index anew.
 *
 * At 100,000 products (26 million characters of text): 35 MB of arrays (2,308 of the 4,887 grams
 * as bitsets: 29 MB, where their runs took 153 of the 159 MB that runs alone took), built in 2.3 s
 * on this project's machine (3.4 with runs alone; in steps: other requests are served between
 * them); a search's matches, up to its count's bound, in 0.03-1.6 ms (the benchmark's 1,500
 * searches 0.13 ms each on average, 0.23 with runs alone). PostgreSQL's trigram index has no pairs: a word of two
 * letters made it compare every row the other words allowed (9-45 ms, and 70-100 ms alone).
 *
 * Beside the text it holds what lists filter and sort by (`Facts`), a column each, and each sort's
 * sequence of documents, made at the build: a list's page is a walk of that sequence, skipping
 * what the filters do not keep, with the products changed since merged in, and its total one pass
 * over the columns. A title order is the database's collation's, not JavaScript's: the build is
 * given each title's place, and a product whose title changed since has none (`list` says so).
 */

import { rankOfText } from '../../../shared/persian-text.ts';

/** The most characters told apart: the rest share the last code (their grams' runs are then wider, never short). */
const CODES = 1023;

/**
 * The grams of a text of `length` code units: at each position its pair (gram 2i) and its
 * trigram (gram 2i + 1), while they fit. A pair is two codes in 20 bits, a trigram three in 30
 * with the first at least 1: the two never share a number.
 */
const gramsIn = (length: number) => Math.max(0, 2 * length - 3);
function gramAt(codes: Uint16Array, text: string, g: number): number {
  const i = g >> 1;
  const pair = ((codes[text.charCodeAt(i)] || CODES) << 10) | (codes[text.charCodeAt(i + 1)] || CODES);
  return g & 1 ? (pair << 10) | (codes[text.charCodeAt(i + 2)] || CODES) : pair;
}

/** A search's words, each as the forms any of which a text may hold (shared/persian-text.ts `termForms`). */
export type SearchTerms = readonly (readonly string[])[];

/**
 * What a product is besides its text, as a list or a search may be filtered and sorted by it:
 * `created` in microseconds since 1970 (the database's own precision: two products made in the
 * same millisecond keep its order), the price in Rial, both titles (a title order is the
 * database's collation's: `rankFa`/`rankEn` below), and each title as a search's best match reads
 * it (products.rank_title_fa/_en: shared/persian-text.ts `rankText`).
 */
export type Facts = { category: number; brand: number | null; stock: number; created: number; price: number; titleFa: string; titleEn: string; rankTitleFa: string; rankTitleEn: string };
/** A product as the index holds it. */
export type IndexRow = { id: number; text: string } & Facts;
/**
 * A product as the index is built with it: with each title's place among the active products'
 * (dense: equal titles, equal places), as the database orders them (`dense_rank() over (order by
 * title_fa)`), so that a list sorted by title here is in the database's order, not JavaScript's.
 */
export type BuildRow = IndexRow & { rankFa: number; rankEn: number };
/** What a search's matches, or a list's members, must also be (each part absent: any). */
export type Where = {
  categories?: ReadonlySet<number>;
  brands?: ReadonlySet<number>;
  inStock?: boolean;
  /** Made at or after (microseconds since 1970). */
  createdFrom?: number;
  excluded?: ReadonlySet<number>;
  only?: ReadonlySet<number>;
};
/** What a list may be sorted by here (ties: by id, ascending, as the database's lists are). */
export type OrderKey = 'id' | 'created' | 'price' | 'stock' | 'titleFa' | 'titleEn';
export type Order = { key: OrderKey; ascending: boolean };
/** What a search's matches may be sorted by: the list's keys, and how well each title matches the words (`rankOfText`, 0-3). */
export type SortKey = { key: OrderKey | 'relevanceFa' | 'relevanceEn'; ascending: boolean };
const ORDER_KEYS: readonly OrderKey[] = ['id', 'created', 'price', 'stock', 'titleFa', 'titleEn'];

/** Whether `where` keeps every product of its categories (or of all, without categories): nothing else is asked. */
const keepsEveryIn = (where: Where) => !where.brands && !where.inStock && where.createdFrom === undefined && !where.excluded && !where.only;

const accepts = (where: Where, id: number, f: Pick<Facts, 'category' | 'brand' | 'stock' | 'created'>) =>
  (!where.categories || where.categories.has(f.category)) &&
  (!where.brands || where.brands.has(f.brand ?? 0)) &&
  (!where.inStock || f.stock > 0) &&
  (where.createdFrom === undefined || f.created >= where.createdFrom) &&
  (!where.excluded || !where.excluded.has(id)) &&
  (!where.only || where.only.has(id));

/** A product changed since the build: as it is now, with its titles' places where they are known (null: a title the build did not have). */
type Changed = { row: IndexRow; rankFa: number | null; rankEn: number | null };

/** How a build lets others work: awaited every few thousand products (nothing by default). */
type Pause = () => Promise<void>;
const PAUSE_EVERY = 2_000;
/** How many products of a search's rarest gram its estimate checks (TextIndex.estimateMatches). */
const ESTIMATE_SAMPLE = 256;
/**
 * A gram held by at least one product in this many is kept as a bitset (a bit per product)
 * rather than a run of product numbers: from there on the bitset is the smaller (32 bits a
 * product in a run), and a join tests it in one step instead of seeking in a long run.
 */
const DENSE_SHARE = 32;

/** The grams a search's words must all hold: the rarer as runs of documents (shortest first), the common as bitsets. */
type Grams = { runs: Int32Array[]; bits: Uint32Array[] };

export class TextIndex {
  /** Product ids by document number, ascending. */
  private readonly ids: Int32Array;
  private readonly texts: string[];
  /** Each document's facts (brand 0: none; titles' places: BuildRow). */
  private readonly facts: Columns;
  /**
   * Each UTF-16 code unit's code (1…CODES; 0: in no text). A gram is its codes in 20 or 30 bits,
   * a small integer: the map below looks it up without hashing a double.
   */
  private readonly codes: Uint16Array;
  /** More characters than codes were met: a character in no code shares the last one (else it is in no text). */
  private readonly crowded: boolean;
  /** Gram (a pair or a trigram, `gramAt`) → its number in `starts`. */
  private readonly grams: Map<number, number>;
  /** Where each gram's documents start in `postings` (one more entry than grams: the end; a common gram's run is empty). */
  private readonly starts: Int32Array;
  /** Every rarer gram's documents, ascending, one run after another. */
  private readonly postings: Int32Array;
  /** Each gram's bitset in `bits` (its place, counted in bitsets), or -1: a rarer gram, whose documents are a run. */
  private readonly slots: Int32Array;
  /** The common grams' documents (DENSE_SHARE), a bitset each of `words` 32-bit words, one after another. */
  private readonly bits: Uint32Array;
  private readonly words: number;
  /** Documents no longer as the product is (changed, or no longer active): 1. */
  private readonly removed: Uint8Array;
  private removedCount = 0;
  /** Products changed since the build, checked one by one. */
  private readonly overlay = new Map<number, Changed>();
  /** Each order's documents (ascending, or descending with ties by id ascending), made once asked for. */
  private readonly orders = new Map<string, Sequence>();
  /** Several categories' documents in an order's sequence, merged once asked for (`inCategories`). */
  private readonly merged = new Map<string, Int32Array>();
  /** The documents category by category (ascending within each), and where each category's run is in it. */
  private readonly categoryDocs: Int32Array;
  private readonly categoryRuns = new Map<number, readonly [number, number]>();
  /** How many built documents each `where` keeps (totalKey), until a product changes. */
  private readonly totals = new Map<string, number>();

  private constructor(
    ids: Int32Array,
    texts: string[],
    facts: Columns,
    codes: Uint16Array,
    crowded: boolean,
    grams: Map<number, number>,
    starts: Int32Array,
    postings: Int32Array,
    slots: Int32Array,
    bits: Uint32Array,
  ) {
    this.ids = ids;
    this.texts = texts;
    this.facts = facts;
    this.removed = new Uint8Array(ids.length);
    const { category } = facts;
    this.categoryDocs = new Int32Array(ids.length);
    for (let d = 0; d < ids.length; d++) this.categoryDocs[d] = d;
    this.categoryDocs.sort((a, b) => category[a]! - category[b]! || a - b);
    for (let i = 0; i < ids.length; ) {
      const c = category[this.categoryDocs[i]!]!;
      let end = i + 1;
      while (end < ids.length && category[this.categoryDocs[end]!] === c) end++;
      this.categoryRuns.set(c, [i, end]);
      i = end;
    }
    this.codes = codes;
    this.crowded = crowded;
    this.grams = grams;
    this.starts = starts;
    this.postings = postings;
    this.slots = slots;
    this.bits = bits;
    this.words = bitsetWords(ids.length);
  }

  /**
   * The index of `rows` (each product's id and searchable text), in ascending order of id.
   * `pause` is awaited every few thousand products, so that a large build does not hold the
   * process (100,000 products: two passes of a second or two each). A gram held by `denseAt`
   * products or more is kept as a bitset (by default one product in DENSE_SHARE).
   */
  static async build(rows: readonly BuildRow[], pause: Pause = async () => {}, denseAt = Math.max(1, Math.ceil(rows.length / DENSE_SHARE))): Promise<TextIndex> {
    const n = rows.length;
    const ids = new Int32Array(n);
    const texts = new Array<string>(n);
    const facts = columns(n);
    const codes = new Uint16Array(65_536);
    let nextCode = 1;
    let crowded = false;
    for (let d = 0; d < n; d++) {
      const row = rows[d]!;
      if (d > 0 && row.id <= ids[d - 1]!) throw new Error('TextIndex.build: rows must come in ascending order of id');
      ids[d] = row.id;
      texts[d] = row.text;
      facts.category[d] = row.category;
      facts.brand[d] = row.brand ?? 0;
      facts.stock[d] = row.stock;
      facts.created[d] = row.created;
      facts.price[d] = row.price;
      facts.titleFa[d] = row.titleFa;
      facts.titleEn[d] = row.titleEn;
      facts.rankFa[d] = row.rankFa;
      facts.rankEn[d] = row.rankEn;
      facts.rankTitleFa[d] = row.rankTitleFa;
      facts.rankTitleEn[d] = row.rankTitleEn;
      for (let i = 0; i < row.text.length; i++) {
        const c = row.text.charCodeAt(i);
        if (codes[c]) continue;
        codes[c] = nextCode < CODES ? nextCode++ : CODES;
        crowded ||= codes[c] === CODES;
      }
    }
    // First pass: each gram's number and how many documents hold it (once each).
    const grams = new Map<number, number>();
    let counts = new Int32Array(1024);
    let last = new Int32Array(1024);
    for (let d = 0; d < n; d++) {
      if (d % PAUSE_EVERY === PAUSE_EVERY - 1) await pause();
      const text = texts[d]!;
      for (let g = 0, end = gramsIn(text.length); g < end; g++) {
        const t = gramAt(codes, text, g);
        let k = grams.get(t);
        if (k === undefined) {
          k = grams.size;
          grams.set(t, k);
          if (k === counts.length) {
            counts = grow(counts);
            last = grow(last);
          }
          last[k] = -1;
        }
        if (last[k] !== d) {
          last[k] = d;
          counts[k]!++;
        }
      }
    }
    const m = grams.size;
    // The common grams' bitsets; the others' runs, one after another.
    const slots = new Int32Array(m).fill(-1);
    let dense = 0;
    for (let k = 0; k < m; k++) if (counts[k]! >= denseAt) slots[k] = dense++;
    const words = bitsetWords(n);
    const bits = new Uint32Array(dense * words);
    const starts = new Int32Array(m + 1);
    for (let k = 0; k < m; k++) starts[k + 1] = starts[k]! + (slots[k] === -1 ? counts[k]! : 0);
    // Second pass: the documents, in order, into each gram's run or bitset.
    const postings = new Int32Array(starts[m]!);
    const next = starts.slice(0, m);
    last.fill(-1, 0, m);
    for (let d = 0; d < n; d++) {
      if (d % PAUSE_EVERY === PAUSE_EVERY - 1) await pause();
      const text = texts[d]!;
      const word = d >>> 5;
      const bit = 1 << (d & 31);
      for (let g = 0, end = gramsIn(text.length); g < end; g++) {
        const k = grams.get(gramAt(codes, text, g))!;
        const slot = slots[k]!;
        if (slot !== -1) {
          const at = slot * words + word;
          bits[at] = bits[at]! | bit;
        } else if (last[k] !== d) {
          last[k] = d;
          postings[next[k]!++] = d;
        }
      }
    }
    const index = new TextIndex(ids, texts, facts, codes, crowded, grams, starts, postings, slots, bits);
    // Each order's documents now, not at a list's first request (100,000 products: 20-40 ms each).
    for (const key of ORDER_KEYS)
      for (const ascending of [true, false]) {
        await pause();
        index.sequenceOf({ key, ascending });
      }
    return index;
  }

  /** Products held: those built with, less those gone since, plus those added. */
  get size(): number {
    return this.ids.length - this.removedCount + this.overlay.size;
  }

  /** A product as it is now (`null`: gone, or no longer active). */
  set(id: number, row: IndexRow | null) {
    const d = this.documentOf(id);
    if (d !== -1 && !this.removed[d]) {
      this.removed[d] = 1;
      this.removedCount++;
    }
    this.totals.clear();
    if (row === null) this.overlay.delete(id);
    else {
      // A title as the build had it keeps its place; another has none known (title orders ask the database).
      const { titleFa, titleEn, rankFa, rankEn } = this.facts;
      const place = (titles: string[], ranks: Int32Array, title: string) => (d !== -1 && titles[d] === title ? ranks[d]! : null);
      this.overlay.set(id, { row, rankFa: place(titleFa, rankFa, row.titleFa), rankEn: place(titleEn, rankEn, row.titleEn) });
    }
  }

  /**
   * A page of the products that are what `where` asks, in `order` (ties by id, ascending): the
   * ids of those from `offset` on, at most `limit`, and how many there are in all. Null when the
   * order is by a title that a product changed since the build now has (its place among the
   * others is the database's to say).
   *
   * The built documents are walked in the order's own sequence (made at the build), or, within
   * categories, their runs of it merged (a category's page reads its own products, not the
   * catalogue's); the changed products, few, are merged in. A total is one pass over the
   * documents kept (within categories, theirs), remembered until a product changes.
   */
  list(where: Where, order: Order, offset: number, limit: number): { ids: number[]; total: number } | null {
    const accepted = this.acceptor(where);
    const runs = this.runsIn(where);
    const extra = this.changedIn(where, order, null);
    if (!extra) return null;
    const total = this.totalOf(where, accepted, runs) + extra.length;
    if (limit <= 0 || offset >= total) return { ids: [], total };
    // Every document of the order's sequence (or of the categories' runs) is kept, none changed:
    // the page is where it stands, not walked to (a category's page 210 walked 2,500 documents).
    if (!extra.length && this.removedCount === 0 && keepsEveryIn(where)) {
      return { ids: Array.from(this.docsIn(order, runs).subarray(offset, offset + limit), (d) => this.ids[d]!), total };
    }
    return { ids: this.walk(order, accepted, runs, extra, null, offset, limit), total };
  }

  /**
   * A page of the products that hold every term and are what `where` asks, in `order` (ties by
   * id), found by walking the order's sequence and checking each product's text on the way, as
   * the database walks its sort's index for a search of more matches than its bound: the page
   * costs the products walked until it is full, not all the matches (a common word's 46,000
   * cost 18 ms to find, page 1 of them a few dozen checks). Null when a title order meets a
   * title changed since the build.
   */
  walkMatches(terms: SearchTerms, where: Where, order: Order, offset: number, limit: number): number[] | null {
    const holds = holdsAll(terms);
    const extra = this.changedIn(where, order, holds);
    if (!extra) return null;
    if (limit <= 0) return [];
    return this.walk(order, this.acceptor(where), this.runsIn(where), extra, holds, offset, limit);
  }

  /**
   * About how many products hold every term and are what `where` asks, for a search of more
   * matches than its bound (`found`: the first of them, from `match`), whose total is an estimate
   * and says so. Every match holds each gram of a term's one form, so every match is in the
   * shortest run of those grams' products: a sample of ESTIMATE_SAMPLE of that run, spread along
   * it, is checked as `match` checks, and the share that matches is scaled to the run's length;
   * the changed products are counted. A search with no such term (a word of one letter, or only
   * words typed in several forms) is estimated from its first matches: as many in the whole
   * catalogue, in proportion, as in its stretch up to the last one found. Finding every match to
   * count them cost 5 ms on average for the benchmark's searches beyond the bound (a common
   * word's 46,000: 18-36 ms); a sample of 2,000 of all texts 1.5 ms.
   */
  estimateMatches(terms: SearchTerms, where: Where, found: readonly number[]): number {
    const holds = holdsAll(terms);
    const single = singleForms(terms);
    if (!single.length) return this.estimateFrom(found);
    const changed = this.changedKept(where, holds).length;
    const grams = this.runsOf(single);
    const accepted = this.acceptor(where);
    // The products of the rarest gram (a run), or, every gram common, those holding all of them
    // (their bitsets' meet: only what their grams do not prove is checked).
    const shortest = grams?.runs[0];
    const checks = shortest ? holds : this.unproven(terms);
    let sampled = 0;
    let matched = 0;
    const check = (d: number) => {
      sampled++;
      if (accepted(d) && checks(this.texts[d]!)) matched++;
    };
    let candidates = 0;
    if (shortest) {
      candidates = shortest.length;
      const step = Math.max(1, Math.floor(candidates / ESTIMATE_SAMPLE));
      for (let i = 0; i < candidates; i += step) check(shortest[i]!);
    } else if (grams?.bits.length) candidates = sampleMeet(grams.bits, ESTIMATE_SAMPLE, check);
    // A gram in no built product: only changed products can match.
    if (!sampled) return Math.max(found.length, changed);
    return Math.max(found.length, Math.round((matched / sampled) * candidates) + changed);
  }

  /**
   * As many matches among the products held, in proportion, as `found` (the first, ascending) in
   * the built stretch up to the last of them; exactly those found when no product held comes
   * after it (a product gone since the build is not one: counting it estimated two matches of one).
   */
  private estimateFrom(found: readonly number[]): number {
    const last = found[found.length - 1];
    if (last === undefined) return 0;
    // The built products up to the last one found (a product added since the build: its place among them).
    const lo = seek(this.ids, 0, last + 1);
    let after = lo;
    while (after < this.ids.length && this.removed[after]) after++;
    const beyond = after < this.ids.length || [...this.overlay.keys()].some((id) => id > last);
    return lo && beyond ? Math.max(found.length, Math.round((found.length * this.size) / lo)) : found.length;
  }

  /** The category runs of categoryDocs that `where` asks for (undefined: no category filter). */
  private runsIn(where: Where): (readonly [number, number])[] | undefined {
    return where.categories && [...where.categories].flatMap((c) => (this.categoryRuns.has(c) ? [this.categoryRuns.get(c)!] : []));
  }

  /** The products changed since the build that `where` keeps and whose text `holds` (null: any text). */
  private changedKept(where: Where, holds: ((text: string) => boolean) | null): Changed[] {
    return [...this.overlay.values()].filter(({ row }) => accepts(where, row.id, row) && (!holds || holds(row.text)));
  }

  /** The products changed since the build that `where` (and `holds`, their text) keeps, in `order`; null when one's place in it is not known. */
  private changedIn(where: Where, order: Order, holds: ((text: string) => boolean) | null): { id: number; k: number }[] | null {
    const extra: { id: number; k: number }[] = [];
    for (const changed of this.changedKept(where, holds)) {
      const k = keyOfChanged(changed, order.key);
      if (k === null) return null;
      extra.push({ id: changed.row.id, k });
    }
    const before = beforeIn(order);
    return extra.sort((x, y) => (before(x.k, x.id, y.k, y.id) ? -1 : 1));
  }

  /** The ids at [offset, offset + limit) of the built documents `accepted` (and `holds`) keeps, in `order`, with `extra` merged in. */
  private walk(order: Order, accepted: (d: number) => boolean, runs: (readonly [number, number])[] | undefined, extra: readonly { id: number; k: number }[], holds: ((text: string) => boolean) | null, offset: number, limit: number): number[] {
    const key = this.keyOf(order.key);
    const before = beforeIn(order);
    const ids: number[] = [];
    let at = 0;
    let e = 0;
    const take = (id: number) => {
      if (at++ >= offset) ids.push(id);
    };
    const { texts } = this;
    const visit = (d: number) => {
      if (!accepted(d) || (holds && !holds(texts[d]!))) return true;
      const k = key[d]!;
      const id = this.ids[d]!;
      while (e < extra.length && ids.length < limit && before(extra[e]!.k, extra[e]!.id, k, id)) take(extra[e++]!.id);
      if (ids.length < limit) take(id);
      return ids.length < limit;
    };
    const docs = this.docsIn(order, runs);
    for (let j = 0; j < docs.length && visit(docs[j]!); j++);
    while (e < extra.length && ids.length < limit) take(extra[e++]!.id);
    return ids;
  }

  /**
   * `ids` (a search's matches, found here) in the order `sort` says, then by id: a relevance key
   * ranks each title against `words` (shared/persian-text.ts `rankOfText`, as the database's
   * `titleRankSql` does on the same stored text). A product no longer held is left out. Null when
   * a title order meets a title changed since the build (its place is the database's to say).
   */
  sortAmong(ids: readonly number[], sort: readonly SortKey[], words: readonly string[]): number[] | null {
    const { facts } = this;
    const values = sort.map(() => new Float64Array(ids.length));
    const held: number[] = [];
    for (const id of ids) {
      const changed = this.overlay.get(id);
      const d = changed ? -1 : this.documentOf(id);
      if (!changed && (d === -1 || this.removed[d])) continue;
      const at = held.length;
      held.push(id);
      for (let k = 0; k < sort.length; k++) {
        const key = sort[k]!.key;
        let v: number | null;
        if (key === 'relevanceFa' || key === 'relevanceEn') {
          const text = changed ? changed.row[key === 'relevanceFa' ? 'rankTitleFa' : 'rankTitleEn'] : facts[key === 'relevanceFa' ? 'rankTitleFa' : 'rankTitleEn'][d]!;
          v = rankOfText(text, words);
        } else v = changed ? keyOfChanged(changed, key) : this.keyOf(key)[d]!;
        if (v === null) return null;
        values[k]![at] = v;
      }
    }
    const order = held.map((_, i) => i);
    order.sort((a, b) => {
      for (let k = 0; k < sort.length; k++) {
        const c = values[k]![a]! - values[k]![b]!;
        if (c) return sort[k]!.ascending ? c : -c;
      }
      return held[a]! - held[b]!;
    });
    return order.map((i) => held[i]!);
  }

  /**
   * How many built documents `accepted` keeps: those in `runs` of categoryDocs, or all. A list of
   * given products (`only`) counts them alone; one that leaves some out (`excluded`) counts the
   * list without them, kept, less those of them it holds: a pass over 100,000 documents for
   * each new set left out was most of such a list's cost.
   */
  private totalOf(where: Where, accepted: (d: number) => boolean, runs: (readonly [number, number])[] | undefined): number {
    if (where.only) return this.builtAmong(where.only, accepted);
    if (where.excluded) {
      const kept = { ...where, excluded: undefined };
      const keeps = this.acceptor(kept);
      return this.totalOf(kept, keeps, runs) - this.builtAmong(where.excluded, keeps);
    }
    const key = totalKey(where);
    let total = this.totals.get(key);
    if (total === undefined) {
      total = 0;
      if (runs) {
        for (const [start, end] of runs) for (let i = start; i < end; i++) if (accepted(this.categoryDocs[i]!)) total++;
      } else for (let d = 0; d < this.ids.length; d++) if (accepted(d)) total++;
      if (this.totals.size >= 4_096) this.totals.clear();
      this.totals.set(key, total);
    }
    return total;
  }

  /** Whether a built document, as it was built, is what `where` asks (and is not set aside since). */
  private acceptor(where: Where): (d: number) => boolean {
    const { category, brand, stock, created } = this.facts;
    const { ids, removed } = this;
    const categories = maskOf(where.categories);
    const brands = maskOf(where.brands);
    const { inStock, createdFrom, excluded, only } = where;
    return (d) =>
      removed[d] === 0 &&
      (!categories || categories(category[d]!)) &&
      (!brands || brands(brand[d]!)) &&
      (!inStock || stock[d]! > 0) &&
      (createdFrom === undefined || created[d]! >= createdFrom) &&
      (!excluded || !excluded.has(ids[d]!)) &&
      (!only || only.has(ids[d]!));
  }

  private keyOf(key: OrderKey): ArrayLike<number> {
    return key === 'id' ? this.ids : this.facts[key === 'titleFa' ? 'rankFa' : key === 'titleEn' ? 'rankEn' : key];
  }

  /** The built documents in `order`: the whole sequence, or the categories' `runs` of it merged. */
  private docsIn(order: Order, runs: readonly (readonly [number, number])[] | undefined): Int32Array {
    const sequence = this.sequenceOf(order);
    return runs ? this.inCategories(order, sequence, runs) : sequence.docs;
  }

  /**
   * The built documents in `order`, and each one's position in that sequence, category by
   * category as categoryDocs has them (ascending within each: a category's own run of the order).
   */
  /**
   * The documents of the category runs `runs`, in `order` (its `sequence`): their runs of it
   * merged, kept for the next page of the same categories (MERGED_KEPT lists at most, the oldest
   * going first). A category page's deep page (offset 2,500) merged 2,500 positions across its
   * categories' runs on a heap first, 6% of a list request's CPU.
   */
  private inCategories(order: Order, sequence: Sequence, runs: readonly (readonly [number, number])[]): Int32Array {
    const positions = (run: readonly [number, number]) => sequence.byCategory.subarray(run[0], run[1]);
    const key = `${order.key}${order.ascending ? '+' : '-'}|${runs.map(([start]) => start).join(',')}`;
    let docs = this.merged.get(key);
    if (!docs) {
      const n = runs.reduce((sum, [start, end]) => sum + end - start, 0);
      docs = new Int32Array(n);
      let at = 0;
      if (runs.length === 1) docs.set(positions(runs[0]!));
      else merge(sequence.byCategory, runs, (position) => ((docs![at++] = position), true));
      for (let j = 0; j < n; j++) docs[j] = sequence.docs[docs[j]!]!;
      if (this.merged.size >= MERGED_KEPT) this.merged.delete(this.merged.keys().next().value!);
      this.merged.set(key, docs);
    }
    return docs;
  }

  private sequenceOf(order: Order): Sequence {
    const name = `${order.key}${order.ascending ? '+' : '-'}`;
    let sequence = this.orders.get(name);
    if (!sequence) {
      const key = this.keyOf(order.key);
      const n = this.ids.length;
      const docs = new Int32Array(n);
      for (let d = 0; d < n; d++) docs[d] = d;
      // Documents are numbered in ascending order of id: a tie is broken by the number.
      docs.sort(order.ascending ? (a, b) => key[a]! - key[b]! || a - b : (a, b) => key[b]! - key[a]! || a - b);
      const position = new Int32Array(n);
      for (let j = 0; j < n; j++) position[docs[j]!] = j;
      const byCategory = new Int32Array(n);
      for (let i = 0; i < n; i++) byCategory[i] = position[this.categoryDocs[i]!]!;
      for (const [start, end] of this.categoryRuns.values()) byCategory.subarray(start, end).sort();
      sequence = { docs, byCategory };
      this.orders.set(name, sequence);
    }
    return sequence;
  }

  /**
   * The ids of the products that hold every term (one of its forms, as a substring) and are what
   * `where` asks, ascending, at most `limit` of them (the first by id). No terms: all of them, as
   * the database's match finds for a query without a word (a comma alone).
   *
   * The candidates are walked in order and checked one by one, so a search stops at its limit:
   * those holding every gram of every term's one form (a leapfrog join of the grams' runs,
   * galloping in each), or, with no such term, the union of one term's forms' candidates, or,
   * with none at all (words of one letter), every product.
   */
  match(terms: SearchTerms, limit = Infinity, where: Where = {}): number[] {
    if (limit <= 0) return [];
    const found: number[] = [];
    const holds = holdsAll(terms);
    const extra = this.changedKept(where, holds)
      .map(({ row }) => row.id)
      .sort((a, b) => a - b);
    let e = 0;
    const accepted = this.acceptor(where);
    const single = singleForms(terms);
    // A join's candidates (below) hold every gram of the one-form terms: only what those do not prove is checked.
    const checks = single.length ? this.unproven(terms) : holds;
    const visit = (d: number) => {
      const id = this.ids[d]!;
      if (!accepted(d) || !checks(this.texts[d]!)) return true;
      while (e < extra.length && extra[e]! < id && found.length < limit) found.push(extra[e++]!);
      if (found.length < limit) found.push(id);
      return found.length < limit;
    };
    const several = terms.find((forms) => forms.length > 1 && forms.every((f) => f.length >= 2));
    if (single.length) {
      const grams = this.runsOf(single);
      if (grams) join(grams, visit);
    } else if (several) {
      let docs: Int32Array = new Int32Array(0);
      for (const form of several) {
        const grams = this.runsOf([form]);
        if (grams) docs = union(docs, collect(grams));
      }
      for (let j = 0; j < docs.length; j++) if (!visit(docs[j]!)) break;
    } else {
      for (let d = 0; d < this.ids.length; d++) if (!visit(d)) break;
    }
    while (e < extra.length && found.length < limit) found.push(extra[e++]!);
    return found;
  }

  /**
   * What a text that holds every gram of every one-form term (a join's candidate) must still be
   * checked for: a form of two or three letters is its one gram (while every character has a
   * code of its own), so only the other terms are looked for in the text. A search's every match
   * otherwise cost a substring search per term, half of what a search of more matches than its
   * bound costs (the bench's searches: `match` 92-103 → 73-76 µs each).
   */
  private unproven(terms: SearchTerms): (text: string) => boolean {
    return holdsAll(this.crowded ? terms : terms.filter((forms) => !(forms.length === 1 && (forms[0]!.length === 2 || forms[0]!.length === 3))));
  }

  /** The documents of every gram of `forms` (a pair's, or the trigrams'): runs shortest first, and bitsets; null if one is nowhere. */
  private runsOf(forms: readonly string[]): Grams | null {
    const runs: Int32Array[] = [];
    const bits: Uint32Array[] = [];
    const seen = new Set<number>();
    for (const form of forms) {
      // A character in no text: no product holds the form.
      for (let i = 0; i < form.length; i++) if (!this.codes[form.charCodeAt(i)] && !this.crowded) return null;
      // A pair's run for a word of two letters, its trigrams' for a longer one.
      for (let g = form.length === 2 ? 0 : 1; g < (form.length === 2 ? 1 : 2 * form.length - 4); g += form.length === 2 ? 1 : 2) {
        const t = gramAt(this.codes, form, g);
        if (seen.has(t)) continue;
        seen.add(t);
        const k = this.grams.get(t);
        if (k === undefined) return null;
        const slot = this.slots[k]!;
        if (slot === -1) runs.push(this.postings.subarray(this.starts[k]!, this.starts[k + 1]!));
        else bits.push(this.bits.subarray(slot * this.words, (slot + 1) * this.words));
      }
    }
    return { runs: runs.sort((a, b) => a.length - b.length), bits };
  }

  /** How many of `ids` are built documents that `accepted` keeps. */
  private builtAmong(ids: ReadonlySet<number>, accepted: (d: number) => boolean): number {
    let n = 0;
    for (const id of ids) {
      const d = this.documentOf(id);
      if (d !== -1 && accepted(d)) n++;
    }
    return n;
  }

  private documentOf(id: number): number {
    const d = seek(this.ids, 0, id);
    return this.ids[d] === id ? d : -1;
  }
}

/** A changed product's value of an order's key (a title's: its place, null where the build had another title). */
const keyOfChanged = ({ row, rankFa, rankEn }: Changed, key: OrderKey): number | null =>
  key === 'titleFa' ? rankFa : key === 'titleEn' ? rankEn : key === 'id' ? row.id : row[key];

/** The forms of the terms typed in one form of two letters or more: the words whose grams every match holds. */
const singleForms = (terms: SearchTerms) => terms.filter((forms) => forms.length === 1 && forms[0]!.length >= 2).map((forms) => forms[0]!);

/** Whether a text holds every term, one of its forms as a substring (as `like '%form%'` compares). */
const holdsAll = (terms: SearchTerms) => (text: string) => terms.every((forms) => forms.some((f) => text.includes(f)));

/** Whether (a, i) comes before (b, j) in `order`: by the key, then by id. */
const beforeIn = (order: Order) =>
  order.ascending ? (a: number, i: number, b: number, j: number) => a < b || (a === b && i < j) : (a: number, i: number, b: number, j: number) => a > b || (a === b && i < j);

/** Category lists kept merged by a text index (its `inCategories`): at 100,000 products, at most 40 MB. */
const MERGED_KEPT = 100;

/** An order's documents in sequence, and their positions in it category by category (TextIndex.sequenceOf). */
type Sequence = { docs: Int32Array; byCategory: Int32Array };

/** What a `where` keeps, as a key (its sets' members in order); `excluded` and `only` are counted from it, not kept (TextIndex.totalOf). */
const totalKey = (where: Where) => {
  const members = (set?: ReadonlySet<number>) => (set ? [...set].sort((a, b) => a - b).join(',') : '');
  return [members(where.categories), members(where.brands), where.inStock ? 1 : 0, where.createdFrom ?? ''].join('|');
};

/**
 * Calls `visit` with the values of the ascending runs `values[start, end)`, in ascending order
 * across them, until it answers false (a merge on a binary heap of the runs' heads).
 */
function merge(values: Int32Array, runs: readonly (readonly [number, number])[], visit: (value: number) => boolean) {
  const at = runs.map(([start]) => start);
  const heap = runs.flatMap(([start, end], r) => (start < end ? [r] : []));
  const head = (r: number) => values[at[r]!]!;
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const m = l + 1 < heap.length && head(heap[l + 1]!) < head(heap[l]!) ? l + 1 : l;
      if (l >= heap.length || head(heap[i]!) <= head(heap[m]!)) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  while (heap.length) {
    const r = heap[0]!;
    if (!visit(head(r))) return;
    if (++at[r]! === runs[r]![1]) {
      const last = heap.pop()!;
      if (!heap.length) return;
      heap[0] = last;
    }
    down(0);
  }
}

/** The facts of the built documents, a column each. */
type Columns = {
  category: Int32Array;
  brand: Int32Array;
  stock: Int32Array;
  created: Float64Array;
  price: Float64Array;
  titleFa: string[];
  titleEn: string[];
  rankFa: Int32Array;
  rankEn: Int32Array;
  rankTitleFa: string[];
  rankTitleEn: string[];
};
const columns = (n: number): Columns => ({
  category: new Int32Array(n),
  brand: new Int32Array(n),
  stock: new Int32Array(n),
  created: new Float64Array(n),
  price: new Float64Array(n),
  titleFa: new Array<string>(n),
  titleEn: new Array<string>(n),
  rankFa: new Int32Array(n),
  rankEn: new Int32Array(n),
  rankTitleFa: new Array<string>(n),
  rankTitleEn: new Array<string>(n),
});

/** A set of small ids as a lookup in an array (a list's categories or brands: a test per document). */
function maskOf(set: ReadonlySet<number> | undefined): ((v: number) => boolean) | null {
  if (!set) return null;
  let max = 0;
  for (const v of set) if (v > max) max = v;
  if (max > 1 << 20 || [...set].some((v) => v < 0 || !Number.isInteger(v))) return (v) => set.has(v);
  const mask = new Uint8Array(max + 1);
  for (const v of set) mask[v] = 1;
  return (v) => mask[v] === 1;
}

function grow(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/** The first position at or after `from` in an ascending run whose value is at least `v`: a gallop, then a binary search. */
function seek(run: Int32Array, from: number, v: number): number {
  if (from >= run.length || run[from]! >= v) return from;
  let step = 1;
  while (from + step < run.length && run[from + step]! < v) step *= 2;
  let lo = from + (step >> 1) + 1;
  let hi = Math.min(from + step, run.length);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (run[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many 32-bit words a bitset of `n` documents takes. */
const bitsetWords = (n: number) => (n + 31) >>> 5;

/** Whether document `d` is in every one of `bits`. */
function inAll(bits: readonly Uint32Array[], d: number): boolean {
  const word = d >>> 5;
  const bit = 1 << (d & 31);
  for (let b = 0; b < bits.length; b++) if ((bits[b]![word]! & bit) === 0) return false;
  return true;
}

/** The documents in every one of `bits`' 32-bit word `w`, as a word. */
function meetAt(bits: readonly Uint32Array[], w: number): number {
  let m = bits[0]![w]!;
  for (let b = 1; b < bits.length && m; b++) m &= bits[b]![w]!;
  return m;
}

/** The document of the lowest bit set in `m`, the meet at 32-bit word `w`. */
const lowestIn = (w: number, m: number) => (w << 5) | (31 - Math.clz32(m & -m));

/** How many bits of a 32-bit word are set. */
function bitCount(m: number): number {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * How many documents are in every one of `bits` (non-empty), and `check` called with about
 * `sample` of them, spread along the documents (every one of them while they are no more).
 */
function sampleMeet(bits: readonly Uint32Array[], sample: number, check: (d: number) => void): number {
  const words = bits[0]!.length;
  let all = 0;
  for (let w = 0; w < words; w++) all += bitCount(meetAt(bits, w));
  if (!all) return 0;
  // Whole words, evenly spaced, so as to meet about `sample` documents.
  const step = Math.max(1, Math.floor(all / sample));
  for (let w = 0; w < words; w += step) for (let m = meetAt(bits, w); m; m &= m - 1) check(lowestIn(w, m));
  return all;
}

/**
 * Calls `visit` with each document in every run and every bitset, ascending, until it answers
 * false. With runs, a leapfrog join of them (the candidate rises to the first value at or above
 * it in each run in turn, until all agree), each agreed candidate then looked up in the bitsets;
 * with bitsets alone, their meet, 32 documents at a time.
 */
function join({ runs, bits }: Grams, visit: (d: number) => boolean) {
  const k = runs.length;
  if (!k) {
    if (!bits.length) return;
    for (let w = 0, words = bits[0]!.length; w < words; w++)
      for (let m = meetAt(bits, w); m; m &= m - 1) if (!visit(lowestIn(w, m))) return;
    return;
  }
  if (!runs[0]!.length) return;
  const at = new Int32Array(k);
  let target = runs[0]![0]!;
  for (;;) {
    let agreed = true;
    for (let r = 0; r < k; r++) {
      const run = runs[r]!;
      const p = seek(run, at[r]!, target);
      if (p >= run.length) return;
      at[r] = p;
      if (run[p]! > target) {
        target = run[p]!;
        agreed = false;
        break;
      }
    }
    if (agreed) {
      if (inAll(bits, target) && !visit(target)) return;
      target++;
    }
  }
}

/** Every document in every run and bitset, ascending. */
function collect(grams: Grams): Int32Array {
  const out: number[] = [];
  join(grams, (d) => (out.push(d), true));
  return Int32Array.from(out);
}

/** The documents in either ascending run, ascending, once each. */
function union(a: Int32Array, b: Int32Array): Int32Array {
  if (!a.length) return b;
  if (!b.length) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const v = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i]! : b[j]!;
    if (i < a.length && a[i] === v) i++;
    if (j < b.length && b[j] === v) j++;
    out[n++] = v;
  }
  return out.subarray(0, n);
}
