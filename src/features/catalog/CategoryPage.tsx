import type { Category, CategoryNode, Product } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import { categoryLink, categoryPath } from '../menu/menu.ts';
import type { ListSearch } from './catalog-search.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CatalogLink } from './links.tsx';
import { ProductListView } from './ProductListView.tsx';
import { useLingui } from '@lingui/react/macro';

export type CategoryPageData = {
  category: Category;
  children: Category[];
  products: ListResponse<Product>;
};

export function CategoryPage({ data, tree, search }: { data: CategoryPageData; tree: CategoryNode[]; search: ListSearch }) {
  const { t } = useLingui();
  const path = categoryPath(tree, data.category.id);
  return (
    <ProductListView
      heading={data.category.title}
      intro={data.category.description}
      breadcrumbs={<Breadcrumbs path={path.length ? path : [data.category]} />}
      list={data.products}
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
    </ProductListView>
  );
}
