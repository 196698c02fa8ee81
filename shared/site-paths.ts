/**
 * The site's own page paths (spec §2), without the language prefix (see locale.ts): the server
 * writes them into canonical URLs, the sitemap and robots.txt; the storefront decides from them
 * which pages are private, which are rendered only on the device and which hide the header.
 */
import { slugify } from './slug.ts';

type SeoLike = { url_keywords: string | null; page_url?: string | null };

/** Spec §2's two category forms: `/product/category/{url keyword}/{page url}`, else `/product/category/{id}`. */
export const categoryPath = (c: { id: number; seo: SeoLike }): string =>
  c.seo.url_keywords && c.seo.page_url ? `/product/category/${c.seo.url_keywords}/${c.seo.page_url}` : `/product/category/${c.id}`;

/** `/product/{id}/{slug}`; a product's slug is its localised title, slugified. */
export const productPath = (id: number, slug: string | null | undefined): string => `/product/${id}/${encodeURIComponent(slug || '-')}`;
export const productSlug = (title: string) => slugify(title);

export const brandPath = (id: number, slug: string | null | undefined): string => `/product/brand/${id}/${encodeURIComponent(slug || '-')}`;
export const newsPath = (id: number, slug: string): string => `/news/${id}/${encodeURIComponent(slug)}`;

/** A path is under `prefix` when it is the prefix itself or below it (`/credit`, `/credit/5`; not `/creditors`). */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The member's own pages: never indexed (robots.txt), never rendered on the server (they depend
 * on the session and the device's IndexedDB), shown without the site's header and footer.
 */
export const PRIVATE_PAGE_PREFIXES = ['/member', '/dashboard', '/order', '/product/favorite', '/credit', '/desk'] as const;
/** The staff desk (issue 28): private, and in a frame of its own (none of the shop's header, footer or tabs). */
export const DESK_PREFIX = '/desk';
/** Public pages whose content lives on the device (the comparison, the saved packs, the scanner): rendered there, not on the server. */
const DEVICE_PAGES = ['/compare', '/offline', '/scan'] as const;
/** Status pages, shown without the header and footer too (spec §2). */
const STATUS_PAGES = ['/under-construction', '/404', '/500'] as const;

/** Documents a member prints or saves as a PDF (the pro-forma, an invoice): no invitation floats over them. */
const DOCUMENT_PAGES = ['/order/proforma', '/order/invoice'] as const;
/** A product's page (`/product/{id}…`), whose phone layout keeps a buy bar at the bottom. */
const PRODUCT_PAGE = /^\/product\/\d+(\/|$)/;

/**
 * The member's words a page needs beyond the account's (lingui.config.ts): checkout's (with the
 * recipients'), the orders' (their pages and documents, an organisation's), the tickets', and what
 * a notice says (the inbox's; the service worker carries its own copy). The
 * desk shows orders and tickets: all. The storefront loads them before the page
 * (src/i18n/i18n.ts), and the server names their files with a member page's outline
 * (server/site/static-site.ts).
 */
export const MEMBER_WORD_PARTS = ['checkout', 'orders', 'tickets', 'notices'] as const;
export type MemberWordPart = (typeof MEMBER_WORD_PARTS)[number];
const PAGES_OF_PART: Record<MemberWordPart, readonly string[]> = {
  checkout: ['/order/checkout', '/dashboard/recipient'],
  orders: ['/order/result', '/order/proforma', '/order/invoice', '/dashboard/order', '/dashboard/organisation'],
  tickets: ['/dashboard/ticket'],
  notices: ['/dashboard/notifications'],
};
export const memberWordsOf = (path: string): MemberWordPart[] =>
  isDeskPage(path) ? [...MEMBER_WORD_PARTS] : MEMBER_WORD_PARTS.filter((part) => PAGES_OF_PART[part].some((p) => under(path, p)));

/** `path` without its language prefix. */
export const isPrivatePage = (path: string) => PRIVATE_PAGE_PREFIXES.some((p) => under(path, p));
export const isClientOnlyPage = (path: string) => isPrivatePage(path) || DEVICE_PAGES.some((p) => under(path, p));
export const isChromelessPage = (path: string) => isPrivatePage(path) || STATUS_PAGES.some((p) => under(path, p));
export const isDeskPage = (path: string) => under(path, DESK_PREFIX);
export const isDocumentPage = (path: string) => DOCUMENT_PAGES.some((p) => under(path, p));
/** Where the install invitation may open: not over a document, nor over a product's buy bar. */
export const mayInviteInstall = (path: string) => !isDocumentPage(path) && !PRODUCT_PAGE.test(path);
/** Pages that carry `noindex`: private, device-bound, and search results. */
export const isNoindexPage = (path: string) => isClientOnlyPage(path) || under(path, '/search');

/** What robots.txt keeps crawlers out of, in both languages (`/credit$` and `/credit/`, not `/creditors`). */
export const ROBOTS_DISALLOW: string[] = [
  ...[...PRIVATE_PAGE_PREFIXES, ...DEVICE_PAGES, '/search'].flatMap((p) => [`${p}$`, `${p}/`, `/en${p}$`, `/en${p}/`]),
  '/api/',
  '/v1/',
];

/** Checkout and its pages (spec §2: under `/order/`, private and chromeless). */
export const ORDER_PATHS = {
  checkout: '/order/checkout',
  /** Where the payment gateway's verified callback sends the member: `?order_id=…`. */
  result: '/order/result',
  proforma: '/order/proforma',
  invoice: (id: number) => `/order/invoice/${id}`,
} as const;
