/** Photo albums (spec §7), localised, with their category. */
import { pick } from '../../http/localize.ts';
import { and, count, eq } from 'drizzle-orm';
import type { Lang, ListFilter, ListSort } from '../../../contract/common.ts';
import { albumListQuery, type Album } from '../../../contract/content.ts';
import type { Db } from '../../db/create-db.ts';
import { albums, categories } from '../../db/schema.ts';
import { orderBy, paged, type Page } from '../../http/listing.ts';


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

export type AlbumSort = ListSort<typeof albumListQuery>;
export const DEFAULT_ALBUM_SORT: AlbumSort = [{ column: 'published_at', ascending: false }];

export async function listAlbums(db: Db, lang: Lang, f: ListFilter<typeof albumListQuery>, sort: AlbumSort, page: Page) {
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

