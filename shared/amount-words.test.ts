import { describe, expect, it } from 'vitest';
import { rialInPersianWords } from './amount-words.ts';

describe('an amount in Persian words', () => {
  it('writes the sum as a cheque does, hundreds joined', () => {
    expect(rialInPersianWords(4_613_000)).toBe('چهار میلیون و ششصد و سیزده هزار ریال');
    expect(rialInPersianWords(987_654_321)).toBe('نهصد و هشتاد و هفت میلیون و ششصد و پنجاه و چهار هزار و سیصد و بیست و یک ریال');
    expect(rialInPersianWords(400)).toBe('چهارصد ریال');
    expect(rialInPersianWords(1_001)).toBe('یک هزار و یک ریال');
    expect(rialInPersianWords(0)).toBe('صفر ریال');
    expect(rialInPersianWords(12_000_000_000)).toBe('دوازده میلیارد ریال');
  });

  it('refuses what is not a whole, non-negative amount', () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 60]) expect(() => rialInPersianWords(bad)).toThrow(RangeError);
  });
});
