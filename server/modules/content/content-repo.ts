/** News, albums, FAQ and content boxes, localised at the edge of this module. */
import { pick } from '../../http/localize.ts';
import { and, arrayOverlaps, count, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.ts';
import { BOX_KINDS, type Album, type Box, type Faq, type News } from '../../../contract/content.ts';
import type { Db } from '../../db/create-db.ts';
import { albums, boxes, categories, faqs, news } from '../../db/schema.ts';
import { orderBy, type SortSpec } from '../../http/listing.ts';
import { matchKeywords, matchText } from '../../http/search.ts';

const keywordsOf = (s: string) => s.split(/\s+/).filter(Boolean);
type Page = { limit: number; offset: number };

async function paged<Row>(
  rows: Promise<Row[]>,
  total: Promise<{ n: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [r, t] = await Promise.all([rows, total]);
  return { rows: r, total: t[0]?.n ?? 0 };
}

// ---------- news ----------

const newsSelect = (db: Db) =>
  db
    .select({ n: news, c: { id: categories.id, titleFa: categories.titleFa, titleEn: categories.titleEn } })
    .from(news)
    .innerJoin(categories, eq(categories.id, news.categoryId));

type NewsRow = { n: typeof news.$inferSelect; c: { id: number; titleFa: string; titleEn: string } };

function toNews(lang: Lang, { n, c }: NewsRow): News {
  return {
    id: n.id,
    title: pick(lang, n.titleFa, n.titleEn),
    summary: pick(lang, n.summaryFa, n.summaryEn),
    body: pick(lang, n.bodyFa, n.bodyEn),
    category: { id: c.id, title: pick(lang, c.titleFa, c.titleEn) },
    type_id: n.typeId,
    output_ids: n.outputIds,
    image: n.image ? { url: n.image.url, alt: pick(lang, n.image.alt_fa, n.image.alt_en) } : null,
    keywords: keywordsOf(pick(lang, n.keywordsFa, n.keywordsEn)),
    event: n.eventStartsAt
      ? { starts_at: n.eventStartsAt.toISOString(), location: pick(lang, n.eventLocationFa, n.eventLocationEn) }
      : null,
    published_at: n.publishedAt.toISOString(),
    seo: { url_keywords: n.urlKeywords },
  };
}

export type NewsSort = SortSpec<'id' | 'title' | 'published_at' | 'event_starts_at'>;
export const DEFAULT_NEWS_SORT: NewsSort = [{ column: 'published_at', ascending: false }];

export async function listNews(
  db: Db,
  lang: Lang,
  f: { category_ids?: number[] | undefined; type_ids?: number[] | undefined; output_ids?: number[] | undefined; search_keywords?: string | undefined },
  sort: NewsSort,
  page: Page,
) {
  const where = and(
    eq(news.status, 1),
    f.category_ids?.length ? inArray(news.categoryId, f.category_ids) : undefined,
    f.type_ids?.length ? inArray(news.typeId, f.type_ids) : undefined,
    f.output_ids?.length ? arrayOverlaps(news.outputIds, f.output_ids) : undefined,
    matchText(f.search_keywords, [news.titleFa, news.titleEn, news.summaryFa, news.summaryEn, news.keywordsFa, news.keywordsEn]),
  );
  const columns = {
    id: news.id,
    title: pick(lang, news.titleFa, news.titleEn),
    published_at: news.publishedAt,
    event_starts_at: news.eventStartsAt,
  };
  const { rows, total } = await paged(
    newsSelect(db).where(where).orderBy(...orderBy(sort, columns, news.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(news).where(where),
  );
  return { items: rows.map((r) => toNews(lang, r)), total };
}

export async function getNews(db: Db, lang: Lang, id: number): Promise<News | null> {
  const [row] = await newsSelect(db).where(and(eq(news.id, id), eq(news.status, 1)));
  return row ? toNews(lang, row) : null;
}

// ---------- albums ----------

type AlbumRow = { a: typeof albums.$inferSelect; c: { id: number; titleFa: string; titleEn: string } };

function toAlbum(lang: Lang, { a, c }: AlbumRow): Album {
  const images = a.images.map((img) => ({
    url: img.url,
    alt: pick(lang, img.alt_fa, img.alt_en),
    caption: pick(lang, img.caption_fa, img.caption_en),
  }));
  return {
    id: a.id,
    title: pick(lang, a.titleFa, a.titleEn),
    description: pick(lang, a.descriptionFa, a.descriptionEn),
    category: { id: c.id, title: pick(lang, c.titleFa, c.titleEn) },
    cover: images[0] ?? null,
    images,
    image_count: images.length,
    published_at: a.publishedAt.toISOString(),
  };
}

const albumSelect = (db: Db) =>
  db
    .select({ a: albums, c: { id: categories.id, titleFa: categories.titleFa, titleEn: categories.titleEn } })
    .from(albums)
    .innerJoin(categories, eq(categories.id, albums.categoryId));

export type AlbumSort = SortSpec<'id' | 'title' | 'published_at'>;
export const DEFAULT_ALBUM_SORT: AlbumSort = [{ column: 'published_at', ascending: false }];

export async function listAlbums(db: Db, lang: Lang, f: { category_id?: number | undefined }, sort: AlbumSort, page: Page) {
  const where = and(eq(albums.status, 1), f.category_id ? eq(albums.categoryId, f.category_id) : undefined);
  const columns = { id: albums.id, title: pick(lang, albums.titleFa, albums.titleEn), published_at: albums.publishedAt };
  const { rows, total } = await paged(
    albumSelect(db).where(where).orderBy(...orderBy(sort, columns, albums.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(albums).where(where),
  );
  return { items: rows.map((r) => toAlbum(lang, r)), total };
}

export async function getAlbum(db: Db, lang: Lang, id: number): Promise<Album | null> {
  const [row] = await albumSelect(db).where(and(eq(albums.id, id), eq(albums.status, 1)));
  return row ? toAlbum(lang, row) : null;
}

// ---------- FAQ ----------

type FaqRow = { q: typeof faqs.$inferSelect; c: { id: number; titleFa: string; titleEn: string } };

const toFaq = (lang: Lang, { q, c }: FaqRow): Faq => ({
  id: q.id,
  question: pick(lang, q.questionFa, q.questionEn),
  answer: pick(lang, q.answerFa, q.answerEn),
  category: { id: c.id, title: pick(lang, c.titleFa, c.titleEn) },
  order: q.order,
});

const faqSelect = (db: Db) =>
  db
    .select({ q: faqs, c: { id: categories.id, titleFa: categories.titleFa, titleEn: categories.titleEn } })
    .from(faqs)
    .innerJoin(categories, eq(categories.id, faqs.categoryId));

export type FaqSort = SortSpec<'id' | 'order' | 'question' | 'created_at'>;
export const DEFAULT_FAQ_SORT: FaqSort = [{ column: 'order', ascending: true }];

export async function listFaqs(
  db: Db,
  lang: Lang,
  f: { category_ids?: number[] | undefined; search_text?: string | undefined; search_type: 'or' | 'and'; search_mode: 'all' | 'question' },
  sort: FaqSort,
  page: Page,
) {
  const fields =
    f.search_mode === 'all' ? [faqs.questionFa, faqs.questionEn, faqs.answerFa, faqs.answerEn] : [faqs.questionFa, faqs.questionEn];
  const where = and(
    eq(faqs.status, 1),
    f.category_ids?.length ? inArray(faqs.categoryId, f.category_ids) : undefined,
    matchText(f.search_text, fields, f.search_type),
  );
  const columns = { id: faqs.id, order: faqs.order, question: pick(lang, faqs.questionFa, faqs.questionEn), created_at: faqs.createdAt };
  const { rows, total } = await paged(
    faqSelect(db).where(where).orderBy(...orderBy(sort, columns, faqs.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(faqs).where(where),
  );
  return { items: rows.map((r) => toFaq(lang, r)), total };
}

export async function getFaq(db: Db, lang: Lang, id: number): Promise<Faq | null> {
  const [row] = await faqSelect(db).where(and(eq(faqs.id, id), eq(faqs.status, 1)));
  return row ? toFaq(lang, row) : null;
}

// ---------- boxes ----------

const toBox = (lang: Lang, b: typeof boxes.$inferSelect): Box => ({
  id: b.id,
  page_id: b.pageId,
  kind: (BOX_KINDS as readonly string[]).includes(b.kind) ? (b.kind as Box['kind']) : 'text',
  title: pick(lang, b.titleFa, b.titleEn),
  body: pick(lang, b.bodyFa, b.bodyEn),
  keywords: keywordsOf(b.keywords),
  data: b.data,
  order: b.order,
});

export type BoxSort = SortSpec<'id' | 'order'>;
export const DEFAULT_BOX_SORT: BoxSort = [{ column: 'order', ascending: true }];

export async function listBoxes(
  db: Db,
  lang: Lang,
  f: { pageId?: number | undefined; search_keywords?: string | undefined; match_whole_word_for_search_keywords: boolean; search_mode: 'All' | 'Any' },
  sort: BoxSort,
  page: Page,
) {
  const where = and(
    eq(boxes.status, 1),
    f.pageId ? eq(boxes.pageId, f.pageId) : undefined,
    matchKeywords(f.search_keywords, boxes.keywords, {
      wholeWord: f.match_whole_word_for_search_keywords,
      mode: f.search_mode === 'All' ? 'all' : 'any',
    }),
  );
  const { rows, total } = await paged(
    db.select().from(boxes).where(where).orderBy(...orderBy(sort, { id: boxes.id, order: boxes.order }, boxes.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(boxes).where(where),
  );
  return { items: rows.map((r) => toBox(lang, r)), total };
}

export async function getBox(db: Db, lang: Lang, id: number): Promise<Box | null> {
  const [row] = await db.select().from(boxes).where(and(eq(boxes.id, id), eq(boxes.status, 1)));
  return row ? toBox(lang, row) : null;
}
