import { createFileRoute } from '@tanstack/react-router';
import { DeskPackingSlip } from '../../../../../features/desk/DeskDocuments.tsx';

export const Route = createFileRoute('/{-$locale}/desk/orders/$orderId/slip')({
  component: SlipRoute,
});

function SlipRoute() {
  return <DeskPackingSlip id={Route.useParams().orderId} />;
}
