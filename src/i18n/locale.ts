/** The storefront's view of the language: the `{-$locale}` route param and the text direction. */
import type { Locale } from '../../shared/locale.ts';

export { changeArrow, DEFAULT_LOCALE, directionOf, localeOfPath, switchLocalePath, type Locale } from '../../shared/locale.ts';

/** The `{-$locale}` route param for a locale: none for the default language. */
export const localeParam = (locale: Locale): 'en' | undefined => (locale === 'en' ? 'en' : undefined);

export const localeFromParam = (param: string | undefined): Locale | null =>
  param === undefined ? 'fa' : param === 'en' ? 'en' : null;

