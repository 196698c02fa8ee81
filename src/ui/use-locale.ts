import { useRouterState } from '@tanstack/react-router';
import { localeOfPath, localeParam, type Locale } from '../i18n/locale.ts';

/** The page's language, from its URL. */
export function useLocale(): Locale {
  return useRouterState({ select: (s) => localeOfPath(s.location.pathname) });
}

/** The `{-$locale}` param for links to pages in the current language. */
export function useLocaleParam(): 'en' | undefined {
  return localeParam(useLocale());
}
