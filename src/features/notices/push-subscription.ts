/**
 * This browser's push subscription, without the member's calls: what signing out needs (the
 * session's own module may not import the member's calls, which import it).
 */
const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * The worker's registration once it is active, or null where there is no push (or no worker, in
 * development). (Not `serviceWorker.ready` when there is one already active: Chromium answers it
 * seconds late on a page that is still loading.)
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return reg?.active ? reg : reg ? navigator.serviceWorker.ready : null;
}

export const currentPushSubscription = async () => (await pushRegistration())?.pushManager.getSubscription() ?? null;

/** At sign-out: this device's subscription ends at the browser (the server ends it with the session). */
export async function forgetDevicePush(): Promise<void> {
  await (await currentPushSubscription().catch(() => null))?.unsubscribe().catch(() => false);
}
