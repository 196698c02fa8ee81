import { Trans, useLingui } from '@lingui/react/macro';
import type { CategoryNode } from '../../../contract/catalog.ts';
import { categoryLink } from '../../product/menu.ts';
import { AllProductsLink, CatalogLink } from '../../product/links.tsx';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

/** Spec §2: catalogue breadcrumbs start from /product (with the /en prefix in English). */
export function Breadcrumbs({ path, current }: { path: Pick<CategoryNode, 'id' | 'title' | 'seo'>[]; current?: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
      <ol>
        <li>
          <AllProductsLink>
            <Trans>Products</Trans>
          </AllProductsLink>
        </li>
        {path.map((c, i) =>
          i === path.length - 1 && current === undefined ? (
            <li key={c.id} aria-current="page">
              {c.title}
            </li>
          ) : (
            <li key={c.id}>
              <CatalogLink link={categoryLink(c)}>{c.title}</CatalogLink>
            </li>
          ),
        )}
        {current !== undefined ? (
          <li aria-current="page">
            <ProductTitle text={current} />
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
