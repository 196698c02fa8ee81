/** Products of the catalogue: lists with the filters of spec §7, one product, its availability. */
import { pick } from '../../http/localize.ts';
import { and, count, eq, getTableColumns, gt, gte, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import { EXACT_SEARCH_TOTAL_BOUND, EXACT_TOTAL_BOUND, SPEC_FILTER_KEYS, type SpecFilterKey } from '../../../contract/constants.ts';
import { productListQuery, DEFAULT_NEW_PRODUCT_DAYS, type Facet, LOW_STOCK_THRESHOLD, type AvailabilityStatus, type Lot, type Product, type ProductListItem } from '../../../contract/catalog.ts';
import { slugify } from '../../../shared/slug.ts';
import { ratePercent, type RateBps } from '../../../shared/vat.ts';
import type { Pack, PriceTier } from '../../../shared/pack-pricing.ts';
import type { Db } from '../../db/create-db.ts';
import { brands, categories, productLots, products, reviews } from '../../db/schema.ts';
import { anyOf, orderBy, type BoundedTotal } from '../../http/listing.ts';
import { matchFoldedColumn, titleRankSql } from '../../http/search.ts';
import { rankWords, searchTerms, searchWords, termForms } from '../../../shared/persian-text.ts';
import { listedPage, sortedMatches, walkedMatches } from './search-index.ts';
import { rowsById, type Packing } from './list-rows.ts';
import { planOnce } from '../../db/planned-statements.ts';
import type { Order, SortKey, Where } from './text-index.ts';
import { keptWhileUnchanged } from '../../cache/catalogue-version.ts';
import { descendantIds, withDescendants } from './categories-repo.ts';
import { facetsOf, type SpecValueRow } from '../../../shared/spec-facets.ts';
import { documentsOf } from './documents-repo.ts';
import { planOf } from '../../db/explain.ts';

type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type BrandRow = typeof brands.$inferSelect;

export function availabilityOf(stock: number): AvailabilityStatus {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}

type ProductJoined<P = ProductRow> = {
  rating: { average: number | null; count: number };
  /** Its titles' slugs, made when the row was packed (list-rows.ts): a row unpacked for an answer then slugifies nothing. */
  slugs?: { fa: string; en: string };
  p: P;
  c: Pick<CategoryRow, 'id' | 'titleFa' | 'titleEn' | 'urlKeywords' | 'pageUrl'>;
  b: Pick<BrandRow, 'id' | 'titleFa' | 'titleEn' | 'urlKeywords'> | null;
};

/** What a list reads of a product: no descriptions, specifications, search or rank text. */
const listColumns = {
  id: products.id,
  code: products.code,
  categoryId: products.categoryId,
  brandId: products.brandId,
  titleFa: products.titleFa,
  titleEn: products.titleEn,
  summaryFa: products.summaryFa,
  summaryEn: products.summaryEn,
  price: products.price,
  priceWithGuarantee: products.priceWithGuarantee,
  guaranteeMonths: products.guaranteeMonths,
  stock: products.stock,
  images: products.images,
  urlKeywords: products.urlKeywords,
  status: products.status,
  createdAt: products.createdAt,
  gtin: products.gtin,
  taxable: products.taxable,
  packSize: products.packSize,
  packPrice: products.packPrice,
  priceTiers: products.priceTiers,
};
type ListRow = Omit<ProductRow, 'descriptionFa' | 'descriptionEn' | 'specifications' | 'searchText' | 'rankTitleFa' | 'rankTitleEn'>;

/** Titles' slugs as made last (bounded): a list of 24 products otherwise slugifies 48 titles per answer, each a Unicode normalisation and four regular expressions. */
const titleSlugs = new Map<string, string>();
const TITLE_SLUGS_HELD = 20_000;
function slugOfTitle(title: string): string {
  let slug = titleSlugs.get(title);
  if (slug === undefined) {
    if (titleSlugs.size >= TITLE_SLUGS_HELD) titleSlugs.clear();
    titleSlugs.set(title, (slug = slugify(title)));
  }
  return slug;
}

/** A product as a list shows it (contract: productListItemSchema): its first image only; VAT at `vatRate` basis points where it is taxable. */
function toListItem(lang: Lang, { p, c, b, rating, slugs = { fa: slugOfTitle(p.titleFa), en: slugOfTitle(p.titleEn) } }: ProductJoined<ListRow>, vatRate: RateBps, images = p.images.slice(0, 1)): ProductListItem {
  const title = pick(lang, p.titleFa, p.titleEn);
  const summary = pick(lang, p.summaryFa, p.summaryEn);
  const categoryTitle = pick(lang, c.titleFa, c.titleEn);
  return {
    id: p.id,
    title,
    code: p.code,
    summary,
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
    brand: b ? { id: b.id, title: pick(lang, b.titleFa, b.titleEn), url_keywords: b.urlKeywords } : null,
    images: images.map((img) => ({ url: img.url, alt: pick(lang, img.alt_fa, img.alt_en) })),
    created_at: p.createdAt.toISOString(),
    rating: { average: rating.average === null ? null : Number(rating.average), count: Number(rating.count) },
    seo: { url_keywords: pick(lang, slugs.fa, slugs.en), page_url: null, title, description: summary },
    slugs,
    gtin: p.gtin,
    vat_rate: p.taxable ? ratePercent(vatRate) : 0,
    ...unitTermsOf(p),
  };
}

/** A row's list items as made (`listItemOf`), on the row itself: not packed (JSON leaves a symbol's key out), gone with the row. */
const ITEMS = Symbol('list items');
type ItemsMade = { [ITEMS]?: Partial<Record<Lang, { vatRate: RateBps; item: ProductListItem }>> };

/**
 * A list row's item in a language at a VAT rate, made once: a row in hand is not changed (a kept
 * one, list-rows.ts, is forgotten when its product changes, and the next read is a new object), so
 * neither is its item. A list page whose rows are kept in hand then builds no items. Kept on the
 * row, not in a WeakMap by row: a row unpacked for one answer (list-rows.ts) dies young, and a
 * WeakMap's entries are ephemerons the collector handles one by one.
 */
function listItemOf(lang: Lang, row: ProductJoined<ListRow> & ItemsMade, vatRate: RateBps): ProductListItem {
  const made = (row[ITEMS] ??= {});
  const kept = made[lang];
  if (kept?.vatRate === vatRate) return kept.item;
  const item = toListItem(lang, row, vatRate);
  made[lang] = { vatRate, item };
  return item;
}

/** A product row's box and tiers as the contract says them (issue 31 §5): what shared/pack-pricing.ts prices a line with. */
export function unitTermsOf(p: Pick<ProductRow, 'packSize' | 'packPrice' | 'priceTiers'>): { pack: Pack | null; price_tiers: PriceTier[] } {
  return { pack: p.packSize !== null && p.packPrice !== null ? { size: p.packSize, price: p.packPrice } : null, price_tiers: p.priceTiers };
}

/** The whole product (contract: productSchema): every image, its description and specifications. */
function toProduct(lang: Lang, row: ProductJoined, nearestExpiry: string | null, vatRate: RateBps): Product {
  const { p } = row;
  return {
    nearest_expiry: nearestExpiry,
    ...toListItem(lang, row, vatRate, p.images),
    description: pick(lang, p.descriptionFa, p.descriptionEn),
    specifications: p.specifications.map((s) => ({
      key: s.key,
      name: pick(lang, s.name_fa, s.name_en),
      value: pick(lang, s.value_fa, s.value_en),
    })),
  };
}

export type ProductFilter = ListFilter<typeof productListQuery>;

function productWhere(f: ProductFilter, now: Date): SQL | undefined {
  const days = f.new_product_duration ?? DEFAULT_NEW_PRODUCT_DAYS;
  return and(
    eq(products.status, 1),
    f.category_ids?.length ? inArray(products.categoryId, f.category_ids) : undefined,
    f.brand_ids?.length ? inArray(products.brandId, f.brand_ids) : undefined,
    f.excluded_ids?.length ? notInArray(products.id, f.excluded_ids) : undefined,
    f.ids?.length ? inArray(products.id, f.ids) : undefined,
    f.gtin ? eq(products.gtin, f.gtin) : undefined,
    f.available_in_stock ? gt(products.stock, 0) : undefined,
    f.show_new_products ? gte(products.createdAt, new Date(now.getTime() - days * 86_400_000)) : undefined,
    // Every word must occur in a title (either language), the code or a specification value:
    // search_text holds them all, folded, and its trigram index finds the rows.
    matchFoldedColumn(f.search_text, products.searchText),
    ...SPEC_FILTER_KEYS.map((key) => specMatch(key, f[`spec_${key}`])),
  );
}

/**
 * Products whose specification `key` has one of `values`, in either language: containment, which
 * the specifications' GIN index (jsonb_path_ops) answers.
 */
function specMatch(key: SpecFilterKey, values: string[] | undefined): SQL | undefined {
  if (!values?.length) return undefined;
  const contains = (entry: Record<string, string>) => sql`${products.specifications} @> ${JSON.stringify([entry])}::jsonb`;
  return or(...values.flatMap((v) => [contains({ key, value_fa: v }), contains({ key, value_en: v })]));
}

/**
 * The filterable specifications of the active products of some categories (with their
 * descendants) and/or of a search's matches, each value with how many products have it.
 */
export async function listFacets(db: Db, lang: Lang, categoryIds: number[] | undefined, searchText?: string): Promise<Facet[]> {
  const name = lang === 'en' ? sql.raw(`'name_en'`) : sql.raw(`'name_fa'`);
  const value = lang === 'en' ? sql.raw(`'value_en'`) : sql.raw(`'value_fa'`);
  const where = and(
    eq(products.status, 1),
    categoryIds?.length ? inArray(products.categoryId, descendantIds(categoryIds)) : undefined,
    matchFoldedColumn(searchText, products.searchText),
    sql`s->>'key' in (${sql.join(
      SPEC_FILTER_KEYS.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
  const rows = (await db.execute(sql`
    select s->>'key' as key, min(s->>${name}) as name, s->>${value} as value, count(*)::int as count
    from ${products}, jsonb_array_elements(${products.specifications}) s
    where ${where}
    group by 1, 3`)) as unknown as { rows: SpecValueRow<SpecFilterKey>[] };
  return facetsOf(rows.rows, SPEC_FILTER_KEYS, lang);
}

/**
 * What a list may be sorted by. `relevance`: how well each title matches the search's words
 * (0-3, http/search.ts `titleRankSql`, on the title as ranking reads it, stored), computed only
 * for a list sorted by it.
 */
const productSortColumns = (lang: Lang, sort: ProductSort, searchText: string | undefined) => ({
  id: products.id,
  title: pick(lang, products.titleFa, products.titleEn),
  price: products.price,
  created_at: products.createdAt,
  stock: products.stock,
  relevance: sort.some((s) => s.column === 'relevance') ? titleRankSql(pick(lang, products.rankTitleFa, products.rankTitleEn), rankWords(searchText ?? '')) : sql<number>`0::int`,
});

export type ProductSort = ListSort<typeof productListQuery>;
export const DEFAULT_PRODUCT_SORT: ProductSort = [{ column: 'created_at', ascending: false }];

/** A product's rating: the average and number of its published reviews (answers to them not counted). */
const publishedReview = and(eq(reviews.status, 1), isNull(reviews.parentId));
const ratingAverage = sql<number | null>`round(avg(${reviews.rate})::numeric, 1)::float`;
const ratingCount = sql<number>`count(*)::int`;

/** The rating read for each row (a product's page: one row). */
const ratingOfEachRow = {
  average: sql<number | null>`(select ${ratingAverage} from ${reviews} where ${reviews.productId} = ${products.id} and ${publishedReview})`,
  count: sql<number>`(select ${ratingCount} from ${reviews} where ${reviews.productId} = ${products.id} and ${publishedReview})`,
};

function selectProducts<P extends typeof products._.columns | typeof listColumns | DetailColumns>(db: Db, columns: P, rating: typeof ratingOfEachRow = ratingOfEachRow) {
  return db
    .select({
      p: columns,
      c: {
        id: categories.id,
        titleFa: categories.titleFa,
        titleEn: categories.titleEn,
        urlKeywords: categories.urlKeywords,
        pageUrl: categories.pageUrl,
      },
      b: { id: brands.id, titleFa: brands.titleFa, titleEn: brands.titleEn, urlKeywords: brands.urlKeywords },
      rating,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId));
}

/**
 * The list rows of some products by id, as one prepared statement per database: built once (drizzle
 * built this join and its rating subquery anew for every page, a tenth of a list request's CPU in
 * the server) and named, so that each connection (PGlite's too) plans it once.
 */
const rowsByIdStatements = new WeakMap<Db, ReturnType<typeof prepareRowsById>>();
const ROWS_BY_ID = 'list_rows_by_id';
const prepareRowsById = (db: Db) => {
  const ids = sql`any(${sql.placeholder('ids')}::int[])`;
  // The page's ratings in one pass over its products' reviews, not two subqueries a row (24
  // scans of the reviews a page, each of which, on PGlite, asks its file system for the table's size).
  const ratings = db
    .select({ productId: reviews.productId, average: sql<number | null>`${ratingAverage}`.as('average'), count: sql<number>`${ratingCount}`.as('count') })
    .from(reviews)
    .where(and(sql`${reviews.productId} = ${ids}`, publishedReview))
    .groupBy(reviews.productId)
    .as('ratings');
  const statement = selectProducts(db, listColumns, { average: sql<number | null>`${ratings.average}`, count: sql<number>`coalesce(${ratings.count}, 0)` })
    .leftJoin(ratings, eq(ratings.productId, products.id))
    .where(sql`${products.id} = ${ids}`)
    .prepare(ROWS_BY_ID);
  // On PGlite too (planned-statements.ts): its planning was half of the statement's cost.
  planOnce(db, ROWS_BY_ID, statement.getQuery().sql);
  return statement;
};
const listRowsById = (db: Db, ids: readonly number[]) => {
  let statement = rowsByIdStatements.get(db);
  if (!statement) rowsByIdStatements.set(db, (statement = prepareRowsById(db)));
  return statement.execute({ ids: `{${ids.join(',')}}` });
};

/**
 * How list-rows.ts packs a product's list row within `bytes`, and reads them all in steps: as a
 * JSON array of its product's values (the columns named once, from the first row packed), its
 * first image only (what a list shows), its rating and its slugs; the active products in order of
 * id. Its category's and brand's titles, the same in thousands of rows, are kept once each by id
 * (each row packed sets them: list-rows.ts packs only what was read after the last change to any
 * category or brand, and forgets every packed row at one). At 100,000 products a row came to
 * 1,360 bytes as an object of named fields with its category and brand, so 128 MB held 97,900 of
 * them and a fifth of the list pages asked the database for a row; now 806 bytes, and unpacked
 * in two thirds of the time (3.6 against 5.5 µs).
 */
export function listRowPacking(db: Db, bytes: number): Packing<ProductJoined<ListRow>> {
  type Row = ProductJoined<ListRow>;
  let columns: (keyof ListRow)[] | null = null;
  const categoriesById = new Map<number, Row['c']>();
  const brandsById = new Map<number, NonNullable<Row['b']>>();
  return {
    bytes,
    // The slugs made here, not through slugOfTitle's cache: the background pass packs every
    // product once, and 100,000 titles through a cache of 20,000 emptied it every 20,000 (the
    // cache then thrashed for the rows unpacked per answer: a Unicode normalisation and four
    // regular expressions per title, 2-3% of a list page's CPU at 100,000 products).
    pack: (row) => {
      const p: ListRow = { ...row.p, images: row.p.images.slice(0, 1) };
      columns ??= Object.keys(p) as (keyof ListRow)[];
      categoriesById.set(row.c.id, row.c);
      if (row.b) brandsById.set(row.b.id, row.b);
      const slugs = row.slugs ?? { fa: slugify(row.p.titleFa), en: slugify(row.p.titleEn) };
      return JSON.stringify([columns.map((k) => p[k]), row.rating, slugs]);
    },
    unpack: (text) => {
      const [values, rating, slugs] = JSON.parse(text) as [unknown[], Row['rating'], Row['slugs']];
      const p = {} as Record<keyof ListRow, unknown>;
      for (let i = 0; i < columns!.length; i++) p[columns![i]!] = values[i];
      const row = p as unknown as ListRow;
      row.createdAt = new Date(row.createdAt);
      return { p: row, c: categoriesById.get(row.categoryId)!, b: row.brandId === null ? null : (brandsById.get(row.brandId) ?? null), rating, slugs };
    },
    idOf: (row) => row.p.id,
    readAfter: async (afterId, limit) => {
      const ids = await db
        .select({ id: products.id })
        .from(products)
        .where(and(gt(products.id, afterId), eq(products.status, 1)))
        .orderBy(products.id)
        .limit(limit);
      if (!ids.length) return [];
      const rows = await listRowsById(db, ids.map((r) => r.id));
      return rows.sort((a, b) => a.p.id - b.p.id);
    },
  };
}

/** A page's rows in the order of `ids`: kept in memory once read (list-rows.ts), the others read by id. */
const rowsInOrder = (db: Db, ids: readonly number[]) => rowsById(db, ids, async (missing) => await listRowsById(db, missing), (r) => r.p.id);

/** A category lists what is below it too: the filter with every category under those asked for (none: an id that matches nothing). */
export async function withSubcategories(db: Db, filter: ProductFilter): Promise<ProductFilter> {
  if (!filter.category_ids?.length) return filter;
  const key = filter.category_ids.join(',');
  let ids = subcategories.get(db, key);
  if (!ids) {
    ids = await withDescendants(db, filter.category_ids);
    subcategories.set(db, key, ids);
  }
  return { ...filter, category_ids: ids.length ? ids : [0] };
}

/** Categories with all below them, kept while the catalogue does not change. */
const subcategories = keptWhileUnchanged<number[]>({ max: 1_000, maxAgeMs: 5 * 60_000 });

/** `offset 0`, the planner's fence: what is below it is planned by itself. */
const OFFSET_ZERO = sql`0` as unknown as number;

/** The filters the search index checks (the others absent, off or empty). */
const INDEXED_FILTERS = new Set<string>(['search_text', 'new_product_duration', 'show_new_products', 'category_ids', 'brand_ids', 'excluded_ids', 'ids', 'available_in_stock']);

/**
 * A list's filters as the search index checks them (search-index.ts); null when one is not there
 * (a GTIN, a specification's values): the database answers.
 */
function indexedWhere(f: ProductFilter, now: Date): Where | null {
  const unset = (v: unknown) => v === undefined || v === false || (Array.isArray(v) && !v.length);
  if (!Object.entries(f).every(([k, v]) => INDEXED_FILTERS.has(k) || unset(v))) return null;
  const where: Where = {};
  if (f.category_ids?.length) where.categories = new Set(f.category_ids);
  if (f.brand_ids?.length) where.brands = new Set(f.brand_ids);
  if (f.excluded_ids?.length) where.excluded = new Set(f.excluded_ids);
  if (f.ids?.length) where.only = new Set(f.ids);
  if (f.available_in_stock) where.inStock = true;
  // As productWhere compares: from a millisecond, in the index's microseconds.
  if (f.show_new_products) where.createdFrom = (now.getTime() - (f.new_product_duration ?? DEFAULT_NEW_PRODUCT_DAYS) * 86_400_000) * 1000;
  return where;
}

/** A sort's columns as the search index names them (relevance: how well each title in `lang` matches). */
const indexedKey = (column: string, lang: Lang) =>
  ({ id: 'id', created_at: 'created', price: 'price', stock: 'stock', title: lang === 'fa' ? 'titleFa' : 'titleEn', relevance: lang === 'fa' ? 'relevanceFa' : 'relevanceEn' } as const)[column];

/** A list's sort as the search index orders a list (one column, then the id); null for another (several columns, relevance). */
function indexedOrder(sort: ProductSort, lang: Lang): Order | null {
  if (sort.length !== 1) return null;
  const [{ column, ascending }] = sort as [ProductSort[number]];
  const key = indexedKey(column, lang);
  return key && key !== 'relevanceFa' && key !== 'relevanceEn' ? { key, ascending } : null;
}

/** A search's sort as the search index orders its matches (any columns, relevance among them); null if one is not there. */
function indexedSort(sort: ProductSort, lang: Lang): SortKey[] | null {
  const keys = sort.map(({ column, ascending }) => ({ key: indexedKey(column, lang), ascending }));
  return keys.every((k): k is SortKey => k.key !== undefined) ? keys : null;
}

/** How many matches a list counts exactly (contract/constants.ts): a text search fewer. */
export const exactBound = (filter: ProductFilter) => (searchWords(filter.search_text ?? '').length ? EXACT_SEARCH_TOTAL_BOUND : EXACT_TOTAL_BOUND);

/**
 * The statements of a product list page (EXPLAINed by a test at scale). The page's ids come first,
 * on the indexes alone, with one row more than the page (whether another follows): a deep offset
 * then skips index entries, not joined rows with their ratings. The total counts at most the
 * bound + 1 matches; `estimate` is the planner's count, asked only beyond that. `matched`: the
 * matches' ids themselves, at most the bound + 1 (what a text search counts with).
 *
 * `among`: the list's matches, already found (a text search that matched no more than its bound,
 * by `matched`). Its page is sorted among those rows, read by their ids: the text is not compared
 * again, and the planner, misled by how often each word occurs alone, cannot walk a sort's whole
 * index looking for twelve matches that are not there.
 */
export function productListQueries(
  db: Db,
  lang: Lang,
  filter: ProductFilter,
  sort: ProductSort,
  page: { limit: number; offset: number },
  now: Date = new Date(),
  among?: readonly number[],
) {
  const where = productWhere(filter, now);
  const columns = productSortColumns(lang, sort, filter.search_text);
  const order = orderBy(sort, columns, products.id);
  const ids = among
    ? (() => {
        // drizzle leaves out a numeric `offset 0`; written as SQL it stays. A computed column is named.
        const found = db
          .select({ ...columns, relevance: columns.relevance.as('relevance') })
          .from(products)
          .where(anyOf(products.id, among))
          .offset(OFFSET_ZERO)
          .as('found');
        return db.select({ id: found.id }).from(found).orderBy(...orderBy(sort, found, found.id)).limit(page.limit + 1).offset(page.offset).as('page_ids');
      })()
    : db.select({ id: products.id }).from(products).where(where).orderBy(...order).limit(page.limit + 1).offset(page.offset).as('page_ids');
  // A new statement each time: drizzle's limit() changes the statement it is called on (the
  // estimate, sharing one with the bounded count, asked the planner for at most the bound + 1).
  const matching = <C extends SelectedFields>(columns: C) => db.select(columns).from(products).where(where);
  const bound = exactBound(filter) + 1;
  return {
    rows: selectProducts(db, listColumns).innerJoin(ids, eq(ids.id, products.id)).orderBy(...order),
    total: db.select({ n: count() }).from(matching({ one: sql`1` }).limit(bound).as('matches')),
    matched: matching({ id: products.id }).limit(bound),
    estimate: sql`explain (format json) ${matching({ one: sql`1` })}`,
  };
}

/** The planner's count of the rows a statement's plan answers (`explain (format json)`). */
async function plannedRows(db: Db, explain: SQL): Promise<number> {
  const { rows } = (await db.execute(explain)) as unknown as { rows: Record<string, unknown>[] };
  return Math.round(planOf<{ 'Plan Rows': number }>(rows)?.['Plan Rows'] ?? 0);
}

/**
 * What a list's count found (`n`, and the planner's estimate beyond the bound; a text search's
 * matches themselves while they are few), kept while the catalogue does not change
 * (cache/catalogue-version.ts) and for a minute at most (the "new products" window moves with
 * the clock): the next page or sort of the same list reads its page alone. Nothing is kept while
 * the instance does not follow the change notices.
 */
type Counted = { n: number; estimate: number | null; ids?: readonly number[] };
const counts = keptWhileUnchanged<Counted>({ max: 1_000, maxAgeMs: 60_000 });

export async function listProducts(
  db: Db,
  lang: Lang,
  filter: ProductFilter,
  sort: ProductSort,
  page: { limit: number; offset: number },
  vatRate: RateBps,
  now: Date = new Date(),
): Promise<{ items: ProductListItem[]; total: BoundedTotal; sorting: ProductSort }> {
  const resolved = await withSubcategories(db, filter);
  const bound = exactBound(resolved);
  const searching = bound === EXACT_SEARCH_TOTAL_BOUND;
  const key = JSON.stringify(resolved);
  // The best match is ranked among a search's matches when they are counted exactly (at most
  // EXACT_SEARCH_TOTAL_BOUND): ranking one costs 1-2 µs of PostgreSQL here (a few LIKEs on its
  // stored rank title), but a search of 100,000 products that matches most of them (46,000) took
  // 0.2 s ranked, 5-12 ms walking the newest-first index. Beyond the bound, and for a list that is
  // no search, the sort that follows the best match (or the newest first) orders the page, and the
  // answer's `sorting` says so.
  const ranked = sort.some((s) => s.column === 'relevance');
  const unranked = ranked ? (sort.filter((s) => s.column !== 'relevance') as ProductSort) : sort;
  const walked = unranked.length ? unranked : DEFAULT_PRODUCT_SORT;
  // The database's statements, built when the answer needs them: most lists and searches are
  // answered from this instance's memory, and building them took 7% of a search's CPU.
  let built: ReturnType<typeof productListQueries> | undefined;
  const q = () => (built ??= productListQueries(db, lang, resolved, walked, page, now));
  type Read = { rows: Awaited<ReturnType<typeof productListQueries>['rows']>; sorting: ProductSort };
  const answer = ({ rows, sorting }: Read, counted: Counted) => ({
    items: rows.slice(0, page.limit).map((r) => listItemOf(lang, r, vatRate)),
    total: {
      ...(counted.estimate === null ? { total: counted.n } : { total: counted.estimate, estimated: { exactUpTo: bound } }),
      hasMore: rows.length > page.limit,
    },
    sorting,
  });
  // A text search that matched few sorts its matches, found already; none has no page to read;
  // any other list walks the sort's index.
  const pageOf = async (counted: Counted | null): Promise<Read> => {
    if (!counted?.ids) {
      // A search of more matches than its bound walks the sort (the best match is not ranked
      // among so many): in this instance's memory where it can, checking each product's text on
      // the way; else the database walks its sort's index.
      const inMemory = searching && counted && where && walkOrder ? await walkedMatches(db, terms, where, walkOrder, page.offset, page.limit + 1) : null;
      return { rows: await (inMemory ? rowsInOrder(db, inMemory) : q().rows), sorting: walked };
    }
    if (!counted.ids.length) return { rows: [], sorting: sort };
    return { rows: await productListQueries(db, lang, resolved, sort, page, now, counted.ids).rows, sorting: sort };
  };
  const beyond = async (n: number) => (n <= bound ? null : Math.max(bound + 1, await plannedRows(db, q().estimate)));
  const where = indexedWhere(resolved, now);
  const walkOrder = where && indexedOrder(walked, lang);
  const terms = searchTerms(resolved.search_text ?? '').map(termForms);
  if (!searching) {
    // A list found in this instance's memory (search-index.ts): its page's ids and its total
    // (exact, however many: a pass over the facts costs less than the database's estimate), then
    // the page's rows, kept or read by id. Another filter, order, or an index that cannot answer
    // now: the database walks the sort's index.
    const listed = walkOrder ? await listedPage(db, where!, walkOrder, page.offset, page.limit + 1) : null;
    if (listed) {
      // In the index's order; each row kept in memory once read (list-rows.ts), the others read by id.
      const rows = await rowsInOrder(db, listed.ids);
      return answer({ rows, sorting: walked }, { n: listed.total, estimate: null });
    }
  }
  const kept = counts.get(db, key, now.getTime());
  if (kept) return answer(await pageOf(kept), kept);
  let counted: Counted;
  let read: Read;
  if (searching) {
    // A text search finds its matches first, then sorts those it found, or, beyond the bound,
    // walks the sort. The matches are found in this instance's memory (search-index.ts; with
    // a category, brand or stock filter too), or, for another filter or while the index cannot
    // answer, by the database (one pass over the text, the trigram index's candidates checked once).
    const found = where ? await sortedMatches(db, terms, bound, where, indexedSort(sort, lang), rankWords(resolved.search_text ?? '')) : null;
    const ids = found?.ids ?? (await q().matched).map((r) => r.id);
    // Beyond the bound, the index's estimate of the matches (TextIndex.estimateMatches), else the planner's.
    const estimate = ids.length <= bound ? null : Math.max(bound + 1, found?.estimate ?? (await beyond(ids.length))!);
    counted = { n: ids.length, estimate, ...(ids.length <= bound ? { ids } : {}) };
    if (found?.sorted) {
      // Ordered here too (relevance, then the sort's columns): the page's rows kept or read by id.
      const rows = await rowsInOrder(db, found.sorted.slice(page.offset, page.offset + page.limit + 1));
      return answer({ rows, sorting: sort }, counted);
    }
    read = await pageOf(counted);
  } else {
    // Another list's page is read while it is counted.
    const [r, n] = await Promise.all([pageOf(null), q().total.then((t) => t[0]?.n ?? 0)]);
    counted = { n, estimate: await beyond(n) };
    read = r;
  }
  counts.set(db, key, counted, now.getTime());
  return answer(read, counted);
}

/** Today's date where the store is (Tehran): a lot is usable through its expiry day there. */
export const STORE_TODAY = sql`(now() at time zone 'Asia/Tehran')::date`;

/**
 * A product's own columns, and the expiry of the lot a buyer receives (first expiry, first out, of
 * the lots in stock and still usable), read in the same statement.
 */
const detailColumns = () => ({
  ...getTableColumns(products),
  nearestExpiry: sql<string | null>`(select to_char(min(l.expires_on), 'YYYY-MM-DD') from ${productLots} l
    where l.product_id = ${products.id} and l.quantity > 0 and l.expires_on >= ${STORE_TODAY})`,
});
type DetailColumns = ReturnType<typeof detailColumns>;

/** An active product, with the value-added tax at `vatRate` (basis points) where it is taxable; null when there is none. */
export async function getProduct(db: Db, lang: Lang, id: number, vatRate: RateBps): Promise<Product | null> {
  // Its documents are read beside it, not after it (a product page's one read).
  const [[row], documents] = await Promise.all([selectProducts(db, detailColumns()).where(and(eq(products.id, id), eq(products.status, 1))), documentsOf(db, lang, id)]);
  if (!row) return null;
  const { nearestExpiry, ...p } = row.p;
  return { ...toProduct(lang, { ...row, p }, nearestExpiry, vatRate), documents };
}

/** A lot of an active product as the maker recorded it (a scanned box's lot), or null. */
export async function getLot(db: Db, productId: number, lot: string): Promise<Lot | null> {
  const [row] = await db
    .select({ productId: productLots.productId, lot: productLots.lot, expiresOn: productLots.expiresOn })
    .from(productLots)
    .innerJoin(products, eq(products.id, productLots.productId))
    .where(and(eq(productLots.productId, productId), eq(productLots.lot, lot), eq(products.status, 1)));
  return row ? { product_id: row.productId, lot: row.lot, expires_on: row.expiresOn } : null;
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

