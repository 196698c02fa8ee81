/**
 * Catalogue module: categories, products, brands (spec §7).
 * Paths: /v1/category/{lang}/categories, /v1/product/{lang}/products, /v1/product/{lang}/brands.
 */
import { z } from 'zod';
import {
  bodyId,
  detailResponse,
  listResponse,
  type CallSchemas,
  imageSchema,
  listQueryBase,
  plainText,
  queryBool,
  queryIds,
  queryInt,
  querySort,
  seoSchema,
} from './common.ts';
import { DOCUMENT_KINDS, LANGS, LOT_NUMBER, SPEC_FILTER_KEYS } from './constants.ts';

export {
  CATEGORY_TIMEOUT_MS,
  MENU_CATEGORY_LIMIT,
  MENU_PRODUCT_LIMIT,
  NEWS_MODULE_ID,
  PRODUCT_MODULE_ID,
  ROOT_CATEGORY_ID,
} from './constants.ts';

/** A calendar day that exists, YYYY-MM-DD (2026-02-30 is not one, nor 2026-13-40, which no Date can even hold). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((d) => {
    const at = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(d);
  }, 'must be a date that exists');
/** A GS1 GTIN as AI (01) carries it: 14 digits. */
const gtinSchema = z.string().regex(/^\d{14}$/, 'must be a GTIN of 14 digits');
/** A lot number as GS1's AI (10) allows it: 1 to 20 printable ASCII characters. */
const lotNumberSchema = z.string().regex(LOT_NUMBER, 'must be a lot number: 1 to 20 printable ASCII characters');

// ---------- categories ----------

export const CATEGORY_SORT_COLUMNS = ['id', 'title', 'order', 'created_at'] as const;

export const categorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  module_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  status: z.number().int(),
  order: z.number().int(),
  image: imageSchema.nullable(),
  /** Products in this category and its descendants. */
  product_count: z.number().int(),
  /** When exactly one product belongs to the category, its id (the menu links straight to it). */
  single_product: z.object({ id: z.number().int(), title: z.string(), seo: seoSchema }).nullable(),
  seo: seoSchema,
});
export type Category = z.infer<typeof categorySchema>;

export type CategoryNode = Category & { children: CategoryNode[] };
export const categoryNodeSchema: z.ZodType<CategoryNode> = categorySchema.extend({
  children: z.lazy(() => z.array(categoryNodeSchema)),
});

export const categoryListQuery = z.object({
  ...listQueryBase,
  module_id: queryInt().optional(),
  parent_id: queryInt().optional(),
  url_keywords: z.string().max(200).optional(),
  disable_in_webservice: queryBool.optional(),
  search_keywords: z.string().max(200).optional(),
  status: queryInt({ max: 1 }).optional(),
  sort: querySort(CATEGORY_SORT_COLUMNS).optional(),
});
export type CategoryListQuery = z.input<typeof categoryListQuery>;

// ---------- brands ----------

export const BRAND_SORT_COLUMNS = ['id', 'title'] as const;

export const brandSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  country: z.string().nullable(),
  logo: imageSchema.nullable(),
  product_count: z.number().int(),
  seo: seoSchema,
});
export type Brand = z.infer<typeof brandSchema>;

export const brandListQuery = z.object({
  ...listQueryBase,
  category_ids: queryIds.optional(),
  sort: querySort(BRAND_SORT_COLUMNS).optional(),
});
export type BrandListQuery = z.input<typeof brandListQuery>;

// ---------- products ----------

/**
 * `relevance` (extension `products.relevance`): how well a product's title matches `search_text`
 * (shared/persian-text.ts `titleRank`, 0-3); `-relevance` lists the best matches first.
 */
export const PRODUCT_SORT_COLUMNS = ['id', 'title', 'price', 'created_at', 'stock', 'relevance'] as const;
/** Days a product counts as new when `show_new_products` is set without `new_product_duration`. */
export const DEFAULT_NEW_PRODUCT_DAYS = 30;

export const specificationSchema = z.object({
  key: z.string(),
  name: z.string(),
  value: z.string(),
});
export type Specification = z.infer<typeof specificationSchema>;

export const availabilityStatus = z.enum(['in_stock', 'low_stock', 'out_of_stock']);
export type AvailabilityStatus = z.infer<typeof availabilityStatus>;

/**
 * A product as a list shows it (`GET …/products`, favourites): title, code and summary, price,
 * availability, its first image, brand, category, rating and links. Since issue 13 a list item
 * no longer carries `description` and `specifications`, and `images` holds at most the first
 * image: a list of 12 was 25 KB of JSON, mostly text no card shows. The product itself
 * (`GET …/products/{id}`, `productSchema`) carries them all. See contract/CHANGES.md.
 */
export const packSchema = z.object({ size: z.number().int().min(2), price: z.number().int().positive() });
export const priceTierSchema = z.object({ from: z.number().int().min(2), unit_price: z.number().int().positive() });

