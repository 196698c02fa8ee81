/**
 * Catalogue queries: categories (with descendant product counts), products and brands, each
 * localised to the requested language at the edge of this module.
 */
import { pick } from '../../http/localize.ts';
import { and, count, eq, gt, gte, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.ts';
import {
  DEFAULT_NEW_PRODUCT_DAYS,
  LOW_STOCK_THRESHOLD,
  type AvailabilityStatus,
  type Brand,
  type Category,
  type CategoryNode,
  type Product,
  type Review,
} from '../../../contract/catalog.ts';
import { slugify } from '../../../shared/slug.ts';
import type { Db } from '../../db/create-db.ts';
import { brands, categories, products, reviews, type StoredImage } from '../../db/schema.ts';
import { likePattern, orderBy, type SortSpec } from '../../http/listing.ts';
import { matchText } from '../../http/search.ts';

type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type BrandRow = typeof brands.$inferSelect;


const image = (lang: Lang, img: StoredImage | null) =>
  img ? { url: img.url, alt: pick(lang, img.alt_fa, img.alt_en) } : null;

/** `(select id from … )`: the given categories and every category below them. */
export function descendantIds(ids: number[]): SQL {
  return sql`(with recursive tree(id) as (
      select id from ${categories} where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})
      union
      select c.id from ${categories} c join tree t on c.parent_id = t.id
    ) select id from tree)`;
}

// ---------- categories ----------

type CategoryStats = { count: number; single: { id: number; title: string; slug: string } | null };

/** Active products under each category (its own and its descendants'). */
async function categoryStats(db: Db, lang: Lang, ids: number[]): Promise<Map<number, CategoryStats>> {
  const out = new Map<number, CategoryStats>();
  if (ids.length === 0) return out;
  // Both drivers answer `{ rows }`; the shared Db type cannot say so.
  const rows = (await db.execute(sql`
    with recursive tree(ancestor, id) as (
      select id, id from ${categories} where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})
      union
      select t.ancestor, c.id from ${categories} c join tree t on c.parent_id = t.id
    )
    select t.ancestor as ancestor, count(p.id)::int as product_count, min(p.id) as only_id
    from tree t left join ${products} p on p.category_id = t.id and p.status = 1
    group by t.ancestor`)) as unknown as { rows: { ancestor: number; product_count: number; only_id: number | null }[] };
  const singles = rows.rows.filter((r) => Number(r.product_count) === 1).map((r) => Number(r.only_id));
  const singleRows = singles.length
    ? await db
        .select({ id: products.id, titleFa: products.titleFa, titleEn: products.titleEn })
        .from(products)
        .where(inArray(products.id, singles))
    : [];
  const byId = new Map(singleRows.map((p) => [p.id, p]));
  for (const r of rows.rows) {
    const n = Number(r.product_count);
    const p = n === 1 ? byId.get(Number(r.only_id)) : undefined;
    const title = p ? pick(lang, p.titleFa, p.titleEn) : '';
    out.set(Number(r.ancestor), {
      count: n,
      single: p ? { id: p.id, title, slug: slugify(title) } : null,
    });
  }
  return out;
}

function toCategory(lang: Lang, row: CategoryRow, stats: CategoryStats | undefined): Category {
  const title = pick(lang, row.titleFa, row.titleEn);
  const description = pick(lang, row.descriptionFa, row.descriptionEn);
  const single = stats?.single ?? null;
  return {
    id: row.id,
    title,
    description,
    module_id: row.moduleId,
    parent_id: row.parentId,
    status: row.status,
    order: row.order,
    image: image(lang, row.image ?? null),
    product_count: stats?.count ?? 0,
    single_product: single
      ? {
          id: single.id,
          title: single.title,
          seo: { url_keywords: single.slug, page_url: null, title: single.title, description: null },
        }
      : null,
    seo: { url_keywords: row.urlKeywords, page_url: row.pageUrl, title, description },
  };
}

export type CategoryFilter = {
  module_id?: number | undefined;
  /** A parent's id; null for the roots. */
  parent_id?: number | null | undefined;
  url_keywords?: string | undefined;
  disable_in_webservice?: boolean | undefined;
  search_keywords?: string | undefined;
  status?: number | undefined;
};

function categoryWhere(f: CategoryFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    f.module_id === undefined ? undefined : eq(categories.moduleId, f.module_id),
    f.parent_id === undefined ? undefined : f.parent_id === null ? isNull(categories.parentId) : eq(categories.parentId, f.parent_id),
    f.url_keywords === undefined ? undefined : eq(categories.urlKeywords, f.url_keywords),
    f.disable_in_webservice === undefined
      ? undefined
      : eq(categories.disableInWebservice, f.disable_in_webservice),
    f.status === undefined ? undefined : eq(categories.status, f.status),
    f.search_keywords
      ? or(
          ilike(categories.titleFa, likePattern(f.search_keywords)),
          ilike(categories.titleEn, likePattern(f.search_keywords)),
        )
      : undefined,
  ];
  return and(...conds);
}

