/**
 * What the order pages read, named once for their loaders (orders-api.ts) and for their routes'
 * `earlyReads`: the server's outline names them, so the page's inline script asks for them as soon
 * as the session is known (src/boot/member-session.ts). Small: the route tree, and so every page, holds it.
 */
import type { OrderStatus } from '../../../contract/store.ts';
import { read } from '../../device/api/client.ts';
import { pageWindow } from '../../device/page-window.ts';
import type { Locale } from '../../i18n/locale.ts';
import { statusesOfTab } from './order-tabs.ts';

export const orderRead = (locale: Locale, id: number) => read('orders.get', { lang: locale, id });

/** How many of the member's orders are in each status (the orders page's tabs). */
export const orderCountsRead = (locale: Locale) => read('orders.counts', { lang: locale });

/** A page of the member's orders. */
export const ordersRead = (locale: Locale, p: { page: number; q?: string | undefined; status?: OrderStatus[] | undefined; sort?: string | undefined }) =>
  read(
    'orders.list',
    { lang: locale },
    {
      search_keywords: p.q || undefined,
      status: p.status?.length ? p.status.join(',') : undefined,
      ...pageWindow(p.page),
      sort: p.sort ?? '-created_at',
    },
  );

/** What the orders page shows, as its address asks for it (its loader's deps): its tab's orders, the page asked for. */
export type OrdersAddress = { page?: number | undefined; q?: string | undefined; tab?: string | undefined; sort?: string | undefined };

/** The orders page's list, as its address asks for it: one mapping for its loader and its early read. */
export const ordersPageRead = (locale: Locale, p: OrdersAddress) => ordersRead(locale, { page: p.page ?? 1, q: p.q, status: statusesOfTab(p.tab), sort: p.sort });
