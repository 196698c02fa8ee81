/** Brands, with the count of their active products. */
import { localImage, pick } from '../../http/localize.ts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import { brandListQuery, type Brand } from '../../../contract/catalog.ts';
import type { Db } from '../../db/create-db.ts';
import { brands, products } from '../../db/schema.ts';
import { orderBy, paged } from '../../http/listing.ts';
import { descendantIds } from './categories-repo.ts';

type BrandRow = typeof brands.$inferSelect;

function toBrand(lang: Lang, row: BrandRow, productCount: number): Brand {
  const title = pick(lang, row.titleFa, row.titleEn);
  const description = pick(lang, row.descriptionFa, row.descriptionEn);
  return {
    id: row.id,
    title,
    description,
    country: pick(lang, row.countryFa, row.countryEn),
    logo: localImage(lang, row.logo ?? null),
    product_count: productCount,
    seo: { url_keywords: row.urlKeywords, page_url: null, title, description },
  };
}

export type BrandSort = ListSort<typeof brandListQuery>;
export const DEFAULT_BRAND_SORT: BrandSort = [{ column: 'title', ascending: true }];

async function brandCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.brandId, n: count() })
    .from(products)
    .where(and(inArray(products.brandId, ids), eq(products.status, 1)))
    .groupBy(products.brandId);
  return new Map(rows.map((r) => [r.id ?? 0, r.n]));
}

export async function listBrands(
  db: Db,
  lang: Lang,
  filter: ListFilter<typeof brandListQuery>,
  sort: BrandSort,
  page: { limit: number; offset: number },
): Promise<{ items: Brand[]; total: number }> {
  const where = filter.category_ids?.length
    ? inArray(
        brands.id,
        db
          .selectDistinct({ id: sql<number>`${products.brandId}` })
          .from(products)
          .where(and(inArray(products.categoryId, descendantIds(filter.category_ids)), eq(products.status, 1))),
      )
    : undefined;
  const columns = { id: brands.id, title: pick(lang, brands.titleFa, brands.titleEn) };
  const { rows, total } = await paged(
    db
      .select()
      .from(brands)
      .where(where)
      .orderBy(...orderBy(sort, columns, brands.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(brands).where(where),
  );
  const counts = await brandCounts(db, rows.map((r) => r.id));
  return { items: rows.map((r) => toBrand(lang, r, counts.get(r.id) ?? 0)), total };
}

export async function getBrand(db: Db, lang: Lang, id: number): Promise<Brand | null> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) return null;
  const counts = await brandCounts(db, [id]);
  return toBrand(lang, row, counts.get(id) ?? 0);
}

