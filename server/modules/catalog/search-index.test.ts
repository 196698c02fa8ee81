/**
 * The search index in memory finds what the database finds (the trigram match of
 * products.search_text, http/search.ts `matchFoldedColumn`), on the demo catalogue and on any
 * words cut from its texts, and follows the products as they change: a new title, a product
 * withdrawn, a change too large to name its products. Its lists are the database's: the same
 * page of the same order (a title's by the database's collation), the same total.
 */
import { and, asc, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../../contract/catalog.ts';
import type { ListResponse } from '../../../contract/common.ts';
import { rankWords, searchTerms, termForms } from '../../../shared/persian-text.ts';
import { categories, products, reviews } from '../../db/schema.ts';
import { matchFoldedColumn, titleRankSql } from '../../http/search.ts';
import { fileHarness } from '../../test/harness.ts';
import { listedPage, textMatches } from './search-index.ts';
import type { Order, OrderKey, Where } from './text-index.ts';

const h = fileHarness();
const inMemory = (text: string, where: Where = {}) => textMatches(h.handle.db, searchTerms(text).map(termForms), Infinity, where);
const inDatabase = async (text: string, where: Where = {}) =>
  (
    await h.handle.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.status, 1),
          matchFoldedColumn(text, products.searchText),
          where.categories ? inArray(products.categoryId, [...where.categories]) : undefined,
          where.brands ? inArray(products.brandId, [...where.brands]) : undefined,
          where.inStock ? gt(products.stock, 0) : undefined,
        ),
      )
      .orderBy(products.id)
  ).map((r) => r.id);
const databaseWhere = (where: Where) =>
  and(
    eq(products.status, 1),
    where.categories ? inArray(products.categoryId, [...where.categories]) : undefined,
    where.brands ? inArray(products.brandId, [...where.brands]) : undefined,
    where.inStock ? gt(products.stock, 0) : undefined,
    where.createdFrom !== undefined ? gte(products.createdAt, new Date(where.createdFrom / 1000)) : undefined,
  );
const ORDER_COLUMNS = { id: products.id, created: products.createdAt, price: products.price, stock: products.stock, titleFa: products.titleFa, titleEn: products.titleEn };
/** A list's page as the database orders it (ties by id), and its total. */
async function databaseList(where: Where, order: Order, offset: number, limit: number) {
  const column = ORDER_COLUMNS[order.key];
  const all = await h.handle.db
    .select({ id: products.id })
    .from(products)
    .where(databaseWhere(where))
    .orderBy(order.ascending ? asc(column) : desc(column), asc(products.id));
  return { ids: all.slice(offset, offset + limit).map((r) => r.id), total: all.length };
}
const listed = async (text: string) =>
  (await h.json<ListResponse<ProductListItem>>(`/v1/product/en/products?limit=100&search_text=${encodeURIComponent(text)}`)).body.data.map((p) => p.id).sort((a, b) => a - b);

