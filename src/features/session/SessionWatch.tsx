import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { currentSession, onSessionChange } from './session-state.ts';

/**
 * Spec §4 and §8: when the server refuses a member's session (a refresh refused, the session
 * revoked), the page is checked again at once: a page that needs a session sends them to sign-in
 * (and back afterwards) through its own guard, not at their next navigation. A visitor whose
 * first check finds no session changes nothing (a pro-forma needs no sign-in); offline is not a
 * refusal: the member keeps their saved view. When the session is back after being offline, the
 * page reads again: what it showed was this device's copy (read-only, dated), and what the outbox
 * delivered meanwhile is now on the server.
 */
export function SessionWatch() {
  const router = useRouter();
  useEffect(() => {
    let was = currentSession().status;
    return onSessionChange((s) => {
      const hadSession = was === 'signedIn' || was === 'refreshing' || was === 'offline';
      const wasOffline = was === 'offline';
      if (s.status !== 'refreshing') was = s.status;
      if (s.status === 'signedOut' && hadSession) void router.invalidate();
      if (s.status === 'signedIn' && wasOffline) void router.invalidate();
    });
  }, [router]);
  return null;
}
