/**
 * The site's two languages and how a URL carries one: Persian (the default) has no prefix,
 * English lives under `/en`. The server, the storefront and the service worker read URLs alike.
 */
export const LOCALES = ['fa', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fa';

/** The language's text direction. */
export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'fa' ? 'rtl' : 'ltr');

/** The arrow from what was to what is, in the reading direction ("before ← after" in Persian). */
export const changeArrow = (locale: Locale): '←' | '→' => (directionOf(locale) === 'rtl' ? '←' : '→');

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

/**
 * The language an `Accept-Language` header asks for, of the site's two (issue 29): the first of
 * its ranges, by weight, whose primary tag is fa or en; null when it names neither. The spec
 * fixes `fa` in some calls' paths: the storefront keeps that path and says its page's language here.
 */
export function acceptedLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0]!, weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return (ranges.find((r) => (LOCALES as readonly string[]).includes(r.primary))?.primary as Locale | undefined) ?? null;
}
