import { createFileRoute } from '@tanstack/react-router';
import { DeskReviewsPage } from '../../../features/desk/DeskReviewsPage.tsx';
import { readReviewQueueSearch } from '../../../features/desk/desk-search.ts';
import { ownSearch } from '../../../lib/own-search.ts';

export const Route = createFileRoute('/{-$locale}/desk/reviews')({
  validateSearch: ownSearch(readReviewQueueSearch),
  component: DeskReviewsRoute,
});

function DeskReviewsRoute() {
  const navigate = Route.useNavigate();
  return <DeskReviewsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
