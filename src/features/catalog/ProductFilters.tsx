import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Brand } from '../../../contract/catalog.ts';
import { hasFilters, listParams, type ListSearch } from './catalog-search.ts';

/**
 * The list filters: search text, brands, in stock, new products. The boxes answer a click at
 * once (uncontrolled, re-keyed from the URL) while the list loads. Every change goes into the URL
 * (and resets paging), so a filtered list can be shared, reloaded and used with the back button.
 */
export function ProductFilters({
  search,
  brands,
  textFilter = true,
}: {
  search: ListSearch;
  brands: Brand[] | null;
  textFilter?: boolean;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const p = listParams(search);
  const update = (changes: Partial<ListSearch>) =>
    void navigate({ to: '.', search: (prev: ListSearch) => ({ ...prev, ...changes, page: undefined }) });
  const toggleBrand = (id: number, on: boolean) => {
    const next = on ? [...p.brandIds, id] : p.brandIds.filter((b) => b !== id);
    update({ brand: next.length ? next.join(',') : undefined });
  };
  return (
    <form
      className="filters"
      role="search"
      aria-label={t`Filter products`}
      onSubmit={(e) => {
        e.preventDefault();
        const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
        update({ q: q || undefined });
      }}
    >
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
            <label key={b.id} className="check">
              <input
                type="checkbox"
                defaultChecked={p.brandIds.includes(b.id)}
                key={`${b.id}:${p.brandIds.includes(b.id)}`}
                onChange={(e) => toggleBrand(b.id, e.target.checked)}
              />
              <span>{b.title}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="filters-group">
        <legend>
          <Trans>Show</Trans>
        </legend>
        <label className="check">
          <input
            type="checkbox"
            defaultChecked={p.inStock}
            key={`stock:${p.inStock}`}
            onChange={(e) => update({ stock: e.target.checked || undefined })}
          />
          <span>
            <Trans>In stock only</Trans>
          </span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            defaultChecked={p.newOnly}
            key={`new:${p.newOnly}`}
            onChange={(e) => update({ new: e.target.checked || undefined })}
          />
          <span>
            <Trans>New products (last 30 days)</Trans>
          </span>
        </label>
      </fieldset>
      {hasFilters(p) ? (
        <Link to="." search={(prev: ListSearch) => ({ sort: prev.sort })} className="filters-clear">
          <Trans>Clear filters</Trans>
        </Link>
      ) : null}
    </form>
  );
}
