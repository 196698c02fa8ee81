import { createFileRoute } from '@tanstack/react-router';
import { DeskInvoice } from '../../../../../features/desk/DeskDocuments.tsx';

export const Route = createFileRoute('/{-$locale}/desk/orders/$orderId/invoice')({
  component: InvoiceRoute,
});

function InvoiceRoute() {
  return <DeskInvoice id={Route.useParams().orderId} />;
}