describe('the search index', () => {
  it('finds what the database finds, for words cut from the products’ own texts and typed ones', async () => {
    const texts = (await h.handle.db.select({ text: products.searchText }).from(products).where(eq(products.status, 1))).map((r) => r.text);
    const cut = fc.tuple(fc.nat(texts.length - 1), fc.nat(200), fc.integer({ min: 1, max: 9 })).map(([t, at, n]) => texts[t]!.slice(at % texts[t]!.length, (at % texts[t]!.length) + n).trim() || 'نخ');
    // A comma alone is no word: every product, in memory as in the database (a CI run's seed found it).
    const typed = fc.constantFrom('نخ بخیه', 'ضد حساسیت', 'AS-PGA-01', 'aspga01', 'sutures', 'مش', 'ي', '2-0', 'mesh polypropylene', 'چسب كاغذي', 'هیچچیزینیست', ',');
    const facts = await h.handle.db.select({ category: products.categoryId, brand: products.brandId }).from(products);
    const some = (values: number[]) => fc.option(fc.uniqueArray(fc.constantFrom(...new Set(values)), { minLength: 1, maxLength: 2 }).map((a) => new Set(a)), { nil: undefined });
    // A category, brand or stock filter beside the words, as a search inside a category page asks.
    const where = fc
      .record({ categories: some(facts.map((f) => f.category)), brands: some(facts.flatMap((f) => (f.brand === null ? [] : [f.brand]))), inStock: fc.option(fc.constant(true), { nil: undefined }) })
      .map((w) => Object.fromEntries(Object.entries(w).filter(([, v]) => v !== undefined)) as Where);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(cut, typed), { minLength: 1, maxLength: 3 }), where, async (words, w) => {
        const text = words.join(' ');
        expect(await inMemory(text)).toEqual(await inDatabase(text));
        expect(await inMemory(text, w)).toEqual(await inDatabase(text, w));
      }),
      { numRuns: 200 },
    );
  });

  it('orders a search’s page as the database does: by how well each title matches, then the sort’s columns', async () => {
    const texts = (await h.handle.db.select({ fa: products.titleFa, en: products.titleEn }).from(products).where(eq(products.status, 1))).flatMap((r) => [r.fa, r.en]);
    const cut = fc.tuple(fc.nat(texts.length - 1), fc.nat(60), fc.integer({ min: 2, max: 8 })).map(([t, at, n]) => texts[t]!.slice(at % texts[t]!.length, (at % texts[t]!.length) + n).trim() || 'نخ');
    const sorts = fc.constantFrom('-relevance,-created_at', '-relevance,price', 'relevance,-stock', 'price', '-title', 'title,-price', '-created_at');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(cut, fc.constantFrom('نخ', 'mesh', 'چسب', 'suture 2-0')), { minLength: 1, maxLength: 2 }), sorts, fc.constantFrom('fa', 'en'), fc.nat(20), async (words, sort, lang, offset) => {
        const text = words.join(' ');
        const columns = {
          relevance: titleRankSql(lang === 'fa' ? products.rankTitleFa : products.rankTitleEn, rankWords(text)),
          created_at: products.createdAt,
          price: products.price,
          stock: products.stock,
          title: lang === 'fa' ? products.titleFa : products.titleEn,
        };
        const order = sort.split(',').map((s) => (s.startsWith('-') ? desc(columns[s.slice(1) as keyof typeof columns]) : asc(columns[s as keyof typeof columns])));
        const expected = await h.handle.db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.status, 1), matchFoldedColumn(text, products.searchText)))
          .orderBy(...order, asc(products.id))
          .limit(6)
          .offset(offset);
        const page = await h.json<ListResponse<ProductListItem>>(`/v1/product/${lang}/products?limit=6&offset=${offset}&sort=${sort}&search_text=${encodeURIComponent(text)}`);
        expect(page.body.data.map((p) => p.id)).toEqual(expected.map((r) => r.id));
      }),
      { numRuns: 120 },
    );
  });

  it('lists what the database lists: the same page in the same order, and the same total', async () => {
    const facts = await h.handle.db.select({ category: products.categoryId, brand: products.brandId, created: products.createdAt }).from(products);
    const some = (values: number[]) => fc.option(fc.uniqueArray(fc.constantFrom(...new Set(values)), { minLength: 1, maxLength: 3 }).map((a) => new Set(a)), { nil: undefined });
    const made = facts.map((f) => f.created.getTime() * 1000);
    const where = fc
      .record({
        categories: some(facts.map((f) => f.category)),
        brands: some(facts.flatMap((f) => (f.brand === null ? [] : [f.brand]))),
        inStock: fc.option(fc.constant(true), { nil: undefined }),
        // From a millisecond, as a list asks (products-repo.ts indexedWhere).
        createdFrom: fc.option(fc.constantFrom(...made, made[0]! + 1_000), { nil: undefined }),
      })
      .map((w) => Object.fromEntries(Object.entries(w).filter(([, v]) => v !== undefined)) as Where);
    const order = fc.record({ key: fc.constantFrom<OrderKey>('id', 'created', 'price', 'stock', 'titleFa', 'titleEn'), ascending: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(where, order, fc.nat(facts.length + 2), fc.integer({ min: 1, max: 40 }), async (w, o, offset, limit) => {
        expect(await listedPage(h.handle.db, w, o, offset, limit)).toEqual(await databaseList(w, o, offset, limit));
      }),
      { numRuns: 200 },
    );
  });

  it('follows stock that changes without crossing zero, for a list sorted by stock; a new title leaves a title order to the database', async () => {
    const byStock: Order = { key: 'stock', ascending: false };
    const [one] = await h.handle.db.select({ id: products.id, stock: products.stock, titleFa: products.titleFa }).from(products).where(and(eq(products.status, 1), gt(products.stock, 0))).orderBy(asc(products.stock)).limit(1);
    expect((await listedPage(h.handle.db, {}, byStock, 0, 1))!.ids).not.toEqual([one!.id]);
    await h.handle.db.update(products).set({ stock: 1_000_000 }).where(eq(products.id, one!.id));
    await expect.poll(async () => (await listedPage(h.handle.db, {}, byStock, 0, 1))?.ids).toEqual([one!.id]);
    expect(await listedPage(h.handle.db, {}, byStock, 0, 500)).toEqual(await databaseList({}, byStock, 0, 500));
    // The answer the storefront gets, its rows read by id: in the same order.
    const page = await h.json<ListResponse<ProductListItem>>('/v1/product/fa/products?limit=5&sort=-stock');
    expect(page.body.data.map((p) => p.id)).toEqual((await databaseList({}, byStock, 0, 5)).ids);
    await h.handle.db.update(products).set({ stock: one!.stock }).where(eq(products.id, one!.id));
    await expect.poll(async () => (await listedPage(h.handle.db, {}, byStock, 0, 1))?.ids).not.toEqual([one!.id]);

    const byTitle: Order = { key: 'titleFa', ascending: true };
    await h.handle.db.update(products).set({ titleFa: `آ ${one!.titleFa}` }).where(eq(products.id, one!.id));
    await expect.poll(() => listedPage(h.handle.db, {}, byTitle, 0, 5)).toBeNull();
    // The database orders that list meanwhile; other orders are still the index's.
    expect((await h.json<ListResponse<ProductListItem>>('/v1/product/fa/products?limit=5&sort=title')).body.data.map((p) => p.id)).toEqual((await databaseList({}, byTitle, 0, 5)).ids);
    expect(await listedPage(h.handle.db, {}, byStock, 0, 500)).toEqual(await databaseList({}, byStock, 0, 500));
    await h.handle.db.update(products).set({ titleFa: one!.titleFa }).where(eq(products.id, one!.id));
    await expect.poll(() => listedPage(h.handle.db, {}, byTitle, 0, 500)).toEqual(await databaseList({}, byTitle, 0, 500));
  });

  it('a list’s rows, kept once read, show a new price, a new review’s rating and a category’s new title', async () => {
    const url = '/v1/product/en/products?limit=3&sort=price';
    const first = async () => (await h.json<ListResponse<ProductListItem>>(url)).body.data[0]!;
    const before = await first();
    expect(await first()).toEqual(before);
    await h.handle.db.update(products).set({ price: before.price + 1 }).where(eq(products.id, before.id));
    await expect.poll(async () => (await first()).price).toBe(before.price + 1);
    await h.handle.db.insert(reviews).values({ productId: before.id, authorName: 'Nurse', lang: 'en', description: 'Holds well.', rate: 1 });
    await expect.poll(async () => (await first()).rating.count).toBe(before.rating.count + 1);
    const [category] = await h.handle.db.select({ titleEn: categories.titleEn }).from(categories).where(eq(categories.id, before.category.id));
    await h.handle.db.update(categories).set({ titleEn: `${category!.titleEn} (sterile)` }).where(eq(categories.id, before.category.id));
    await expect.poll(async () => (await first()).category.title).toBe(`${category!.titleEn} (sterile)`);
    await h.handle.db.update(categories).set({ titleEn: category!.titleEn }).where(eq(categories.id, before.category.id));
    await h.handle.db.delete(reviews).where(and(eq(reviews.productId, before.id), eq(reviews.authorName, 'Nurse')));
    await h.handle.db.update(products).set({ price: before.price }).where(eq(products.id, before.id));
    await expect.poll(async () => await first()).toEqual(before);
  });

  it('follows a product’s new title, its withdrawal and its return', async () => {
    const [one] = await h.handle.db.select({ id: products.id, titleEn: products.titleEn }).from(products).where(eq(products.status, 1)).limit(1);
    const word = 'zephyrquill';
    expect(await inMemory(word)).toEqual([]);
    await h.handle.db.update(products).set({ titleEn: `${one!.titleEn} ${word}` }).where(eq(products.id, one!.id));
    // The notice comes after the commit: the next search after it finds the new word.
    await expect.poll(() => inMemory(word)).toEqual([one!.id]);
    expect(await listed(word)).toEqual([one!.id]);
    await h.handle.db.update(products).set({ status: 0 }).where(eq(products.id, one!.id));
    await expect.poll(() => inMemory(word)).toEqual([]);
    expect(await listed(word)).toEqual([]);
    await h.handle.db.update(products).set({ status: 1, titleEn: one!.titleEn }).where(eq(products.id, one!.id));
    await expect.poll(() => inMemory(one!.titleEn)).toContain(one!.id);
    expect(await inMemory(word)).toEqual([]);
  });

  it('follows a product’s stock to zero and back, for a search of what is in stock', async () => {
    const [one] = await h.handle.db.select({ id: products.id, titleEn: products.titleEn, stock: products.stock }).from(products).where(and(eq(products.status, 1), gt(products.stock, 0))).limit(1);
    const inStock = { inStock: true };
    expect(await inMemory(one!.titleEn, inStock)).toContain(one!.id);
    await h.handle.db.update(products).set({ stock: 0 }).where(eq(products.id, one!.id));
    await expect.poll(() => inMemory(one!.titleEn, inStock)).not.toContain(one!.id);
    expect(await inMemory(one!.titleEn)).toContain(one!.id);
    const listedInStock = await h.json<ListResponse<ProductListItem>>(`/v1/product/en/products?limit=100&available_in_stock=true&search_text=${encodeURIComponent(one!.titleEn)}`);
    expect(listedInStock.body.data.map((p) => p.id)).not.toContain(one!.id);
    await h.handle.db.update(products).set({ stock: one!.stock }).where(eq(products.id, one!.id));
    await expect.poll(() => inMemory(one!.titleEn, inStock)).toContain(one!.id);
  });

  it('is built again after a change it was not told the products of, and the database answers meanwhile', async () => {
    const before = await inDatabase('نخ');
    expect(await inMemory('نخ')).toEqual(before);
    // What a TRUNCATE or a change of thousands of products says: no ids.
    await h.handle.db.execute(sql`select pg_notify('storefront_changes', 'products-all')`);
    await expect.poll(() => inMemory('نخ')).toBeNull();
    expect(await listed('نخ')).toEqual(before.slice(0, 100));
    await expect.poll(() => inMemory('نخ')).toEqual(before);
  });

  it('is built anew, once, when more products are named at once than it reads one by one', async () => {
    const before = await inDatabase('نخ');
    // An import in batches names thousands of products, some hundreds a notice (here ids that do not exist).
    for (const batch of [0, 1]) {
      const ids = Array.from({ length: 800 }, (_, i) => 900_000 + batch * 800 + i).join(',');
      await h.handle.db.execute(sql`select pg_notify('storefront_changes', ${`products:${ids}`})`);
    }
    await expect.poll(() => inMemory('نخ')).toBeNull();
    await expect.poll(() => inMemory('نخ')).toEqual(before);
    // And it stays built: the names heard before the build are in what it read.
    expect(await inMemory('نخ')).toEqual(before);
  });
});
