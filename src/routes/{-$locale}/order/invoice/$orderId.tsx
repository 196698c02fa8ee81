import { createFileRoute } from '@tanstack/react-router';
import { InvoicePage } from '../../../../features/orders/InvoicePage.tsx';
import { requireSession } from '../../../../features/session/guard.ts';
import { pathId } from '../../../../lib/route-params.ts';

/** An order's invoice, to print or save as PDF. */
export const Route = createFileRoute('/{-$locale}/order/invoice/$orderId')({
  beforeLoad: ({ params, location }) => requireSession(params.locale, location.href),
  loader: async ({ context, params }) => {
    return (await import('../../../../features/orders/order-loaders.ts')).loadOrderSeen(context.locale, pathId(params.orderId));
  },
  staleTime: 0,
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { data, savedAt } = Route.useLoaderData();
  return <InvoicePage order={data} savedAt={savedAt} />;
}
