import { createFileRoute } from '@tanstack/react-router';
import { PacksPage } from '../../features/offline-packs/PacksPage.tsx';
import { ownSearch } from '../../lib/own-search.ts';

/** Save for offline: no loader, the page reads the device (packs) and asks the server only when choosing. */
export const Route = createFileRoute('/{-$locale}/offline')({
  validateSearch: ownSearch((raw: Record<string, unknown>): { category?: number } => {
    const id = Number(raw.category);
    return Number.isInteger(id) && id > 0 ? { category: id } : {};
  }),
  component: OfflineRoute,
});

function OfflineRoute() {
  return <PacksPage preselect={Route.useSearch().category ?? null} />;
}
