/**
 * When the page sends the outbox: on start, when the network comes back, when the page gets
 * focus, after each write and when a backoff runs out. Where the browser has Background Sync,
 * the service worker also sends it when the network is back (sw/outbox-delivery.ts).
 */
import { currentAccessToken, currentSession, onSessionChange, sessionSettled } from '../session/session-view.ts';
import { flushOutbox } from './outbox-repo.ts';

let timer: number | undefined;

async function token(): Promise<string | null> {
  const s = await sessionSettled().catch(() => null);
  if (s?.status !== 'signedIn') return null;
  return currentAccessToken();
}

export async function kickOutbox() {
  window.clearTimeout(timer);
  const memberId = currentSession().session?.user.id ?? null;
  const next = await flushOutbox({ token, memberId }).catch(() => 5_000);
  if (next !== null) timer = window.setTimeout(() => void kickOutbox(), Math.max(1_000, next));
}

export function startOutbox() {
  const kick = () => void kickOutbox();
  window.addEventListener('online', kick);
  window.addEventListener('focus', kick);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && kick());
  onSessionChange((s) => {
    if (s.status === 'signedIn') kick();
  });
  kick();
}

/** Asks for a Background Sync where the browser has one (the worker then delivers). */
export async function requestBackgroundSync() {
  try {
    const reg = await navigator.serviceWorker?.ready;
    const sync = (reg as unknown as { sync?: { register: (tag: string) => Promise<void> } } | undefined)?.sync;
    await sync?.register('outbox');
  } catch {
    /* not supported: the page's own triggers cover it */
  }
}
