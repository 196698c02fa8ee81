/** The documents products carry (issue 31 §4): a product's, and a category's for a saved pack. */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CarriedDocument, documentListQuery, ProductDocument } from '../../../contract/catalog.ts';
import type { DocumentKind, Lang } from '../../../contract/constants.ts';
import type { ListFilter, ListSort } from '../../../contract/common.ts';
import type { Db } from '../../db/create-db.ts';
import { productDocuments, products } from '../../db/schema.ts';
import { pick } from '../../http/localize.ts';
import { paged } from '../../http/listing.ts';
import { descendantIds } from './categories-repo.ts';

export type DocumentSort = ListSort<typeof documentListQuery>;
export const DEFAULT_DOCUMENT_SORT: DocumentSort = [{ column: 'product_id', ascending: true }];

const columns = (lang: Lang) => ({
  productId: productDocuments.productId,
  kind: productDocuments.kind,
  lang: productDocuments.lang,
  title: pick(lang, productDocuments.titleFa, productDocuments.titleEn),
  issuedOn: productDocuments.issuedOn,
  url: productDocuments.url,
  bytes: productDocuments.bytes,
});
type Row = { productId: number; kind: string; lang: string; title: string; issuedOn: string; url: string; bytes: number };

const toDocument = (r: Row): ProductDocument => ({
  kind: r.kind as DocumentKind,
  lang: r.lang === 'en' ? 'en' : 'fa',
  title: r.title,
  issued_on: r.issuedOn,
  url: r.url,
  bytes: r.bytes,
});

/** A product's documents: those in the language asked for first, then by kind (instructions first) and newest. */
export async function documentsOf(db: Db, lang: Lang, productId: number): Promise<ProductDocument[]> {
  const rows = await db
    .select(columns(lang))
    .from(productDocuments)
    .where(eq(productDocuments.productId, productId))
    .orderBy(
      sql`${productDocuments.lang} <> ${lang}`,
      sql`array_position(array['ifu', 'datasheet', 'imed', 'ce', 'iso13485'], ${productDocuments.kind})`,
      desc(productDocuments.issuedOn),
      asc(productDocuments.id),
    );
  return rows.map(toDocument);
}

/** The documents of the active products of some categories (their descendants too), or of all: what a pack saves. */
export async function listDocuments(
  db: Db,
  lang: Lang,
  f: ListFilter<typeof documentListQuery>,
  _sort: DocumentSort,
  page: { limit: number; offset: number },
): Promise<{ items: CarriedDocument[]; total: number }> {
  const where = and(eq(products.status, 1), f.category_ids?.length ? inArray(products.categoryId, descendantIds(f.category_ids)) : undefined);
  const { rows, total } = await paged(
    db
      .select(columns(lang))
      .from(productDocuments)
      .innerJoin(products, eq(products.id, productDocuments.productId))
      .where(where)
      .orderBy(asc(productDocuments.productId), asc(productDocuments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(productDocuments).innerJoin(products, eq(products.id, productDocuments.productId)).where(where),
  );
  return { items: rows.map((r) => ({ product_id: r.productId, ...toDocument(r) })), total };
}
