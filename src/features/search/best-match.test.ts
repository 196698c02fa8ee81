import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankWords, titleRank } from '../../../shared/persian-text.ts';
import { bestMatchesFirst } from './best-match.ts';

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

  it('only reorders: the same products, and those alike in match keep the server’s order', () => {
    const title = fc.array(fc.constantFrom('مش', 'سبک', 'نخ', 'بخیه', 'PGA', '۳-۰', 'فیلم', 'شفاف', 'ضد', 'حساسیت'), { maxLength: 5 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(title, { maxLength: 12 }), fc.constantFrom('مش', 'نخ ب', 'pga', 'ضدحساسیت', 'شف', ''), (titles, query) => {
        const products = titles.map((t, i) => ({ title: t, i }));
        const ranked = bestMatchesFirst(products, query);
        expect([...ranked].sort((a, b) => a.i - b.i)).toEqual(products);
        for (let k = 1; k < ranked.length; k++) {
          const [a, b] = [titleRank(ranked[k - 1]!.title, rankWords(query)), titleRank(ranked[k]!.title, rankWords(query))];
          expect(a > b || (a === b && ranked[k - 1]!.i < ranked[k]!.i)).toBe(true);
        }
      }),
    );
  });
});
