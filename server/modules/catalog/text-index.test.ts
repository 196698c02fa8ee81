/**
 * The text index answers exactly what `like '%form%'` on each text would (the database's own
 * match): every term held by one of its forms, ascending ids, the first `limit` of them, before
 * and after products change, and only those of the categories, brands and stock asked for.
 * Texts and words come from a small alphabet (Persian and Latin letters, digits, a space) so that
 * words often share trigrams without being substrings. A gram's products are a run or a bitset
 * (the common ones): each way, and mixed, finds the same. A list's page is what sorting every
 * product that the filters keep would give (ties by id), its total their number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankOfText, rankText, rankWords } from '../../../shared/persian-text.ts';
import { TextIndex, type BuildRow, type IndexRow, type Order, type OrderKey, type SearchTerms, type SortKey, type Where } from './text-index.ts';

const letters = fc.constantFrom('ن', 'خ', 'ب', 'ی', 'ه', 'a', 'b', 'c', '1', '2', ' ');
const text = fc.string({ unit: letters, minLength: 5, maxLength: 40, size: 'medium' });
/** A form: made up, or (most often, so that there are matches) a part of one of the texts. */
const form = fc.oneof(
  fc.string({ unit: letters, minLength: 1, maxLength: 6 }).map((f) => () => f),
  fc.tuple(fc.nat(), fc.nat(40), fc.integer({ min: 1, max: 8 })).map(([t, at, n]) => (texts: string[]) => texts[t % texts.length]!.slice(at, at + n) || 'a'),
  fc.tuple(fc.nat(), fc.nat(40), fc.integer({ min: 3, max: 8 })).map(([t, at, n]) => (texts: string[]) => texts[t % texts.length]!.slice(at, at + n) || 'a'),
);
const terms = fc.array(fc.array(form, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 });

/** Titles of few values, some equal (a list sorted by title then orders them by id). */
const TITLES = ['نخ', 'نخ بخیه', 'چسب', 'Mesh', 'mesh', 'گاید'];
/** A product of a text, with facts of few values (so that filters keep some and drop some, and sorts meet ties). */
const row = (id: number, text: string, n = id): IndexRow => ({
  id,
  text,
  category: 1 + (n % 3),
  brand: n % 4 === 0 ? null : n % 4,
  stock: n % 5 === 0 ? 0 : n % 7,
  created: 1_700_000_000_000_000 + (n % 6) * 1_000,
  price: 10_000 * (n % 5),
  titleFa: TITLES[n % TITLES.length]!,
  titleEn: TITLES[(n * 7) % TITLES.length]!,
  rankTitleFa: rankText(TITLES[n % TITLES.length]!),
  rankTitleEn: rankText(TITLES[(n * 7) % TITLES.length]!),
});
const facts = fc.record({
  category: fc.integer({ min: 1, max: 3 }),
  brand: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  stock: fc.constantFrom(0, 1, 4, 9),
  created: fc.integer({ min: 0, max: 6 }).map((k) => 1_700_000_000_000_000 + k * 1_000),
  price: fc.constantFrom(0, 10_000, 25_000),
  titleFa: fc.constantFrom(...TITLES, 'جدید'),
  titleEn: fc.constantFrom(...TITLES),
}).map((f) => ({ ...f, rankTitleFa: rankText(f.titleFa), rankTitleEn: rankText(f.titleEn) }));
const someOf = (max: number) => fc.option(fc.uniqueArray(fc.integer({ min: 0, max }), { minLength: 1, maxLength: 3 }).map((a) => new Set(a)), { nil: undefined });
const where: fc.Arbitrary<Where> = fc
  .record({
    categories: someOf(4),
    brands: someOf(4),
    inStock: fc.option(fc.constant(true), { nil: undefined }),
    createdFrom: fc.option(fc.integer({ min: 0, max: 7 }).map((k) => 1_700_000_000_000_000 + k * 1_000), { nil: undefined }),
    excluded: someOf(60),
    only: someOf(60),
  })
  .map((w) => Object.fromEntries(Object.entries(w).filter(([, v]) => v !== undefined)) as Where);

const kept = (r: IndexRow, w: Where) =>
  (!w.categories || w.categories.has(r.category)) &&
  (!w.brands || w.brands.has(r.brand ?? 0)) &&
  (!w.inStock || r.stock > 0) &&
  (w.createdFrom === undefined || r.created >= w.createdFrom) &&
  (!w.excluded || !w.excluded.has(r.id)) &&
  (!w.only || w.only.has(r.id));

