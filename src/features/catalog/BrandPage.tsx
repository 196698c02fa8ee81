import { useLingui } from '@lingui/react/macro';
import type { Brand } from '../../../contract/catalog.ts';
import { mediaImage } from '../../ui/media-image.ts';
import type { ListSearch } from './catalog-search.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import type { ProductListData } from './list-loader.ts';
import { ProductListView } from './ProductListView.tsx';

export type BrandPageData = ProductListData & { brand: Brand };

/** A brand and its products; breadcrumbs start from /product (spec §2). */
export function BrandPage({ data, search }: { data: BrandPageData; search: ListSearch }) {
  const { t } = useLingui();
  const { brand } = data;
  const country = brand.country ?? '';
  return (
    <ProductListView
      heading={brand.title}
      intro={
        <>
          {brand.logo ? <img className="brand-logo" {...mediaImage(brand.logo.url, [160], '56px')} alt="" width="56" height="56" /> : null}
          {brand.description} {country ? t`Made in ${country}.` : null}
        </>
      }
      breadcrumbs={<Breadcrumbs path={[]} current={brand.title} />}
      list={data.products}
      brands={null}
      ranked={data.ranked}
      search={search}
    />
  );
}
