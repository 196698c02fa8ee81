import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Product } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import type { ProductSortKey } from './catalog-api.ts';
import { listParams, type ListSearch } from './catalog-search.ts';
import { ProductGrid } from './ProductCard.tsx';
import { pageWindow } from './pagination.ts';

function Pagination({ page, last }: { page: number; last: number }) {
  const { t } = useLingui();
  if (last <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="pagination">
      <ul>
        {pageWindow(page, last).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <PageLink key={p} page={p} current={page} />
          ),
        )}
      </ul>
    </nav>
  );
}

function PageLink({ page: p, current: page }: { page: number; current: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const number = formatNumber(p, locale);
  return (
            <li>
              <Link
                to="."
                search={(prev: ListSearch) => ({ ...prev, page: p > 1 ? p : undefined })}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t`Page ${number}`}
              >
                {number}
              </Link>
            </li>
  );
}

export function ProductListView(props: {
  heading: string;
  intro?: ReactNode;
  breadcrumbs?: ReactNode;
  list: ListResponse<Product>;
  search: ListSearch;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { list } = props;
  const search = listParams(props.search);
  usePageTitle(props.heading);
  const last = Math.max(1, Math.ceil(list.paging.total / list.paging.limit));
  const total = formatNumber(list.paging.total, locale);
  const sorts: [ProductSortKey, string][] = [
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
        <p className="list-count">
          <Trans>{total} products</Trans>
        </p>
        <label className="sort-select">
          <span>
            <Trans>Sort by</Trans>
          </span>
          <select
            value={search.sort}
            onChange={(e) =>
              void navigate({
                to: '.',
                search: (prev: ListSearch) => ({ ...prev, sort: e.target.value as ProductSortKey, page: undefined }),
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
      {list.data.length ? (
        <ProductGrid products={list.data} />
      ) : (
        <p className="empty-list">
          <Trans>No products here yet.</Trans>
        </p>
      )}
      <Pagination page={search.page} last={last} />
    </div>
  );
}

export function AllProductsPage({ list, search }: { list: ListResponse<Product>; search: ListSearch }) {
  const { t } = useLingui();
  return <ProductListView heading={t`All products`} list={list} search={search} />;
}
