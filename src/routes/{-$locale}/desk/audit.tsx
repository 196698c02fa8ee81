import { createFileRoute } from '@tanstack/react-router';
import { DeskAuditPage } from '../../../features/desk/DeskAuditPage.tsx';
import { readAuditSearch } from '../../../features/desk/desk-search.ts';
import { ownSearch } from '../../../lib/own-search.ts';

export const Route = createFileRoute('/{-$locale}/desk/audit')({
  validateSearch: ownSearch(readAuditSearch),
  component: DeskAuditRoute,
});

function DeskAuditRoute() {
  const navigate = Route.useNavigate();
  return <DeskAuditPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
