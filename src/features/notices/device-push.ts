/**
 * Notifications on this device (Web Push, issue 27 §3): the browser's push subscription, made
 * with the server's VAPID key and registered for the signed-in member in the language of the
 * page, so that the service worker can tell them of their orders and tickets with no page open.
 *
 * - Asked for only when the member says yes to an offer that explains why (after placing an
 *   order or writing a ticket, or the switch in the inbox), never on a first visit.
 * - Kept current at each start of a member's page (the same subscription, its language; a device
 *   another member used is theirs from then on).
 * - Forgotten at sign-out (the server also drops it with the session).
 */
import { offers } from '../../device/api/capabilities.ts';
import type { PushState } from '../../../contract/member.ts';
import { ApiCallError } from '../../device/api/client.ts';
import type { Locale } from '../../i18n/locale.ts';
import { memberCall } from '../session/member-call.ts';
import { sessionSettled } from '../session/session-view.ts';
import { currentPushSubscription, pushRegistration } from './push-subscription.ts';

/** What this device can do: no push at all; the store sends none; the member blocked it; or on / off. */
export type DevicePush = 'unsupported' | 'unavailable' | 'blocked' | 'on' | 'off';
/** The outcome of turning it on. */
export type TurnOn = 'on' | 'blocked' | 'dismissed' | 'failed' | 'offline';

/**
 * One change of this device's subscription at a time, in the order asked: the quiet registration
 * at page start must not land after the member's "off" that followed it.
 */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(change: () => Promise<T>): Promise<T> {
  const next = queue.then(change, change);
  queue = next.catch(() => undefined);
  return next;
}

const registration = pushRegistration;
const current = currentPushSubscription;

const stateOf = (locale: Locale, endpoint?: string): Promise<PushState> =>
  memberCall('notices.push', { params: { lang: locale }, query: endpoint ? { endpoint } : {} }).then((r) => r.data);

/** Whether notifications are on for this device (asks the server, which says whether it sends any). */
export async function devicePush(locale: Locale): Promise<DevicePush> {
  if (!(await registration())) return 'unsupported';
  // A backend without push (an extension, issue 29) sends none.
  if (!(await offers('notices.push'))) return 'unavailable';
  const sub = await current();
  const state = await stateOf(locale, sub?.endpoint);
  if (!state.public_key) return 'unavailable';
  if (Notification.permission === 'denied') return 'blocked';
  return sub && state.subscribed && Notification.permission === 'granted' ? 'on' : 'off';
}

const keysOf = (sub: PushSubscription) => {
  const json = sub.toJSON();
  return { endpoint: sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
};

const sameKey = (sub: PushSubscription, key: string) => {
  const had = sub.options.applicationServerKey;
  if (!had) return false;
  const bytes = new Uint8Array(had);
  const want = Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  return bytes.length === want.length && bytes.every((b, i) => b === want[i]);
};

/** Asks the browser (its permission prompt, once) and registers the device for the member. */
export const turnPushOn = (locale: Locale): Promise<TurnOn> => inTurn(() => subscribeDevice(locale));

async function subscribeDevice(locale: Locale): Promise<TurnOn> {
  const reg = await registration();
  if (!reg) return 'failed';
  let key: string | null;
  try {
    key = (await stateOf(locale)).public_key;
  } catch (err) {
    return err instanceof ApiCallError && err.offline ? 'offline' : 'failed';
  }
  if (!key) return 'failed';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';
  try {
    let sub = await reg.pushManager.getSubscription();
    // A subscription made for another key (the store changed its keys) cannot be pushed to.
    if (sub && !sameKey(sub, key)) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const state = await memberCall('notices.subscribe', { params: { lang: locale }, body: { ...keysOf(sub), lang: locale } });
    return state.data.subscribed ? 'on' : 'failed';
  } catch (err) {
    return err instanceof ApiCallError && err.offline ? 'offline' : 'failed';
  }
}

/** The device stops being told (the subscription is dropped at the browser too). */
export const turnPushOff = (locale: Locale): Promise<void> =>
  inTurn(async () => {
    const sub = await current();
    if (!sub) return;
    await memberCall('notices.unsubscribe', { params: { lang: locale }, body: { endpoint: sub.endpoint } });
    await sub.unsubscribe().catch(() => false);
  });

/**
 * At a member's page start: a device already subscribed is registered again under this member,
 * session and language (quietly; nothing is asked of the person).
 */
export const keepDevicePush = (locale: Locale): Promise<void> => inTurn(() => registerAgain(locale));

async function registerAgain(locale: Locale): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const sub = await current();
  // Offline with the saved view, or signed out meanwhile: nothing to register now.
  if (!sub || !(await sessionSettled()).session || !(await offers('notices.push'))) return;
  const state = await stateOf(locale, sub.endpoint);
  if (state.public_key && sameKey(sub, state.public_key)) await memberCall('notices.subscribe', { params: { lang: locale }, body: { ...keysOf(sub), lang: locale } });
}
