import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { SearchBox } from './SearchBox.tsx';
import { RecentlyViewed } from '../recent/RecentlyViewed.tsx';
import { CatalogLink } from '../../product/links.tsx';
import { useEffect, useRef } from 'react';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import type { Brand, Facet, ProductListItem } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import { hasFilters, listParams, type ListSearch } from '../catalog/catalog-search.ts';
import { ProductListView } from '../catalog/ProductListView.tsx';

/** `device`: the results come from this device's saved and visited products (offline), out of `indexed`. */
export type SearchPageData = { products: ListResponse<ProductListItem> | null; brands: Brand[] | null; facets?: Facet[] | null; ranked?: boolean; device: { indexed: number } | null };

/**
 * ProductListItem search over titles, codes and specification values, in either language; Persian and
 * Arabic letters and digits match each other (the server folds both sides).
 */
export function SearchPage({ data, search }: { data: SearchPageData; search: ListSearch }) {
  const { t } = useLingui();
  const localeParam = useLocaleParam();
  const q = search.q ?? '';
  // Arriving to search (the bottom bar's button), the box is ready to type in.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!q) box.current?.focus();
  }, [q]);
  const form = (
    <SearchBox id="search-q" className="search-page" defaultValue={q} inputRef={box}>
      <p className="scan-link">
        <Link to="/{-$locale}/scan" params={{ locale: localeParam }}>
          <Trans>Scan a code on a box</Trans>
        </Link>
      </p>
    </SearchBox>
  );
  if (!data.products) {
    return (
      <div className="container catalog-page">
        <h1>
          <Trans>Search products</Trans>
        </h1>
        {form}
        <Browse />
        <RecentlyViewed />
      </div>
    );
  }
  return (
    <ProductListView
      heading={t`Results for “${q}”`}
      list={data.products}
      brands={data.brands}
      facets={data.facets}
      ranked={data.ranked}
      search={search}
      textFilter={false}
      // The words are the search itself, not a filter.
      empty={<NothingFound q={q} filtered={hasFilters({ ...listParams(search), q: '' })} />}
    >
      {form}
      {data.device ? <DeviceNote indexed={data.device.indexed} /> : null}
    </ProductListView>
  );
}

const layout = getRouteApi('/{-$locale}');

/** The store's main categories: where to look when a search finds nothing, or before typing. */
function Browse() {
  const { menu } = layout.useLoaderData();
  if (!menu.length) return null;
  return (
    <nav className="search-browse" aria-labelledby="browse-title">
      <h2 id="browse-title">
        <Trans>Browse the categories</Trans>
      </h2>
      <ul>
        {menu.map((entry) => (
          <li key={entry.id}>
            <CatalogLink link={entry.link} className="button-secondary">
              {entry.title}
            </CatalogLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Nothing found: said for what was typed (and the filters, when some are set), with what to try next. */
function NothingFound({ q, filtered }: { q: string; filtered: boolean }) {
  return (
    <div className="empty-state">
      <p className="empty-list">
        {filtered ? <Trans>Nothing matches “{q}” with these filters.</Trans> : <Trans>Nothing matches “{q}”.</Trans>}{' '}
        <Trans>Try fewer words, another spelling, or the code printed on the box.</Trans>
      </p>
      <Browse />
    </div>
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
