/**
 * Keeps the unread count fresh for a signed-in member (loaded for members only): now, every
 * minute while the page is shown and online, and when the page comes back into view. Offline it
 * keeps the last count.
 */
import { onNetworkBack } from '../../lib/network-back.ts';
import { offers } from '../../device/api/capabilities.ts';
import { isWorkerMessage } from '../../device/messages.ts';
import { localeOfPath } from '../../i18n/locale.ts';
import { currentSession, memberIdOf, onSessionChange } from '../session/session-view.ts';
import { fetchUnread } from './notices-api.ts';
import { setUnread } from './unread.ts';

const EVERY_MS = 60_000;
let started = false;

export async function refreshUnread() {
  const session = currentSession();
  if (memberIdOf(session) === null) return setUnread(0);
  // Not yet signed in on this page (the session is being renewed): asked again when it is.
  if (!session.session) return;
  try {
    setUnread(await fetchUnread(localeOfPath(location.pathname)));
  } catch {
    // offline or refused: the last count stays
  }
}

export async function startUnreadWatch() {
  if (started) return;
  started = true;
  // No inbox on this backend (an extension, issue 29): nothing to count.
  if (!(await offers('notices.unread'))) return;
  void refreshUnread();
  window.setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) void refreshUnread();
  }, EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshUnread();
  });
  onNetworkBack(() => void refreshUnread());
  // A notice came by push while this page is open: the count follows at once.
  navigator.serviceWorker?.addEventListener('message', (e: MessageEvent) => {
    if (isWorkerMessage(e.data) && e.data.type === 'NOTICE') void refreshUnread();
  });
  let hadSession = Boolean(currentSession().session);
  onSessionChange((s) => {
    if (memberIdOf(s) === null) return setUnread(0);
    // The session came (renewed at start, or a sign-in): ask now.
    if (s.session && !hadSession) void refreshUnread();
    hadSession = Boolean(s.session);
  });
}
