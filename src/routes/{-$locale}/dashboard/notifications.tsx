import { createFileRoute } from '@tanstack/react-router';
import { InboxPage, InboxUnavailable } from '../../../features/notices/InboxPage.tsx';
import { ownSearch } from '../../../lib/own-search.ts';

/** The member's notifications (extension, issue 27): order news and answers, newest first. */
export const Route = createFileRoute('/{-$locale}/dashboard/notifications')({
  validateSearch: ownSearch((raw: Record<string, unknown>): { page?: number } => {
    const n = Number(raw.page);
    return Number.isInteger(n) && n > 1 ? { page: n } : {};
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => (await import('../../../features/notices/inbox-loaders.ts')).loadInbox(context.locale, deps.page),
  staleTime: 0,
  // Where the backend has an inbox: the page of notices the address asks for, and the switches.
  staticData: import.meta.env.SSR ? {
    earlyReads: async ({ locale, search, offers }) => {
      const page = typeof search.page === 'number' ? search.page : 1;
      if (!(await offers('notices.list'))) return [];
      const { noticeSettingsRead, noticesRead } = await import('../../../features/notices/notice-reads.ts');
      return [noticesRead(locale, page), noticeSettingsRead(locale)];
    },
  } : {},
  component: InboxRoute,
});

function InboxRoute() {
  const loaded = Route.useLoaderData();
  const page = Route.useSearch().page ?? 1;
  if (!loaded) return <InboxUnavailable />;
  return <InboxPage list={loaded.data.list} settings={loaded.data.settings} savedAt={loaded.savedAt} page={page} />;
}
