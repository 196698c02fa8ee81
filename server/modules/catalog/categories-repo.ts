/**
 * Categories of the catalogue: lists, the tree under a parent (the roots by default) and one
 * category, each with the count of active products below it and, where that count is one, that
 * product (spec §2: such a category links straight to it).
 */
import { localImage, pick } from '../../http/localize.ts';
import { and, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import { categoryListQuery, type Category, type CategoryNode } from '../../../contract/catalog.ts';
import { slugify } from '../../../shared/slug.ts';
import type { Db } from '../../db/create-db.ts';
import { categories, products } from '../../db/schema.ts';
import { likePattern, orderBy, paged } from '../../http/listing.ts';

type CategoryRow = typeof categories.$inferSelect;

/** `(select id from … )`: the given categories and every category below them. */
export function descendantIds(ids: number[]): SQL {
  return sql`(with recursive tree(id) as (
      select id from ${categories} where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})
      union
      select c.id from ${categories} c join tree t on c.parent_id = t.id
    ) select id from tree)`;
}

/**
 * The given categories and every category below them, as ids: a list then filters on a literal
 * array, which the planner estimates from the column's statistics (a subquery it cannot see into).
 */
export async function withDescendants(db: Db, ids: number[]): Promise<number[]> {
  const { rows } = (await db.execute(sql`select id from ${descendantIds(ids)} t`)) as unknown as { rows: { id: number }[] };
  return rows.map((r) => Number(r.id));
}

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
    image: localImage(lang, row.image ?? null),
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

/** The list's query (contract), where `parent_id` null means the roots. */
export type CategoryFilter = Omit<ListFilter<typeof categoryListQuery>, 'parent_id'> & { parent_id?: number | null | undefined };

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

export type CategorySort = ListSort<typeof categoryListQuery>;
export const DEFAULT_CATEGORY_SORT: CategorySort = [{ column: 'order', ascending: true }];

export async function listCategories(
  db: Db,
  lang: Lang,
  filter: CategoryFilter,
  sort: CategorySort,
  page: { limit: number; offset: number },
): Promise<{ items: Category[]; total: number }> {
  const where = categoryWhere(filter);
  const { rows, total } = await paged(
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(...orderBy(sort, categorySortColumns(lang), categories.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(categories).where(where),
  );
  const stats = await categoryStats(db, lang, rows.map((r) => r.id));
  return { items: rows.map((r) => toCategory(lang, r, stats.get(r.id))), total };
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

