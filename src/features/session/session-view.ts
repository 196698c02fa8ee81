/**
 * What the pages read of the session, without the state machine: the machine (XState, in
 * session-store.ts) loads once the page has started and publishes each state here. Until then
 * the session is loading, with the member last seen on this device (the hint). The server, and
 * the hydrating render, know nobody, so the server's HTML and the first client render agree.
 */
import type { Session } from '../../../contract/member.ts';
import { useStore } from '../../lib/use-store.ts';
import { currentSession, onSessionChange, sessionStore, writeHint, type SessionView } from './session-state.ts';

export { currentSession, onSessionChange, type SessionStatus, type SessionView } from './session-state.ts';

export function useSessionState<T>(select: (s: SessionView) => T): T {
  return select(useStore(sessionStore));
}

/** The member's id, signed in or offline with the saved view; null for a visitor. */
export const memberIdOf = (s: SessionView): number | null => s.session?.user.id ?? s.lastUser?.id ?? null;

/** The access token now, for a call about to be sent (never stored elsewhere). */
export const currentAccessToken = (): string | null => currentSession().session?.access_token ?? null;

let machine: Promise<typeof import('./session-store.ts')> | null = null;

/** Loads and starts the session machine (once). */
export function startSession() {
  machine ??= import('./session-store.ts').then((m) => {
    m.start();
    return m;
  });
  return machine;
}

/**
 * Start-up's part of the session: the machine starts on a device that has seen a member (the
 * hint). A visitor who never signed in here loads none of it (XState, a read of the session)
 * until a page asks for the session: signing in, a member page, a favourite. Resolves once the
 * session is known; at once for such a visitor.
 */
export async function startSessionIfMember(): Promise<void> {
  if (memberIdOf(currentSession()) === null) return;
  await sessionSettled();
}

/** Resolves once the session is known (not loading, not refreshing). */
export async function sessionSettled(): Promise<SessionView> {
  return (await startSession()).settled();
}

/** Runs `run` once, as soon as a member is known (signed in, or offline with the saved view). */
export function whenMember(run: () => void) {
  if (memberIdOf(currentSession()) !== null) return run();
  const stop = onSessionChange((s) => {
    if (memberIdOf(s) === null) return;
    stop();
    run();
  });
}

/**
 * After sign-in: the session the server answered. The device knows the member at once (the next
 * page reads the hint), whatever becomes of this page's own first check of the session (a
 * navigation may cut it); the session takes the answer once that check is over (spec §4: while
 * loading, no event is handled).
 */
export async function signedIn(session: Session) {
  writeHint({ user: session.user, checkedAt: Date.now() });
  const m = await startSession();
  await m.settled().catch(() => null);
  m.sessionActor.send({ type: 'session.signedIn', session });
  m.tellOtherTabs({ type: 'signed-in', member: session.user.id });
}

/** Signs out on the server and wipes the member's data on this device; resolves when done. */
export async function signOut() {
  const m = await startSession();
  await m.settled().catch(() => null);
  m.sessionActor.send({ type: 'session.signOut' });
  await m.signedOutNow();
}
