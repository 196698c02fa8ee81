import { createFileRoute } from '@tanstack/react-router';
import { fetchAccount, fetchBalance } from '../../../features/member/member-api.ts';
import { AccountPage } from '../../../features/member/MemberPages.tsx';

/** The member's credit account (spec §7: accounts/balance, then accounts/{id}). */
export const Route = createFileRoute('/{-$locale}/credit/account')({
  loader: async ({ context }) => {
    const balance = await fetchBalance(context.locale);
    return fetchAccount(context.locale, balance.account_id);
  },
  staleTime: 0,
  component: AccountRoute,
});

function AccountRoute() {
  return <AccountPage account={Route.useLoaderData()} />;
}
