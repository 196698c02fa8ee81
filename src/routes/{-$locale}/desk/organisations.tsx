import { createFileRoute } from '@tanstack/react-router';
import { DeskOrganisationsPage } from '../../../features/desk/DeskOrganisationsPage.tsx';
import { readOrganisationQueueSearch } from '../../../features/desk/desk-search.ts';
import { ownSearch } from '../../../lib/own-search.ts';

export const Route = createFileRoute('/{-$locale}/desk/organisations')({
  validateSearch: ownSearch(readOrganisationQueueSearch),
  component: DeskOrganisationsRoute,
});

function DeskOrganisationsRoute() {
  const navigate = Route.useNavigate();
  return <DeskOrganisationsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
