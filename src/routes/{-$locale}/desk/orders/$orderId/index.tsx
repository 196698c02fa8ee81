import { createFileRoute } from '@tanstack/react-router';
import { DeskOrderPage } from '../../../../../features/desk/DeskOrderPage.tsx';

export const Route = createFileRoute('/{-$locale}/desk/orders/$orderId/')({
  component: DeskOrderRoute,
});

function DeskOrderRoute() {
  const { orderId } = Route.useParams();
  return <DeskOrderPage key={orderId} id={orderId} />;
}
