import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProformaLinkDamaged, ProformaPage } from '../../../features/orders/ProformaPage.tsx';
import { ownSearch, searchText } from '../../../lib/own-search.ts';

/** The cart as a pro-forma invoice; `?c=` is a cart shared by link (cart-share.ts). No sign-in needed. */
export const Route = createFileRoute('/{-$locale}/order/proforma')({
  validateSearch: ownSearch((raw: Record<string, unknown>): { c?: string } => (searchText(raw.c) ? { c: searchText(raw.c).slice(0, 2000) } : {})),
  loaderDeps: ({ search }) => ({ c: search.c }),
  loader: async ({ context, deps }) => {
    const { loadProforma, NotACart } = await import('../../../features/orders/proforma-loader.ts');
    try {
      return await loadProforma(context.locale, deps.c);
    } catch (err) {
      if (err instanceof NotACart) throw notFound();
      throw err;
    }
  },
  staleTime: 0,
  component: ProformaRoute,
  notFoundComponent: ProformaLinkDamaged,
});

function ProformaRoute() {
  return <ProformaPage proforma={Route.useLoaderData()} />;
}
