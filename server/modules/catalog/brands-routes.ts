/** Brand routes of spec §7. */
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_BRAND_SORT, getBrand, listBrands } from './brands-repo.ts';

export const brandsRoutes = () =>
  publicRoutes('brands')
    .list('brands.list', { summary: 'Brands', defaultSort: DEFAULT_BRAND_SORT, load: listBrands })
    .detail('brands.get', { summary: 'A brand', what: 'Brand', load: getBrand }).app;
