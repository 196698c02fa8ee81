/**
 * The head of each public page, from the data its route loaded (see page-head.ts). Route files
 * call these from their `head`; a page whose data did not load (not found) gets none here and
 * the server marks it noindex.
 */
import { msg } from '@lingui/core/macro';
import type { Brand, Category, CategoryNode, Product } from '../../../contract/catalog.ts';
import type { Album, Faq, News } from '../../../contract/content.ts';
import { brandPath, categoryPath, newsPath, productPath } from '../../../shared/site-paths.ts';
import { categoryChain } from '../../product/menu.ts';
import { absolute, absoluteMedia, breadcrumbList, pageHead, site, tr, type HeadContext } from './page-head.ts';

const AVAILABILITY: Record<Product['availability'], string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
};

const productsLabel = (ctx: HeadContext) => tr(ctx.locale)._(msg`Products`);

/** The crumbs of a catalogue page: Products, then the category's chain below the root. */
function catalogueCrumbs(ctx: HeadContext, tree: CategoryNode[], categoryId: number, fallback: Pick<Category, 'id' | 'title' | 'seo'>) {
  const chain = categoryChain(tree, categoryId);
  return [
    { name: productsLabel(ctx), path: '/product' },
    ...(chain.length ? chain : [fallback]).map((c) => ({ name: c.title, path: categoryPath(c) })),
  ];
}

export function homeHead(ctx: HeadContext) {
  const { name } = site(ctx.locale);
  return pageHead(ctx, {
    path: '/',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name,
        url: absolute(ctx, '/'),
        inLanguage: ctx.locale,
        potentialAction: { '@type': 'SearchAction', target: `${absolute(ctx, '/search')}?q={q}`, 'query-input': 'required name=q' },
      },
      { '@context': 'https://schema.org', '@type': 'Organization', name, url: absolute(ctx, '/'), logo: `${ctx.origin}/icons/icon-512.png` },
    ],
  });
}

export const productsHead = (ctx: HeadContext) => pageHead(ctx, { title: productsLabel(ctx), path: '/product' });

export const searchHead = (ctx: HeadContext) => pageHead(ctx, { title: tr(ctx.locale)._(msg`Search`), path: '/search', noindex: true });

export function productHead(ctx: HeadContext, p: Product, tree: CategoryNode[]) {
  const canonical = productPath(p.id, p.seo.url_keywords);
  const { name } = site(ctx.locale);
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    sku: p.code,
    ...(p.gtin ? { gtin14: p.gtin } : {}),
    description: p.description ?? p.summary ?? undefined,
    image: p.images.map((i) => absoluteMedia(ctx, i.url)),
    category: p.category.title,
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand.title } } : {}),
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'IRR',
      availability: AVAILABILITY[p.availability],
      url: absolute(ctx, canonical),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name },
      // Sold by the box, and cheaper a unit from a quantity (issue 31 §5): C62 is UN/CEFACT's "one" (a unit).
      ...(p.pack || p.price_tiers?.length
        ? {
            priceSpecification: [
              ...(p.pack ? [{ '@type': 'UnitPriceSpecification', price: p.pack.price, priceCurrency: 'IRR', referenceQuantity: { '@type': 'QuantitativeValue', value: p.pack.size, unitCode: 'C62' } }] : []),
              ...(p.price_tiers ?? []).map((t) => ({ '@type': 'UnitPriceSpecification', price: t.unit_price, priceCurrency: 'IRR', eligibleQuantity: { '@type': 'QuantitativeValue', minValue: t.from, unitCode: 'C62' } })),
            ],
          }
        : {}),
    },
    // The regulatory facts (registration, sterility, single use, shelf life, storage) are among the specifications.
    additionalProperty: p.specifications.map((s) => ({ '@type': 'PropertyValue', ...(s.key ? { propertyID: s.key } : {}), name: s.name, value: s.value })),
    // Its instructions for use and certificates (issue 31 §4).
    ...(p.documents?.length
      ? {
          subjectOf: p.documents.map((d) => ({
            '@type': 'DigitalDocument',
            name: d.title,
            url: absoluteMedia(ctx, d.url),
            inLanguage: d.lang,
            datePublished: d.issued_on,
            encodingFormat: 'application/pdf',
          })),
        }
      : {}),
    ...(p.rating.count > 0 && p.rating.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating.average, reviewCount: p.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
  return pageHead(ctx, {
    title: p.title,
    description: p.summary,
    path: canonical,
    alternates: { fa: productPath(p.id, p.slugs.fa), en: productPath(p.id, p.slugs.en) },
    image: p.images[0]?.url,
    type: 'product',
    jsonLd: [product, breadcrumbList(ctx, [...catalogueCrumbs(ctx, tree, p.category.id, p.category), { name: p.title, path: canonical }])],
  });
}