const naive = (rows: Map<number, IndexRow>, t: SearchTerms, limit = Infinity, w: Where = {}) =>
  [...rows.values()]
    .filter((r) => t.every((forms) => forms.some((f) => r.text.includes(f))) && kept(r, w))
    .map((r) => r.id)
    .sort((a, b) => a - b)
    .slice(0, limit);

/** Titles in the order of their UTF-16 code units: the database's collation, in these tests. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** What a list is, sorted by hand: every kept product in the order, ties by id. */
function naiveList(rows: Map<number, IndexRow>, w: Where, order: Order, offset: number, limit: number) {
  const all = [...rows.values()].filter((r) => kept(r, w));
  const compare = (a: IndexRow, b: IndexRow) => {
    const c = order.key === 'titleFa' || order.key === 'titleEn' ? byCodeUnits(a[order.key], b[order.key]) : a[order.key] - b[order.key];
    return (order.ascending ? c : -c) || a.id - b.id;
  };
  return { ids: all.sort(compare).map((r) => r.id).slice(offset, offset + limit), total: all.length };
}

/** A product changed (null: gone) in the index and in the model beside it. */
function changeBoth(index: TextIndex, rows: Map<number, IndexRow>, id: number, now: IndexRow | null) {
  index.set(id, now);
  if (now === null) rows.delete(id);
  else rows.set(id, now);
}

/** Rows as the database gives them to a build: each title's dense place among all. */
function built(rows: readonly IndexRow[]): BuildRow[] {
  const places = (pick: (r: IndexRow) => string) => {
    const titles = [...new Set(rows.map(pick))].sort(byCodeUnits);
    return (r: IndexRow) => titles.indexOf(pick(r)) + 1;
  };
  const [fa, en] = [places((r) => r.titleFa), places((r) => r.titleEn)];
  return rows.map((r) => ({ ...r, rankFa: fa(r), rankEn: en(r) }));
}

