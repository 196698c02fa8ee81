import { describe, expect, it } from 'vitest';
import { localeFromParam, localeOfPath, switchLocalePath } from '../../i18n/locale.ts';
import { paletteCookie, readPaletteMode, THEME_COOKIE_MAX_AGE_S } from '../theme/palette.ts';
import { pageWindow } from '../catalog/pagination.ts';
import { parseListSearch, listParams } from '../catalog/catalog-search.ts';
import { isChromeless } from './chrome.ts';

describe('chromeless pages (spec §2)', () => {
  it('hides header and footer under the listed prefixes, in both languages', () => {
    for (const p of ['/member/signin', '/en/member/signup', '/dashboard/order', '/order/5', '/product/favorite', '/credit', '/credit/accounts', '/under-construction', '/404', '/en/500']) {
      expect(isChromeless(p), p).toBe(true);
    }
  });
  it('keeps them everywhere else', () => {
    for (const p of ['/', '/en', '/product', '/product/12/x', '/en/product/category/a/b', '/creditors', '/4040', '/members']) {
      expect(isChromeless(p), p).toBe(false);
    }
  });
});

describe('locale paths', () => {
  it('switches language and keeps the page', () => {
    expect(switchLocalePath('/product/5/x', 'en')).toBe('/en/product/5/x');
    expect(switchLocalePath('/en/product/5/x', 'fa')).toBe('/product/5/x');
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'fa')).toBe('/');
    expect(switchLocalePath('/en/', 'en')).toBe('/en');
  });
  it('reads the locale of a path and of a route param', () => {
    expect(localeOfPath('/en/product')).toBe('en');
    expect(localeOfPath('/english')).toBe('fa');
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
  it('drops defaults and bad values from the URL', () => {
    expect(parseListSearch({ page: '3', sort: 'price-asc' })).toEqual({ page: 3, sort: 'price-asc' });
    expect(parseListSearch({ page: '1', sort: 'newest' })).toEqual({});
    expect(parseListSearch({ page: '-2', sort: 'drop table' })).toEqual({});
    expect(listParams({})).toEqual({ page: 1, sort: 'newest', brandIds: [], inStock: false, newOnly: false, q: '' });
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
  });
});
