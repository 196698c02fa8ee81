/**
 * Watching whether the store answers (device/api/reach-state.ts): the worker's word that a read it
 * revalidated got no answer, and, while the store is unreachable, asking it again every 15 s
 * with a small read past every copy; its first answer ends it. Going offline ends it too (the
 * offline banner says more), and the network's return is then the page's own calls' to judge.
 */
import { isWorkerMessage } from '../../device/messages.ts';
import { fetchForStore, read, readUrl } from '../../device/api/client.ts';
import { noteNoAnswer, storeUnreachable } from '../../device/api/reach-state.ts';

/** How often an unreachable store is asked again (the route error's retry is the same). */
export const UNREACHABLE_RETRY_MS = 15_000;

/** Asks the store for a small read (the categories' tree) past every copy: whether it answered. */
async function storeAnswers(): Promise<boolean> {
  try {
    const res = await fetchForStore(readUrl(read('categories.tree', { lang: 'fa' })));
    return res.status < 502 || res.status > 504;
  } catch {
    return false;
  }
}

/** Starts watching; returns the way to stop. */
export function watchStoreReach(): () => void {
  const told = (e: MessageEvent) => {
    if (isWorkerMessage(e.data) && e.data.type === 'UNREACHABLE') noteNoAnswer(new TypeError('The store gave the worker no answer'));
  };
  navigator.serviceWorker?.addEventListener('message', told);
  const offline = () => storeUnreachable.set(false);
  window.addEventListener('offline', offline);
  let timer: number | undefined;
  const askAgain = async () => {
    if (document.visibilityState === 'visible' && navigator.onLine && (await storeAnswers())) storeUnreachable.set(false);
  };
  const follow = () => {
    window.clearInterval(timer);
    timer = storeUnreachable.get() ? window.setInterval(() => void askAgain(), UNREACHABLE_RETRY_MS) : undefined;
  };
  const unsubscribe = storeUnreachable.subscribe(follow);
  follow();
  return () => {
    navigator.serviceWorker?.removeEventListener('message', told);
    window.removeEventListener('offline', offline);
    window.clearInterval(timer);
    unsubscribe();
  };
}
