import { describe, expect, it } from 'vitest';
import { localeFromParam } from '../../i18n/locale.ts';
import { paletteCookie, readPaletteMode, THEME_COOKIE_MAX_AGE_S } from '../../ui/theme/palette.ts';
import { EXACT_TOTAL_BOUND } from '../../../contract/constants.ts';
import { lastPage, pageWindow } from '../../product/pagination.ts';
import { parseListSearch, listParams } from '../catalog/catalog-search.ts';

describe('locale paths', () => {
  it('reads the locale of a route param', () => {
    expect(localeFromParam(undefined)).toBe('fa');
    expect(localeFromParam('en')).toBe('en');
    expect(localeFromParam('fa')).toBeNull();
    expect(localeFromParam('de')).toBeNull();
  });
});

describe('theme cookie (spec §4)', () => {
  it('defaults to light and reads dark', () => {
    expect(readPaletteMode('')).toBe('light');
    expect(readPaletteMode('a=1; paletteMode=dark')).toBe('dark');
    expect(readPaletteMode('paletteMode=purple')).toBe('light');
    expect(readPaletteMode('xpaletteMode=dark')).toBe('light');
  });
  it('keeps a choice either way', () => {
    expect(readPaletteMode('paletteMode=light')).toBe('light');
    expect(readPaletteMode('paletteMode=dark')).toBe('dark');
  });
  it('keeps the choice for 43200 s', () => {
    expect(THEME_COOKIE_MAX_AGE_S).toBe(43_200);
    expect(paletteCookie('dark')).toBe('paletteMode=dark; Max-Age=43200; Path=/; SameSite=Lax');
  });
});

describe('list paging and search params', () => {
  it('windows page numbers', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 'gap', 4]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });
  it('offers no page past an estimated total: pages up to the exact bound, and the next while one follows', () => {
    expect(lastPage({ total: 25, limit: 12, has_more: true }, 1)).toBe(3);
    expect(lastPage({ total: 0, limit: 12, has_more: false }, 1)).toBe(1);
    const estimated = { total: 41_000, limit: 12, total_estimated: true };
    expect(lastPage({ ...estimated, has_more: true }, 1)).toBe(Math.ceil((EXACT_TOTAL_BOUND + 1) / 12));
    expect(lastPage({ ...estimated, has_more: true }, 2000)).toBe(2001);
    expect(lastPage({ ...estimated, has_more: false }, 2000)).toBe(2000);
    expect(lastPage({ ...estimated, exact_up_to: 1_000, has_more: true }, 1)).toBe(84);
  });
  it('drops defaults and bad values from the URL', () => {
    expect(parseListSearch({ page: '3', sort: 'price-asc' })).toEqual({ page: 3, sort: 'price-asc' });
    // "newest" is kept: a search the backend ranks lists the best match first unless asked.
    expect(parseListSearch({ page: '1', sort: 'newest' })).toEqual({ sort: 'newest' });
    expect(parseListSearch({ page: '-2', sort: 'drop table' })).toEqual({});
    expect(listParams({})).toEqual({ page: 1, sort: 'newest', brandIds: [], inStock: false, newOnly: false, q: '', specs: {} });
  });
  it('sorts a search by the best match where the backend ranks one, else by the newest', () => {
    expect(listParams({ q: 'مش' }, true).sort).toBe('relevance');
    expect(listParams({ q: 'مش', sort: 'newest' }, true).sort).toBe('newest');
    expect(listParams({ q: 'مش' }, false).sort).toBe('newest');
    // Asked of a backend that does not rank, or of a list that is no search: the newest.
    expect(listParams({ q: 'مش', sort: 'relevance' }, false).sort).toBe('newest');
    expect(listParams({ sort: 'relevance' }, true).sort).toBe('newest');
    expect(parseListSearch({ sort: 'relevance' })).toEqual({ sort: 'relevance' });
  });
  it('reads the filters from the URL, dropping what is not valid', () => {
    expect(parseListSearch({ brand: '3,1,3,x', stock: 'true', new: '1', q: '  PGA  ' })).toEqual({
      brand: '3,1',
      stock: true,
      new: true,
      q: 'PGA',
    });
    expect(parseListSearch({ stock: 'no', brand: '', q: '' })).toEqual({});
    expect(listParams({ brand: '3,1', q: '۳-۰' })).toMatchObject({ brandIds: [3, 1], q: '3-0' });
    // A specification's values (a suture's size): each kept once, empty ones and overlong ones dropped.
    expect(parseListSearch({ size: '3-0| 2-0 |3-0||', material: 'x'.repeat(101), needle: '' })).toEqual({ size: '3-0|2-0' });
    expect(listParams({ size: '3-0|2-0' }).specs).toEqual({ size: ['3-0', '2-0'] });
  });
});
