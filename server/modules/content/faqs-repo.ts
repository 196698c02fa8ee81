/** Frequently asked questions (spec §7), searchable in Persian and English. */
import { pick } from '../../http/localize.ts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import { faqListQuery, type Faq } from '../../../contract/content.ts';
import type { Db } from '../../db/create-db.ts';
import { categories, faqs } from '../../db/schema.ts';
import { orderBy, paged, type Page } from '../../http/listing.ts';
import { matchText } from '../../http/search.ts';


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

export type FaqSort = ListSort<typeof faqListQuery>;
export const DEFAULT_FAQ_SORT: FaqSort = [{ column: 'order', ascending: true }];

export async function listFaqs(
  db: Db,
  lang: Lang,
  f: ListFilter<typeof faqListQuery>,
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

