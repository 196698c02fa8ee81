import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { Brand, Facet } from '../../../contract/catalog.ts';
import { SPEC_FILTER_KEYS } from '../../../contract/constants.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { hasFilters, listParams, type ListSearch } from './catalog-search.ts';
import { CURRENT_WHEN_SAME } from '../../ui/link-state.ts';

/**
 * A box of the filters: it answers a click at once, and is re-keyed when the URL changes it. Its
 * changes are read from the page by the filters (below), not through React.
 */
function FilterCheck({ name, value, checked, children }: { name: string; value?: number | string; checked: boolean; children: ReactNode }) {
  return (
    <label className="check">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} key={`${name}:${value}:${checked}`} />
      <span>{children}</span>
    </label>
  );
}

/**
 * The list filters: search text, brands, a category's specifications, in stock, new products. The boxes answer a click at
 * once (uncontrolled, re-keyed from the URL) while the list loads. Every change goes into the URL
 * (and resets paging), so a filtered list can be shared, reloaded and used with the back button.
 */
export function ProductFilters({
  search,
  brands,
  facets = null,
  textFilter = true,
  onDone,
  closeRef,
  count,
}: {
  search: ListSearch;
  brands: Brand[] | null;
  /** A category's specifications to filter by (issue 31 §4: a suture's USP size, material, needle, length). */
  facets?: Facet[] | null;
  textFilter?: boolean;
  /** Phones: closes the filters' sheet. */
  onDone?: () => void;
  /** The sheet's close button, for the list to focus as the sheet opens. */
  closeRef?: RefObject<HTMLButtonElement | null>;
  /** How many products the filters leave (the sheet's button says it in the page's digits). */
  count?: number;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const total = formatNumber(count ?? 0, locale);
  const navigate = useNavigate();
  const p = listParams(search);
  const update = (changes: Partial<ListSearch>) =>
    void navigate({ to: '.', search: (prev: ListSearch) => ({ ...prev, ...changes, page: undefined }) });

  // The boxes are read from the page, by a listener on the document, not through React: a box
  // ticked before React adopted it, or while React adopts it in the middle of the click (as it
  // does for a click on a part of the page still hydrating), is one whose change React never
  // reports (it takes the box as it finds it for its starting point). At mount, the boxes as the
  // shopper left them are applied; after that, each change, in a task after the click's.
  const form = useRef<HTMLFormElement>(null);
  const latest = useRef({ p, update });
  useEffect(() => {
    latest.current = { p, update };
  });
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const applyBoxes = () => {
      const { p: shown, update: apply } = latest.current;
      const box = (name: string) => el.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked;
      const brandIds = [...el.querySelectorAll<HTMLInputElement>('input[name="brand"]')].filter((b) => b.checked).map((b) => Number(b.value));
      const changes: Partial<ListSearch> = {};
      if (box('stock') !== undefined && box('stock') !== shown.inStock) changes.stock = box('stock') || undefined;
      if (box('new') !== undefined && box('new') !== shown.newOnly) changes.new = box('new') || undefined;
      const brandsShown = [...shown.brandIds].sort().join(',');
      if (el.querySelector('input[name="brand"]') && [...brandIds].sort().join(',') !== brandsShown) changes.brand = brandIds.length ? brandIds.join(',') : undefined;
      for (const key of SPEC_FILTER_KEYS) {
        const boxes = [...el.querySelectorAll<HTMLInputElement>(`input[name="spec-${key}"]`)];
        if (!boxes.length) continue;
        const chosen = boxes.filter((b) => b.checked).map((b) => b.value);
        if ([...chosen].sort().join('|') !== [...(shown.specs[key] ?? [])].sort().join('|')) changes[key] = chosen.length ? chosen.join('|') : undefined;
      }
      if (Object.keys(changes).length) apply(changes);
    };
    applyBoxes();
    let queued = 0;
    const changed = (e: Event) => {
      const target = e.target;
      if (!(target instanceof HTMLInputElement) || target.type !== 'checkbox' || target.form !== el) return;
      window.clearTimeout(queued);
      queued = window.setTimeout(applyBoxes, 0);
    };
    document.addEventListener('change', changed, true);
    return () => {
      document.removeEventListener('change', changed, true);
      window.clearTimeout(queued);
    };
  }, []);

  return (
    <form
      ref={form}
      id="list-filters"
      className="filters"
      role="search"
      aria-label={t`Filter products`}
      onSubmit={(e) => {
        e.preventDefault();
        const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
        update({ q: q || undefined });
      }}
    >
      {onDone ? (
        <div className="sheet-head filters-head">
          <h2>
            <Trans>Filters</Trans>
          </h2>
          <button ref={closeRef} type="button" className="icon-button" onClick={onDone} aria-label={t`Close the filters`}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      ) : null}
      {textFilter ? (
      <div className="filters-search">
        <label htmlFor="filter-q">
          <Trans>Search in these products</Trans>
        </label>
        <div className="search-row">
          <input id="filter-q" name="q" type="search" defaultValue={p.q} key={p.q} enterKeyHint="search" />
          <button type="submit" className="button-secondary">
            <Trans>Search</Trans>
          </button>
        </div>
      </div>
      ) : null}
      {brands && brands.length > 1 ? (
        <fieldset className="filters-group">
          <legend>
            <Trans>Brands</Trans>
          </legend>
          {brands.map((b) => (
            <FilterCheck key={b.id} name="brand" value={b.id} checked={p.brandIds.includes(b.id)}>
              {b.title}
            </FilterCheck>
          ))}
        </fieldset>
      ) : null}
      {facets?.map((f) => (
        <fieldset key={f.key} className="filters-group filters-spec">
          <legend>{f.name}</legend>
          {f.values.map((v) => (
            <FilterCheck key={v.value} name={`spec-${f.key}`} value={v.value} checked={p.specs[f.key]?.includes(v.value) ?? false}>
              <bdi>{v.value}</bdi> <span className="filter-count">({formatNumber(v.count, locale)})</span>
            </FilterCheck>
          ))}
        </fieldset>
      ))}
      <fieldset className="filters-group">
        <legend>
          <Trans>Show</Trans>
        </legend>
        <FilterCheck name="stock" checked={p.inStock}>
          <Trans>In stock only</Trans>
        </FilterCheck>
        <FilterCheck name="new" checked={p.newOnly}>
          <Trans>New products (last 30 days)</Trans>
        </FilterCheck>
      </fieldset>
      {hasFilters(p) ? (
        <Link to="." search={(prev: ListSearch) => ({ sort: prev.sort })} activeOptions={CURRENT_WHEN_SAME} className="filters-clear">
          <Trans>Clear filters</Trans>
        </Link>
      ) : null}
      {onDone ? <ShowButton count={count ?? 0} total={total} onDone={onDone} /> : null}
    </form>
  );
}

/**
 * The phone sheet's button, which closes it: how many products the filters leave, once the list
 * has loaded. While a change still loads (the page and the sheet stay, src/router.tsx), the
 * count it has is the list's before the change, so it names none. Its own component, so that only
 * it renders as a navigation starts and ends.
 */
function ShowButton({ count, total, onDone }: { count: number; total: string; onDone: () => void }) {
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  return (
    <button type="button" className="button-primary filters-done" onClick={onDone} aria-busy={loading}>
      {loading ? <Trans>Show the products</Trans> : count === 1 ? <Trans>Show {total} product</Trans> : <Trans>Show {total} products</Trans>}
    </button>
  );
}
