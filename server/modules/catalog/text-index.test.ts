/**
 * The text index answers exactly what `like '%form%'` on each text would (the database's own
 * match): every term held by one of its forms, ascending ids, the first `limit` of them, before
 * and after products change. Texts and words come from a small alphabet (Persian and Latin
 * letters, digits, a space) so that words often share trigrams without being substrings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextIndex, type SearchTerms } from './text-index.ts';

const letters = fc.constantFrom('ن', 'خ', 'ب', 'ی', 'ه', 'a', 'b', 'c', '1', '2', ' ');
const text = fc.string({ unit: letters, minLength: 5, maxLength: 40, size: 'medium' });
/** A form: made up, or (most often, so that there are matches) a part of one of the texts. */
const form = fc.oneof(
  fc.string({ unit: letters, minLength: 1, maxLength: 6 }).map((f) => () => f),
  fc.tuple(fc.nat(), fc.nat(40), fc.integer({ min: 1, max: 8 })).map(([t, at, n]) => (texts: string[]) => texts[t % texts.length]!.slice(at, at + n) || 'a'),
  fc.tuple(fc.nat(), fc.nat(40), fc.integer({ min: 3, max: 8 })).map(([t, at, n]) => (texts: string[]) => texts[t % texts.length]!.slice(at, at + n) || 'a'),
);
const terms = fc.array(fc.array(form, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 });

const naive = (texts: Map<number, string>, t: SearchTerms, limit = Infinity) =>
  [...texts]
    .filter(([, s]) => t.every((forms) => forms.some((f) => s.includes(f))))
    .map(([id]) => id)
    .sort((a, b) => a - b)
    .slice(0, limit);

describe('TextIndex', () => {
  it('finds what a substring search of every text finds, before and after changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 60, size: 'medium' }),
        fc.array(text, { minLength: 60, maxLength: 60 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 520 }), fc.option(text, { nil: null })), { maxLength: 15 }),
        fc.array(terms, { minLength: 1, maxLength: 5 }),
        fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
        async (ids, bodies, changes, made, limit) => {
          const queries = made.map((q) => q.map((forms) => forms.map((f) => f(bodies))));
          const sorted = [...ids].sort((a, b) => a - b);
          const texts = new Map(sorted.map((id, i) => [id, bodies[i]!]));
          const index = await TextIndex.build([...texts].map(([id, t]) => ({ id, text: t })));
          for (const q of queries) expect(index.match(q, limit)).toEqual(naive(texts, q, limit));
          for (const [id, t] of changes) {
            index.set(id, t);
            if (t === null) texts.delete(id);
            else texts.set(id, t);
          }
          for (const q of queries) expect(index.match(q, limit)).toEqual(naive(texts, q, limit));
          expect(index.size).toBe(texts.size);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds a word of one or two letters anywhere, and a longer one only whole', async () => {
    const index = await TextIndex.build([
      { id: 3, text: 'نخبخیهنایلون 2-0' },
      { id: 7, text: 'نخجراحی نایلون' },
      { id: 9, text: 'چسبضدحساسیت' },
    ]);
    expect(index.match([['نخ']])).toEqual([3, 7]);
    expect(index.match([['نایلون'], ['2-0']])).toEqual([3]);
    // Every trigram of «نخبن» is nowhere; «خیهن» has its trigrams in 3 only, as a substring too.
    expect(index.match([['نخبن']])).toEqual([]);
    expect(index.match([['خیهن']])).toEqual([3]);
    expect(index.match([['ضد', 'zz'], ['حساس']], 1)).toEqual([9]);
    expect(index.match([])).toEqual([]);
  });

  it('refuses rows out of order', async () => {
    await expect(TextIndex.build([{ id: 2, text: 'a' }, { id: 1, text: 'b' }])).rejects.toThrow(/ascending/);
  });

  it('tells apart a thousand characters, and finds the rest too (they share a code)', async () => {
    // 1,200 distinct characters (CJK), more than the codes: the last ones share one.
    const chars = Array.from({ length: 1_200 }, (_, i) => String.fromCharCode(0x4e00 + i));
    const texts = new Map(Array.from({ length: 400 }, (_, i) => [i + 1, chars.slice(i * 3, i * 3 + 9).join('')] as [number, string]));
    const index = await TextIndex.build([...texts].map(([id, text]) => ({ id, text })));
    for (const at of [0, 5, 600, 1_020, 1_100, 1_190]) {
      const q = [[chars.slice(at, at + 4).join('')]];
      expect(index.match(q)).toEqual(naive(texts, q));
      expect(index.match(q).length).toBeGreaterThan(0);
    }
    // A character no text holds (within the codes' reach or not): nothing.
    expect(index.match([['\u4e00\u4e01x']])).toEqual([]);
  });
});
