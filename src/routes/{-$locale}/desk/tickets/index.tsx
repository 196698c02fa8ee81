import { createFileRoute } from '@tanstack/react-router';
import { DeskTicketsPage } from '../../../../features/desk/DeskTicketsPage.tsx';
import { readTicketBoardSearch } from '../../../../features/desk/desk-search.ts';
import { ownSearch } from '../../../../lib/own-search.ts';

export const Route = createFileRoute('/{-$locale}/desk/tickets/')({
  validateSearch: ownSearch(readTicketBoardSearch),
  component: DeskTicketsRoute,
});

function DeskTicketsRoute() {
  const navigate = Route.useNavigate();
  return <DeskTicketsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
