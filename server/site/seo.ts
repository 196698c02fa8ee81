/**
 * What search engines and link previews read before any script runs: for catalogue and content
 * URLs, the shell carries the page's title, description, canonical URL, hreflang alternates,
 * Open Graph tags and JSON-LD, all from the database and all escaped.
 */
import type { Lang } from '../../contract/common.ts';
import { PRODUCT_MODULE_ID, type Product } from '../../contract/catalog.ts';
import { localePath } from '../../shared/locale.ts';
import { brandPath, categoryPath, isNoindexPage, newsPath, productPath } from '../../shared/site-paths.ts';
import type { Db } from '../db/create-db.ts';
import { getBrand } from '../modules/catalog/brands-repo.ts';
import { DEFAULT_CATEGORY_SORT, getCategory, listCategories } from '../modules/catalog/categories-repo.ts';
import { getProduct } from '../modules/catalog/products-repo.ts';
import { getAlbum } from '../modules/content/albums-repo.ts';
import { DEFAULT_FAQ_SORT, getFaq, listFaqs } from '../modules/content/faqs-repo.ts';
import { getNews } from '../modules/content/news-repo.ts';

export type PageMeta = {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path without the language prefix; canonical and alternates are built from it. */
  path: string;
  /** Where the page's path differs by language (a product's slug is its localised title). */
  alternates?: Partial<Record<Lang, string>>;
  image?: string | undefined;
  type?: 'website' | 'article' | 'product';
  noindex?: boolean;
  jsonLd: object[];
  /** Images the page shows first (its LCP): fetched while the scripts load. */
  preloadImages?: string[];
};

const SITE: Record<Lang, { name: string; description: string }> = {
  fa: {
    name: 'فروشگاه تجهیزات پزشکی',
    description: 'نخ بخیه جراحی، چسب ضد حساسیت، گاید وایر و مش جراحی؛ مستقیم از تولیدکننده، آنلاین و آفلاین.',
  },
  en: {
    name: 'Medical Supplies Store',
    description: 'Surgical sutures, anti-allergy adhesives, guidewires and surgical meshes, straight from the maker.',
  },
};
const PRODUCTS_LABEL: Record<Lang, string> = { fa: 'محصولات', en: 'Products' };

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** JSON for a <script> element: nothing in it can close the element or start a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');


function breadcrumbs(origin: string, lang: Lang, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: `${origin}${localePath(lang, item.path)}`,
    })),
  };
}

type CategoryLike = { id: number; title: string; parent_id?: number | null; seo: { url_keywords: string | null; page_url: string | null } };

/** The category and its ancestors below the catalogue root, root first. */
async function categoryChain(db: Db, lang: Lang, id: number): Promise<CategoryLike[]> {
  const chain: CategoryLike[] = [];
  let next: number | null = id;
  for (let depth = 0; next !== null && depth < 8; depth++) {
    const c = await getCategory(db, lang, next);
    if (!c || c.parent_id === null) break; // the root (104) is not a page of its own
    chain.unshift(c);
    next = c.parent_id;
  }
  return chain;
}

const AVAILABILITY: Record<Product['availability'], string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
};

const slugOk = (slug: string) => slug.length > 0;
const notFound = (lang: Lang, path: string): PageMeta => ({
  status: 404,
  title: lang === 'fa' ? 'صفحه پیدا نشد' : 'Page not found',
  description: SITE[lang].description,
  path,
  noindex: true,
  jsonLd: [],
});

