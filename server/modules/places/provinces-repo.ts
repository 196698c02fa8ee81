/** Provinces (spec §7, /v1/sitemember/{lang}/provinces), used by delivery recipients. */
import { pick } from '../../http/localize.ts';
import { count, eq } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import { provinceListQuery, type Province } from '../../../contract/general.ts';
import type { Db } from '../../db/create-db.ts';
import { provinces } from '../../db/schema.ts';
import { orderBy, paged, type Page } from '../../http/listing.ts';

type ProvinceSort = ListSort<typeof provinceListQuery>;
export const DEFAULT_PROVINCE_SORT: ProvinceSort = [{ column: 'title', ascending: true }];

const toProvince = (lang: Lang, p: typeof provinces.$inferSelect): Province => ({
  id: p.id,
  title: pick(lang, p.titleFa, p.titleEn),
  country_id: p.countryId,
  code: p.code,
});

export async function listProvinces(db: Db, lang: Lang, f: ListFilter<typeof provinceListQuery>, sort: ProvinceSort, page: Page) {
  const where = f.country_id ? eq(provinces.countryId, f.country_id) : undefined;
  const columns = { id: provinces.id, title: pick(lang, provinces.titleFa, provinces.titleEn) };
  const { rows, total } = await paged(
    db.select().from(provinces).where(where).orderBy(...orderBy(sort, columns, provinces.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(provinces).where(where),
  );
  return { items: rows.map((r) => toProvince(lang, r)), total };
}

export async function getProvince(db: Db, lang: Lang, id: number) {
  const [row] = await db.select().from(provinces).where(eq(provinces.id, id));
  return row ? toProvince(lang, row) : null;
}

