export type Locale = 'fa' | 'en';

export const DEFAULT_LOCALE: Locale = 'fa';

/** The `{-$locale}` route param for a locale: none for the default language. */
export const localeParam = (locale: Locale): 'en' | undefined => (locale === 'en' ? 'en' : undefined);

export const localeFromParam = (param: string | undefined): Locale | null =>
  param === undefined ? 'fa' : param === 'en' ? 'en' : null;

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'fa' ? 'rtl' : 'ltr');

/** The same page in the other language: `/product/5/x` ⇄ `/en/product/5/x`. */
export function switchLocalePath(pathname: string, to: Locale): string {
  const bare = pathname === '/en' ? '/' : pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
  if (to === 'fa') return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}

/** The locale a pathname belongs to. */
export const localeOfPath = (pathname: string): Locale =>
  pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'fa';