describe('TextIndex', () => {
  it('finds what a substring search of every text finds, before and after changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 60, size: 'medium' }),
        fc.array(text, { minLength: 60, maxLength: 60 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 520 }), fc.option(fc.tuple(text, facts), { nil: null })), { maxLength: 15 }),
        fc.array(fc.tuple(terms, fc.option(where, { nil: undefined })), { minLength: 1, maxLength: 5 }),
        fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
        // Which grams are bitsets: the default (one product in 32), every one, or none (all runs).
        fc.constantFrom(undefined, 1, Infinity),
        async (ids, bodies, changes, made, limit, denseAt) => {
          const sorted = [...ids].sort((a, b) => a - b);
          // Ids to exclude or keep: the products' own (a position among them).
          const own = (set?: ReadonlySet<number>) => set && new Set([...set].map((k) => sorted[k % sorted.length]!));
          const queries = made.map(([q, w]) => [q.map((forms) => forms.map((f) => f(bodies))), w && { ...w, ...(w.excluded ? { excluded: own(w.excluded) } : {}), ...(w.only ? { only: own(w.only) } : {}) }] as const);
          const rows = new Map(sorted.map((id, i) => [id, row(id, bodies[i]!)]));
          const index = await TextIndex.build(built([...rows.values()]), undefined, denseAt);
          // A search's matches estimated: never fewer than those found; their number while the
          // rarest gram's products are fewer than the sample, or the first found reach the last product.
          const estimates = () =>
            queries.forEach(([q, w]) => {
              const all = naive(rows, q, Infinity, w);
              const first = all.slice(0, limit ?? Infinity);
              const estimate = index.estimateMatches(q, w ?? {}, first);
              expect(estimate).toBeGreaterThanOrEqual(first.length);
              const sampled = q.some((forms) => forms.length === 1 && forms[0]!.length >= 2);
              if (sampled && index.size <= 256) expect(estimate).toBe(Math.max(first.length, all.length));
              if (!sampled && first.length && first.at(-1)! >= Math.max(...rows.keys())) expect(estimate).toBe(first.length);
            });
          for (const [q, w] of queries) expect(index.match(q, limit, w)).toEqual(naive(rows, q, limit, w));
          estimates();
          for (const [id, change] of changes) changeBoth(index, rows, id, change && { id, text: change[0], ...change[1] });
          for (const [q, w] of queries) expect(index.match(q, limit, w)).toEqual(naive(rows, q, limit, w));
          estimates();
          expect(index.size).toBe(rows.size);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lists a page and a total as sorting every kept product would, before and after changes; a title order of a changed title is left to the database', async () => {
    const order: fc.Arbitrary<Order> = fc.record({ key: fc.constantFrom<OrderKey>('id', 'created', 'price', 'stock', 'titleFa', 'titleEn'), ascending: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 60, size: 'medium' }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 520 }), fc.option(facts, { nil: null })), { maxLength: 15 }),
        fc.array(fc.tuple(fc.option(where, { nil: undefined }), order, fc.nat(70), fc.integer({ min: 1, max: 13 })), { minLength: 1, maxLength: 6 }),
        async (ids, changes, lists) => {
          const sorted = [...ids].sort((a, b) => a - b);
          const rows = new Map(sorted.map((id) => [id, row(id, 'x')]));
          const before = new Map(rows);
          const index = await TextIndex.build(built([...rows.values()]));
          const check = () => {
            // Each list also by its categories alone (a page of theirs is read where it stands, not walked to).
            for (const [w = {}, o, offset, limit] of lists.flatMap(([w, ...rest]) => [[w, ...rest] as const, [w?.categories ? { categories: w.categories } : {}, ...rest] as const])) {
              const page = index.list(w, o, offset, limit);
              // Left to the database only for a title order, when a kept product's title is not the one it was built with.
              const unplaced = [...rows.values()].some((r) => kept(r, w) && (o.key === 'titleFa' || o.key === 'titleEn') && before.get(r.id)?.[o.key] !== r[o.key]);
              if (unplaced) expect(page).toBeNull();
              else expect(page).toEqual(naiveList(rows, w, o, offset, limit));
            }
          };
          check();
          for (const [id, change] of changes) changeBoth(index, rows, id, change && { id, text: 'x', ...change });
          check();
        },
      ),
      { numRuns: 400 },
    );
  });

  it('walks a page of a search’s matches in a list’s order as filtering and sorting every product by hand would, before and after changes', async () => {
    const order: fc.Arbitrary<Order> = fc.record({ key: fc.constantFrom<OrderKey>('id', 'created', 'price', 'stock', 'titleFa', 'titleEn'), ascending: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 60, size: 'medium' }),
        fc.array(text, { minLength: 60, maxLength: 60 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 520 }), fc.option(fc.tuple(text, facts), { nil: null })), { maxLength: 15 }),
        fc.array(fc.tuple(terms, fc.option(where, { nil: undefined }), order, fc.nat(40), fc.integer({ min: 1, max: 13 })), { minLength: 1, maxLength: 5 }),
        async (ids, bodies, changes, asked) => {
          const sorted = [...ids].sort((a, b) => a - b);
          const rows = new Map(sorted.map((id, i) => [id, row(id, bodies[i]!)]));
          const before = new Map(rows);
          const index = await TextIndex.build(built([...rows.values()]));
          const check = () => {
            for (const [q, w = {}, o, offset, limit] of asked) {
              const t = q.map((forms) => forms.map((f) => f(bodies)));
              const page = index.walkMatches(t, w, o, offset, limit);
              const matching = new Map([...rows].filter(([, r]) => t.every((forms) => forms.some((f) => r.text.includes(f)))));
              const unplaced = [...matching.values()].some((r) => kept(r, w) && (o.key === 'titleFa' || o.key === 'titleEn') && before.get(r.id)?.[o.key] !== r[o.key]);
              if (unplaced) expect(page).toBeNull();
              else expect(page).toEqual(naiveList(matching, w, o, offset, limit).ids);
            }
          };
          check();
          for (const [id, change] of changes) changeBoth(index, rows, id, change && { id, text: change[0], ...change[1] });
          check();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('orders a search’s matches as sorting them by hand would: by how well each title matches, then the sort’s columns, then id', async () => {
    const key = fc.record({ key: fc.constantFrom<SortKey['key']>('relevanceFa', 'relevanceEn', 'created', 'price', 'stock', 'titleFa', 'titleEn', 'id'), ascending: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 320 }), fc.option(facts, { nil: null })), { maxLength: 10 }),
        fc.array(key, { maxLength: 3 }),
        fc.constantFrom('نخ', 'نخ بخیه', 'mesh', 'بخیه نخ', 'گا'),
        fc.uniqueArray(fc.integer({ min: 1, max: 320 }), { maxLength: 40 }),
        async (ids, changes, sort, query, asked) => {
          const rows = new Map([...ids].sort((a, b) => a - b).map((id) => [id, row(id, 'x')]));
          const before = new Map(rows);
          const index = await TextIndex.build(built([...rows.values()]));
          for (const [id, change] of changes) changeBoth(index, rows, id, change && { id, text: 'x', ...change });
          const words = rankWords(query);
          const got = index.sortAmong(asked, sort, words);
          const held = asked.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []));
          if (held.some((r) => sort.some((k) => (k.key === 'titleFa' || k.key === 'titleEn') && before.get(r.id)?.[k.key] !== r[k.key]))) return void expect(got).toBeNull();
          const value = (r: IndexRow, k: SortKey['key']) =>
            k === 'relevanceFa' ? rankOfText(r.rankTitleFa, words) : k === 'relevanceEn' ? rankOfText(r.rankTitleEn, words) : k === 'titleFa' || k === 'titleEn' ? r[k] : r[k];
          const compare = (a: IndexRow, b: IndexRow) => {
            for (const k of sort) {
              const [x, y] = [value(a, k.key), value(b, k.key)];
              const c = typeof x === 'string' ? byCodeUnits(x, y as string) : x - (y as number);
              if (c) return k.ascending ? c : -c;
            }
            return a.id - b.id;
          };
          expect(got).toEqual(held.sort(compare).map((r) => r.id));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds a word of one or two letters anywhere, and a longer one only whole', async () => {
    const index = await TextIndex.build(built([row(3, 'نخبخیهنایلون 2-0'), row(7, 'نخجراحی نایلون'), row(9, 'چسبضدحساسیت')]));
    expect(index.match([['نخ']])).toEqual([3, 7]);
    expect(index.match([['نایلون'], ['2-0']])).toEqual([3]);
    // Every trigram of «نخبن» is nowhere; «خیهن» has its trigrams in 3 only, as a substring too.
    expect(index.match([['نخبن']])).toEqual([]);
    expect(index.match([['خیهن']])).toEqual([3]);
    expect(index.match([['ضد', 'zz'], ['حساس']], 1)).toEqual([9]);
    // No term at all (a query of a comma alone): every product, as the database finds.
    expect(index.match([])).toEqual([3, 7, 9]);
    expect(index.match([], 2)).toEqual([3, 7]);
  });

  it('estimates a search of words of one letter from its first matches, not counting a product gone since the build', async () => {
    // The property test's counterexample: two products, the later one gone; «ن» then matches one.
    const index = await TextIndex.build(built([row(1, 'ننننن'), row(498, 'ننننن')]));
    expect(index.estimateMatches([['ن']], {}, index.match([['ن']], 1))).toBe(2);
    index.set(498, null);
    expect(index.estimateMatches([['ن']], {}, index.match([['ن']]))).toBe(1);
    // A product added after the last one found is held beyond it: the estimate scales.
    index.set(600, row(600, 'ن'));
    expect(index.estimateMatches([['ن']], {}, [1])).toBeGreaterThan(1);
  });

  it('refuses rows out of order', async () => {
    await expect(TextIndex.build(built([row(2, 'a'), row(1, 'b')]))).rejects.toThrow(/ascending/);
  });

  it('tells apart a thousand characters, and finds the rest too (they share a code)', async () => {
    // 1,200 distinct characters (CJK), more than the codes: the last ones share one.
    const chars = Array.from({ length: 1_200 }, (_, i) => String.fromCharCode(0x4e00 + i));
    const texts = new Map(Array.from({ length: 400 }, (_, i) => [i + 1, row(i + 1, chars.slice(i * 3, i * 3 + 9).join(''))] as const));
    const index = await TextIndex.build(built([...texts.values()]));
    for (const at of [0, 5, 600, 1_020, 1_100, 1_190]) {
      const q = [[chars.slice(at, at + 4).join('')]];
      expect(index.match(q)).toEqual(naive(texts, q));
      expect(index.match(q).length).toBeGreaterThan(0);
    }
    // A character no text holds (within the codes' reach or not): nothing.
    expect(index.match([['\u4e00\u4e01x']])).toEqual([]);
  });
});
