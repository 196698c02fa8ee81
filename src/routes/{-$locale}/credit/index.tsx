import { createFileRoute } from '@tanstack/react-router';
import { CreditPage } from '../../../features/member/MemberPages.tsx';
import { ownSearch, searchText } from '../../../lib/own-search.ts';

const parse = (raw: Record<string, unknown>): { page?: number; q?: string } => {
  const n = Number(raw.page);
  const q = searchText(raw.q).trim().slice(0, 100);
  return { ...(Number.isInteger(n) && n > 1 ? { page: n } : {}), ...(q ? { q } : {}) };
};

export const Route = createFileRoute('/{-$locale}/credit/')({
  validateSearch: ownSearch(parse),
  loaderDeps: ({ search }) => search,
  // Imported on demand: it brings IndexedDB (the offline copy), which no landing page needs.
  loader: async ({ context, deps }) => (await import('../../../features/member/credit-loaders.ts')).loadCredits(context.locale, deps),
  staleTime: 0,
  staticData: import.meta.env.SSR ? {
    earlyReads: async ({ locale, search }) => {
      const s = parse(search);
      const { balanceRead, creditsRead } = await import('../../../features/member/member-page-reads.ts');
      return [balanceRead(locale), creditsRead(locale, { page: s.page ?? 1, q: s.q })];
    },
  } : {},
  component: CreditRoute,
});

function CreditRoute() {
  const search = Route.useSearch();
  const { data, savedAt } = Route.useLoaderData();
  return <CreditPage data={data} savedAt={savedAt} page={search.page ?? 1} q={search.q ?? ''} />;
}