const categorySortColumns = (lang: Lang) => ({
  id: categories.id,
  title: pick(lang, categories.titleFa, categories.titleEn),
  order: categories.order,
  created_at: categories.createdAt,
});

export type CategorySort = SortSpec<'id' | 'title' | 'order' | 'created_at'>;
export const DEFAULT_CATEGORY_SORT: CategorySort = [{ column: 'order', ascending: true }];

export async function listCategories(
  db: Db,
  lang: Lang,
  filter: CategoryFilter,
  sort: CategorySort,
  page: { limit: number; offset: number },
): Promise<{ items: Category[]; total: number }> {
  const where = categoryWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(...orderBy(sort, categorySortColumns(lang), categories.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  const stats = await categoryStats(db, lang, rows.map((r) => r.id));
  return { items: rows.map((r) => toCategory(lang, r, stats.get(r.id))), total: totals[0]?.n ?? 0 };
}

/**
 * The hierarchy: the categories matching the filter form the top level (paged), the roots when
 * no `parent_id` is given; each carries its active descendants as `children`, ordered by `order`.
 */
export async function categoryTree(
  db: Db,
  lang: Lang,
  filter: CategoryFilter,
  sort: CategorySort,
  page: { limit: number; offset: number },
): Promise<{ items: CategoryNode[]; total: number }> {
  const top = await listCategories(db, lang, { ...filter, parent_id: filter.parent_id ?? null }, sort, page);
  if (top.items.length === 0) return { items: [], total: top.total };
  const all = await db
    .select()
    .from(categories)
    .where(and(inArray(categories.id, descendantIds(top.items.map((c) => c.id))), eq(categories.status, 1)))
    .orderBy(categories.order, categories.id);
  const stats = await categoryStats(db, lang, all.map((r) => r.id));
  const childrenOf = new Map<number, CategoryRow[]>();
  for (const row of all) {
    if (row.parentId === null) continue;
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row);
    childrenOf.set(row.parentId, list);
  }
  const build = (c: Category, depth: number): CategoryNode => ({
    ...c,
    children:
      depth > 8 // guards against a cycle in hand-edited data
        ? []
        : (childrenOf.get(c.id) ?? []).map((row) => build(toCategory(lang, row, stats.get(row.id)), depth + 1)),
  });
  return { items: top.items.map((c) => build(c, 0)), total: top.total };
}

export async function getCategory(db: Db, lang: Lang, id: number): Promise<Category | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) return null;
  const stats = await categoryStats(db, lang, [id]);
  return toCategory(lang, row, stats.get(id));
}

// ---------- products ----------

export function availabilityOf(stock: number): AvailabilityStatus {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}

type ProductJoined = {
  rating: { average: number | null; count: number };
  p: ProductRow;
  c: Pick<CategoryRow, 'id' | 'titleFa' | 'titleEn' | 'urlKeywords' | 'pageUrl'>;
  b: Pick<BrandRow, 'id' | 'titleFa' | 'titleEn'> | null;
};

