/**
 * A synthetic catalogue a hundred times the demo's (issue 13 §2), added to the demo database:
 * brands of their own, three product lines under each category that holds products, and products
 * made from the demo's families (Persian and English titles, specifications, the demo's images by
 * reference) with their own brand, model number, price, stock and age. Each product is written
 * by the database itself (INSERT … SELECT over generate_series), 25,000 to a statement.
 *
 * Idempotent: synthetic rows have ids of their own (products from 1,000,000), and a second run
 * only adds what is missing to reach the number asked for.
 */
import { and, count, gte, sql } from 'drizzle-orm';
import { PRODUCT_MODULE_ID } from '../../../contract/catalog.ts';
import type { Db } from '../create-db.ts';
import { rowsOf } from '../migration-state.ts';
import { brands, categories, products } from '../schema.ts';
import { categoriesData, productsData } from './catalog-data.ts';

export const SCALE_PRODUCT_BASE = 1_000_000;
const SCALE_BRAND_BASE = 9_000;
const SCALE_CATEGORY_BASE = 5_000;
const BATCH = 25_000;

const scaleBrands: [fa: string, en: string, countryFa: string, countryEn: string][] = [
  ['آریا طب', 'Arya Teb', 'ایران', 'Iran'],
  ['پارس مد', 'Pars Med', 'ایران', 'Iran'],
  ['سینا جراح', 'Sina Surgical', 'ایران', 'Iran'],
  ['البرز درمان', 'Alborz Darman', 'ایران', 'Iran'],
  ['زاگرس طب', 'Zagros Teb', 'ایران', 'Iran'],
  ['مدی‌لاین', 'Mediline', 'آلمان', 'Germany'],
  ['سوتورکس', 'Suturex', 'ایتالیا', 'Italy'],
  ['درماکر', 'Dermacare', 'فرانسه', 'France'],
  ['واسکولاین', 'VascuLine', 'ایرلند', 'Ireland'],
  ['مش‌تک', 'MeshTech', 'سوئیس', 'Switzerland'],
  ['کیورا', 'Kyora', 'ژاپن', 'Japan'],
  ['هانسونگ', 'Hansung', 'کره جنوبی', 'South Korea'],
  ['آناتولی مدیکال', 'Anatolia Medical', 'ترکیه', 'Turkey'],
  ['نوردیک کر', 'Nordic Care', 'سوئد', 'Sweden'],
  ['دلتا سرجیکال', 'Delta Surgical', 'هند', 'India'],
  ['کاسپین طب', 'Caspian Teb', 'ایران', 'Iran'],
];

const productLines: [fa: string, en: string, slug: string][] = [
  ['بسته بیمارستانی', 'hospital pack', 'hospital'],
  ['بسته درمانگاهی', 'clinic pack', 'clinic'],
  ['خط صادراتی', 'export line', 'export'],
];

const toPersianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/**
 * Adds synthetic products until `products` of them exist; answers how many it added.
 *
 * `bulk`: the products' own indexes (not those of a key or a unique rule) are dropped before the
 * rows are written and built again after, from their definitions as the database holds them:
 * building an index once over the rows is cheaper than keeping it up row by row (100,000 on
 * PGlite: 25 + 17 s instead of 54 s). And the rows' searchable texts are written with them, the
 * trigger that would write them row by row turned off: the texts fold character by character
 * (storefront_joined, storefront_rank_text), so a row's is its template's and its brand's,
 * folded once each, joined to its own few folded characters (scale.test.ts proves them equal to
 * the trigger's). Both lock the table against writes, so only for a database nobody else is
 * using (a test's, a benchmark's own).
 */
