/**
 * The network is back: what the page does then (read again, refresh the session, send the outbox)
 * waits a moment after the browser says so. The `online` event often comes before the link carries
 * traffic (a phone joining Wi-Fi, a hospital's captive network), and a request started in that
 * instant can stall with no answer; a second later it goes through. Several `online` events close
 * together are one.
 */
export const NETWORK_SETTLE_MS = 1_000;

export function onNetworkBack(listener: () => void, settleMs = NETWORK_SETTLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const back = () => {
    clearTimeout(timer);
    timer = setTimeout(() => navigator.onLine && listener(), settleMs);
  };
  window.addEventListener('online', back);
  return () => {
    window.removeEventListener('online', back);
    clearTimeout(timer);
  };
}