function toProduct(lang: Lang, { p, c, b, rating }: ProductJoined): Product {
  const title = pick(lang, p.titleFa, p.titleEn);
  const summary = pick(lang, p.summaryFa, p.summaryEn);
  const categoryTitle = pick(lang, c.titleFa, c.titleEn);
  return {
    id: p.id,
    title,
    code: p.code,
    summary,
    description: pick(lang, p.descriptionFa, p.descriptionEn),
    price: p.price,
    price_with_guarantee: p.priceWithGuarantee,
    guarantee_months: p.guaranteeMonths,
    stock: p.stock,
    availability: availabilityOf(p.stock),
    category: {
      id: c.id,
      title: categoryTitle,
      seo: { url_keywords: c.urlKeywords, page_url: c.pageUrl, title: categoryTitle, description: null },
    },
    brand: b ? { id: b.id, title: pick(lang, b.titleFa, b.titleEn) } : null,
    images: p.images.map((img) => ({ url: img.url, alt: pick(lang, img.alt_fa, img.alt_en) })),
    specifications: p.specifications.map((s) => ({
      key: s.key,
      name: pick(lang, s.name_fa, s.name_en),
      value: pick(lang, s.value_fa, s.value_en),
    })),
    created_at: p.createdAt.toISOString(),
    rating: { average: rating.average === null ? null : Number(rating.average), count: Number(rating.count) },
    seo: { url_keywords: slugify(title), page_url: null, title, description: summary },
  };
}

export type ProductFilter = {
  category_ids?: number[] | undefined;
  brand_ids?: number[] | undefined;
  excluded_ids?: number[] | undefined;
  ids?: number[] | undefined;
  available_in_stock?: boolean | undefined;
  show_new_products?: boolean | undefined;
  new_product_duration?: number | undefined;
  search_text?: string | undefined;
};

/** Specification values in both languages, as one text to search. */
const specValues = sql`(select string_agg((s->>'value_fa') || ' ' || (s->>'value_en'), ' ')
  from jsonb_array_elements(${products.specifications}) s)`;

function productWhere(f: ProductFilter, now: Date): SQL | undefined {
  const days = f.new_product_duration ?? DEFAULT_NEW_PRODUCT_DAYS;
  return and(
    eq(products.status, 1),
    f.category_ids?.length ? inArray(products.categoryId, descendantIds(f.category_ids)) : undefined,
    f.brand_ids?.length ? inArray(products.brandId, f.brand_ids) : undefined,
    f.excluded_ids?.length ? notInArray(products.id, f.excluded_ids) : undefined,
    f.ids?.length ? inArray(products.id, f.ids) : undefined,
    f.available_in_stock ? gt(products.stock, 0) : undefined,
    f.show_new_products ? gte(products.createdAt, new Date(now.getTime() - days * 86_400_000)) : undefined,
    // Every word must occur in a title (either language), the code or a specification value.
    matchText(f.search_text, [products.titleFa, products.titleEn, products.code, specValues], 'and'),
  );
}

const productSortColumns = (lang: Lang) => ({
  id: products.id,
  title: pick(lang, products.titleFa, products.titleEn),
  price: products.price,
  created_at: products.createdAt,
  stock: products.stock,
});

export type ProductSort = SortSpec<'id' | 'title' | 'price' | 'created_at' | 'stock'>;
export const DEFAULT_PRODUCT_SORT: ProductSort = [{ column: 'created_at', ascending: false }];

function selectProducts(db: Db) {
  return db
    .select({
      p: products,
      c: {
        id: categories.id,
        titleFa: categories.titleFa,
        titleEn: categories.titleEn,
        urlKeywords: categories.urlKeywords,
        pageUrl: categories.pageUrl,
      },
      b: { id: brands.id, titleFa: brands.titleFa, titleEn: brands.titleEn },
      rating: {
        average: sql<number | null>`(select round(avg(r.rate)::numeric, 1)::float from ${reviews} r
          where r.product_id = ${products.id} and r.status = 1 and r.parent_id is null)`,
        count: sql<number>`(select count(*)::int from ${reviews} r
          where r.product_id = ${products.id} and r.status = 1 and r.parent_id is null)`,
      },
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId));
}

