import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestMatchesFirst, titleMatch } from './best-match.ts';

describe('the suggestions, best match first', () => {
  it('puts the meshes before a dressing that matched «مش» across two of its words', () => {
    // The demo's eight matches of «مش», newest first, as the server sends them (2026-11-30).
    const newest = [
      'مش کف لگن از پیش برش‌خورده',
      'مش سبک ماکروپور ۱۵ × ۱۵ سانتی‌متر',
      'مش سبک ماکروپور ۳۰ × ۳۰ سانتی‌متر',
      'پانسمان فیلم شفاف ۶ × ۷ سانتی‌متر',
      'پانسمان فیلم شفاف ۱۰ × ۱۲ سانتی‌متر',
      'مش فتق پلی‌پروپیلن ۶ × ۱۱ سانتی‌متر',
      'مش فتق پلی‌پروپیلن ۱۵ × ۱۵ سانتی‌متر',
      'مش فتق پلی‌پروپیلن ۳۰ × ۳۰ سانتی‌متر',
    ].map((title) => ({ title }));
    expect(bestMatchesFirst(newest, 'مش').map((p) => p.title)).toEqual([
      'مش کف لگن از پیش برش‌خورده',
      'مش سبک ماکروپور ۱۵ × ۱۵ سانتی‌متر',
      'مش سبک ماکروپور ۳۰ × ۳۰ سانتی‌متر',
      'مش فتق پلی‌پروپیلن ۶ × ۱۱ سانتی‌متر',
      'مش فتق پلی‌پروپیلن ۱۵ × ۱۵ سانتی‌متر',
      'مش فتق پلی‌پروپیلن ۳۰ × ۳۰ سانتی‌متر',
      'پانسمان فیلم شفاف ۶ × ۷ سانتی‌متر',
      'پانسمان فیلم شفاف ۱۰ × ۱۲ سانتی‌متر',
    ]);
  });

  it('ranks a title by where the words typed are in it', () => {
    // Begins with them: as typed, with a word skipped, or a compound typed joined.
    expect(titleMatch('مش سبک ماکروپور', 'مش سبک')).toBe(3);
    expect(titleMatch('نخ بخیه نایلون تک‌رشته', 'نخ نایل')).toBe(3);
    expect(titleMatch('نخ بخیه PGA', 'نخبخیه')).toBe(3);
    // Each begins one of its words.
    expect(titleMatch('نخ بخیه نایلون تک‌رشته', 'نایلون بخ')).toBe(2);
    expect(titleMatch('چسب کاغذی ضد حساسیت', 'ضدحساسیت')).toBe(2);
    // Inside its words; elsewhere (the code, the specifications, across two words).
    expect(titleMatch('نخ بخیه نایلون', 'یلون')).toBe(1);
    expect(titleMatch('نخ بخیه پلی‌استر', 'استر')).toBe(2); // ZWNJ parts words, as in the search
    expect(titleMatch('پانسمان فیلم شفاف', 'مش')).toBe(0);
    expect(titleMatch('Nylon suture', 'pga')).toBe(0);
  });

  it('folds as the search does: Arabic letters, Persian digits, letter case, ZWNJ', () => {
    expect(titleMatch('گاید وایر هیدروفیلیک ۰٫۰۳۵ اینچ', 'گايد 035')).toBe(3);
    expect(titleMatch('PGLA Rapid suture 3-0', 'pgla rapid')).toBe(3);
    expect(titleMatch('نخ بخیه تک‌رشته', 'تک رشته')).toBe(2);
  });

  it('only reorders: the same products, and those alike in match keep the server’s order', () => {
    const title = fc.array(fc.constantFrom('مش', 'سبک', 'نخ', 'بخیه', 'PGA', '۳-۰', 'فیلم', 'شفاف', 'ضد', 'حساسیت'), { maxLength: 5 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(title, { maxLength: 12 }), fc.constantFrom('مش', 'نخ ب', 'pga', 'ضدحساسیت', 'شف', ''), (titles, query) => {
        const products = titles.map((t, i) => ({ title: t, i }));
        const ranked = bestMatchesFirst(products, query);
        expect([...ranked].sort((a, b) => a.i - b.i)).toEqual(products);
        for (let k = 1; k < ranked.length; k++) {
          const [a, b] = [titleMatch(ranked[k - 1]!.title, query), titleMatch(ranked[k]!.title, query)];
          expect(a > b || (a === b && ranked[k - 1]!.i < ranked[k]!.i)).toBe(true);
        }
      }),
    );
  });
});
