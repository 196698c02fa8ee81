import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../features/member/MemberPages.tsx';

/** The member's credit account (spec §7: accounts/balance, then accounts/{id}). */
export const Route = createFileRoute('/{-$locale}/credit/account')({
  loader: async ({ context }) => (await import('../../../features/member/credit-loaders.ts')).loadAccount(context.locale),
  staleTime: 0,
  component: AccountRoute,
});

function AccountRoute() {
  const { data, savedAt } = Route.useLoaderData();
  return <AccountPage account={data} savedAt={savedAt} />;
}
