import { createFileRoute, notFound } from '@tanstack/react-router';
import { DeskTicketPage } from '../../../../features/desk/DeskTicketPage.tsx';
import { deskRouteId } from '../../../../features/desk/desk-search.ts';

export const Route = createFileRoute('/{-$locale}/desk/tickets/$ticketId')({
  params: {
    parse: (p) => {
      const ticketId = deskRouteId(p.ticketId);
      if (ticketId === null) throw notFound();
      return { ticketId };
    },
    stringify: (p) => ({ ticketId: String(p.ticketId) }),
  },
  component: DeskTicketRoute,
});

function DeskTicketRoute() {
  const { ticketId } = Route.useParams();
  return <DeskTicketPage key={ticketId} id={ticketId} />;
}
