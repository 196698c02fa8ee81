/**
 * What search engines and link previews read of a public page (title, description, canonical
 * URL, hreflang alternates, Open Graph, JSON-LD), as the `head` of the
 * route that renders it (TanStack Router), from the data its loader already read. The server
 * writes these tags into the page's HTML (entry-server.tsx); nothing here reads the database.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CategoryNode } from '../../../contract/catalog.ts';
import { localePath, type Locale } from '../../../shared/locale.ts';
import { isNoindexPage } from '../../../shared/site-paths.ts';
import { isOwnMedia, renditionUrl } from '../../../shared/media.ts';
import { i18nFor } from '../../i18n/i18n.ts';

export type PageHead = {
  /** The page's own title; the site's name follows it (the home page has only the site's name). */
  title?: string | undefined;
  description?: string | null | undefined;
  /** The canonical path without the language prefix. */
  path: string;
  /** Where the path differs by language (a product's slug is its localised title). */
  alternates?: Partial<Record<Locale, string>>;
  image?: string | null | undefined;
  type?: 'website' | 'article' | 'product';
  noindex?: boolean;
  jsonLd?: object[];
};

/** What the head of a route sees: the router context carries the site's origin and the language. */
export type HeadContext = { locale: Locale; origin: string };

/** The site's name and description in a language. */
export function site(locale: Locale) {
  const i18n = i18nFor(locale);
  return {
    name: i18n._(msg`Medical Supplies Store`),
    description: i18n._(msg`Surgical sutures, anti-allergy adhesives, guidewires and surgical meshes, straight from the maker, online and offline.`),
  };
}

/** The title of a page that is not found (the 404 page's own words, then the site's name). */
export const notFoundTitle = (locale: Locale) => `${i18nFor(locale)._(msg`Page not found`)} | ${site(locale).name}`;

/** Translations in the page's language (the server renders pages of both languages at once). */
export const tr = (locale: Locale): I18n => i18nFor(locale);

/** An absolute URL of the site: the router context's origin and the path in `locale`. */
export const absolute = (ctx: HeadContext, path: string, locale: Locale = ctx.locale) => `${ctx.origin}${localePath(locale, path)}`;

/** A media URL made absolute (the API answers paths such as /media/…). */
export const absoluteMedia = (ctx: HeadContext, url: string | null | undefined) =>
  url ? (/^https?:\/\//.test(url) ? url : `${ctx.origin}${url}`) : undefined;

export function breadcrumbList(ctx: HeadContext, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absolute(ctx, item.path) })),
  };
}

/** A route's `head`: meta tags (with `title` and `script:ld+json` entries, as TanStack Router reads them) and links. */
type HeadTags = { meta: Record<string, unknown>[]; links: Record<string, string>[] };

/** The tags of a page's head. */
export function pageHead(ctx: HeadContext, page: PageHead): HeadTags {
  const { name, description: siteDescription } = site(ctx.locale);
  const url = (l: Locale) => absolute(ctx, page.alternates?.[l] ?? page.path, l);
  const title = page.title ? `${page.title} | ${name}` : name;
  const description = page.description || siteDescription;
  // A photo for link previews: a rendition (networks take WebP, not SVG), 960 pixels wide.
  const image = absoluteMedia(ctx, page.image && isOwnMedia(page.image) ? renditionUrl(page.image, 960) : page.image);
  const noindex = page.noindex ?? isNoindexPage(page.path);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: page.type ?? 'website' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url(ctx.locale) },
      { property: 'og:site_name', content: name },
      { property: 'og:locale', content: ctx.locale === 'fa' ? 'fa_IR' : 'en_US' },
      { property: 'og:locale:alternate', content: ctx.locale === 'fa' ? 'en_US' : 'fa_IR' },
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
      ...(page.jsonLd ?? []).map((block) => ({ 'script:ld+json': block })),
    ],
    links: [
      { rel: 'canonical', href: url(ctx.locale) },
      { rel: 'alternate', hrefLang: 'fa', href: url('fa') },
      { rel: 'alternate', hrefLang: 'en', href: url('en') },
      { rel: 'alternate', hrefLang: 'x-default', href: url('fa') },
    ],
  };
}

/** The head context of a match: its language (from the locale layout) and the site's origin (from the router). */
export function headContext(match: { context: unknown }): HeadContext {
  const c = match.context as { locale?: Locale; origin?: string };
  return { locale: c.locale ?? 'fa', origin: c.origin ?? '' };
}

/** The category tree the locale layout loaded (for breadcrumbs). */
export function layoutTree(matches: { routeId: string; loaderData?: unknown }[]): CategoryNode[] {
  const layout = matches.find((m) => m.routeId === '/{-$locale}')?.loaderData as { tree?: CategoryNode[] } | undefined;
  return layout?.tree ?? [];
}
