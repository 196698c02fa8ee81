import { onNetworkBack } from '../../lib/network-back.ts';
import { showingSavedCopy } from '../../ui/saved-copy.ts';
import { currentSession, onSessionChange } from './session-state.ts';
import { memberIdOf, sessionSettled } from './session-view.ts';

/**
 * Spec §4 and §8: when the server refuses a member's session (a refresh refused, the session
 * revoked), the page is checked again at once: a page that needs a session sends them to sign-in
 * (and back afterwards) through its own guard, not at their next navigation. A visitor whose
 * first check finds no session changes nothing (a pro-forma needs no sign-in); offline is not a
 * refusal: the member keeps their saved view. When the session is back after being offline, the
 * page reads again: what it showed was this device's copy (read-only, dated), and what the outbox
 * delivered meanwhile is now on the server. A page that shows the device's copy while the session
 * stayed signed in (its read failed for the network alone) reads again once the network is back
 * and the session settled: one read, with a live token, never one per cause.
 *
 * Watched from the router's making (src/main.tsx), not from a component: a member page is drawn
 * only once its data is read, and a sign-out in another tab while it was being read went unseen
 * by a watcher that was not there yet (the page then showed the member's orders after they had
 * signed out, until the next navigation).
 */
export function watchSession(router: { invalidate: () => Promise<void> }): () => void {
  let was = currentSession().status;
  // Whether the page has read again since the network last came back.
  let readSinceBack = false;
  const readAgain = () => {
    readSinceBack = true;
    void router.invalidate();
  };
  const stopSession = onSessionChange((s) => {
    const hadSession = was === 'signedIn' || was === 'refreshing' || was === 'offline';
    const wasOffline = was === 'offline';
    if (s.status !== 'refreshing') was = s.status;
    if (s.status === 'signedOut' && hadSession) readAgain();
    if (s.status === 'signedIn' && wasOffline) readAgain();
  });
  const online = () => {
    readSinceBack = false;
  };
  window.addEventListener('online', online);
  const stopBack = onNetworkBack(() => {
    if (!showingSavedCopy() || readSinceBack) return;
    if (memberIdOf(currentSession()) === null) return readAgain();
    void sessionSettled()
      .then((s) => s.status === 'signedIn' && !readSinceBack && readAgain())
      .catch(() => undefined);
  });
  return () => {
    stopSession();
    stopBack();
    window.removeEventListener('online', online);
  };
}
