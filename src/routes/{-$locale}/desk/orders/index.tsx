import { createFileRoute } from '@tanstack/react-router';
import { DeskOrdersPage } from '../../../../features/desk/DeskOrdersPage.tsx';
import { readOrderBoardSearch } from '../../../../features/desk/desk-search.ts';
import { ownSearch } from '../../../../lib/own-search.ts';

export const Route = createFileRoute('/{-$locale}/desk/orders/')({
  validateSearch: ownSearch(readOrderBoardSearch),
  component: DeskOrdersRoute,
});

function DeskOrdersRoute() {
  const navigate = Route.useNavigate();
  return <DeskOrdersPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
