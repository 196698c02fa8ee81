/** Provinces and cities (spec §7, /v1/sitemember/{lang}/…), used by delivery recipients. */
import { cityListQuery, citySchema, provinceListQuery, provinceSchema } from '../../../contract/general.ts';
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_CITY_SORT, getCity, listCities } from './cities-repo.ts';
import { DEFAULT_PROVINCE_SORT, getProvince, listProvinces } from './provinces-repo.ts';

export const provincesRoutes = () =>
  publicRoutes('places')
    .list('/sitemember/:lang/provinces', { summary: 'Provinces', query: provinceListQuery, item: provinceSchema, defaultSort: DEFAULT_PROVINCE_SORT, load: listProvinces })
    .detail('/sitemember/:lang/provinces/:id', { summary: 'A province', item: provinceSchema, what: 'Province', load: getProvince }).app;

export const citiesRoutes = () =>
  publicRoutes('places')
    .list('/sitemember/:lang/cities', { summary: 'Cities, by ranking', query: cityListQuery, item: citySchema, defaultSort: DEFAULT_CITY_SORT, load: listCities })
    .detail('/sitemember/:lang/cities/:id', { summary: 'A city', item: citySchema, what: 'City', load: getCity }).app;
