/**
 * The catalogs load on demand (no language is bundled with the app): a member page asks for its
 * language and the account's words at once, and has both.
 */
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n, i18nFor, loadAccountCatalog } from './i18n.ts';

describe('catalogs', () => {
  it("has the language's and the account's words when both are asked for at once", async () => {
    // The locale route's beforeLoad on a member page: both at once, before either has loaded.
    await Promise.all([activateLocale('fa'), loadAccountCatalog('fa')]);
    expect(i18n.locale).toBe('fa');
    expect(i18n._(msg`Your orders`)).toBe('سفارش‌های من');
    // The page's head reads the language's own instance (i18nFor): it has them too.
    expect(i18nFor('fa')._(msg`Your orders`)).toBe('سفارش‌های من');
  });
});
