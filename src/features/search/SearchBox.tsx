import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';
import { localePath } from '../../../shared/locale.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { SearchIcon } from '../shell/icons.tsx';

type Props = {
  /** The field's id (one page may hold the header's box and another). */
  id: string;
  className?: string;
  defaultValue?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** `icon`: a magnifier button named "Search" (the header's); `word`: a button that says it. */
  button?: 'icon' | 'word';
  /** The landmark's name, where a page may hold two search forms (the header's). */
  name?: string;
  /** A shorter hint where the field is narrow (the header's). */
  placeholder?: string;
  children?: ReactNode;
};

/**
 * The product search box: a GET form to the search page, so that it works before the page's script runs
 * (the server renders the results); once hydrated, the router takes the submit.
 */
export function SearchBox({ id, className, defaultValue, inputRef, button = 'word', name, placeholder, children }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const navigate = useNavigate();
  return (
    <form
      className={className ? `search-box ${className}` : 'search-box'}
      role="search"
      aria-label={name}
      action={localePath(locale, '/search')}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
        void navigate({ to: '/{-$locale}/search', params: { locale: localeParam }, search: q ? { q } : {} });
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        <Trans>Search products</Trans>
      </label>
      <div className="search-row">
        <input
          id={id}
          ref={inputRef}
          name="q"
          type="search"
          defaultValue={defaultValue}
          key={defaultValue}
          placeholder={placeholder ?? t`Name, code or specification, e.g. PGA 3-0`}
          enterKeyHint="search"
          autoComplete="off"
        />
        {button === 'icon' ? (
          <button type="submit" className="search-box-icon" aria-label={t`Search`}>
            <SearchIcon size={22} strokeWidth={2.2} />
          </button>
        ) : (
          <button type="submit" className="button-primary">
            <Trans>Search</Trans>
          </button>
        )}
      </div>
      {children}
    </form>
  );
}
