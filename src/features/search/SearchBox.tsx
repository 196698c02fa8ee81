import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { preloadable } from '../../ui/preloadable.tsx';
import { localePath } from '../../../shared/locale.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { SearchIcon } from '../shell/icons.tsx';
import { SUGGEST_FROM } from './suggestions.ts';

const Suggestions = preloadable(() => import('./SearchSuggestions.tsx'));

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
  // What is typed, whether the box has the focus (or one of its suggestions), and the suggestions'
  // state: how many show, which one the arrow keys are on, and whether Escape put them away.
  const [typed, setTyped] = useState('');
  const [within, setWithin] = useState(false);
  const [count, setCount] = useState(0);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const listId = `${id}-suggestions`;
  const suggesting = within && !dismissed && typed.trim().length >= SUGGEST_FROM;
  const expanded = suggesting && count > 0;
  // The box the shopper went into before the page's script ran (the server's box until then: its
  // focus was an event nobody heard) is theirs now: what they typed suggests, and so does what
  // they type next. (Only what was typed was taken before: a box focused early and typed into
  // after hydration suggested nothing until it was left and entered again.)
  useEffect(() => {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement) || document.activeElement !== field) return;
    const early = field.value !== (defaultValue ?? '');
    if (early) Suggestions.preload();
    // After hydration's commit, as a keystroke's would be.
    queueMicrotask(() => {
      setWithin(true);
      if (early) setTyped(field.value);
    });
  }, [id, defaultValue]);
  const onCount = useCallback((n: number) => {
    setCount(n);
    setActive((a) => (a < n ? a : -1));
  }, []);
  const close = () => {
    setDismissed(true);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      close();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && expanded) {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a === -1 ? (step === 1 ? 0 : count - 1) : (a + step + count) % count));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      document.getElementById(`${listId}-${active}`)?.click();
    }
  };
  return (
    <form
      className={className ? `search-box ${className}` : 'search-box'}
      role="search"
      aria-label={name}
      action={localePath(locale, '/search')}
      method="get"
      onFocus={() => setWithin(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setWithin(false);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        close();
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
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          onFocus={Suggestions.preload}
          onInput={(e) => {
            setTyped(e.currentTarget.value);
            setDismissed(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
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
      {suggesting ? (
        // Its own boundary: the first time, its code may still be on the way (the page around it stays).
        <Suspense fallback={null}>
          <Suggestions.Component id={listId} query={typed} active={active} onCount={onCount} onPick={close} />
        </Suspense>
      ) : null}
      {children}
    </form>
  );
}
