import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import type { Brand, ProductListItem } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import type { ListSearch } from '../catalog/catalog-search.ts';
import { ProductListView } from '../catalog/ProductListView.tsx';

/** `device`: the results come from this device's saved and visited products (offline), out of `indexed`. */
export type SearchPageData = { products: ListResponse<ProductListItem> | null; brands: Brand[] | null; device: { indexed: number } | null };

/**
 * ProductListItem search over titles, codes and specification values, in either language; Persian and
 * Arabic letters and digits match each other (the server folds both sides).
 */
export function SearchPage({ data, search }: { data: SearchPageData; search: ListSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const localeParam = useLocaleParam();
  const q = search.q ?? '';
  // Arriving to search (the bottom bar's button), the box is ready to type in.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!q) box.current?.focus();
  }, [q]);
  const form = (
    <form
      className="search-page"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const next = String(new FormData(e.currentTarget).get('q') ?? '').trim();
        void navigate({ to: '.', search: next ? { q: next } : {} });
      }}
    >
      <label htmlFor="search-q" className="visually-hidden">
        <Trans>Search products</Trans>
      </label>
      <div className="search-row">
        <input
          id="search-q"
          ref={box}
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          placeholder={t`Name, code or specification, e.g. PGA 3-0`}
          enterKeyHint="search"
        />
        <button type="submit" className="button-primary">
          <Trans>Search</Trans>
        </button>
      </div>
      <p className="scan-link">
        <Link to="/{-$locale}/scan" params={{ locale: localeParam }}>
          <Trans>Scan a code on a box</Trans>
        </Link>
      </p>
    </form>
  );
  if (!data.products) {
    return (
      <div className="container catalog-page">
        <h1>
          <Trans>Search products</Trans>
        </h1>
        {form}
      </div>
    );
  }
  return (
    <ProductListView
      heading={t`Results for “${q}”`}
      list={data.products}
      brands={data.brands}
      search={search}
      textFilter={false}
    >
      {form}
      {data.device ? <DeviceNote indexed={data.device.indexed} /> : null}
    </ProductListView>
  );
}

/** Offline: the results are this device's, out of the products it holds. */
function DeviceNote({ indexed }: { indexed: number }) {
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const n = formatNumber(indexed, locale);
  return (
    <p className="offline-note" role="status">
      <Trans>
        You are offline: these results come from this device, out of the {n} products saved or visited on it.{' '}
        <Link to="/{-$locale}/offline" params={{ locale: localeParam }}>
          Save more for offline
        </Link>
      </Trans>
    </p>
  );
}
