import { createFileRoute } from '@tanstack/react-router';
import { RecipientsPage } from '../../../features/recipients/RecipientsPage.tsx';

/** The member's delivery recipients (spec §1: members manage recipients). */
export const Route = createFileRoute('/{-$locale}/dashboard/recipient')({
  loader: async ({ context }) => (await import('../../../features/recipients/recipient-loaders.ts')).loadRecipients(context.locale),
  staleTime: 0,
  component: RecipientsRoute,
});

function RecipientsRoute() {
  const { data, savedAt } = Route.useLoaderData();
  return <RecipientsPage initial={data} savedAt={savedAt} />;
}
