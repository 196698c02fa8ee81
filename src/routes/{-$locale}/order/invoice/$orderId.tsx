import { createFileRoute, notFound } from '@tanstack/react-router';
import { InvoicePage } from '../../../../features/orders/InvoicePage.tsx';
import { requireSession } from '../../../../features/session/guard.ts';

/** An order's invoice, to print or save as PDF. */
export const Route = createFileRoute('/{-$locale}/order/invoice/$orderId')({
  beforeLoad: ({ params, location }) => requireSession(params.locale, location.href),
  loader: async ({ context, params }) => {
    if (!/^\d{1,9}$/.test(params.orderId)) throw notFound();
    return (await import('../../../../features/orders/order-loaders.ts')).loadOrderSeen(context.locale, Number(params.orderId));
  },
  staleTime: 0,
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { data, savedAt } = Route.useLoaderData();
  return <InvoicePage order={data} savedAt={savedAt} />;
}
