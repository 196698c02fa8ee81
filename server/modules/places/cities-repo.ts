/** Cities (spec §7, /v1/sitemember/{lang}/cities), with their province. */
import { pick } from '../../http/localize.ts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import { cityListQuery, type City } from '../../../contract/general.ts';
import type { Db } from '../../db/create-db.ts';
import { cities, provinces } from '../../db/schema.ts';
import { orderBy, paged, type Page } from '../../http/listing.ts';

type CitySort = ListSort<typeof cityListQuery>;
export const DEFAULT_CITY_SORT: CitySort = [
  { column: 'ranking', ascending: true },
  { column: 'title', ascending: true },
];

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

export async function listCities(
  db: Db,
  lang: Lang,
  f: ListFilter<typeof cityListQuery>,
  sort: CitySort,
  page: Page,
) {
  const where = and(
    f.rankings?.length ? inArray(cities.ranking, f.rankings) : undefined,
    f.province_id ? eq(cities.provinceId, f.province_id) : undefined,
  );
  const columns = { id: cities.id, title: pick(lang, cities.titleFa, cities.titleEn), ranking: cities.ranking };
  const { rows, total } = await paged(
    citySelect(db).where(where).orderBy(...orderBy(sort, columns, cities.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(cities).where(where),
  );
  return { items: rows.map((r) => toCity(lang, r)), total };
}

export async function getCity(db: Db, lang: Lang, id: number) {
  const [row] = await citySelect(db).where(eq(cities.id, id));
  return row ? toCity(lang, row) : null;
}