/**
 * Extension (issue 31 §5): `pack`, sold by the box too: `size` units a box at `price` (integer
 * Rial), or null when sold by the unit only; `price_tiers`, a lower unit price from `from` units in
 * a line, ascending. Quantities stay in units; a line is priced by shared/pack-pricing.ts. A spec
 * backend sends neither.
 */
export const unitTermsFields = {
  pack: packSchema.nullable().optional(),
  price_tiers: z.array(priceTierSchema).optional(),
};

export const productListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string(),
  summary: z.string().nullable(),
  /** Integer Rial. */
  price: z.number().int(),
  /** Integer Rial with the guarantee option, or null when the product has none. */
  price_with_guarantee: z.number().int().nullable(),
  guarantee_months: z.number().int().nullable(),
  stock: z.number().int(),
  availability: availabilityStatus,
  category: z.object({ id: z.number().int(), title: z.string(), seo: seoSchema }),
  /** `url_keywords`: the brand page's slug, as in the brand's own `seo` (its canonical URL). */
  brand: z.object({ id: z.number().int(), title: z.string(), url_keywords: z.string().nullable() }).nullable(),
  /** In a list, at most the first image; the product's own answer has them all. */
  images: z.array(imageSchema),
  created_at: z.string(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  seo: seoSchema,
  /** Extension to spec §3: the product's slug in each language (its page's hreflang alternates). */
  slugs: z.object({ fa: z.string(), en: z.string() }),
  /**
   * Extension (issue 31): the GS1 GTIN on the product's box, 14 digits (AI 01; an EAN-13 with a
   * leading zero), or null when it has none. A spec backend sends none: the scanner then finds
   * products by their code only.
   */
  gtin: gtinSchema.nullable().optional(),
  /**
   * Extension (issue 31 §2): the value-added tax added to the price at checkout, as a percentage
   * (10 is 10%); 0 when the product is exempt. A spec backend sends none.
   */
  vat_rate: z.number().min(0).max(100).optional(),
  ...unitTermsFields,
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/**
 * Extension (issue 31 §4): a document a product carries — instructions for use, a certificate, a
 * datasheet — a PDF the store serves (`url`, under /media/documents/), in one language (`lang`),
 * issued or last revised on `issued_on`, `bytes` long. Its title is in the language asked for.
 */
export const productDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  lang: z.enum(LANGS),
  title: z.string(),
  issued_on: isoDate,
  url: z.string(),
  bytes: z.number().int(),
});
export type ProductDocument = z.infer<typeof productDocumentSchema>;
/** A document with the product that carries it (`documents.list`: what a saved pack stores). */
export const carriedDocumentSchema = productDocumentSchema.extend({ product_id: z.number().int() });
export type CarriedDocument = z.infer<typeof carriedDocumentSchema>;
/** The documents of the products of these categories (with their descendants), or of every product. */
export const DOCUMENT_SORT_COLUMNS = ['product_id'] as const;
export const documentListQuery = z.object({ ...listQueryBase, category_ids: queryIds.optional(), sort: querySort(DOCUMENT_SORT_COLUMNS).optional() });

