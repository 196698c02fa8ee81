import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { PaymentResultPage } from '../../../features/orders/PaymentResultPage.tsx';
import { paidIn } from '../../../features/orders/payment-return.ts';
import { requireSession } from '../../../features/session/guard.ts';
import { localeFromParam, localeParam } from '../../../i18n/locale.ts';
import { ownSearch } from '../../../lib/own-search.ts';

/** Where the payment gateway's verified callback sends the member (`?order_id=`). */
export const Route = createFileRoute('/{-$locale}/order/result')({
  validateSearch: ownSearch((raw: Record<string, unknown>): { order_id?: number } => {
    const n = Number(raw.order_id);
    return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? { order_id: n } : {};
  }),
  beforeLoad: async ({ params, location, search }) => {
    await requireSession(params.locale, location.href);
    // A backend that serves the payment at the spec's fa path returns every shopper in Persian.
    const paid = search.order_id ? paidIn(search.order_id) : null;
    if (paid && paid !== localeFromParam(params.locale)) throw redirect({ to: '/{-$locale}/order/result', params: { locale: localeParam(paid) }, search, replace: true });
  },
  loaderDeps: ({ search }) => ({ id: search.order_id }),
  loader: async ({ context, deps }) => {
    if (!deps.id) throw notFound();
    return (await import('../../../features/orders/order-loaders.ts')).loadOrderSeen(context.locale, deps.id);
  },
  staleTime: 0,
  component: ResultRoute,
});

function ResultRoute() {
  return <PaymentResultPage order={Route.useLoaderData().data} />;
}
