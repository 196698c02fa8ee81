import type { Category, CategoryNode } from '../../../contract/catalog.ts';
import type { ProductListData } from './list-loader.ts';
import { categoryLink, categoryChain } from '../../product/menu.ts';
import type { ListSearch } from './catalog-search.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CatalogLink } from '../../product/links.tsx';
import { ProductListView } from './ProductListView.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLocaleParam } from '../../ui/use-locale.ts';

export type CategoryPageData = ProductListData & { category: Category; children: Category[] };

export function CategoryPage({ data, tree, search }: { data: CategoryPageData; tree: CategoryNode[]; search: ListSearch }) {
  const { t } = useLingui();
  const localeParam = useLocaleParam();
  const path = categoryChain(tree, data.category.id);
  return (
    <ProductListView
      heading={data.category.title}
      intro={data.category.description}
      breadcrumbs={<Breadcrumbs path={path.length ? path : [data.category]} />}
      list={data.products}
      brands={data.brands}
      facets={data.facets}
      ranked={data.ranked}
      search={search}
    >
      {data.children.length ? (
        <nav aria-label={t`Subcategories`} className="subcategories">
          <ul>
            {data.children.map((c) => (
              <li key={c.id}>
                <CatalogLink link={categoryLink(c)} className="chip">
                  {c.title}
                </CatalogLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="save-offline">
        <Link to="/{-$locale}/offline" params={{ locale: localeParam }} search={{ category: data.category.id }}>
          <Trans>Save this category for offline use</Trans>
        </Link>
      </p>
    </ProductListView>
  );
}
