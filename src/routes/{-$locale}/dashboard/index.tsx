import { createFileRoute } from '@tanstack/react-router';
import { loadProfile } from '../../../features/profile/profile-api.ts';
import { ProfilePage } from '../../../features/profile/ProfilePage.tsx';

/** The member's account: name, e-mail, calendar and password (features/profile). */
export const Route = createFileRoute('/{-$locale}/dashboard/')({
  // Split with the page's component (vite.config.ts): the member's reads (and IndexedDB's library) stay off the first page.
  loader: ({ context }) => loadProfile(context.locale),
  staleTime: 0,
  staticData: import.meta.env.SSR ? { earlyReads: async ({ locale, offers }) => ((await offers('profile.get')) ? [(await import('../../../features/member/member-page-reads.ts')).profileRead(locale)] : []) } : {},
  component: ProfileRoute,
});

function ProfileRoute() {
  return <ProfilePage loaded={Route.useLoaderData()} />;
}
