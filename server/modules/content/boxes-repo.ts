/** Content boxes of a page (spec §7), searchable by keyword. */
import { pick } from '../../http/localize.ts';
import { and, count, eq } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import { boxListQuery, BOX_KINDS, type Box } from '../../../contract/content.ts';
import type { Db } from '../../db/create-db.ts';
import { boxes } from '../../db/schema.ts';
import { orderBy, paged, type Page } from '../../http/listing.ts';
import { matchKeywords } from '../../http/search.ts';

import { keywordsOf } from './content-helpers.ts';

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

export type BoxSort = ListSort<typeof boxListQuery>;
export const DEFAULT_BOX_SORT: BoxSort = [{ column: 'order', ascending: true }];

export async function listBoxes(
  db: Db,
  lang: Lang,
  f: ListFilter<typeof boxListQuery>,
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
