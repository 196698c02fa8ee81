import { createFileRoute } from '@tanstack/react-router';
import { OrganisationPage } from '../../../../features/organisation/OrganisationPage.tsx';
import { ownSearch } from '../../../../lib/own-search.ts';

const TABS = ['approval', 'awaiting'] as const;
const parse = (raw: Record<string, unknown>): { page?: number; tab?: (typeof TABS)[number] } => {
  const n = Number(raw.page);
  return { ...(Number.isInteger(n) && n > 1 ? { page: n } : {}), ...(TABS.includes(raw.tab as (typeof TABS)[number]) ? { tab: raw.tab as (typeof TABS)[number] } : {}) };
};

/** The organisation the member buys for (issue 31 §1), and its orders. */
export const Route = createFileRoute('/{-$locale}/dashboard/organisation/')({
  validateSearch: ownSearch(parse),
  loaderDeps: ({ search }) => ({ page: search.page, tab: search.tab }),
  loader: async ({ context, deps }) => (await import('../../../../features/organisation/organisation-loaders.ts')).loadOrganisation(context.locale, deps),
  staleTime: 0,
  component: OrganisationRoute,
});

function OrganisationRoute() {
  const search = Route.useSearch();
  const { data, savedAt } = Route.useLoaderData();
  return <OrganisationPage data={data} savedAt={savedAt} tab={search.tab ?? 'all'} />;
}
