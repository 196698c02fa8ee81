/**
 * Keeps the unread count fresh for a signed-in member (loaded for members only): now, every
 * minute while the page is shown and online, and when the page comes back into view. Offline it
 * keeps the last count.
 */
import { localeOfPath } from '../../i18n/locale.ts';
import { currentSession, memberIdOf, onSessionChange } from '../session/session-view.ts';
import { fetchUnread } from './notices-api.ts';
import { setUnread } from './unread.ts';

const EVERY_MS = 60_000;
let started = false;

export async function refreshUnread() {
  if (memberIdOf(currentSession()) === null) return setUnread(0);
  try {
    setUnread(await fetchUnread(localeOfPath(location.pathname)));
  } catch {
    // offline or refused: the last count stays
  }
}

export function startUnreadWatch() {
  if (started) return;
  started = true;
  void refreshUnread();
  window.setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) void refreshUnread();
  }, EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshUnread();
  });
  window.addEventListener('online', () => void refreshUnread());
  onSessionChange((s) => {
    if (memberIdOf(s) === null) setUnread(0);
  });
}