export function categoryHead(ctx: HeadContext, c: Category, tree: CategoryNode[]) {
  const canonical = categoryPath(c);
  return pageHead(ctx, {
    title: c.title,
    description: c.description,
    path: canonical,
    image: c.image?.url,
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'CollectionPage', name: c.title, url: absolute(ctx, canonical), inLanguage: ctx.locale },
      breadcrumbList(ctx, catalogueCrumbs(ctx, tree, c.id, c)),
    ],
  });
}

export function brandHead(ctx: HeadContext, b: Brand) {
  const canonical = brandPath(b.id, b.seo.url_keywords);
  return pageHead(ctx, {
    title: b.title,
    description: b.description,
    path: canonical,
    image: b.logo?.url,
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'Brand', name: b.title, logo: absoluteMedia(ctx, b.logo?.url), url: absolute(ctx, canonical) },
      breadcrumbList(ctx, [
        { name: productsLabel(ctx), path: '/product' },
        { name: b.title, path: canonical },
      ]),
    ],
  });
}

export const newsListHead = (ctx: HeadContext, events: boolean) =>
  pageHead(ctx, {
    title: events ? tr(ctx.locale)._(msg`Events`) : tr(ctx.locale)._(msg`News and events`),
    path: events ? '/news?section=events' : '/news',
  });

export function newsHead(ctx: HeadContext, n: News) {
  const canonical = newsPath(n.id, n.seo.url_keywords);
  const { name } = site(ctx.locale);
  return pageHead(ctx, {
    title: n.title,
    description: n.summary,
    path: canonical,
    image: n.image?.url,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: n.title,
        description: n.summary,
        datePublished: n.published_at,
        image: n.image ? [absoluteMedia(ctx, n.image.url)] : undefined,
        inLanguage: ctx.locale,
        articleSection: n.category.title,
        mainEntityOfPage: absolute(ctx, canonical),
        publisher: { '@type': 'Organization', name, logo: { '@type': 'ImageObject', url: `${ctx.origin}/icons/icon-512.png` } },
      },
      breadcrumbList(ctx, [
        { name: n.category.title, path: n.event ? '/news?section=events' : '/news' },
        { name: n.title, path: canonical },
      ]),
    ],
  });
}

export const albumListHead = (ctx: HeadContext) => pageHead(ctx, { title: tr(ctx.locale)._(msg`Gallery`), path: '/album' });

export function albumHead(ctx: HeadContext, a: Album) {
  return pageHead(ctx, {
    title: a.title,
    description: a.description,
    path: `/album/${a.id}`,
    image: a.cover?.url,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ImageGallery',
        name: a.title,
        image: a.images.map((i) => ({ '@type': 'ImageObject', contentUrl: absoluteMedia(ctx, i.url), caption: i.caption })),
      },
    ],
  });
}

export function faqListHead(ctx: HeadContext, faqs: Faq[]) {
  return pageHead(ctx, {
    title: tr(ctx.locale)._(msg`Frequently asked questions`),
    path: '/faq',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
      },
    ],
  });
}

export const faqHead = (ctx: HeadContext, f: Faq) => pageHead(ctx, { title: f.question, description: f.answer.slice(0, 160), path: `/faq/${f.id}` });
