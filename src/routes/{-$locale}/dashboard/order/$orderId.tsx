import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrderDetailPage } from '../../../../features/orders/OrderDetailPage.tsx';
import { idParam } from '../../../../lib/route-params.ts';

export const Route = createFileRoute('/{-$locale}/dashboard/order/$orderId')({
  loader: async ({ context, params }) => {
    if (idParam(params.orderId) === null) throw notFound();
    return (await import('../../../../features/orders/order-loaders.ts')).loadOrder(context.locale, Number(params.orderId));
  },
  staleTime: 0,
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { data, savedAt } = Route.useLoaderData();
  return <OrderDetailPage order={data} savedAt={savedAt} />;
}
