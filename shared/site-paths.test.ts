import { describe, expect, it } from 'vitest';
import { localeOfPath, localePath, stripLocale, switchLocalePath } from './locale.ts';
import {
  brandPath,
  categoryPath,
  isChromelessPage,
  isClientOnlyPage,
  isNoindexPage,
  isPrivatePage,
  mayInviteInstall,
  memberWordsOf,
  productPath,
  ROBOTS_DISALLOW,
} from './site-paths.ts';

describe('locale paths', () => {
  it('switches language and keeps the page', () => {
    expect(switchLocalePath('/product/5/x', 'en')).toBe('/en/product/5/x');
    expect(switchLocalePath('/en/product/5/x', 'fa')).toBe('/product/5/x');
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'fa')).toBe('/');
    expect(switchLocalePath('/en/', 'en')).toBe('/en');
  });
  it('reads and strips the prefix', () => {
    expect(localeOfPath('/en/product')).toBe('en');
    expect(localeOfPath('/english')).toBe('fa');
    expect(stripLocale('/en/faq')).toBe('/faq');
    expect(stripLocale('/english')).toBe('/english');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('fa', '/faq')).toBe('/faq');
  });
});

describe('page paths (spec §2)', () => {
  it('builds the two category forms, products and brands', () => {
    expect(categoryPath({ id: 223, seo: { url_keywords: 'a', page_url: 'b' } })).toBe('/product/category/a/b');
    expect(categoryPath({ id: 223, seo: { url_keywords: 'a', page_url: null } })).toBe('/product/category/223');
    expect(productPath(1041, 'مش-کف')).toBe(`/product/1041/${encodeURIComponent('مش-کف')}`);
    expect(productPath(1041, null)).toBe('/product/1041/-');
    expect(brandPath(3, 'pars-wire')).toBe('/product/brand/3/pars-wire');
  });
});

describe('private, device-bound and chromeless pages', () => {
  it('hides header and footer under the listed prefixes (spec §2)', () => {
    for (const p of ['/member/signin', '/member/signup', '/dashboard', '/dashboard/order', '/order/5', '/product/favorite', '/credit', '/credit/accounts', '/under-construction', '/404', '/500']) {
      expect(isChromelessPage(p), p).toBe(true);
    }
    for (const p of ['/', '/product', '/product/12/x', '/product/category/a/b', '/creditors', '/4040', '/members', '/compare']) {
      expect(isChromelessPage(p), p).toBe(false);
    }
  });
  it('renders private pages and the comparison on the device only, and keeps them and search out of the index', () => {
    expect(['/dashboard/outbox', '/credit/5', '/member/signin', '/compare'].every(isClientOnlyPage)).toBe(true);
    expect(['/', '/product/1/x', '/404', '/search'].some(isClientOnlyPage)).toBe(false);
    expect(isPrivatePage('/compare')).toBe(false);
    expect(isNoindexPage('/search')).toBe(true);
    expect(isNoindexPage('/faq')).toBe(false);
  });
  it('keeps crawlers out of the same pages in both languages', () => {
    for (const p of ['/member/', '/en/member/', '/dashboard/', '/dashboard$', '/en/dashboard/', '/credit$', '/search$', '/en/search$', '/api/', '/v1/']) {
      expect(ROBOTS_DISALLOW).toContain(p);
    }
  });
});

describe('where the install invitation may open', () => {
  it('not over a document to print, nor over a product page’s buy bar', () => {
    for (const path of ['/order/proforma', '/order/invoice/12', '/product/1001', '/product/1001/نخ-بخیه']) expect(mayInviteInstall(path), path).toBe(false);
    for (const path of ['/', '/product', '/product/category/sutures/sutures', '/search', '/order/checkout', '/dashboard']) expect(mayInviteInstall(path), path).toBe(true);
  });
});

describe('the member’s words a page needs beyond the account’s', () => {
  it('checkout’s on checkout and the recipients, the orders’ on the orders and their documents, the tickets’ on the tickets, a notice’s in the inbox, all on the desk', () => {
    const cases: [string, string[]][] = [
      ['/order/checkout', ['checkout']],
      ['/dashboard/recipient', ['checkout']],
      ['/dashboard/order', ['orders']],
      ['/dashboard/order/12', ['orders']],
      ['/dashboard/organisation/order/3', ['orders']],
      ['/order/result', ['orders']],
      ['/order/proforma', ['orders']],
      ['/order/invoice/12', ['orders']],
      ['/dashboard/ticket', ['tickets']],
      ['/dashboard/ticket/detail', ['tickets']],
      ['/desk/tickets', ['checkout', 'orders', 'tickets', 'notices']],
      ['/member/signin', []],
      ['/dashboard/notifications', ['notices']],
      ['/dashboard/orders-archive', []],
      ['/credit', []],
      ['/product/1001', []],
    ];
    for (const [path, parts] of cases) expect(memberWordsOf(path), path).toEqual(parts);
  });
});
