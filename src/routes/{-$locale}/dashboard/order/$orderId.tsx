import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailPage } from '../../../../features/orders/OrderDetailPage.tsx';
import { idParam, pathId } from '../../../../lib/route-params.ts';

export const Route = createFileRoute('/{-$locale}/dashboard/order/$orderId')({
  loader: async ({ context, params }) => {
    return (await import('../../../../features/orders/order-loaders.ts')).loadOrder(context.locale, pathId(params.orderId));
  },
  staleTime: 0,
  staticData: import.meta.env.SSR ? {
    earlyReads: async ({ locale, params }) => {
      const id = idParam(params.orderId ?? '');
      return id === null ? [] : [(await import('../../../../features/orders/order-reads.ts')).orderRead(locale, id)];
    },
  } : {},
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { data, savedAt } = Route.useLoaderData();
  return <OrderDetailPage order={data} savedAt={savedAt} />;
}
