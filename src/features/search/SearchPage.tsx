import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { Brand, Product } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import type { ListSearch } from '../catalog/catalog-search.ts';
import { ProductListView } from '../catalog/ProductListView.tsx';

export type SearchPageData = { products: ListResponse<Product> | null; brands: Brand[] | null };

/**
 * Product search over titles, codes and specification values, in either language; Persian and
 * Arabic letters and digits match each other (the server folds both sides).
 */
export function SearchPage({ data, search }: { data: SearchPageData; search: ListSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const q = search.q ?? '';
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
    </ProductListView>
  );
}
