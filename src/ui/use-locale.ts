import { useRouterState } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { chosenCalendar, subscribeCalendar } from '../i18n/calendar.ts';
import { localeOfPath, localeParam, type Locale } from '../i18n/locale.ts';

/**
 * The page's language, from its URL. A component that reads it also draws again when the member's
 * calendar is applied (i18n/calendar.ts: after hydration, or chosen in the profile), so that its
 * dates follow; the server's HTML and hydration use the language's own calendar.
 */
export function useLocale(): Locale {
  useSyncExternalStore(subscribeCalendar, chosenCalendar, () => null);
  return useRouterState({ select: (s) => localeOfPath(s.location.pathname) });
}

/** The `{-$locale}` param for links to pages in the current language. */
export function useLocaleParam(): 'en' | undefined {
  return localeParam(useLocale());
}
