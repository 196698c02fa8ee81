import { createFileRoute, notFound } from '@tanstack/react-router';
import { deskRouteId } from '../../../../../features/desk/desk-search.ts';

/** An order at the desk: `/desk/orders/{id}`, its packing slip and its invoice. */
export const Route = createFileRoute('/{-$locale}/desk/orders/$orderId')({
  params: {
    parse: (p) => {
      const orderId = deskRouteId(p.orderId);
      if (orderId === null) throw notFound();
      return { orderId };
    },
    stringify: (p) => ({ orderId: String(p.orderId) }),
  },
});
