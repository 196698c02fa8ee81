/**
 * The text index answers exactly what `like '%form%'` on each text would (the database's own
 * match): every term held by one of its forms, ascending ids, the first `limit` of them, before
 * and after products change, and only those of the categories, brands and stock asked for.
 * Texts and words come from a small alphabet (Persian and Latin letters, digits, a space) so that
 * words often share trigrams without being substrings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextIndex, type IndexRow, type SearchTerms, type Where } from './text-index.ts';

const letters = fc.constantFrom('ن', 'خ', 'ب', 'ی', 'ه', 'a', 'b', 'c', '1', '2', ' ');
const text = fc.string({ unit: letters, minLength: 5, maxLength: 40, size: 'medium' });
/** A form: made up, or (most often, so that there are matches) a part of one of the texts. */
const form = fc.oneof(
  fc.string({ unit: letters, minLength: 1, maxLength: 6 }).map((f) => () => f),
  fc.tuple(fc.nat(), fc.nat(40), fc.integer({ min: 1, max: 8 })).map(([t, at, n]) => (texts: string[]) => texts[t % texts.length]!.slice(at, at + n) || 'a'),
  fc.tuple(fc.nat(), fc.nat(40), fc.integer({ min: 3, max: 8 })).map(([t, at, n]) => (texts: string[]) => texts[t % texts.length]!.slice(at, at + n) || 'a'),
);
const terms = fc.array(fc.array(form, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 });

/** A product of a text, with a category, brand and stock of few values (so that filters keep some and drop some). */
const row = (id: number, text: string, n = id): IndexRow => ({ id, text, category: 1 + (n % 3), brand: n % 4 === 0 ? null : n % 4, inStock: n % 5 !== 0 });
const facts = fc.record({ category: fc.integer({ min: 1, max: 3 }), brand: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }), inStock: fc.boolean() });
const someOf = (max: number) => fc.option(fc.uniqueArray(fc.integer({ min: 0, max }), { minLength: 1, maxLength: 3 }).map((a) => new Set(a)), { nil: undefined });
const where: fc.Arbitrary<Where> = fc
  .record({ categories: someOf(4), brands: someOf(4), inStock: fc.option(fc.constant(true), { nil: undefined }), excluded: someOf(60), only: someOf(60) })
  .map((w) => Object.fromEntries(Object.entries(w).filter(([, v]) => v !== undefined)) as Where);

const naive = (rows: Map<number, IndexRow>, t: SearchTerms, limit = Infinity, w: Where = {}) =>
  [...rows.values()]
    .filter((r) => t.every((forms) => forms.some((f) => r.text.includes(f))))
    .filter((r) => (!w.categories || w.categories.has(r.category)) && (!w.brands || w.brands.has(r.brand ?? 0)) && (!w.inStock || r.inStock))
    .filter((r) => (!w.excluded || !w.excluded.has(r.id)) && (!w.only || w.only.has(r.id)))
    .map((r) => r.id)
    .sort((a, b) => a - b)
    .slice(0, limit);

describe('TextIndex', () => {
  it('finds what a substring search of every text finds, before and after changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 60, size: 'medium' }),
        fc.array(text, { minLength: 60, maxLength: 60 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 520 }), fc.option(fc.tuple(text, facts), { nil: null })), { maxLength: 15 }),
        fc.array(fc.tuple(terms, fc.option(where, { nil: undefined })), { minLength: 1, maxLength: 5 }),
        fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
        async (ids, bodies, changes, made, limit) => {
          const sorted = [...ids].sort((a, b) => a - b);
          // Ids to exclude or keep: the products' own (a position among them).
          const own = (set?: ReadonlySet<number>) => set && new Set([...set].map((k) => sorted[k % sorted.length]!));
          const queries = made.map(([q, w]) => [q.map((forms) => forms.map((f) => f(bodies))), w && { ...w, ...(w.excluded ? { excluded: own(w.excluded) } : {}), ...(w.only ? { only: own(w.only) } : {}) }] as const);
          const rows = new Map(sorted.map((id, i) => [id, row(id, bodies[i]!)]));
          const index = await TextIndex.build([...rows.values()]);
          for (const [q, w] of queries) expect(index.match(q, limit, w)).toEqual(naive(rows, q, limit, w));
          for (const [id, change] of changes) {
            const now = change && { id, text: change[0], ...change[1] };
            index.set(id, now);
            if (now === null) rows.delete(id);
            else rows.set(id, now);
          }
          for (const [q, w] of queries) expect(index.match(q, limit, w)).toEqual(naive(rows, q, limit, w));
          expect(index.size).toBe(rows.size);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds a word of one or two letters anywhere, and a longer one only whole', async () => {
    const index = await TextIndex.build([row(3, 'نخبخیهنایلون 2-0'), row(7, 'نخجراحی نایلون'), row(9, 'چسبضدحساسیت')]);
    expect(index.match([['نخ']])).toEqual([3, 7]);
    expect(index.match([['نایلون'], ['2-0']])).toEqual([3]);
    // Every trigram of «نخبن» is nowhere; «خیهن» has its trigrams in 3 only, as a substring too.
    expect(index.match([['نخبن']])).toEqual([]);
    expect(index.match([['خیهن']])).toEqual([3]);
    expect(index.match([['ضد', 'zz'], ['حساس']], 1)).toEqual([9]);
    expect(index.match([])).toEqual([]);
  });

  it('refuses rows out of order', async () => {
    await expect(TextIndex.build([row(2, 'a'), row(1, 'b')])).rejects.toThrow(/ascending/);
  });

  it('tells apart a thousand characters, and finds the rest too (they share a code)', async () => {
    // 1,200 distinct characters (CJK), more than the codes: the last ones share one.
    const chars = Array.from({ length: 1_200 }, (_, i) => String.fromCharCode(0x4e00 + i));
    const texts = new Map(Array.from({ length: 400 }, (_, i) => [i + 1, row(i + 1, chars.slice(i * 3, i * 3 + 9).join(''))] as const));
    const index = await TextIndex.build([...texts.values()]);
    for (const at of [0, 5, 600, 1_020, 1_100, 1_190]) {
      const q = [[chars.slice(at, at + 4).join('')]];
      expect(index.match(q)).toEqual(naive(texts, q));
      expect(index.match(q).length).toBeGreaterThan(0);
    }
    // A character no text holds (within the codes' reach or not): nothing.
    expect(index.match([['\u4e00\u4e01x']])).toEqual([]);
  });
});
