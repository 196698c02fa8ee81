import { createFileRoute } from '@tanstack/react-router';
import { fetchBalance, fetchCredits } from '../../../features/member/member-api.ts';
import { CreditPage } from '../../../features/member/MemberPages.tsx';

const parse = (raw: Record<string, unknown>): { page?: number; q?: string } => {
  const n = Number(raw.page);
  const q = typeof raw.q === 'string' ? raw.q.trim().slice(0, 100) : '';
  return { ...(Number.isInteger(n) && n > 1 ? { page: n } : {}), ...(q ? { q } : {}) };
};

export const Route = createFileRoute('/{-$locale}/credit/')({
  validateSearch: parse,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const [balance, list] = await Promise.all([
      fetchBalance(context.locale),
      fetchCredits(context.locale, { page: deps.page ?? 1, q: deps.q }),
    ]);
    return { balance, list };
  },
  staleTime: 0,
  component: CreditRoute,
});

function CreditRoute() {
  const search = Route.useSearch();
  return <CreditPage data={Route.useLoaderData()} page={search.page ?? 1} q={search.q ?? ''} />;
}
