/** News and events (spec §7), localised, with their category. */
import { pick } from '../../http/localize.ts';
import { and, arrayOverlaps, count, eq, inArray } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import { newsListQuery, type News, type NewsItem } from '../../../contract/content.ts';
import type { Db } from '../../db/create-db.ts';
import { categories, news } from '../../db/schema.ts';
import { orderBy, paged, type Page } from '../../http/listing.ts';
import { matchText } from '../../http/search.ts';

import { keywordsOf } from './content-helpers.ts';

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

/** A list's entry: every field but the article's body, which only its own page shows. */
function withoutBody(item: News): NewsItem {
  const entry: Partial<News> = { ...item };
  delete entry.body;
  return entry as NewsItem;
}

export type NewsSort = ListSort<typeof newsListQuery>;
export const DEFAULT_NEWS_SORT: NewsSort = [{ column: 'published_at', ascending: false }];

export async function listNews(
  db: Db,
  lang: Lang,
  f: ListFilter<typeof newsListQuery>,
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
  return { items: rows.map((r): NewsItem => withoutBody(toNews(lang, r))), total };
}

export async function getNews(db: Db, lang: Lang, id: number): Promise<News | null> {
  const [row] = await newsSelect(db).where(and(eq(news.id, id), eq(news.status, 1)));
  return row ? toNews(lang, row) : null;
}

