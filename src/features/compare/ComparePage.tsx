import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ListPhoto } from '../../ui/ListPhoto.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { AvailabilityTag } from '../../product/AvailabilityTag.tsx';
import { AllProductsLink, ProductLink } from '../../product/links.tsx';
import { Price } from '../../product/Price.tsx';
import { clearCompare, differs, removeFromCompare, specRows, useCompareItems } from './compare-repo.ts';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

/** Products side by side with their specifications; read from the device, so it works offline. */
export function ComparePage() {
  const { t } = useLingui();
  usePageTitle(t`Compare products`);
  const items = useCompareItems();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  if (items === undefined) return <div className="container content-page" aria-busy="true" />;
  const products = items.map((i) => i.product);
  const brands = products.map((p) => p.brand?.title ?? null);
  // Price and availability always show: they are what a choice is made on, alike or not.
  const shown = (values: (string | null)[]) => !onlyDifferences || differs(values);
  const specs = specRows(products).filter((row) => shown(row.values));
  const sameEverywhere = onlyDifferences && !shown(brands) && specs.length === 0;
  return (
    <div className="container content-page">
      <div className="page-head">
        <h1>
          <Trans>Compare products</Trans>
        </h1>
        {products.length ? (
          <button type="button" className="button-secondary" onClick={() => void clearCompare()}>
            <Trans>Clear all</Trans>
          </button>
        ) : null}
      </div>
      {products.length === 0 ? (
        <p className="empty-list">
          <Trans>Nothing to compare yet. Use “Compare” on a product to add it here.</Trans>{' '}
          <AllProductsLink>
            <Trans>Browse products</Trans>
          </AllProductsLink>
        </p>
      ) : (
        <>
          {products.length > 1 ? (
            <label className="check compare-only-differences">
              <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} /> <Trans>Only what differs</Trans>
            </label>
          ) : null}
          <div className="compare-scroll" tabIndex={0} role="region" aria-label={t`Comparison table`}>
            <table className="compare-table">
              <thead>
                <tr>
                  <td />
                  {products.map((p) => (
                    <th key={p.id} scope="col">
                      <ListPhoto url={p.images[0]?.url} widths={[160, 320]} sizes="120px" size={120} />
                      <ProductLink id={p.id} slug={p.seo.url_keywords}>
                        <ProductTitle text={p.title} />
                      </ProductLink>
                      <button type="button" className="link-button is-danger" onClick={() => void removeFromCompare(p.id)}>
                        <Trans>Remove</Trans>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">
                    <Trans>Price</Trans>
                  </th>
                  {products.map((p) => (
                    <td key={p.id}>
                      <Price rial={p.price} />
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">
                    <Trans>Availability</Trans>
                  </th>
                  {products.map((p) => (
                    <td key={p.id}>
                      <AvailabilityTag status={p.availability} />
                    </td>
                  ))}
                </tr>
                {shown(brands) ? (
                  <tr>
                    <th scope="row">
                      <Trans>Brand</Trans>
                    </th>
                    {brands.map((brand, i) => (
                      <td key={products[i]!.id}>{brand ?? '—'}</td>
                    ))}
                  </tr>
                ) : null}
                {specs.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.name}</th>
                    {row.values.map((v, i) => (
                      <td key={products[i]!.id}>{v ?? '—'}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {sameEverywhere ? (
            <p className="empty-list">
              <Trans>Apart from price and availability, these products are described alike.</Trans>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
