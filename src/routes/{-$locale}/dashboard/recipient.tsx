import { createFileRoute } from '@tanstack/react-router';
import { RecipientsPage } from '../../../features/recipients/RecipientsPage.tsx';

/** The member's delivery recipients (spec §1: members manage recipients). */
export const Route = createFileRoute('/{-$locale}/dashboard/recipient')({
  loader: async ({ context }) => (await import('../../../features/recipients/recipient-loaders.ts')).loadRecipients(context.locale),
  staleTime: 0,
  staticData: import.meta.env.SSR ? { earlyReads: async ({ locale }) => [(await import('../../../features/member/member-page-reads.ts')).recipientsRead(locale)] } : {},
  component: RecipientsRoute,
});

function RecipientsRoute() {
  const { data, savedAt } = Route.useLoaderData();
  return <RecipientsPage initial={data} savedAt={savedAt} />;
}