export async function seedScale(db: Db, opts: { products: number; bulk?: boolean }): Promise<number> {
  await db
    .insert(brands)
    .values(
      scaleBrands.map(([fa, en, countryFa, countryEn], i) => ({
        id: SCALE_BRAND_BASE + i + 1,
        titleFa: fa,
        titleEn: en,
        descriptionFa: `تولیدکننده ملزومات جراحی و مراقبت از زخم، ${countryFa}.`,
        descriptionEn: `A maker of surgical and wound care supplies, ${countryEn}.`,
        countryFa,
        countryEn,
        urlKeywords: en.toLowerCase().replace(/\s+/g, '-'),
        logo: null,
      })),
    )
    .onConflictDoNothing();

  // Three product lines under each category that holds demo products.
  const leaves = categoriesData.filter((c) => productsData.some((p) => p.categoryId === c.id));
  const lineIds = new Map<number, number[]>();
  const lineRows = leaves.flatMap((leaf, i) =>
    productLines.map(([fa, en, slug], k) => {
      const id = SCALE_CATEGORY_BASE + i * 10 + k + 1;
      lineIds.set(leaf.id, [...(lineIds.get(leaf.id) ?? []), id]);
      const key = `${leaf.urlKeywords ?? leaf.id}-${slug}`;
      return {
        id,
        moduleId: PRODUCT_MODULE_ID,
        parentId: leaf.id,
        titleFa: `${leaf.title.fa}، ${fa}`,
        titleEn: `${leaf.title.en}, ${en}`,
        descriptionFa: `${leaf.title.fa} در ${fa}.`,
        descriptionEn: `${leaf.title.en} in the ${en}.`,
        urlKeywords: key,
        pageUrl: key,
        order: 100 + k,
      };
    }),
  );
  await db.insert(categories).values(lineRows).onConflictDoNothing();

  const templates = productsData.map((p) => ({
    title_fa: p.title.fa,
    title_en: p.title.en,
    summary_fa: p.summary.fa,
    summary_en: p.summary.en,
    description_fa: p.description.fa,
    description_en: p.description.en,
    price: p.price,
    guarantee: p.guaranteeMonths,
    images: p.images,
    specifications: p.specifications,
    url: p.urlKeywords,
    lines: lineIds.get(p.categoryId) ?? [p.categoryId],
  }));
  const brandJson = scaleBrands.map(([fa, en], i) => ({ id: SCALE_BRAND_BASE + i + 1, fa, en }));

  const [have] = await db.select({ n: count() }).from(products).where(and(gte(products.id, SCALE_PRODUCT_BASE + 1)));
  const from = (have?.n ?? 0) + 1;
  const bulk = Boolean(opts.bulk) && from <= opts.products;
  const rebuilt = bulk ? await dropOwnIndexes(db) : [];
  if (bulk) await db.execute(sql`alter table ${products} disable trigger products_search_text`);
  try {
    const withTexts = bulk ? await withFoldedParts(db, templates) : templates;
    for (let start = from; start <= opts.products; start += BATCH) {
      await insertBatch(db, withTexts, brandJson, start, Math.min(opts.products, start + BATCH - 1), bulk);
    }
  } finally {
    if (bulk) await db.execute(sql`alter table ${products} enable trigger products_search_text`);
  }
  for (const definition of rebuilt) await db.execute(sql.raw(definition));
  // Fresh statistics for the planner (a hundred times more rows than it last saw), and the
  // visibility map that lets it count from an index alone.
  await db.execute(sql`vacuum analyze ${products}`);
  return Math.max(0, opts.products - from + 1);
}

type Template = Record<string, unknown>;

/** The templates with their titles' and specifications' folded texts, folded by the database's own functions. */
async function withFoldedParts(db: Db, templates: Template[]): Promise<Template[]> {
  const rows = rowsOf<{ t: Template }>(
    await db.execute(sql`
      select t || jsonb_build_object(
          'joined_fa', storefront_joined(t->>'title_fa'), 'joined_en', storefront_joined(t->>'title_en'),
          'joined_specs', storefront_joined((select string_agg((s->>'value_fa') || ' ' || (s->>'value_en'), ' ') from jsonb_array_elements(t->'specifications') s)),
          'rank_fa', left(storefront_rank_text(t->>'title_fa'), -1), 'rank_en', left(storefront_rank_text(t->>'title_en'), -1)) as t
      from jsonb_array_elements(${JSON.stringify(templates)}::jsonb) with ordinality as x(t, n) order by n`),
  );
  return rows.map((r) => (typeof r.t === 'string' ? (JSON.parse(r.t) as Template) : r.t));
}

