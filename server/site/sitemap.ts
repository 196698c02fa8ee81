/** `sitemap.xml` (every product, category, brand, news item and FAQ, in both languages) and `robots.txt`. */
import { and, eq, isNotNull } from 'drizzle-orm';
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

export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const [productRows, categoryRows, brandRows, newsRows, faqRows, albumRows] = await Promise.all([
    db.select({ id: products.id, fa: products.titleFa, en: products.titleEn, at: products.createdAt }).from(products).where(eq(products.status, 1)),
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
    ...productRows.map((p) => ({
      paths: { fa: productPath(p.id, productSlug(p.fa)), en: productPath(p.id, productSlug(p.en)) },
      lastmod: p.at,
    })),
    ...categoryRows.map((c) => ({
      paths: same(categoryPath({ id: c.id, seo: { url_keywords: c.urlKeywords, page_url: c.pageUrl } })),
    })),
    ...brandRows.map((b) => ({ paths: same(brandPath(b.id, b.slug)) })),
    ...newsRows.map((n) => ({ paths: same(newsPath(n.id, n.slug)), lastmod: n.at })),
    ...faqRows.map((f) => ({ paths: same(`/faq/${f.id}`) })),
    ...albumRows.map((a) => ({ paths: same(`/album/${a.id}`), lastmod: a.at })),
  ];
  const url = (lang: Lang, path: string) => escapeHtml(`${origin}${localePath(lang, path)}`);
  const body = entries.flatMap((e) =>
    (['fa', 'en'] as const).map(
      (lang) =>
        `  <url>\n    <loc>${url(lang, e.paths[lang])}</loc>\n` +
        (e.lastmod ? `    <lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>\n` : '') +
        `    <xhtml:link rel="alternate" hreflang="fa" href="${url('fa', e.paths.fa)}"/>\n` +
        `    <xhtml:link rel="alternate" hreflang="en" href="${url('en', e.paths.en)}"/>\n` +
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url('fa', e.paths.fa)}"/>\n  </url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body.join('\n')}\n</urlset>\n`;
}
