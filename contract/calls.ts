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
export type CallRoute = {
  readonly method: CallMethod;
  readonly path: string;
  readonly access: CallAccess;
  /** A public read whose answer must be the server's now: the service worker keeps no copy of it. */
  readonly fresh?: true;
};

/** A call anyone may make (with the API key). */
const open = <const M extends CallMethod, const P extends string>(method: M, path: P) => ({ method, path, access: 'public' }) as const;
/** A public read that is never answered from a kept copy. */
const fresh = <const P extends string>(path: P) => ({ method: 'GET', path, access: 'public', fresh: true }) as const;
/** A call of a signed-in member (a Bearer access token; writes take an Idempotency-Key). */
const member = <const M extends CallMethod, const P extends string>(method: M, path: P) => ({ method, path, access: 'member' }) as const;

export const CALLS = {
  // Sign-in (spec §3): a captcha, then a one-time code.
  'captcha.create': open('POST', '/general/:lang/captcha/:captchaId'),
  'otp.send': open('POST', '/member/:lang/otp/send'),
  'otp.verify': open('POST', '/member/:lang/otp/verify'),

  // The catalogue (spec §7).
  'categories.tree': open('GET', '/category/:lang/categories/tree'),
  'categories.list': open('GET', '/category/:lang/categories'),
  'categories.get': open('GET', '/category/:lang/categories/:id'),
  'products.list': open('GET', '/product/:lang/products'),
  'products.get': open('GET', '/product/:lang/products/:id'),
  // Spelled as spec §7 spells it.
  'products.availability': open('GET', '/product/:lang/products/:id/availablity'),
  'products.reviews': open('GET', '/product/:lang/products/:id/reviews'),
  'reviews.get': open('GET', '/review/:lang/reviews/:id'),
  'brands.list': open('GET', '/product/:lang/brands'),
  'brands.get': open('GET', '/product/:lang/brands/:id'),

  // Content.
  'news.list': open('GET', '/news/:lang/news'),
  'news.get': open('GET', '/news/:lang/news/:id'),
  'albums.list': open('GET', '/album/:lang/albums'),
  'albums.get': open('GET', '/album/:lang/albums/:id'),
  'faqs.list': open('GET', '/faq/:lang/faqs'),
  'faqs.get': open('GET', '/faq/:lang/faqs/:id'),
  'boxes.list': open('GET', '/cms/:lang/boxes'),
  'boxes.get': open('GET', '/cms/:lang/boxes/:id'),

  // Places.
  'provinces.list': open('GET', '/sitemember/:lang/provinces'),
  'provinces.get': open('GET', '/sitemember/:lang/provinces/:id'),
  'cities.list': open('GET', '/sitemember/:lang/cities'),
  'cities.get': open('GET', '/sitemember/:lang/cities/:id'),

  // The member's favourites and reviews. Literal segments (`favorites`, `reviews`) before `:id`.
  'favorites.list': member('GET', '/product/:lang/products/favorites'),
  'favorites.get': member('GET', '/product/:lang/products/favorites/:id'),
  'favorites.add': member('POST', '/product/:lang/products/:id/addfavorite'),
  'favorites.remove': member('DELETE', '/product/:lang/products/:id/deletefavorite'),
  'reviews.mine': member('GET', '/product/:lang/products/reviews'),
  'reviews.delete': member('DELETE', '/product/:lang/products/reviews/:id'),
  'reviews.add': member('POST', '/product/:lang/products/:id/addreview'),

  // Store credit.
  'credit.list': member('GET', '/credit/:lang/credits'),
  'credit.get': member('GET', '/credit/:lang/credits/:id'),
  'credit.balance': member('GET', '/credit/:lang/accounts/balance'),
  'credit.account': member('GET', '/credit/:lang/accounts/:id'),

  // Extension (issue 27): the member's notices (the inbox), its unread count, and SMS on or off.
  // Literal segments before any id.
  'notices.list': member('GET', '/sitemember/:lang/notifications'),
  'notices.unread': member('GET', '/sitemember/:lang/notifications/unread'),
  'notices.read': member('POST', '/sitemember/:lang/notifications/read'),
  'notices.settings': member('GET', '/sitemember/:lang/notifications/settings'),
  'notices.saveSettings': member('PUT', '/sitemember/:lang/notifications/settings'),
  'notices.push': member('GET', '/sitemember/:lang/notifications/push'),
  'notices.subscribe': member('PUT', '/sitemember/:lang/notifications/push'),
  'notices.unsubscribe': member('POST', '/sitemember/:lang/notifications/push/remove'),

  // The store: shipping methods, recipients, pricing, orders and payment.
  // Shipping methods and their prices: checkout reads them fresh.
  'transmits.list': fresh('/store/:lang/transmits'),
  'transmits.get': fresh('/store/:lang/transmits/:id'),
  'recipients.list': member('GET', '/store/:lang/recipients'),
  'recipients.get': member('GET', '/store/:lang/recipients/:id'),
  'recipients.create': member('POST', '/store/:lang/recipients'),
  'recipients.update': member('PUT', '/store/:lang/recipients/:id'),
  'recipients.delete': member('DELETE', '/store/:lang/recipients/:id'),
  'orders.checkDiscount': member('POST', '/store/:lang/orders/checkdiscount'),
  'orders.counts': member('GET', '/store/:lang/orders/countbystatus'),
  'orders.pay': member('POST', '/store/:lang/orders/payment'),
  'orders.list': member('GET', '/store/:lang/orders'),
  'orders.create': member('POST', '/store/:lang/orders'),
  'orders.get': member('GET', '/store/:lang/orders/:id'),
  'orders.cancel': member('POST', '/store/:lang/orders/:id/cancel'),

  // Support tickets.
  'tickets.units': member('GET', '/ticketing/:lang/units'),
  'tickets.categories': member('GET', '/ticketing/:lang/categories'),
  'tickets.list': member('GET', '/ticketing/:lang/tickets'),
  'tickets.replyAttachment': member('PUT', '/ticketing/:lang/tickets/replies/:id/attachment'),
  'tickets.get': member('GET', '/ticketing/:lang/tickets/:id'),
  'tickets.create': member('POST', '/ticketing/:lang/tickets'),
  'tickets.reply': member('POST', '/ticketing/:lang/tickets/:id/reply'),
  'tickets.rate': member('POST', '/ticketing/:lang/tickets/:id/addreview'),
  'tickets.attachment': member('GET', '/ticketing/:lang/attachments/:id'),
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
