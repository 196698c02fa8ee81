/** Provinces and cities (spec §7, /v1/sitemember/{lang}/…), used by delivery recipients. */
import { pick } from '../../http/localize.ts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Lang } from '../../../contract/common.ts';
import { cityListQuery, provinceListQuery, type City, type Province } from '../../../contract/general.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/create-db.ts';
import { cities, provinces } from '../../db/schema.ts';
import { detailEndpoint, listEndpoint } from '../../http/endpoints.ts';
import { orderBy, type SortSpec } from '../../http/listing.ts';

type Page = { limit: number; offset: number };
type ProvinceSort = SortSpec<'id' | 'title'>;
type CitySort = SortSpec<'id' | 'title' | 'ranking'>;
const DEFAULT_PROVINCE_SORT: ProvinceSort = [{ column: 'title', ascending: true }];
const DEFAULT_CITY_SORT: CitySort = [
  { column: 'ranking', ascending: true },
  { column: 'title', ascending: true },
];

const toProvince = (lang: Lang, p: typeof provinces.$inferSelect): Province => ({
  id: p.id,
  title: pick(lang, p.titleFa, p.titleEn),
  country_id: p.countryId,
  code: p.code,
});

async function listProvinces(db: Db, lang: Lang, f: { country_id?: number | undefined }, sort: ProvinceSort, page: Page) {
  const where = f.country_id ? eq(provinces.countryId, f.country_id) : undefined;
  const columns = { id: provinces.id, title: pick(lang, provinces.titleFa, provinces.titleEn) };
  const [rows, totals] = await Promise.all([
    db.select().from(provinces).where(where).orderBy(...orderBy(sort, columns, provinces.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(provinces).where(where),
  ]);
  return { items: rows.map((r) => toProvince(lang, r)), total: totals[0]?.n ?? 0 };
}

async function getProvince(db: Db, lang: Lang, id: number) {
  const [row] = await db.select().from(provinces).where(eq(provinces.id, id));
  return row ? toProvince(lang, row) : null;
}

const citySelect = (db: Db) =>
  db
    .select({ c: cities, p: { id: provinces.id, titleFa: provinces.titleFa, titleEn: provinces.titleEn } })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId));

type CityRow = { c: typeof cities.$inferSelect; p: { id: number; titleFa: string; titleEn: string } };
const toCity = (lang: Lang, { c, p }: CityRow): City => ({
  id: c.id,
  title: pick(lang, c.titleFa, c.titleEn),
  province: { id: p.id, title: pick(lang, p.titleFa, p.titleEn) },
  ranking: c.ranking,
});

async function listCities(
  db: Db,
  lang: Lang,
  f: { rankings?: number[] | undefined; province_id?: number | undefined },
  sort: CitySort,
  page: Page,
) {
  const where = and(
    f.rankings?.length ? inArray(cities.ranking, f.rankings) : undefined,
    f.province_id ? eq(cities.provinceId, f.province_id) : undefined,
  );
  const columns = { id: cities.id, title: pick(lang, cities.titleFa, cities.titleEn), ranking: cities.ranking };
  const [rows, totals] = await Promise.all([
    citySelect(db).where(where).orderBy(...orderBy(sort, columns, cities.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(cities).where(where),
  ]);
  return { items: rows.map((r) => toCity(lang, r)), total: totals[0]?.n ?? 0 };
}

async function getCity(db: Db, lang: Lang, id: number) {
  const [row] = await citySelect(db).where(eq(cities.id, id));
  return row ? toCity(lang, row) : null;
}

export function placesRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/sitemember/:lang/provinces', listEndpoint(provinceListQuery, DEFAULT_PROVINCE_SORT, listProvinces));
  app.get('/sitemember/:lang/provinces/:id', detailEndpoint('Province', getProvince));
  app.get(
    '/sitemember/:lang/cities',
    listEndpoint(cityListQuery, DEFAULT_CITY_SORT, listCities),
  );
  app.get('/sitemember/:lang/cities/:id', detailEndpoint('City', getCity));
  return app;
}
