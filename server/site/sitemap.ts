/**
 * The sitemaps (every product, category, brand, news item, FAQ and album, in both languages, as an
 * index of files within the protocol's limit) and `robots.txt`.
 */
import { and, count, eq, gt, isNotNull } from 'drizzle-orm';
import type { Lang } from '../../contract/common.ts';
import { PRODUCT_MODULE_ID } from '../../contract/catalog.ts';
import { localePath } from '../../shared/locale.ts';
import { brandPath, categoryPath, newsPath, productPath, productSlug, ROBOTS_DISALLOW } from '../../shared/site-paths.ts';
import type { Db } from '../db/create-db.ts';
import { albums, brands, categories, faqs, news, products } from '../db/schema.ts';
import { escapeHtml } from './escape.ts';

type Entry = { paths: Record<Lang, string>; lastmod?: Date | undefined };

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const same = (path: string): Record<Lang, string> => ({ fa: path, en: path });

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Each product is two URLs (fa and en). */
const PRODUCTS_PER_FILE = SITEMAP_URLS_PER_FILE / 2;
/** Products read from the database at a time while a file is written. */
const BATCH = 1_000;

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/** An entry's two `<url>` elements (fa and en), each naming both languages. */
function urlsOf(e: Entry, origin: string): string {
  const url = (lang: Lang, path: string) => escapeHtml(`${origin}${localePath(lang, path)}`);
  return (['fa', 'en'] as const)
    .map(
      (lang) =>
        `  <url>\n    <loc>${url(lang, e.paths[lang])}</loc>\n` +
        (e.lastmod ? `    <lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>\n` : '') +
        `    <xhtml:link rel="alternate" hreflang="fa" href="${url('fa', e.paths.fa)}"/>\n` +
        `    <xhtml:link rel="alternate" hreflang="en" href="${url('en', e.paths.en)}"/>\n` +
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url('fa', e.paths.fa)}"/>\n  </url>\n`,
    )
    .join('');
}

const activeProducts = eq(products.status, 1);

/**
 * `/sitemap.xml`: a sitemap index (the protocol caps a file at 50,000 URLs): one file of the
 * site's pages, categories, brands, news, FAQs and albums, and as many product files as the
 * catalogue needs.
 */
export async function sitemapIndexXml(db: Db, origin: string): Promise<string> {
  const [row] = await db.select({ n: count() }).from(products).where(activeProducts);
  const files = Math.max(1, Math.ceil((row?.n ?? 0) / PRODUCTS_PER_FILE));
  const locs = ['/sitemap-pages.xml', ...Array.from({ length: files }, (_, i) => `/sitemap-products-${i + 1}.xml`)];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    locs.map((loc) => `  <sitemap><loc>${escapeHtml(origin + loc)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

/** Every page but the products': a few hundred URLs. */
export async function pagesSitemapXml(db: Db, origin: string): Promise<string> {
  const [categoryRows, brandRows, newsRows, faqRows, albumRows] = await Promise.all([
    db
      .select({ id: categories.id, urlKeywords: categories.urlKeywords, pageUrl: categories.pageUrl, at: categories.createdAt })
      .from(categories)
      .where(and(eq(categories.moduleId, PRODUCT_MODULE_ID), eq(categories.status, 1), isNotNull(categories.parentId))),
    db.select({ id: brands.id, slug: brands.urlKeywords }).from(brands),
    db.select({ id: news.id, slug: news.urlKeywords, at: news.publishedAt }).from(news).where(eq(news.status, 1)),
    db.select({ id: faqs.id }).from(faqs).where(eq(faqs.status, 1)),
    db.select({ id: albums.id, at: albums.publishedAt }).from(albums).where(eq(albums.status, 1)),
  ]);
  const entries: Entry[] = [
    { paths: same('/') },
    { paths: same('/product') },
    { paths: same('/news') },
    { paths: same('/album') },
    { paths: same('/faq') },
    ...categoryRows.map((c) => ({
      paths: same(categoryPath({ id: c.id, seo: { url_keywords: c.urlKeywords, page_url: c.pageUrl } })),
    })),
    ...brandRows.map((b) => ({ paths: same(brandPath(b.id, b.slug)) })),
    ...newsRows.map((n) => ({ paths: same(newsPath(n.id, n.slug)), lastmod: n.at })),
    ...faqRows.map((f) => ({ paths: same(`/faq/${f.id}`) })),
    ...albumRows.map((a) => ({ paths: same(`/album/${a.id}`), lastmod: a.at })),
  ];
  return URLSET_OPEN + entries.map((e) => urlsOf(e, origin)).join('') + URLSET_CLOSE;
}

/**
 * `/sitemap-products-{part}.xml`: the part's 25,000 products (by id), written as they are read,
 * a thousand at a time, so that neither the file nor the catalogue is ever held in memory.
 * Null when the catalogue has no such part.
 */
export async function productsSitemapStream(db: Db, origin: string, part: number): Promise<ReadableStream<Uint8Array> | null> {
  if (!Number.isSafeInteger(part) || part < 1) return null;
  const [first] = await db
    .select({ id: products.id })
    .from(products)
    .where(activeProducts)
    .orderBy(products.id)
    .offset((part - 1) * PRODUCTS_PER_FILE)
    .limit(1);
  if (!first && part > 1) return null;
  const encoder = new TextEncoder();
  let after = (first?.id ?? 0) - 1;
  let written = 0;
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(URLSET_OPEN));
        if (!first) {
          controller.enqueue(encoder.encode(URLSET_CLOSE));
          controller.close();
        }
        return;
      }
      const rows = await db
        .select({ id: products.id, fa: products.titleFa, en: products.titleEn, at: products.createdAt })
        .from(products)
        .where(and(activeProducts, gt(products.id, after)))
        .orderBy(products.id)
        .limit(Math.min(BATCH, PRODUCTS_PER_FILE - written));
      const xml = rows.map((p) => urlsOf({ paths: { fa: productPath(p.id, productSlug(p.fa)), en: productPath(p.id, productSlug(p.en)) }, lastmod: p.at }, origin)).join('');
      written += rows.length;
      after = rows.at(-1)?.id ?? after;
      if (xml) controller.enqueue(encoder.encode(xml));
      if (rows.length === 0 || written >= PRODUCTS_PER_FILE) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      }
    },
  });
}
