import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { switchLocalePath } from '../../i18n/locale.ts';
import { useLocale } from '../../ui/use-locale.ts';

/** Each language is named in itself, whatever the page's language: these are not translated. */
// eslint-disable-next-line lingui/no-unlocalized-strings
const LANGUAGE_NAMES = { fa: 'فارسی', en: 'English' } as const;

type HeadLink = { rel?: string; hrefLang?: string; href?: string };

/**
 * The page in the other language, at its canonical URL: the path the page's head gives as its
 * hreflang alternate (a product's slug is its title in each language), else the same path under
 * the other language's prefix. The query (filters, a search) is kept.
 */
export function LanguageSwitch() {
  const { t } = useLingui();
  const locale = useLocale();
  const other = locale === 'fa' ? 'en' : 'fa';
  const { pathname, searchStr, alternate } = useRouterState({
    select: (s) => ({
      pathname: s.location.pathname,
      searchStr: s.location.searchStr,
      alternate: s.matches
        .flatMap((m) => (Array.isArray(m.links) ? (m.links as HeadLink[]) : []))
        .findLast((l) => l.rel === 'alternate' && l.hrefLang === other)?.href,
    }),
  });
  const path = alternate ? new URL(alternate, 'http://localhost').pathname : switchLocalePath(pathname, other);
  const href = `${path}${searchStr}`;
  // A full navigation: the shell's <html lang dir>, manifest and fonts all follow the language.
  return (
    <a className="nav-link" href={href} hrefLang={other} lang={other} title={t`Change language`}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
