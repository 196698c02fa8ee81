import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { afterPaint } from '../../product/product-preview.ts';
import type { Brand, Facet, ProductListItem } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import { EXACT_TOTAL_BOUND } from '../../../contract/constants.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import type { ProductSortKey } from '../../product/catalog-api.ts';
import { defaultSort, hasFilters, listParams, specCount, type ListSearch } from './catalog-search.ts';
import { ProductFilters } from './ProductFilters.tsx';
import { ProductGrid } from '../../product/ProductCard.tsx';
import { EmptyPage, Pager } from '../../ui/Pager.tsx';
import { useModalFocus } from '../../ui/modal-focus.ts';
import type { ProductListData } from './list-loader.ts';
import { CardActions } from '../cart/CardActions.tsx';

/**
 * The filters form while it is a phone's sheet over the page: a modal dialog for the keyboard and
 * for screen readers (its close button focused, Tab kept inside, Escape closes, the focus back to
 * the Filters button). The form itself is not rendered again for this (the tap's frame skips it):
 * its role is set here, and given back when the sheet closes.
 */
function FiltersSheetFocus({ close, onClose }: { close: RefObject<HTMLButtonElement | null>; onClose: () => void }) {
  const sheet = useRef<HTMLElement | null>(null);
  sheet.current ??= close.current?.form ?? null;
  useEffect(() => {
    const form = sheet.current;
    if (!form) return;
    form.setAttribute('role', 'dialog');
    form.setAttribute('aria-modal', 'true');
    return () => {
      form.setAttribute('role', 'search');
      form.removeAttribute('aria-modal');
    };
  }, []);
  useModalFocus(sheet, close, onClose);
  return null;
}

export function ProductListView(props: {
  heading: string;
  intro?: ReactNode;
  breadcrumbs?: ReactNode;
  list: ListResponse<ProductListItem>;
  /** Brands to filter by; null hides the brand filter. */
  brands: Brand[] | null;
  /** Specifications to filter by (a category's sutures); none: no such filter. */
  facets?: Facet[] | null | undefined;
  search: ListSearch;
  /** False where the page has its own search box (the search page). */
  textFilter?: boolean;
  /** What an empty list says (the search page: nothing found, and where to look instead). */
  empty?: ReactNode;
  /** The backend ranks a search's matches: a search lists the best match first, and offers the newest. */
  ranked?: boolean | undefined;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { list } = props;
  const ranked = props.ranked ?? false;
  const search = listParams(props.search, ranked);
  usePageTitle(props.heading);
  const total = formatNumber(list.paging.total, locale);
  const bound = formatNumber(list.paging.exact_up_to ?? EXACT_TOTAL_BOUND, locale);
  // Phones: the filters are a sheet opened from the toolbar, with how many are set.
  // The sheet paints with the tap showing its first group ('first'); the others (laid out and
  // painted in the tap's frame, 20-50 ms of a slowed phone's) come in the frame after ('open'), as
  // the categories' links do.
  const [sheet, setSheet] = useState<'closed' | 'first' | 'open'>('closed');
  const closeSheet = useCallback(() => setSheet('closed'), []);
  const sheetClose = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sheet === 'first') afterPaint(() => startTransition(() => setSheet((s) => (s === 'first' ? 'open' : s))));
  }, [sheet]);
  // Opening or closing the sheet renders the toolbar and the sheet's frame only: the same elements
  // again are skipped by React. The cards and the filters' form do not change with the sheet; they
  // were most of the tap's render (19 ms of a 4× slowed phone's frame, 5-8 ms without: bench/taps.ts).
  const textFilter = props.textFilter ?? true;
  const filters = useMemo(
    () => <ProductFilters search={props.search} brands={props.brands} facets={props.facets ?? null} textFilter={textFilter} onDone={closeSheet} closeRef={sheetClose} count={list.paging.total} />,
    [props.search, props.brands, props.facets, textFilter, closeSheet, list.paging.total],
  );
  const grid = useMemo(() => (list.data.length ? <ProductGrid products={list.data} lead Actions={CardActions} /> : null), [list.data]);
  const pager = useMemo(() => <Pager paging={list.paging} page={search.page} />, [list.paging, search.page]);
  const active = search.brandIds.length + specCount(search) + (search.inStock ? 1 : 0) + (search.newOnly ? 1 : 0) + (search.q && textFilter ? 1 : 0);
  const activeShown = formatNumber(active, locale);
  const sorts: [ProductSortKey, string][] = [
    ...(defaultSort(search.q, ranked) === 'relevance' ? [['relevance', t`Best match`] as [ProductSortKey, string]] : []),
    ['newest', t`Newest`],
    ['price-asc', t`Price, low to high`],
    ['price-desc', t`Price, high to low`],
    ['title', t`Name`],
  ];
  return (
    <div className="container catalog-page">
      {props.breadcrumbs}
      <header className="catalog-header">
        <h1>{props.heading}</h1>
        {props.intro ? <p className="catalog-intro">{props.intro}</p> : null}
      </header>
      {props.children}
      <div className="list-toolbar">
        {/* The results' heading: the cards below are its h3s. */}
        <h2 className="list-count">
          {list.paging.total_estimated ? <Trans>More than {bound} products</Trans> : list.paging.total === 1 ? <Trans>{total} product</Trans> : <Trans>{total} products</Trans>}
        </h2>
        <button type="button" className="filters-button" aria-expanded={sheet !== 'closed'} aria-controls="list-filters" onClick={() => setSheet('first')}>
          {active ? <Trans>Filters ({activeShown})</Trans> : <Trans>Filters</Trans>}
        </button>
        <label className="sort-select">
          <span>
            <Trans>Sort by</Trans>
          </span>
          <select
            value={search.sort}
            onChange={(e) =>
              void navigate({
                to: '.',
                search: (prev: ListSearch) => ({
                  ...prev,
                  sort: e.target.value === defaultSort(search.q, ranked) ? undefined : (e.target.value as ProductSortKey),
                  page: undefined,
                }),
              })
            }
          >
            {sorts.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={{ closed: 'list-layout', first: 'list-layout filters-open filters-first', open: 'list-layout filters-open' }[sheet]}>
        {sheet !== 'closed' ? <button type="button" className="sheet-backdrop" aria-label={t`Close the filters`} onClick={closeSheet} /> : null}
        {sheet !== 'closed' ? <FiltersSheetFocus close={sheetClose} onClose={closeSheet} /> : null}
        {filters}
        <div className="list-results">
          {/* Asked for the best match, answered by age: the backend ranks a search only while its matches are few. */}
          {search.sort === 'relevance' && list.data.length > 0 && list.sorting[0]?.expression !== 'relevance' ? (
            <p className="list-note">
              <Trans>Too many products match to put the best first: the newest are first. Add a word to narrow the search.</Trans>
            </p>
          ) : null}
          {grid ?? (
            <EmptyPage list={list} page={search.page}>
              {props.empty ?? (
                <p className="empty-list">
                  {hasFilters(search) ? <Trans>No products match these filters.</Trans> : <Trans>No products here yet.</Trans>}
                </p>
              )}
            </EmptyPage>
          )}
          {pager}
        </div>
      </div>
    </div>
  );
}

export function AllProductsPage({ data, search }: { data: ProductListData; search: ListSearch }) {
  const { t } = useLingui();
  return (
    <ProductListView
      heading={t`All products`}
      list={data.products}
      brands={data.brands}
      ranked={data.ranked}
      search={search}
    />
  );
}
