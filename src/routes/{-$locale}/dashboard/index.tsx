import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/ProfilePage.tsx';
import { loadProfile } from '../../../features/profile/profile-api.ts';

/** The member's account: name, e-mail, calendar and password (features/profile). */
export const Route = createFileRoute('/{-$locale}/dashboard/')({
  loader: ({ context }) => loadProfile(context.locale),
  staleTime: 0,
  component: ProfileRoute,
});

function ProfileRoute() {
  return <ProfilePage loaded={Route.useLoaderData()} />;
}
