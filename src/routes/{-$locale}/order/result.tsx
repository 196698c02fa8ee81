import { createFileRoute, notFound } from '@tanstack/react-router';
import { PaymentResultPage } from '../../../features/orders/PaymentResultPage.tsx';
import { requireSession } from '../../../features/session/guard.ts';

/** Where the payment gateway's verified callback sends the member (`?order_id=`). */
export const Route = createFileRoute('/{-$locale}/order/result')({
  validateSearch: (raw: Record<string, unknown>): { order_id?: number } => {
    const n = Number(raw.order_id);
    return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? { order_id: n } : {};
  },
  beforeLoad: ({ params, location }) => requireSession(params.locale, location.href),
  loaderDeps: ({ search }) => ({ id: search.order_id }),
  loader: async ({ context, deps }) => {
    if (!deps.id) throw notFound();
    return (await import('../../../features/orders/order-loaders.ts')).loadOrder(context.locale, deps.id);
  },
  staleTime: 0,
  component: ResultRoute,
});

function ResultRoute() {
  return <PaymentResultPage order={Route.useLoaderData().data} />;
}
