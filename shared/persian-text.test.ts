import { describe, expect, it } from 'vitest';
import { compactCode, foldForSearch, rankText, rankWords, searchTerms, searchWords, SEARCH_FOLD, singularStem, termForms, titleRank } from './persian-text.ts';

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

describe('an English plural in a search', () => {
  it('is asked as the part every form of the word holds', () => {
    expect(['sutures', 'guidewires', 'tapes', 'dressings', 'meshes', 'boxes', 'patches', 'supplies', 'hernias'].map(singularStem)).toEqual([
      'suture', 'guidewire', 'tape', 'dressing', 'mesh', 'box', 'patch', 'suppl', 'hernia',
    ]);
  });
  it('leaves alone what is not one: a singular in -ss, -us or -is, a short word, a code, Persian', () => {
    for (const word of ['glass', 'sinus', 'analysis', 'gas', 'yes', 'pgas1', 'as-pga-01', '3-0', 'بخیه', 'ties', 'suture']) expect(singularStem(word), word).toBe(word);
  });
  it('reaches the words a search matches and ranks by, not only the words as typed', () => {
    expect(searchTerms('Hernia Meshes, sutures')).toEqual(['hernia', 'mesh', 'suture']);
    expect(searchWords('Hernia Meshes')).toEqual(['hernia', 'meshes']);
    expect(titleRank('Lightweight hernia mesh', rankWords('hernia meshes'))).toBe(2);
  });
});

describe('a code typed with some of its dashes', () => {
  it('is looked for as typed and as one word of its letters and digits', () => {
    expect(termForms('as-pga01')).toEqual(['as-pga01', 'aspga01']);
    expect(termForms('aspga-01')).toEqual(['aspga-01', 'aspga01']);
    expect(termForms('sm.pf_01')).toEqual(['sm.pf_01', 'smpf01']);
    expect(compactCode('AS-PGA-01')).toBe('aspga01');
  });
  it('leaves alone a size, a word, a code without dashes and Persian', () => {
    for (const word of ['3-0', '2.5', 'suture', 'aspga01', 'pga-', 'کات-گوت', 'usp-']) expect(termForms(word), word).toEqual([word]);
  });
});

describe('ranking a search’s matches by title', () => {
  const rank = (title: string, query: string) => titleRank(title, rankWords(query));
  it('parts words at spaces, punctuation, a size’s ×, dashes and direction marks', () => {
    expect(rankText('نخ بخیه PGLA سایز \u20663-0\u2069 (۷۵ سانتی‌متر)')).toBe(' نخ بخیه pgla سایز  3 0   75 سانتی متر  ');
    expect(rankWords('گاید‌وایر ۰٫۰۳۵، «زبرا»')).toEqual(['گاید', 'وایر', '0', '035', 'زبرا']);
  });
  it('ranks by where the words typed are in the title', () => {
    // The first begins the title, and each begins one of its words.
    expect(rank('مش سبک ماکروپور', 'مش سبک')).toBe(3);
    expect(rank('نخ بخیه نایلون تک‌رشته', 'نخ نایل')).toBe(3);
    expect(rank('گاید وایر هیدروفیلیک ۰٫۰۳۵ اینچ', 'گايد 035')).toBe(3);
    expect(rank('PGLA Rapid suture 3-0', 'pgla rapid')).toBe(3);
    // Each begins one of its words (ZWNJ parts words, as the search folds it).
    expect(rank('نخ بخیه نایلون تک‌رشته', 'نایلون بخ')).toBe(2);
    expect(rank('نخ بخیه پلی‌استر', 'استر')).toBe(2);
    expect(rank('نخ بخیه تک‌رشته', 'تک رشته')).toBe(2);
    // Each inside one of its words.
    expect(rank('نخ بخیه نایلون', 'یلون')).toBe(1);
    // Elsewhere: across two words, in the code or the specifications, or typed joined.
    expect(rank('پانسمان فیلم شفاف', 'مش')).toBe(0);
    expect(rank('Nylon suture', 'pga')).toBe(0);
    expect(rank('چسب ضد حساسیت', 'ضدحساسیت')).toBe(0);
    expect(rank('مش سبک', '')).toBe(0);
  });
});
