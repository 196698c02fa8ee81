import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../../features/orders/OrdersPage.tsx';
import { isOrderSort, isOrderTab, type OrderSort, type OrderTab } from '../../../../features/orders/order-tabs.ts';
import type { OrdersAddress } from '../../../../features/orders/order-reads.ts';
import { ownSearch, searchText } from '../../../../lib/own-search.ts';

const parse = (raw: Record<string, unknown>): { page?: number; q?: string; tab?: OrderTab; by?: OrderSort } => {
  const n = Number(raw.page);
  const q = searchText(raw.q).trim().slice(0, 100);
  return { ...(Number.isInteger(n) && n > 1 ? { page: n } : {}), ...(q ? { q } : {}), ...(isOrderTab(raw.tab) && raw.tab !== 'all' ? { tab: raw.tab } : {}),
    // `by`, not `sort`: one name per meaning across the site's search params (products sort by other keys).
    ...(isOrderSort(raw.by) && raw.by !== '-created_at' ? { by: raw.by } : {}),
  };
};

/** What the page's loader reads by, from its search (its early reads the same). */
const depsOf = (search: ReturnType<typeof parse>): OrdersAddress => ({ page: search.page, q: search.q, tab: search.tab, sort: search.by });

/** Spec §2 `/dashboard/order`: where a member lands after signing in when no page was asked for. */
export const Route = createFileRoute('/{-$locale}/dashboard/order/')({
  validateSearch: ownSearch(parse),
  loaderDeps: ({ search }) => depsOf(search),
  // On demand: it brings IndexedDB (the offline copy), which no landing page needs.
  loader: async ({ context, deps }) => (await import('../../../../features/orders/order-loaders.ts')).loadOrders(context.locale, deps),
  staleTime: 0,
  staticData: import.meta.env.SSR ? {
    earlyReads: async ({ locale, search }) => {
      const { orderCountsRead, ordersPageRead } = await import('../../../../features/orders/order-reads.ts');
      return [orderCountsRead(locale), ordersPageRead(locale, depsOf(parse(search)))];
    },
  } : {},
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const { data, savedAt } = Route.useLoaderData();
  return <OrdersPage data={data} savedAt={savedAt} page={search.page ?? 1} q={search.q ?? ''} tab={search.tab ?? 'all'} sort={search.by ?? '-created_at'} />;
}