/**
 * Writes products `start`..`end` (their numbers in the synthetic series). `withTexts`: the
 * searchable texts too (the trigger is off), each composed from its parts folded once: both
 * functions map character by character, storefront_joined(a || b) = storefront_joined(a) ||
 * storefront_joined(b), and storefront_rank_text(x) = ' ' || R(x) || ' ', so the rank text of a
 * title and its suffix is left(rank(title), -1) || substr(rank(suffix), 2).
 */
async function insertBatch(db: Db, templates: Template[], brandJson: Template[], start: number, end: number, withTexts: boolean) {
  const faSuffix = sql`' (' || (b->>'fa') || '، مدل ' || translate(g::text, '0123456789', ${toPersianDigits('0123456789')}) || ')'`;
  const enSuffix = sql`' (' || (b->>'en') || ', model ' || g || ')'`;
  const code = sql`'SX' || lpad(g::text, 7, '0')`;
  const texts = withTexts
    ? sql`, search_text, rank_title_fa, rank_title_en`
    : sql``;
  const textValues = withTexts
    ? sql`,
        (t->>'joined_fa') || storefront_joined(${faSuffix}) || (t->>'joined_en') || storefront_joined(${enSuffix})
          || storefront_joined(${code}) || regexp_replace(lower(${code}), '[^a-z0-9]+', '', 'g') || (t->>'joined_specs'),
        (t->>'rank_fa') || substr(storefront_rank_text(${faSuffix}), 2),
        (t->>'rank_en') || substr(storefront_rank_text(${enSuffix}), 2)`
    : sql``;
  await db.execute(sql`
    insert into ${products} (id, code, category_id, brand_id, title_fa, title_en, summary_fa, summary_en,
      description_fa, description_en, price, price_with_guarantee, guarantee_months, stock, images,
      specifications, url_keywords, status, created_at${texts})
    select ${SCALE_PRODUCT_BASE} + g,
      ${code},
      (t->'lines'->>(g % jsonb_array_length(t->'lines')))::int,
      (b->>'id')::int,
      (t->>'title_fa') || ${faSuffix},
      (t->>'title_en') || ${enSuffix},
      t->>'summary_fa', t->>'summary_en', t->>'description_fa', t->>'description_en',
      round((t->>'price')::bigint * (80 + g % 41) / 100000.0) * 1000,
      case when t->>'guarantee' is null then null else round((t->>'price')::bigint * (95 + g % 41) / 100000.0) * 1000 end,
      (t->>'guarantee')::int,
      case when g % 11 = 0 then 0 when g % 7 = 0 then 1 + g % 5 else 10 + (g * 37) % 490 end,
      t->'images', t->'specifications',
      (t->>'url') || '-' || g,
      case when g % 97 = 0 then 0 else 1 end,
      now() - make_interval(hours => g % 20000)${textValues}
    from (select g, (${JSON.stringify(templates)}::jsonb)->(g % ${templates.length}) as t,
                 (${JSON.stringify(brandJson)}::jsonb)->(g % ${brandJson.length}) as b
          from generate_series(${start}::int, ${end}::int) g) s`);
}

/** Drops the products table's own indexes (not a constraint's); answers their definitions. */
async function dropOwnIndexes(db: Db): Promise<string[]> {
  const found = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = 'products'
        and not exists (select 1 from pg_constraint c where c.conrelid = 'products'::regclass and c.conname = i.indexname)`),
  );
  for (const { name } of found) await db.execute(sql`drop index ${sql.identifier(name)}`);
  return found.map((i) => i.definition);
}
