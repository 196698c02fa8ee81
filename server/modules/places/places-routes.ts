/** Provinces and cities (spec §7, /v1/sitemember/{lang}/…), used by delivery recipients. */
import { publicRoutes } from '../../http/api-router.ts';
import { DEFAULT_CITY_SORT, getCity, listCities } from './cities-repo.ts';
import { DEFAULT_PROVINCE_SORT, getProvince, listProvinces } from './provinces-repo.ts';

export const provincesRoutes = () =>
  publicRoutes('places')
    .list('provinces.list', { summary: 'Provinces', defaultSort: DEFAULT_PROVINCE_SORT, load: listProvinces })
    .detail('provinces.get', { summary: 'A province', what: 'Province', load: getProvince }).app;

export const citiesRoutes = () =>
  publicRoutes('places')
    .list('cities.list', { summary: 'Cities, by ranking', defaultSort: DEFAULT_CITY_SORT, load: listCities })
    .detail('cities.get', { summary: 'A city', what: 'City', load: getCity }).app;
