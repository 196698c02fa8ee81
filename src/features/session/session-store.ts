/**
 * The one session actor of the app (loaded by session-view.ts once the page has started). The
 * access token lives only in its memory; what survives a reload is a hint of who was signed in
 * (for the offline, read-only view), never a token.
 */
import { onNetworkBack } from '../../lib/network-back.ts';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { fetchSession, postSignOut } from '../../device/session/session-api.ts';
import { hintOf, sessionMachine } from './session-machine.ts';
import { currentSession, publishSession, writeHint, type SessionStatus, type SessionView } from './session-state.ts';

/** Everything private this device holds for the member: wiped at sign-out (design.md §4). */
async function wipePrivateData() {
  writeHint(null);
  const { wipeMemberData } = await import('../../device/db/private-data.ts');
  await wipeMemberData();
  if ('caches' in window) {
    for (const name of await caches.keys()) if (name.startsWith('private-')) await caches.delete(name);
  }
}

/**
 * The site's other tabs (and windows) of this browser: a sign-out in one ends the session in all
 * (on a ward's shared computer, the member's pages must not stay open in another tab, acting for
 * them until the access token lapses); a sign-in in one is taken up by the others.
 */
type TabNote = { type: 'signed-out' } | { type: 'signed-in'; member: number };
const otherTabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('medsupply-session');
export const tellOtherTabs = (note: TabNote) => otherTabs?.postMessage(note);

// The member last seen, as the view already read it from the device.
const { lastUser, checkedAt } = currentSession();

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      fetchSession: fromPromise(fetchSession),
      signOut: fromPromise(async () => {
        // This device is told nothing more (the server also ends its subscription with the session).
        await import('../notices/push-subscription.ts').then((m) => m.forgetDevicePush()).catch(() => undefined);
        await postSignOut();
        await wipePrivateData();
        tellOtherTabs({ type: 'signed-out' });
      }),
    },
  }),
  { input: { lastUser, checkedAt } },
);

type Snapshot = SnapshotFrom<typeof sessionMachine>;

const toView = (s: Snapshot): SessionView => ({
  status: s.value as SessionStatus,
  session: s.context.session,
  lastUser: s.context.lastUser,
  checkedAt: s.context.checkedAt,
});

let started = false;
export function start() {
  if (started) return;
  started = true;
  sessionActor.subscribe((s) => {
    const hint = hintOf(s);
    if (hint) writeHint(hint);
    publishSession(toView(s));
  });
  sessionActor.start();
  publishSession(toView(sessionActor.getSnapshot()));
  // The site's other tabs: a sign-out there ends this one's member; a sign-in there is taken up.
  if (otherTabs) {
    otherTabs.onmessage = (e: MessageEvent<TabNote>) => {
      if (e.data.type === 'signed-out') return sessionActor.send({ type: 'session.endedElsewhere' });
      // Another member now: this tab's member is ended first (its pages check again), then the
      // session is read from the cookie the other tab's sign-in left.
      const mine = sessionActor.getSnapshot().context.session?.user.id ?? null;
      if (mine === e.data.member) return;
      if (mine !== null) sessionActor.send({ type: 'session.endedElsewhere' });
      sessionActor.send({ type: 'session.refresh' });
    };
  }
  // At once (not after lib/network-back.ts's settle): the page's session is back before the worker's
  // sync delivers the outbox, so that this page sends what it wrote and sees it sent.
  window.addEventListener('online', () => sessionActor.send({ type: 'session.online' }));
  // And once the network has settled: a refresh started in the very instant of the `online` event
  // can fail (the link not yet carrying traffic), which left the member's view read-only until the
  // next retry, 30 s later. (Ignored once the session is back.)
  onNetworkBack(() => sessionActor.send({ type: 'session.online' }));
  // The tab came back or the device woke (a page restored from the back-forward cache too): check the session's expiry now.
  const wake = () => document.visibilityState === 'visible' && sessionActor.send({ type: 'session.wake' });
  document.addEventListener('visibilitychange', wake);
  window.addEventListener('focus', wake);
  window.addEventListener('pageshow', wake);
}

/** Resolves once the session is known (not loading, not refreshing). */
export async function settled(): Promise<SessionView> {
  return toView(await waitFor(sessionActor, (s) => !s.matches('loading') && !s.matches('refreshing'), { timeout: 15_000 }));
}

export async function signedOutNow(): Promise<void> {
  await waitFor(sessionActor, (s) => s.matches('signedOut'), { timeout: 10_000 }).catch(() => null);
}
