/**
 * The catalogue a hundred times larger (issue 13 §2): seed:scale's products on the real database,
 * every list query planned on indexes (no sequential scan of the products), Persian search with
 * the same folding as the client, and the database's folding equal to the shared one.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch, rankWords, SEARCH_FOLD, titleRank, withoutSpaces } from '../../../shared/persian-text.ts';
import type { Product } from '../../../contract/catalog.ts';
import { EXACT_SEARCH_TOTAL_BOUND, EXACT_TOTAL_BOUND } from '../../../contract/constants.ts';
import { SCALE_PRODUCT_BASE, seedScale } from '../../db/seed/scale.ts';
import { startHarness, type Harness } from '../../test/harness.ts';
import { productListQueries, withSubcategories, type ProductFilter, type ProductSort } from './products-repo.ts';
import { planOf } from '../../db/explain.ts';
import { categories, products } from '../../db/schema.ts';
import { matchFoldedColumn } from '../../http/search.ts';
import { listedPage } from './search-index.ts';

const SCALE = 100_000;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await seedScale(h.handle.db, { products: SCALE, bulk: true });
  // The search index holds the 100,000 products once its build after the seed is done.
  while ((await listedPage(h.handle.db, {}, { key: 'id', ascending: true }, 0, 1)) === null) await new Promise((r) => setTimeout(r, 100));
}, 240_000);
afterAll(async () => {
  await h?.close();
});

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/** The plan of a drizzle statement, as the database would run it with its parameters. */
async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode[]> {
  const { sql: text, params } = query.toSQL();
  const client = (h.handle.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  const { rows } = await client.query(`explain (format json) ${text}`, params);
  return nodes(planOf<PlanNode>(rows)!);
}

const newest: ProductFilter = {};
const cases: [string, ProductFilter, ProductSort][] = [
  ['the default list', newest, [{ column: 'created_at', ascending: false }]],
  ['a category (with its sub-categories)', { category_ids: [201] }, [{ column: 'created_at', ascending: false }]],
  ['a brand', { brand_ids: [9003] }, [{ column: 'created_at', ascending: false }]],
  ['in stock only', { available_in_stock: true }, [{ column: 'created_at', ascending: false }]],
  ['new products', { show_new_products: true }, [{ column: 'created_at', ascending: false }]],
  ['a Persian search', { search_text: 'نخ بخیه نایلون' }, [{ column: 'created_at', ascending: false }]],
  ['by price', newest, [{ column: 'price', ascending: true }]],
  ['a category in stock, by price', { category_ids: [201], available_in_stock: true }, [{ column: 'price', ascending: true }]],
  ['a brand, by name', { brand_ids: [9003] }, [{ column: 'title', ascending: true }]],
  ['by title', newest, [{ column: 'title', ascending: true }]],
  ['by stock', newest, [{ column: 'stock', ascending: false }]],
  ['by id', newest, [{ column: 'id', ascending: true }]],
  ['some products by id', { ids: [1001, 1_000_500, 1_050_000] }, [{ column: 'created_at', ascending: false }]],
];

describe(`a catalogue of ${SCALE.toLocaleString('en')} more products`, () => {
  it.each(cases)('plans %s on indexes, with no sequential scan of the products', async (_name, filter, sort) => {
    const q = productListQueries(h.handle.db, 'fa', await withSubcategories(h.handle.db, filter), sort, { limit: 12, offset: 0 });
    for (const statement of [q.rows, q.total]) {
      const seqScans = (await plan(statement)).filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'products');
      expect(seqScans, statement.toSQL().sql).toEqual([]);
    }
  });

  it('finds a rare search’s matches on the trigram index first, then sorts and ranks those by their ids, not by walking a sort’s index', async () => {
    const filter: ProductFilter = { search_text: 'نخ مدل ۱۲۳۴' };
    const found = productListQueries(h.handle.db, 'fa', filter, [{ column: 'created_at', ascending: false }], { limit: 12, offset: 0 });
    expect((await plan(found.matched)).some((n) => n['Node Type'] === 'Bitmap Index Scan')).toBe(true);
    const ids = (await found.matched).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(EXACT_SEARCH_TOTAL_BOUND);
    const sorts: ProductSort[] = [
      [{ column: 'created_at', ascending: false }],
      [{ column: 'relevance', ascending: false }, { column: 'created_at', ascending: false }],
    ];
    for (const sort of sorts) {
      const q = productListQueries(h.handle.db, 'fa', filter, sort, { limit: 12, offset: 0 }, new Date(), ids);
      const steps = await plan(q.rows);
      expect(steps.filter((n) => n['Relation Name'] === 'products' && /Index Only Scan|Seq Scan/.test(n['Node Type']))).toEqual([]);
      // No text is compared again: the page's rows are the matches' ids.
      expect(q.rows.toSQL().sql).not.toMatch(/search_text/);
    }
  });

  it('searches Persian with the same folding as the client: Arabic letters and Persian digits find the products', async () => {
    // Typed on an Arabic keyboard (ي, ك) with Persian digits: the titles say «نخ بخیه … مدل ۱۲۳۴۵».
    const { body } = await h.json<{ data: Product[]; paging: { total: number } }>(`/v1/product/fa/products?search_text=${encodeURIComponent('نخ بخيه مدل ۱۲۳۴۵')}`);
    expect(body.data.map((p) => p.id)).toContain(1_012_345);
    const en = await h.json<{ data: Product[] }>('/v1/product/en/products?search_text=model%2012345');
    expect(en.body.data.map((p) => p.id)).toContain(1_012_345);
  });

  it('holds the searchable texts the trigger writes, though the bulk seed composed them from parts folded once', async () => {
    const db = h.handle.db;
    const sample = and(gte(products.id, SCALE_PRODUCT_BASE + 1), or(lte(products.id, SCALE_PRODUCT_BASE + 2_000), sql`${products.id} % 997 = 0`));
    const texts = { id: products.id, searchText: products.searchText, rankTitleFa: products.rankTitleFa, rankTitleEn: products.rankTitleEn };
    const seeded = await db.select(texts).from(products).where(sample).orderBy(products.id);
    expect(seeded.length).toBeGreaterThan(2_000);
    // What the trigger writes for the same rows (setting search_text runs it), then undone.
    let written: typeof seeded = [];
    await db
      .transaction(async (tx) => {
        written = await tx.update(products).set({ searchText: '' }).where(sample).returning(texts);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof TransactionRollbackError)) throw e;
      });
    expect(written.sort((a, b) => a.id - b.id)).toEqual(seeded);
  });

  it('counts a list exactly up to 10,000 (a text search to 1,000) and estimates beyond, saying so; whether more follow is always exact', async () => {
    type Paged = { data: Product[]; paging: { total: number; returned: number; has_more: boolean; total_estimated?: boolean; exact_up_to?: number } };
    // A list PostgreSQL walks (two sort columns: the search index orders by one) counts to its bound.
    const all = await h.json<Paged>('/v1/product/en/products?limit=12&sort=price,-created_at');
    expect(all.body.paging).toMatchObject({ total_estimated: true, exact_up_to: EXACT_TOTAL_BOUND, has_more: true, returned: 12 });
    // The planner's count of the whole catalogue, not the bound the count stopped at.
    expect(all.body.paging.total).toBeGreaterThan(SCALE / 2);
    // A list the search index walks is counted there, exactly, however many.
    const [active] = await h.handle.db.select({ n: count() }).from(products).where(eq(products.status, 1));
    const walked = await h.json<Paged>('/v1/product/en/products?limit=12');
    expect(walked.body.paging).toMatchObject({ total: active!.n, has_more: true, returned: 12 });
    expect(walked.body.paging.total_estimated).toBeUndefined();
    // A text search counts to its own, smaller bound (each match is a text comparison).
    const common = await h.json<Paged>(`/v1/product/fa/products?limit=12&search_text=${encodeURIComponent('نخ بخیه')}`);
    expect(common.body.paging).toMatchObject({ total_estimated: true, exact_up_to: EXACT_SEARCH_TOTAL_BOUND, has_more: true, returned: 12 });
    expect(common.body.paging.total).toBeGreaterThan(EXACT_SEARCH_TOTAL_BOUND);
    // Estimated from a sample of the products of its rarest gram: within a tenth of the true
    // number (the sample is a fixed one, so this is no matter of luck from one run to the next).
    const [truly] = await h.handle.db.select({ n: count() }).from(products).where(and(eq(products.status, 1), matchFoldedColumn('نخ بخیه', products.searchText)));
    expect(Math.abs(common.body.paging.total - truly!.n) / truly!.n).toBeLessThan(0.1);
    // A narrow list is exact, and its last page says nothing follows.
    const narrow = await h.json<Paged>(`/v1/product/en/products?limit=5&search_text=${encodeURIComponent('model 1234')}`);
    const n = narrow.body.paging.total;
    expect(narrow.body.paging.total_estimated).toBeUndefined();
    expect(n).toBeGreaterThan(5);
    expect(n).toBeLessThanOrEqual(EXACT_SEARCH_TOTAL_BOUND);
    const last = await h.json<Paged>(`/v1/product/en/products?limit=5&offset=${n - (n % 5 || 5)}&search_text=${encodeURIComponent('model 1234')}`);
    expect(last.body.paging).toMatchObject({ has_more: false, returned: n % 5 || 5 });
    const exactlyAll = await h.json<Paged>(`/v1/product/en/products?limit=${Math.min(n, 100)}&search_text=${encodeURIComponent('model 1234')}`);
    expect(exactlyAll.body.paging.has_more).toBe(n > 100);
  });

  it('ranks a search by its best match while its matches are counted exactly, and beyond that lists the newest first, saying so', async () => {
    type Sorted = { data: Product[]; sorting: { expression: string; ascending: boolean }[]; paging: { total: number; total_estimated?: true } };
    const ask = async (q: string, sort: string) => (await h.json<Sorted>(`/v1/product/fa/products?limit=12&search_text=${encodeURIComponent(q)}&sort=${sort}`)).body;
    const ranked = [
      { expression: 'relevance', ascending: false },
      { expression: 'created_at', ascending: false },
    ];
    // «نخ بخیه» matches more than the bound: ranking them all would cost a fifth of a second here.
    const broad = await ask('نخ بخیه', '-relevance,-created_at');
    expect(broad.paging.total_estimated).toBe(true);
    expect(broad.sorting).toEqual([{ expression: 'created_at', ascending: false }]);
    expect(broad.data.map((p) => p.id)).toEqual((await ask('نخ بخیه', '-created_at')).data.map((p) => p.id));
    // «مدل ۱۲۳» matches some 450 and «مدل ۱۲۳۴» some 45, counted exactly: both ranked, the best first.
    for (const q of ['مدل ۱۲۳', 'مدل ۱۲۳۴']) {
      const answer = await ask(q, '-relevance,-created_at');
      expect(answer.paging.total_estimated).toBeUndefined();
      expect(answer.paging.total).toBeLessThanOrEqual(EXACT_SEARCH_TOTAL_BOUND);
      expect(answer.sorting).toEqual(ranked);
      expect(answer.data.length).toBe(12);
      const ranks = answer.data.map((p) => titleRank(p.title, rankWords(q)));
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    }
  });

  it('walks the sort of a search of more matches than its bound in memory: the page the database’s walk gives, in every list order, within a category too', async () => {
    const columns = { created_at: products.createdAt, price: products.price, stock: products.stock, title: products.titleFa };
    const [suture] = await h.handle.db.select({ id: categories.id }).from(categories).where(eq(categories.urlKeywords, 'surgical-sutures'));
    const within = [...((await withSubcategories(h.handle.db, { category_ids: [suture!.id] })).category_ids ?? [])];
    for (const [q, sort, offset, category] of [
      ['نخ بخیه', '-created_at', 0, null],
      ['نخ', 'price', 36, null],
      ['سانتی‌متر', '-stock', 12, null],
      ['نخ بخیه', 'title', 120, null],
      ['نخ', '-price', 24, suture!.id],
    ] as const) {
      const column = columns[sort.replace('-', '') as keyof typeof columns];
      const expected = await h.handle.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.status, 1), matchFoldedColumn(q, products.searchText), category ? inArray(products.categoryId, within) : undefined))
        .orderBy(sort.startsWith('-') ? desc(column) : asc(column), asc(products.id))
        .limit(12)
        .offset(offset);
      const url = `/v1/product/fa/products?limit=12&offset=${offset}&sort=${sort}&search_text=${encodeURIComponent(q)}${category ? `&category_ids=${category}` : ''}`;
      const page = (await h.json<{ data: Product[]; paging: { total_estimated?: true } }>(url)).body;
      expect(page.paging.total_estimated, url).toBe(true);
      expect(page.data.map((p) => p.id), url).toEqual(expected.map((r) => r.id));
    }
  });

  it('lists a brand and a category page of the synthetic catalogue', async () => {
    const brand = await h.json<{ data: Product[]; paging: { total: number } }>('/v1/product/en/products?brand_ids=9003&available_in_stock=true&limit=5');
    expect(brand.body.paging.total).toBeGreaterThan(1_000);
    expect(brand.body.data.every((p) => p.brand?.id === 9003 && p.stock > 0)).toBe(true);
    const category = await h.json<{ data: Product[]; paging: { total: number } }>('/v1/product/en/products?category_ids=201&limit=5');
    expect(category.body.paging.total).toBeGreaterThan(EXACT_TOTAL_BOUND);
  });

  it('splits the sitemap into files of at most 50,000 URLs that name every product once, streamed', async () => {
    const index = await (await h.app.request('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>[^<]*(\/sitemap-products-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    const counted = ((await h.handle.db.execute(sql`select count(*)::int as n from products where status = 1`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(files).toHaveLength(Math.ceil(counted / 25_000));
    const ids = new Set<string>();
    let urls = 0;
    for (const file of files) {
      const res = await h.app.request(file, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      const xml = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text();
      expect(xml.endsWith('</urlset>\n')).toBe(true);
      const locs = [...xml.matchAll(/<loc>[^<]*\/product\/(\d+)\/[^<]*<\/loc>/g)];
      expect(locs.length).toBeLessThanOrEqual(50_000);
      urls += locs.length;
      for (const m of locs) ids.add(m[1]!);
    }
    expect(ids.size).toBe(counted);
    expect(urls).toBe(counted * 2);
  });

  it('folds in the database exactly as the shared folding does', async () => {
    const sample = `${SEARCH_FOLD.from} كتاب يك ۱۲۳ ٤٥٦ ABC مُحَمَّد`;
    const rows = (await h.handle.db.execute(sql`select storefront_fold(${sample}) as folded`)) as unknown as { rows: { folded: string }[] };
    expect(rows.rows[0]!.folded).toBe(foldForSearch(sample));
    const joinedSample = `پلی‌پروپیلن  ضد حساسیت\tSM-STD-02\n${sample}`;
    const joined = (await h.handle.db.execute(sql`select storefront_joined(${joinedSample}) as joined`)) as unknown as { rows: { joined: string }[] };
    expect(joined.rows[0]!.joined).toBe(withoutSpaces(foldForSearch(joinedSample)));
  });
});
