/** Content: news and events, albums, questions and answers, the boxes that compose pages. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { categories, type StoredImage } from './catalog.ts';
import { moment, createdAt, ref, titles } from './columns.ts';

/** News articles and events; `category_id` points at a category of module 1 (111 events, 112 articles). */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey(),
    categoryId: ref('category_id', () => categories.id),
    /** 1 article, 2 event, 3 press release. */
    typeId: smallint('type_id').notNull(),
    /** Where it is published: 1 website, 2 app, 3 newsletter. */
    outputIds: integer('output_ids').array().notNull(),
    ...titles(),
    summaryFa: text('summary_fa').notNull(),
    summaryEn: text('summary_en').notNull(),
    bodyFa: text('body_fa').notNull(),
    bodyEn: text('body_en').notNull(),
    image: jsonb('image').$type<StoredImage | null>(),
    keywordsFa: text('keywords_fa').notNull().default(''),
    keywordsEn: text('keywords_en').notNull().default(''),
    eventStartsAt: moment('event_starts_at'),
    eventLocationFa: text('event_location_fa'),
    eventLocationEn: text('event_location_en'),
    urlKeywords: text('url_keywords').notNull(),
    status: smallint('status').notNull().default(1),
    publishedAt: moment('published_at').notNull(),
  },
  (t) => [index('news_category_idx').on(t.categoryId), index('news_published_idx').on(t.publishedAt)],
);

export type StoredAlbumImage = StoredImage & { caption_fa: string; caption_en: string };

export const albums = pgTable('albums', {
  id: integer('id').primaryKey(),
  categoryId: ref('category_id', () => categories.id),
  ...titles(),
  descriptionFa: text('description_fa'),
  descriptionEn: text('description_en'),
  images: jsonb('images').$type<StoredAlbumImage[]>().notNull(),
  status: smallint('status').notNull().default(1),
  publishedAt: moment('published_at').notNull(),
});

export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey(),
    categoryId: ref('category_id', () => categories.id),
    questionFa: text('question_fa').notNull(),
    questionEn: text('question_en').notNull(),
    answerFa: text('answer_fa').notNull(),
    answerEn: text('answer_en').notNull(),
    order: integer('sort_order').notNull().default(0),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('faqs_category_idx').on(t.categoryId)],
);

export type BoxData = {
  category_ids?: number[];
  product_ids?: number[];
  news_category_ids?: number[];
  link?: string;
  limit?: number;
};

/** Content boxes that compose pages (`page_id` 1 is the home page). */
export const boxes = pgTable('boxes', {
  id: integer('id').primaryKey(),
  pageId: integer('page_id').notNull(),
  kind: text('kind').notNull(),
  ...titles(),
  bodyFa: text('body_fa'),
  bodyEn: text('body_en'),
  /** Space-separated keywords; `search_keywords` matches them. */
  keywords: text('keywords').notNull().default(''),
  data: jsonb('data').$type<BoxData>().notNull().default(sql`'{}'::jsonb`),
  order: integer('sort_order').notNull().default(0),
  status: smallint('status').notNull().default(1),
});
