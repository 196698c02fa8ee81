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
  // Only an active worker can have been subscribed: a worker still installing (a first visit's,
  // whose downloads wait while pages load) is not waited for, nor is the sign-out behind it.
  const reg = supported() ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;
  const subscription = reg?.active ? await reg.pushManager.getSubscription().catch(() => null) : null;
  await subscription?.unsubscribe().catch(() => false);
}
