import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { switchLocalePath } from '../../i18n/locale.ts';
import { useLocale } from '../../ui/use-locale.ts';

/** Each language is named in itself, whatever the page's language: these are not translated. */
// eslint-disable-next-line lingui/no-unlocalized-strings
const LANGUAGE_NAMES = { fa: 'فارسی', en: 'English' } as const;

/** Keeps the current page (path and query) and changes only its language. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const locale = useLocale();
  const { pathname, searchStr } = useRouterState({
    select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }),
  });
  const other = locale === 'fa' ? 'en' : 'fa';
  const href = `${switchLocalePath(pathname, other)}${searchStr}`;
  // A full navigation: the shell's <html lang dir>, manifest and fonts all follow the language.
  return (
    <a className="nav-link" href={href} hrefLang={other} lang={other} title={t`Change language`}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
