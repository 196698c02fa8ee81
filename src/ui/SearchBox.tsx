import { Trans } from '@lingui/react/macro';

/**
 * A labelled search form (role=search): submits the trimmed text, or '' to clear. Re-keyed from
 * `initial` so that it follows the URL (back button, links).
 */
export function SearchBox(props: {
  id: string;
  label: string;
  initial: string;
  onSearch: (q: string) => void;
  placeholder?: string;
  className?: string;
}) {
  return (
    <form
      role="search"
      className={props.className ?? 'search-row content-search'}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
      }}
    >
      <label htmlFor={props.id} className="visually-hidden">
        {props.label}
      </label>
      <input
        id={props.id}
        name="q"
        type="search"
        defaultValue={props.initial}
        key={props.initial}
        placeholder={props.placeholder ?? props.label}
        enterKeyHint="search"
      />
      <button type="submit" className="button-secondary">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
