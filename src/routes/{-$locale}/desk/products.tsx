import { createFileRoute } from '@tanstack/react-router';
import { DeskProductsPage } from '../../../features/desk/DeskProductsPage.tsx';
import { readProductSearch } from '../../../features/desk/desk-search.ts';
import { ownSearch } from '../../../lib/own-search.ts';

export const Route = createFileRoute('/{-$locale}/desk/products')({
  validateSearch: ownSearch(readProductSearch),
  component: DeskProductsRoute,
});

function DeskProductsRoute() {
  const navigate = Route.useNavigate();
  return <DeskProductsPage q={Route.useSearch().q} onSearch={(q) => void navigate({ search: q ? { q } : {} })} />;
}
