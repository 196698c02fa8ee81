/**
 * Every v1 call, by name: its method, its path under /v1 and who may make it. The one list of
 * them (design.md §3): the server's router mounts each entry at its path, the storefront calls
 * it by name through its one client, and the outbox's kinds name the entry they deliver.
 *
 * No zod here: the browser imports this table at run time. Each call's schemas (params, query,
 * body, response) are in its module's file beside its types, keyed by the same name, and
 * contract/api.ts joins the two, checked by the compiler to cover every name exactly.
 */
import type { Lang } from './constants.ts';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallAccess = 'public' | 'member';
/**
 * Where a call comes from (issue 29): `spec`, a row of the spec's §7 table; `needed`, a call the
 * spec needs but does not show, as design.md §3 names it (sign-in by code, shipping methods,
 * adding a favourite); `extension`, this project's own, which a backend serving only the spec's
 * calls does not have.
 */
export type CallOrigin = 'spec' | 'needed' | 'extension';
export type CallRoute = {
  readonly method: CallMethod;
  readonly path: string;
  readonly access: CallAccess;
  readonly origin: CallOrigin;
  /** The spec writes `fa` in this call's path (where `:lang` stands here): a spec-literal backend has only that. */
  readonly faInSpec?: true;
  /** A public read whose answer must be the server's now: the service worker keeps no copy of it. */
  readonly fresh?: true;
};

/** How a call's entry says where it comes from: the spec's, with `fa` in its path where the spec writes it; needed; or an extension. */
type Source = { origin: CallOrigin; faInSpec?: true };
const SPEC = { origin: 'spec' } as const satisfies Source;
const SPEC_FA = { origin: 'spec', faInSpec: true } as const satisfies Source;
const NEEDED = { origin: 'needed' } as const satisfies Source;
const NEEDED_FA = { origin: 'needed', faInSpec: true } as const satisfies Source;
const EXTENSION = { origin: 'extension' } as const satisfies Source;

/** A call anyone may make (with the API key). */
const open = <const M extends CallMethod, const P extends string, const S extends Source>(method: M, path: P, source: S) => ({ method, path, access: 'public', ...source }) as const;
/** A public read that is never answered from a kept copy. */
const fresh = <const P extends string, const S extends Source>(path: P, source: S) => ({ method: 'GET', path, access: 'public', fresh: true, ...source }) as const;
/** A call of a signed-in member (a Bearer access token; writes take an Idempotency-Key). */
const member = <const M extends CallMethod, const P extends string, const S extends Source>(method: M, path: P, source: S) => ({ method, path, access: 'member', ...source }) as const;

