/**
 * Everything the storefront keeps in the browser's localStorage and sessionStorage, under one list
 * of keys: no two features share a key by accident, and what a device holds is read here. Storage
 * can be blocked (private modes, policies): a read then finds nothing and a write is dropped, and
 * every value kept here is only a hint that the page can do without.
 */
export const LOCAL_KEYS = {
  /** How many lines the cart holds: the header's badge before IndexedDB is opened. */
  cartCount: 'cartCount',
  /** How many products are in the comparison: its badge, likewise. */
  compareCount: 'compareCount',
  /** Who was signed in when last seen (no token): the offline view's name. */
  memberHint: 'memberHint',
  /** Spec §3, §4: the login type last used. */
  loginType: 'loginType',
  /** Set while analytics events wait in IndexedDB (made offline): only then is it opened to send them. */
  analyticsKept: 'analytics-kept',
  /** Set while any pack is saved: packs resume and refresh at start without opening IndexedDB elsewhere. */
  packs: 'packs',
  /** Visits of this device (the install invitation waits for the second). */
  visits: 'visits',
  /** When the install invitation was last dismissed. */
  installDismissed: 'install-dismissed',
  /** A sign-in in progress in this tab (sessionStorage; its step, number and the code's times): a reload resumes it. */
  signinResume: 'signin-resume',
  /** Each ticket's last change the member has seen on this device (JSON, id to updated_at): the list marks newer answers. */
  ticketsSeen: 'tickets-seen',
  /** When the member last said "not now" to notifications on this device (the offer waits a month). */
  pushOfferDeclined: 'push-offer-declined',
  /** The staff desk's unsent replies (JSON, ticket id to text): a reload or a lost connection loses none. */
  deskDrafts: 'desk-drafts',
  /** The products last opened on this device, per language (JSON): "Opened recently" on the home page and offline. */
  recentViews: 'recent-views',
  /** The order being paid at the gateway and the language it was paid in (sessionStorage, JSON): the way back lands in it. */
  payingIn: 'paying-in',
} as const;
export type LocalKey = keyof typeof LOCAL_KEYS;

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

/** The value kept under `key`, or null (none, or storage blocked). */
export function readLocal(key: LocalKey, kind: 'local' | 'session' = 'local'): string | null {
  try {
    return storage(kind)?.getItem(LOCAL_KEYS[key]) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (null removes it); dropped when storage is blocked or full. */
export function writeLocal(key: LocalKey, value: string | null, kind: 'local' | 'session' = 'local'): void {
  try {
    const s = storage(kind);
    if (value === null) s?.removeItem(LOCAL_KEYS[key]);
    else s?.setItem(LOCAL_KEYS[key], value);
  } catch {
    /* only a hint: the page does without it */
  }
}

/** A count kept under `key`: 0 when there is none. */
export const readCount = (key: LocalKey): number => Math.max(0, Number(readLocal(key)) || 0);