export async function listProducts(
  db: Db,
  lang: Lang,
  filter: ProductFilter,
  sort: ProductSort,
  page: { limit: number; offset: number },
  now: Date = new Date(),
): Promise<{ items: Product[]; total: number }> {
  const where = productWhere(filter, now);
  const [rows, totals] = await Promise.all([
    selectProducts(db)
      .where(where)
      .orderBy(...orderBy(sort, productSortColumns(lang), products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { items: rows.map((r) => toProduct(lang, r)), total: totals[0]?.n ?? 0 };
}

export async function getProduct(db: Db, lang: Lang, id: number): Promise<Product | null> {
  const [row] = await selectProducts(db).where(and(eq(products.id, id), eq(products.status, 1)));
  return row ? toProduct(lang, row) : null;
}

export async function getAvailability(db: Db, id: number) {
  const [row] = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 1)));
  if (!row) return null;
  const status = availabilityOf(row.stock);
  return { product_id: row.id, available: row.stock > 0, stock: row.stock, status };
}

// ---------- brands ----------

function toBrand(lang: Lang, row: BrandRow, productCount: number): Brand {
  const title = pick(lang, row.titleFa, row.titleEn);
  const description = pick(lang, row.descriptionFa, row.descriptionEn);
  return {
    id: row.id,
    title,
    description,
    country: pick(lang, row.countryFa, row.countryEn),
    logo: image(lang, row.logo ?? null),
    product_count: productCount,
    seo: { url_keywords: row.urlKeywords, page_url: null, title, description },
  };
}

export type BrandSort = SortSpec<'id' | 'title'>;
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
  filter: { category_ids?: number[] | undefined },
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
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(brands)
      .where(where)
      .orderBy(...orderBy(sort, columns, brands.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(brands).where(where),
  ]);
  const counts = await brandCounts(db, rows.map((r) => r.id));
  return { items: rows.map((r) => toBrand(lang, r, counts.get(r.id) ?? 0)), total: totals[0]?.n ?? 0 };
}

export async function getBrand(db: Db, lang: Lang, id: number): Promise<Brand | null> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) return null;
  const counts = await brandCounts(db, [id]);
  return toBrand(lang, row, counts.get(id) ?? 0);
}

// ---------- reviews ----------

export type ReviewSort = SortSpec<'id' | 'rate' | 'created_at'>;
export const DEFAULT_REVIEW_SORT: ReviewSort = [{ column: 'created_at', ascending: false }];

function toReview(r: typeof reviews.$inferSelect): Review {
  return {
    id: r.id,
    product_id: r.productId,
    author_name: r.authorName,
    description: r.description,
    rate: r.rate,
    parent_id: r.parentId,
    lang: r.lang,
    created_at: r.createdAt.toISOString(),
  };
}

/** Published reviews of a product (both languages), or null when the product does not exist. */
export async function listProductReviews(
  db: Db,
  productId: number,
  sort: ReviewSort,
  page: { limit: number; offset: number },
): Promise<{ items: Review[]; total: number } | null> {
  const [exists] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.status, 1)));
  if (!exists) return null;
  const where = and(eq(reviews.productId, productId), eq(reviews.status, 1));
  const columns = { id: reviews.id, rate: reviews.rate, created_at: reviews.createdAt };
  const [rows, totals] = await Promise.all([
    db.select().from(reviews).where(where).orderBy(...orderBy(sort, columns, reviews.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { items: rows.map(toReview), total: totals[0]?.n ?? 0 };
}

export async function getReview(db: Db, id: number): Promise<Review | null> {
  const [row] = await db.select().from(reviews).where(and(eq(reviews.id, id), eq(reviews.status, 1)));
  return row ? toReview(row) : null;
}