export const CALLS = {
  // Extension (issue 29): what this server offers beyond the spec; a backend without it offers nothing more.
  'capabilities.get': open('GET', '/general/:lang/capabilities', EXTENSION),

  // Sign-in (spec §3): a captcha, then a one-time code.
  'captcha.create': open('POST', '/general/:lang/captcha/:captchaId', SPEC_FA),
  'otp.send': open('POST', '/member/:lang/otp/send', NEEDED_FA),
  'otp.verify': open('POST', '/member/:lang/otp/verify', NEEDED_FA),

  // Extension (issue 29): the member's profile (login type UpdateProfile) and a second sign-in by
  // e-mail and password (login type Email).
  'email.signin': open('POST', '/member/:lang/email/signin', EXTENSION),
  'profile.get': member('GET', '/sitemember/:lang/profile', EXTENSION),
  'profile.update': member('PUT', '/sitemember/:lang/profile', EXTENSION),
  'profile.password': member('PUT', '/sitemember/:lang/profile/password', EXTENSION),

  // The catalogue (spec §7).
  'categories.tree': open('GET', '/category/:lang/categories/tree', SPEC),
  'categories.list': open('GET', '/category/:lang/categories', SPEC),
  'categories.get': open('GET', '/category/:lang/categories/:id', SPEC),
  'products.list': open('GET', '/product/:lang/products', SPEC),
  'products.get': open('GET', '/product/:lang/products/:id', SPEC),
  // Spelled as spec §7 spells it.
  'products.availability': open('GET', '/product/:lang/products/:id/availablity', SPEC),
  'products.reviews': open('GET', '/product/:lang/products/:id/reviews', SPEC),
  // Extension (issue 31): a lot of a product as the maker recorded it (a scanned box's lot and expiry).
  'products.lot': open('GET', '/product/:lang/products/:id/lots/:lot', EXTENSION),
  // Extension (issue 31 §4): the documents of a category's products, for a pack saved for offline.
  'documents.list': open('GET', '/product/:lang/documents', EXTENSION),
  // Extension (issue 31 §4): the specifications a category's list may be filtered by, with their values.
  'products.facets': open('GET', '/product/:lang/facets', EXTENSION),
  'reviews.get': open('GET', '/review/:lang/reviews/:id', SPEC_FA),
  'brands.list': open('GET', '/product/:lang/brands', SPEC),
  'brands.get': open('GET', '/product/:lang/brands/:id', SPEC),

  // Content.
  'news.list': open('GET', '/news/:lang/news', SPEC),
  'news.get': open('GET', '/news/:lang/news/:id', SPEC),
  'albums.list': open('GET', '/album/:lang/albums', SPEC),
  'albums.get': open('GET', '/album/:lang/albums/:id', SPEC),
  'faqs.list': open('GET', '/faq/:lang/faqs', SPEC_FA),
  'faqs.get': open('GET', '/faq/:lang/faqs/:id', SPEC_FA),
  'boxes.list': open('GET', '/cms/:lang/boxes', SPEC),
  'boxes.get': open('GET', '/cms/:lang/boxes/:id', SPEC),

  // Places.
  'provinces.list': open('GET', '/sitemember/:lang/provinces', SPEC_FA),
  'provinces.get': open('GET', '/sitemember/:lang/provinces/:id', SPEC_FA),
  'cities.list': open('GET', '/sitemember/:lang/cities', SPEC_FA),
  'cities.get': open('GET', '/sitemember/:lang/cities/:id', SPEC_FA),

  // The member's favourites and reviews. Literal segments (`favorites`, `reviews`) before `:id`.
  'favorites.list': member('GET', '/product/:lang/products/favorites', SPEC),
  'favorites.get': member('GET', '/product/:lang/products/favorites/:id', SPEC),
  'favorites.add': member('POST', '/product/:lang/products/:id/addfavorite', NEEDED),
  'favorites.remove': member('DELETE', '/product/:lang/products/:id/deletefavorite', SPEC),
  // Extension (issue 31 §5): "tell me when it is back" on a product out of stock.
  'stockAlerts.list': member('GET', '/product/:lang/products/stockalerts', EXTENSION),
  'stockAlerts.add': member('POST', '/product/:lang/products/:id/stockalert', EXTENSION),
  'stockAlerts.remove': member('DELETE', '/product/:lang/products/:id/stockalert', EXTENSION),
  'reviews.mine': member('GET', '/product/:lang/products/reviews', SPEC),
  'reviews.delete': member('DELETE', '/product/:lang/products/reviews/:id', SPEC_FA),
  'reviews.add': member('POST', '/product/:lang/products/:id/addreview', SPEC),

  // Store credit.
  'credit.list': member('GET', '/credit/:lang/credits', SPEC_FA),
  'credit.get': member('GET', '/credit/:lang/credits/:id', SPEC_FA),
  'credit.balance': member('GET', '/credit/:lang/accounts/balance', SPEC_FA),
  'credit.account': member('GET', '/credit/:lang/accounts/:id', SPEC_FA),

  // Extension (issue 27): the member's notices (the inbox), its unread count, and SMS on or off.
  // Literal segments before any id.
  'notices.list': member('GET', '/sitemember/:lang/notifications', EXTENSION),
  'notices.unread': member('GET', '/sitemember/:lang/notifications/unread', EXTENSION),
  'notices.read': member('POST', '/sitemember/:lang/notifications/read', EXTENSION),
  'notices.settings': member('GET', '/sitemember/:lang/notifications/settings', EXTENSION),
  'notices.saveSettings': member('PUT', '/sitemember/:lang/notifications/settings', EXTENSION),
  'notices.push': member('GET', '/sitemember/:lang/notifications/push', EXTENSION),
  'notices.subscribe': member('PUT', '/sitemember/:lang/notifications/push', EXTENSION),
  'notices.unsubscribe': member('POST', '/sitemember/:lang/notifications/push/remove', EXTENSION),

  // The store: shipping methods, recipients, pricing, orders and payment.
  // Shipping methods and their prices: checkout reads them fresh.
  'transmits.list': fresh('/store/:lang/transmits', NEEDED_FA),
  'transmits.get': fresh('/store/:lang/transmits/:id', NEEDED_FA),
  'recipients.list': member('GET', '/store/:lang/recipients', SPEC_FA),
  'recipients.get': member('GET', '/store/:lang/recipients/:id', SPEC_FA),
  'recipients.create': member('POST', '/store/:lang/recipients', SPEC_FA),
  'recipients.update': member('PUT', '/store/:lang/recipients/:id', SPEC_FA),
  'recipients.delete': member('DELETE', '/store/:lang/recipients/:id', SPEC_FA),
  'orders.checkDiscount': member('POST', '/store/:lang/orders/checkdiscount', SPEC_FA),
  'orders.counts': member('GET', '/store/:lang/orders/countbystatus', SPEC_FA),
  'orders.pay': member('POST', '/store/:lang/orders/payment', SPEC_FA),
  'orders.list': member('GET', '/store/:lang/orders', SPEC_FA),
  'orders.create': member('POST', '/store/:lang/orders', SPEC_FA),
  'orders.get': member('GET', '/store/:lang/orders/:id', SPEC_FA),
  'orders.cancel': member('POST', '/store/:lang/orders/:id/cancel', EXTENSION),

  // Extension (issue 31 §1): the member's organisation, and its orders for its approvers and buyers.
  // Literal segments before any id.
  'organisation.get': member('GET', '/sitemember/:lang/organisation', EXTENSION),
  'organisation.register': member('POST', '/sitemember/:lang/organisation', EXTENSION),
  'organisation.join': member('POST', '/sitemember/:lang/organisation/join', EXTENSION),
  'organisation.orders': member('GET', '/store/:lang/organisation/orders', EXTENSION),
  'organisation.order': member('GET', '/store/:lang/organisation/orders/:id', EXTENSION),
  'organisation.approve': member('POST', '/store/:lang/organisation/orders/:id/approve', EXTENSION),
  'organisation.return': member('POST', '/store/:lang/organisation/orders/:id/return', EXTENSION),

  // Support tickets.
  'tickets.units': member('GET', '/ticketing/:lang/units', EXTENSION),
  'tickets.categories': member('GET', '/ticketing/:lang/categories', EXTENSION),
  'tickets.list': member('GET', '/ticketing/:lang/tickets', SPEC_FA),
  'tickets.replyAttachment': member('PUT', '/ticketing/:lang/tickets/replies/:id/attachment', SPEC_FA),
  'tickets.get': member('GET', '/ticketing/:lang/tickets/:id', SPEC_FA),
  'tickets.create': member('POST', '/ticketing/:lang/tickets', SPEC_FA),
  'tickets.reply': member('POST', '/ticketing/:lang/tickets/:id/reply', SPEC_FA),
  'tickets.rate': member('POST', '/ticketing/:lang/tickets/:id/addreview', SPEC_FA),
  'tickets.attachment': member('GET', '/ticketing/:lang/attachments/:id', EXTENSION),
} as const satisfies Record<string, CallRoute>;

export type CallName = keyof typeof CALLS;
/** The calls one kind of caller may make (the server's public and member routers). */
export type CallsOf<A extends CallAccess> = { [N in CallName]: (typeof CALLS)[N]['access'] extends A ? N : never }[CallName];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;
type ParamValue<K extends string> = K extends 'lang' ? Lang : K extends 'id' ? number : string;
/** A call's path parameters, from its path: `lang` a language, `id` a number, the rest strings. */
export type CallParams<N extends CallName> = { [K in ParamNames<(typeof CALLS)[N]['path']>]: ParamValue<K> };

/** The path of a call under /v1 with its parameters filled in (encoded). */
export function fillPath<N extends CallName>(name: N, params: CallParams<N>): string {
  const values = params as Record<string, string | number>;
  return CALLS[name].path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${name}: path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The extension calls (their names): a backend serving only the spec's calls has none of them. */
export type ExtensionCall = { [N in CallName]: (typeof CALLS)[N]['origin'] extends 'extension' ? N : never }[CallName];
export const EXTENSION_CALLS = (Object.keys(CALLS) as CallName[]).filter((name) => CALLS[name].origin === 'extension') as ExtensionCall[];