/** Meta for a path without its language prefix, or null for pages with only the site defaults. */
export async function pageMeta(db: Db, lang: Lang, path: string, origin: string): Promise<PageMeta | null> {
  const site = SITE[lang];
  const abs = (p: string) => `${origin}${localePath(lang, p)}`;
  const media = (u: string | undefined) => (u ? (u.startsWith('http') ? u : `${origin}${u}`) : undefined);
  let m: RegExpMatchArray | null;

  if (path === '/') {
    return {
      status: 200,
      title: site.name,
      description: site.description,
      path,
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, url: abs('/'), inLanguage: lang, potentialAction: { '@type': 'SearchAction', target: `${abs('/search')}?q={q}`, 'query-input': 'required name=q' } },
        { '@context': 'https://schema.org', '@type': 'Organization', name: site.name, url: abs('/'), logo: `${origin}/icons/icon-512.png` },
      ],
    };
  }
  if (path === '/product') {
    return { status: 200, title: `${PRODUCTS_LABEL[lang]} | ${site.name}`, description: site.description, path, jsonLd: [] };
  }
  if ((m = path.match(/^\/product\/(\d{1,9})\/([^/]+)$/))) {
    const other: Lang = lang === 'fa' ? 'en' : 'fa';
    const [p, q] = await Promise.all([getProduct(db, lang, Number(m[1])), getProduct(db, other, Number(m[1]))]);
    if (!p || !q) return notFound(lang, path);
    const pathOf = (x: Product) => productPath(x.id, x.seo.url_keywords);
    const canonical = pathOf(p);
    const chain = await categoryChain(db, lang, p.category.id);
    const offer = {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'IRR',
      availability: AVAILABILITY[p.availability],
      url: abs(canonical),
      itemCondition: 'https://schema.org/NewCondition',
    };
    const product: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.title,
      sku: p.code,
      description: p.description ?? p.summary ?? undefined,
      image: p.images.map((i) => media(i.url)),
      category: p.category.title,
      ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand.title } } : {}),
      offers: offer,
      additionalProperty: p.specifications.map((s) => ({ '@type': 'PropertyValue', name: s.name, value: s.value })),
      ...(p.rating.count > 0 && p.rating.average !== null
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating.average, reviewCount: p.rating.count, bestRating: 5, worstRating: 1 } }
        : {}),
    };
    return {
      status: 200,
      title: `${p.title} | ${site.name}`,
      description: p.summary ?? site.description,
      path: canonical,
      alternates: { [lang]: canonical, [other]: pathOf(q) },
      preloadImages: p.images[0] ? [p.images[0].url] : [],
      image: media(p.images[0]?.url),
      type: 'product',
      jsonLd: [
        product,
        breadcrumbs(origin, lang, [
          { name: PRODUCTS_LABEL[lang], path: '/product' },
          ...chain.map((c) => ({ name: c.title, path: categoryPath(c) })),
          { name: p.title, path: canonical },
        ]),
      ],
    };
  }
  if ((m = path.match(/^\/product\/category\/(\d{1,9})$/)) || (m = path.match(/^\/product\/category\/([^/]+)\/([^/]+)$/))) {
    const byId = /^\d+$/.test(m[1]!) && m[2] === undefined;
    const category = byId
      ? await getCategory(db, lang, Number(m[1]))
      : (await listCategories(db, lang, { url_keywords: decodeURIComponent(m[1]!) }, DEFAULT_CATEGORY_SORT, { limit: 1, offset: 0 })).items[0];
    if (!category || category.module_id !== PRODUCT_MODULE_ID) return notFound(lang, path);
    const chain = await categoryChain(db, lang, category.id);
    const canonical = categoryPath(category);
    return {
      status: 200,
      title: `${category.title} | ${site.name}`,
      description: category.description ?? site.description,
      path: canonical,
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'CollectionPage', name: category.title, url: abs(canonical), inLanguage: lang },
        breadcrumbs(origin, lang, [
          { name: PRODUCTS_LABEL[lang], path: '/product' },
          ...chain.map((c) => ({ name: c.title, path: categoryPath(c) })),
        ]),
      ],
    };
  }
  if ((m = path.match(/^\/product\/brand\/(\d{1,9})\/([^/]+)$/))) {
    const b = await getBrand(db, lang, Number(m[1]));
    if (!b) return notFound(lang, path);
    const canonical = brandPath(b.id, b.seo.url_keywords);
    return {
      status: 200,
      title: `${b.title} | ${site.name}`,
      description: b.description ?? site.description,
      path: canonical,
      image: media(b.logo?.url),
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'Brand', name: b.title, logo: media(b.logo?.url), url: abs(canonical) },
        breadcrumbs(origin, lang, [
          { name: PRODUCTS_LABEL[lang], path: '/product' },
          { name: b.title, path: canonical },
        ]),
      ],
    };
  }
  if ((m = path.match(/^\/news\/(\d{1,9})\/([^/]+)$/))) {
    const n = await getNews(db, lang, Number(m[1]));
    if (!n || !slugOk(n.seo.url_keywords)) return notFound(lang, path);
    const canonical = newsPath(n.id, n.seo.url_keywords);
    return {
      status: 200,
      title: `${n.title} | ${site.name}`,
      description: n.summary,
      path: canonical,
      image: media(n.image?.url),
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: n.title,
          description: n.summary,
          datePublished: n.published_at,
          image: n.image ? [media(n.image.url)] : undefined,
          inLanguage: lang,
          articleSection: n.category.title,
          mainEntityOfPage: abs(canonical),
          publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: `${origin}/icons/icon-512.png` } },
        },
        breadcrumbs(origin, lang, [
          { name: n.category.title, path: n.event ? '/news?section=events' : '/news' },
          { name: n.title, path: canonical },
        ]),
      ],
    };
  }
  if (path === '/news') {
    const title = lang === 'fa' ? 'اخبار و رویدادها' : 'News and events';
    return { status: 200, title: `${title} | ${site.name}`, description: site.description, path, jsonLd: [] };
  }
  if (path === '/album') {
    const title = lang === 'fa' ? 'گالری' : 'Gallery';
    return { status: 200, title: `${title} | ${site.name}`, description: site.description, path, jsonLd: [] };
  }
  if ((m = path.match(/^\/album\/(\d{1,9})$/))) {
    const a = await getAlbum(db, lang, Number(m[1]));
    if (!a) return notFound(lang, path);
    return {
      status: 200,
      title: `${a.title} | ${site.name}`,
      description: a.description ?? site.description,
      path,
      image: media(a.cover?.url),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ImageGallery',
          name: a.title,
          image: a.images.map((i) => ({ '@type': 'ImageObject', contentUrl: media(i.url), caption: i.caption })),
        },
      ],
    };
  }
  if (path === '/faq') {
    const faqs = await listFaqs(db, lang, { search_type: 'or', search_mode: 'all' }, DEFAULT_FAQ_SORT, { limit: 100, offset: 0 });
    const title = lang === 'fa' ? 'پرسش‌های متداول' : 'Frequently asked questions';
    return {
      status: 200,
      title: `${title} | ${site.name}`,
      description: site.description,
      path,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqs.items.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
        },
      ],
    };
  }
  if ((m = path.match(/^\/faq\/(\d{1,9})$/))) {
    const f = await getFaq(db, lang, Number(m[1]));
    if (!f) return notFound(lang, path);
    return {
      status: 200,
      title: `${f.question} | ${site.name}`,
      description: f.answer.slice(0, 160),
      path,
      jsonLd: [],
    };
  }
  if (isNoindexPage(path)) {
    return { status: 200, title: site.name, description: site.description, path, noindex: true, jsonLd: [] };
  }
  return null;
}

/** The tags for <head>, each value escaped. */
export function headTags(meta: PageMeta, lang: Lang, origin: string): string {
  const url = (l: Lang) => `${origin}${localePath(l, meta.alternates?.[l] ?? meta.path)}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url(lang))}" />`,
    `<link rel="alternate" hreflang="fa" href="${escapeHtml(url('fa'))}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(url('en'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('fa'))}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url(lang))}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE[lang].name)}" />`,
    `<meta property="og:locale" content="${lang === 'fa' ? 'fa_IR' : 'en_US'}" />`,
    `<meta property="og:locale:alternate" content="${lang === 'fa' ? 'en_US' : 'fa_IR'}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
  if (meta.noindex) tags.push('<meta name="robots" content="noindex, follow" />');
  for (const block of meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  for (const src of meta.preloadImages ?? []) tags.push(`<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`);
  return tags.join('\n    ');
}

export const siteDefaults = SITE;
