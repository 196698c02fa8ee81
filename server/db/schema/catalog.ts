/** The catalogue: categories, brands, products and their reviews (localised text a column per language). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { PriceTier } from '../../../shared/pack-pricing.ts';
import { bytea, identity, createdAt, updatedAt, ref, titles } from './columns.ts';

export type StoredImage = { url: string; alt_fa: string; alt_en: string };
export type StoredSpecification = {
  key: string;
  name_fa: string;
  name_en: string;
  value_fa: string;
  value_en: string;
};

export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    moduleId: integer('module_id').notNull(),
    parentId: integer('parent_id'),
    ...titles(),
    descriptionFa: text('description_fa'),
    descriptionEn: text('description_en'),
    /** Unique route keyword: `/product/category/{url_keywords}/{page_url}`. */
    urlKeywords: text('url_keywords').unique(),
    /** Null when the category has no page url: then `/product/category/{id}` is its route. */
    pageUrl: text('page_url'),
    status: smallint('status').notNull().default(1),
    disableInWebservice: boolean('disable_in_webservice').notNull().default(false),
    order: integer('sort_order').notNull().default(0),
    image: jsonb('image').$type<StoredImage | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId), index('categories_module_idx').on(t.moduleId)],
);

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  ...titles(),
  descriptionFa: text('description_fa'),
  descriptionEn: text('description_en'),
  countryFa: text('country_fa'),
  countryEn: text('country_en'),
  logo: jsonb('logo').$type<StoredImage | null>(),
  urlKeywords: text('url_keywords').unique(),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    categoryId: ref('category_id', () => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    ...titles(),
    summaryFa: text('summary_fa'),
    summaryEn: text('summary_en'),
    descriptionFa: text('description_fa'),
    descriptionEn: text('description_en'),
    /** Integer Rial. */
    price: bigint('price', { mode: 'number' }).notNull(),
    priceWithGuarantee: bigint('price_with_guarantee', { mode: 'number' }),
    guaranteeMonths: integer('guarantee_months'),
    stock: integer('stock').notNull().default(0),
    images: jsonb('images').$type<StoredImage[]>().notNull().default(sql`'[]'::jsonb`),
    specifications: jsonb('specifications')
      .$type<StoredSpecification[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    urlKeywords: text('url_keywords').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    /**
     * What a search matches, folded (storefront_fold): both titles, the code and the
     * specification values. Written by the database (a trigger, migration 0006) on every insert
     * and update, whoever writes; a trigram index answers `like '%word%'` from it.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Each title as a search's best match reads it (shared/persian-text.ts `rankText`: folded,
     * its separators made spaces, a space at each end; storefront_rank_text), written by the same
     * trigger (migration 0033): ranking a match is then a few LIKEs, not a fold of its title.
     */
    rankTitleFa: text('rank_title_fa').notNull().default(''),
    rankTitleEn: text('rank_title_en').notNull().default(''),
    /** The GS1 GTIN on the product's box, as 14 digits (AI 01; an EAN-13 with a leading zero); null when it has none. */
    gtin: text('gtin').unique(),
    /** Whether value-added tax applies (some medical goods are exempt, VAT Law article 9); staff set it. */
    taxable: boolean('taxable').notNull().default(true),
    /**
     * Sold by the box too (issue 31 §5): how many units a box holds and what it costs (integer
     * Rial), both or neither. Stock and quantities stay in units; shared/pack-pricing.ts prices a line.
     */
    packSize: integer('pack_size'),
    packPrice: bigint('pack_price', { mode: 'number' }),
    /** A lower unit price from a number of units in a line (`[{ from, unit_price }]`, ascending). */
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    // Every filter and sort of the list (spec §7) has an index. Lists show active products
    // only, so the indexes hold only those: a list's total is an index-only scan too.
    // Each list index also INCLUDEs the columns a list filters by (migration 0020, which drizzle's builder cannot say).
    index('products_category_idx').on(t.categoryId, t.createdAt).where(sql`status = 1`),
    index('products_brand_idx').on(t.brandId, t.createdAt).where(sql`status = 1`),
    index('products_created_idx').on(t.createdAt, t.id).where(sql`status = 1`),
    index('products_price_idx').on(t.price, t.id).where(sql`status = 1`),
    index('products_stock_idx').on(t.stock, t.id).where(sql`status = 1`),
    index('products_title_fa_idx').on(t.titleFa, t.id).where(sql`status = 1`),
    index('products_title_en_idx').on(t.titleEn, t.id).where(sql`status = 1`),
    index('products_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The list's filter by specification (issue 31 §4: `specifications @> '[{"key":"size","value_fa":"3-0"}]'`).
    index('products_specifications_idx').using('gin', t.specifications.op('jsonb_path_ops')),
    check('products_gtin_check', sql`gtin ~ '^[0-9]{14}$'`),
    check('products_pack_check', sql`(pack_size is null) = (pack_price is null) and (pack_size is null or (pack_size >= 2 and pack_price > 0))`),
  ],
);

/**
 * The lots of a product the store holds, as staff record them from the boxes: the lot number,
 * its expiry date (the last day of use) and how many units of it are in stock. A buyer receives
 * the lot that expires first (first expiry, first out).
 */
export const productLots = pgTable(
  'product_lots',
  {
    id: identity(1),
    productId: ref('product_id', () => products.id),
    lot: text('lot').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('product_lots_product_lot_key').on(t.productId, t.lot),
    index('product_lots_expiry_idx').on(t.productId, t.expiresOn).where(sql`quantity > 0`),
    check('product_lots_quantity_check', sql`quantity >= 0`),
    check('product_lots_lot_check', sql`lot ~ '^[!-~]{1,20}$'`),
  ],
);

/**
 * A document a product carries (issue 31 §4): instructions for use, a certificate, a datasheet — a
 * PDF served by the store (`/media/documents/…`), in one language, dated. One file may be carried
 * by many products (a line's IFU, a maker's certificate): a row per product.
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: identity(1),
    productId: ref('product_id', () => products.id),
    /** One of DOCUMENT_KINDS (contract). */
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    ...titles(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    url: text('url').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [
    index('product_documents_product_idx').on(t.productId),
    unique('product_documents_product_url_key').on(t.productId, t.url),
    check('product_documents_kind_check', sql`kind in ('ifu', 'ce', 'iso13485', 'imed', 'datasheet')`),
    check('product_documents_lang_check', sql`lang in ('fa', 'en')`),
    check('product_documents_url_check', sql`url ~ '^/media/documents/[a-z0-9-]+\\.pdf$'`),
  ],
);

/**
 * A document's PDF that staff uploaded (the demo's are files under server/site/media/documents):
 * named by its content (`u-` and 24 hex digits of its SHA-256), served at /media/documents/<name>.pdf.
 * The same file uploaded twice, or for many products, is kept once.
 */
export const documentFiles = pgTable('document_files', {
  name: text('name').primaryKey(),
  data: bytea('data').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: identity(10_000),
    productId: ref('product_id', () => products.id),
    /** Null for reviews written before member accounts existed (demo data). */
    memberId: integer('member_id'),
    authorName: text('author_name').notNull(),
    lang: text('lang').notNull(),
    description: text('description').notNull(),
    rate: smallint('rate').notNull(),
    parentId: integer('parent_id'),
    /** 1 published, 0 waiting for moderation, 2 rejected by a moderator (REVIEW_STATUS). */
    status: smallint('status').notNull().default(1),
    /** Why a moderator rejected it (told to its author); null otherwise. */
    rejectReason: text('reject_reason'),
    /** When a moderator published or rejected it; null for what was published at once. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** The author asked to be told when it is published (spec: alert_published). */
    alertPublished: boolean('alert_published').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_product_idx').on(t.productId), index('reviews_member_idx').on(t.memberId), index('reviews_status_idx').on(t.status, t.createdAt)],
);
