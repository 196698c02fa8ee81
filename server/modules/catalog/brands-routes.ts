/** Brand routes of spec §7. */
import { brandListQuery, brandSchema } from '../../../contract/catalog.ts';
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_BRAND_SORT, getBrand, listBrands } from './brands-repo.ts';

export const brandsRoutes = () =>
  publicRoutes('brands')
    .list('/product/:lang/brands', { summary: 'Brands', query: brandListQuery, item: brandSchema, defaultSort: DEFAULT_BRAND_SORT, load: listBrands })
    .detail('/product/:lang/brands/:id', { summary: 'A brand', item: brandSchema, what: 'Brand', load: getBrand }).app;
