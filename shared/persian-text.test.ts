import { describe, expect, it } from 'vitest';
import { foldForSearch, searchWords, SEARCH_FOLD } from './persian-text.ts';

describe('search folding (both sides of a search)', () => {
  it('turns Arabic yeh and kaf into Persian, and alef variants into alef', () => {
    expect(foldForSearch('سيليكوني')).toBe('سیلیکونی');
    expect(foldForSearch('أإآ')).toBe('ااا');
  });
  it('turns Persian and Arabic digits into Latin, and the ZWNJ into a space', () => {
    expect(foldForSearch('۳-۰ و ٣-٠')).toBe('3-0 و 3-0');
    expect(foldForSearch('برش‌خورده')).toBe('برش خورده');
  });
  it('drops diacritics and tatweel, and lowercases Latin', () => {
    expect(foldForSearch('مُـش PGA')).toBe('مش pga');
  });
  it('splits words on spaces and Persian punctuation', () => {
    expect(searchWords(' نخ،  بخیه ؛PGA ')).toEqual(['نخ', 'بخیه', 'pga']);
    expect(searchWords('   ')).toEqual([]);
  });
  it('gives SQL translate() arguments of matching length for the mapped part', () => {
    expect([...SEARCH_FOLD.from].length).toBeGreaterThan([...SEARCH_FOLD.to].length);
  });
});
