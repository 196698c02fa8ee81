import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionActor, sessionSettled, signOut } from '../../../features/session/session-store.ts';
import { waitFor } from 'xstate';

/** Signs out on the server, wipes the member's data on this device, then goes home. */
export const Route = createFileRoute('/{-$locale}/member/signout')({
  beforeLoad: async ({ params }) => {
    await sessionSettled().catch(() => null);
    signOut();
    await waitFor(sessionActor, (s) => s.matches('signedOut'), { timeout: 10_000 }).catch(() => null);
    throw redirect({ to: '/{-$locale}', params: { locale: params.locale }, replace: true });
  },
});
