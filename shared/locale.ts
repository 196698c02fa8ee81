/**
 * The site's two languages and how a URL carries one: Persian (the default) has no prefix,
 * English lives under `/en`. The server, the storefront and the service worker read URLs alike.
 */
export const LOCALES = ['fa', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fa';

/** The language's text direction. */
export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'fa' ? 'rtl' : 'ltr');

/** The locale a pathname belongs to. */
export const localeOfPath = (pathname: string): Locale => (pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'fa');

/** A pathname without its language prefix: `/en/product/5/x` → `/product/5/x`, `/en` → `/`. */
export const stripLocale = (pathname: string): string =>
  pathname === '/en' || pathname === '/en/' ? '/' : pathname.startsWith('/en/') ? pathname.slice(3) : pathname;

/** A language-less path in `locale`: `/product/5/x` → `/en/product/5/x` in English. */
export const localePath = (locale: Locale, path: string): string =>
  locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path;

/** The same page in the other language: `/product/5/x` ⇄ `/en/product/5/x`. */
export const switchLocalePath = (pathname: string, to: Locale): string => localePath(to, stripLocale(pathname));