/** One product (`GET …/products/{id}`): what a list shows, every image, the description and the specifications. */
export const productSchema = productListItemSchema.extend({
  description: z.string().nullable(),
  specifications: z.array(specificationSchema),
  /**
   * Extension (issue 31): the expiry date (YYYY-MM-DD, the last day of use) of the lot a buyer
   * receives now: of the lots in stock and not expired, the one that expires first. Null when no
   * lot is recorded in stock; a spec backend sends none.
   */
  nearest_expiry: isoDate.nullable().optional(),
  /** Extension (issue 31 §4): the product's documents, the language asked for first; a spec backend sends none. */
  documents: z.array(productDocumentSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

/** A specification's values to filter by, `|` between them (at most 20, each at most 100 characters). */
const specValues = z
  .string()
  .max(1000)
  .transform((s) => [...new Set(s.split('|').map((v) => v.trim()).filter(Boolean))])
  .refine((values) => values.length >= 1 && values.length <= 20 && values.every((v) => v.length <= 100), 'must be 1 to 20 values of at most 100 characters, separated by |');

/** Extension (issue 31 §4): a specification of a category's products with each value it takes there and how many products have it. */
export const facetSchema = z.object({
  key: z.enum(SPEC_FILTER_KEYS),
  name: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type Facet = z.infer<typeof facetSchema>;
/** The products of these categories (with their descendants), and/or those a search finds (as `products.list`'s `search_text`). */
export const facetQuery = z.object({ category_ids: queryIds.optional(), search_text: z.string().max(200).optional() });

export const productListQuery = z.object({
  ...listQueryBase,
  /** Products of these categories or any of their descendants. */
  category_ids: queryIds.optional(),
  brand_ids: queryIds.optional(),
  excluded_ids: queryIds.optional(),
  /** Extension to spec §7: only these products (the home page's featured box). */
  ids: queryIds.optional(),
  available_in_stock: queryBool.optional(),
  show_new_products: queryBool.optional(),
  /** Days; with show_new_products, "new" means created within this many days. */
  new_product_duration: queryInt({ min: 1, max: 3650 }).optional(),
  search_text: z.string().max(200).optional(),
  /** Extension (issue 31): the product with this GTIN (14 digits, as `gtin` in the answer). */
  gtin: gtinSchema.optional(),
  /**
   * Extension (issue 31 §4): products whose specification has one of these values (`|` between
   * them; in either language), as `products.facets` lists them: a suture's USP size, material,
   * needle and length. Several keys: all must match.
   */
  spec_size: specValues.optional(),
  spec_material: specValues.optional(),
  spec_needle: specValues.optional(),
  spec_length: specValues.optional(),
  sort: querySort(PRODUCT_SORT_COLUMNS).optional(),
});
export type ProductListQuery = z.input<typeof productListQuery>;

/** A lot of a product as the maker recorded it (extension, issue 31): a box's lot number and its expiry. */
export const lotSchema = z.object({
  product_id: z.number().int(),
  lot: z.string(),
  /** The last day of use, YYYY-MM-DD. */
  expires_on: isoDate,
});
export type Lot = z.infer<typeof lotSchema>;

export const availabilitySchema = z.object({
  product_id: z.number().int(),
  available: z.boolean(),
  stock: z.number().int(),
  status: availabilityStatus,
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Stock at or under this many units is reported as low. */
export const LOW_STOCK_THRESHOLD = 10;

// ---------- reviews ----------

export const REVIEW_SORT_COLUMNS = ['id', 'rate', 'created_at'] as const;

export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  author_name: z.string(),
  description: z.string(),
  rate: z.number().int().min(1).max(5),
  parent_id: z.number().int().nullable(),
  lang: z.string(),
  /** Extension: `pending` until moderation publishes it (only its author sees it then); `rejected` by a moderator, with the reason. */
  status: z.enum(['published', 'pending', 'rejected']),
  /** Extension: why a moderator rejected it (its author's own reviews only); null otherwise. */
  reject_reason: z.string().nullable().optional(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * `POST /v1/product/{lang}/products/{id}/addreview` (member): a review of the product, or with
 * `parent_id` a reply to a review of the same product. Published at once in demo mode, otherwise
 * pending until moderation; `alert_published` asks to be told when it is.
 */
export const reviewBody = z.object({
  description: plainText(2000).pipe(z.string().min(2, 'must be at least 2 characters')),
  rate: z.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
  alert_published: z.boolean().default(false),
  parent_id: bodyId.nullable().default(null),
});
export type ReviewBody = z.input<typeof reviewBody>;
export const reviewDeletedSchema = z.object({ id: z.number().int(), deleted: z.boolean() });

export const reviewListQuery = z.object({
  ...listQueryBase,
  sort: querySort(REVIEW_SORT_COLUMNS).optional(),
});

/** "My reviews" (`GET /v1/product/{lang}/products/reviews`), optionally (extension) of one product only: its page shows its author's pending ones. */
export const myReviewListQuery = reviewListQuery.extend({ product_id: queryInt({ min: 1 }).optional() });

/** Published reviews of a product: how many, and their average rate (null when none). */
export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

// ---------- calls ----------

export const catalogCalls = {
  'categories.tree': { query: categoryListQuery, response: listResponse(categoryNodeSchema) },
  'categories.list': { query: categoryListQuery, response: listResponse(categorySchema) },
  'categories.get': { response: detailResponse(categorySchema) },
  'products.list': { query: productListQuery, response: listResponse(productListItemSchema) },
  'products.get': { response: detailResponse(productSchema) },
  'products.availability': { response: detailResponse(availabilitySchema) },
  'products.lot': { params: { lot: lotNumberSchema }, response: detailResponse(lotSchema) },
  'documents.list': { query: documentListQuery, response: listResponse(carriedDocumentSchema) },
  'products.facets': { query: facetQuery, response: detailResponse(z.array(facetSchema)) },
  'products.reviews': { query: reviewListQuery, response: listResponse(reviewSchema) },
  'reviews.get': { response: detailResponse(reviewSchema) },
  'brands.list': { query: brandListQuery, response: listResponse(brandSchema) },
  'brands.get': { response: detailResponse(brandSchema) },
  'reviews.mine': { query: myReviewListQuery, response: listResponse(reviewSchema) },
  'reviews.delete': { response: detailResponse(reviewDeletedSchema) },
  'reviews.add': { body: reviewBody, response: detailResponse(reviewSchema), status: 201 },
} satisfies CallSchemas;
