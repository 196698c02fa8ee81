import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { currentSession, onSessionChange } from './session-state.ts';

/**
 * Spec §4 and §8: when the server refuses a member's session (a refresh refused, the session
 * revoked), the page is checked again at once: a page that needs a session sends them to sign-in
 * (and back afterwards) through its own guard, not at their next navigation. A visitor whose
 * first check finds no session changes nothing (a pro-forma needs no sign-in); offline is not a
 * refusal: the member keeps their saved view.
 */
export function SessionWatch() {
  const router = useRouter();
  useEffect(() => {
    let was = currentSession().status;
    return onSessionChange((s) => {
      const hadSession = was === 'signedIn' || was === 'refreshing' || was === 'offline';
      was = s.status;
      if (s.status === 'signedOut' && hadSession) void router.invalidate();
    });
  }, [router]);
  return null;
}
