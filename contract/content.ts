/**
 * Content module (spec §7): news, albums, FAQ and content boxes.
 * Paths: /v1/news/{lang}/news, /v1/album/{lang}/albums, /v1/faq/{lang}/faqs, /v1/cms/{lang}/boxes.
 */
import { z } from 'zod';
import { detailResponse, listResponse, type CallSchemas, imageSchema, listQueryBase, queryBool, queryIds, queryInt, querySmallInts, querySort } from './common.ts';

/** Spec §9: news articles are category 112, events 111. */
export const NEWS_ARTICLES_CATEGORY_ID = 112;
export const NEWS_EVENTS_CATEGORY_ID = 111;
/** `type_ids` of news. */
export const NEWS_TYPES = { article: 1, event: 2, press: 3 } as const;
/** `output_ids` of news: where an item is published. */
export const NEWS_OUTPUTS = { website: 1, app: 2, newsletter: 3 } as const;
export { HOME_PAGE_ID } from './constants.ts';

// ---------- news ----------

export const NEWS_SORT_COLUMNS = ['id', 'title', 'published_at', 'event_starts_at'] as const;

export const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  category: z.object({ id: z.number().int(), title: z.string() }),
  type_id: z.number().int(),
  output_ids: z.array(z.number().int()),
  image: imageSchema.nullable(),
  keywords: z.array(z.string()),
  event: z.object({ starts_at: z.string(), location: z.string().nullable() }).nullable(),
  published_at: z.string(),
  seo: z.object({ url_keywords: z.string() }),
});
export type News = z.infer<typeof newsSchema>;
/** A news list's entry: the article without its body (a list shows the summary; the page reads the rest). */
export const newsItemSchema = newsSchema.omit({ body: true });
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListQuery = z.object({
  ...listQueryBase,
  category_ids: queryIds.optional(),
  type_ids: querySmallInts.optional(),
  output_ids: queryIds.optional(),
  search_keywords: z.string().max(200).optional(),
  sort: querySort(NEWS_SORT_COLUMNS).optional(),
});
export type NewsListQuery = z.input<typeof newsListQuery>;

// ---------- albums ----------

export const ALBUM_SORT_COLUMNS = ['id', 'title', 'published_at'] as const;

export const albumImageSchema = imageSchema.extend({ caption: z.string() });
export const albumSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.object({ id: z.number().int(), title: z.string() }),
  cover: albumImageSchema.nullable(),
  images: z.array(albumImageSchema),
  image_count: z.number().int(),
  published_at: z.string(),
});
export type Album = z.infer<typeof albumSchema>;

export const albumListQuery = z.object({
  ...listQueryBase,
  category_id: queryInt({ min: 1 }).optional(),
  sort: querySort(ALBUM_SORT_COLUMNS).optional(),
});
export type AlbumListQuery = z.input<typeof albumListQuery>;

// ---------- FAQ ----------

export const FAQ_SORT_COLUMNS = ['id', 'order', 'question', 'created_at'] as const;

export const faqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  category: z.object({ id: z.number().int(), title: z.string() }),
  order: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqListQuery = z.object({
  ...listQueryBase,
  category_ids: queryIds.optional(),
  /** Words to look for; Persian and Arabic letters and digits are normalised on both sides. */
  search_text: z.string().max(200).optional(),
  /** `or`: any word matches; `and`: every word must match. */
  search_type: z.enum(['or', 'and']).default('or'),
  /** `all`: question and answer; `question`: the question only. */
  search_mode: z.enum(['all', 'question']).default('all'),
  sort: querySort(FAQ_SORT_COLUMNS).optional(),
});
export type FaqListQuery = z.input<typeof faqListQuery>;

// ---------- content boxes ----------

export const BOX_SORT_COLUMNS = ['id', 'order'] as const;
export const BOX_KINDS = ['hero', 'featured_categories', 'featured_products', 'latest_news', 'text', 'contact'] as const;

/**
 * Extension: opening hours of a `contact` box, by day of the week (0 Sunday … 6 Saturday, as
 * JavaScript counts them) in the store's time zone, `HH:MM`.
 */
export const openingHoursSchema = z.object({ from_day: z.number().int().min(0).max(6), to_day: z.number().int().min(0).max(6), opens: z.string(), closes: z.string() });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const boxSchema = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  kind: z.enum(BOX_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  keywords: z.array(z.string()),
  data: z.object({
    category_ids: z.array(z.number().int()).optional(),
    product_ids: z.array(z.number().int()).optional(),
    news_category_ids: z.array(z.number().int()).optional(),
    link: z.string().optional(),
    limit: z.number().int().optional(),
    /** A `contact` box (extension): the phone, the e-mail and the opening hours; its body is the address. */
    phone: z.string().optional(),
    email: z.string().optional(),
    hours: z.array(openingHoursSchema).optional(),
  }),
  order: z.number().int(),
});
export type Box = z.infer<typeof boxSchema>;

export const boxListQuery = z.object({
  ...listQueryBase,
  pageId: queryInt({ min: 1 }).optional(),
  search_keywords: z.string().max(200).optional(),
  /** With `true`, a keyword matches whole words only. */
  match_whole_word_for_search_keywords: queryBool.default(false),
  /** `All`: every keyword must match; `Any`: one is enough. */
  search_mode: z.enum(['All', 'Any']).default('Any'),
  sort: querySort(BOX_SORT_COLUMNS).optional(),
});
export type BoxListQuery = z.input<typeof boxListQuery>;

// ---------- calls ----------

export const contentCalls = {
  'news.list': { query: newsListQuery, response: listResponse(newsItemSchema) },
  'news.get': { response: detailResponse(newsSchema) },
  'albums.list': { query: albumListQuery, response: listResponse(albumSchema) },
  'albums.get': { response: detailResponse(albumSchema) },
  'faqs.list': { query: faqListQuery, response: listResponse(faqSchema) },
  'faqs.get': { response: detailResponse(faqSchema) },
  'boxes.list': { query: boxListQuery, response: listResponse(boxSchema) },
  'boxes.get': { response: detailResponse(boxSchema) },
} satisfies CallSchemas;
