/**
 * What the pages read of the session, without the state machine: the machine (XState, in
 * session-store.ts) loads once the page has started and publishes each state here. Until then
 * the session is loading, with the member last seen on this device (the hint). The server, and
 * the hydrating render, know nobody, so the server's HTML and the first client render agree.
 */
import { useSyncExternalStore } from 'react';
import type { Session, SessionUser } from '../../../contract/member.ts';

export type SessionStatus = 'loading' | 'signedIn' | 'refreshing' | 'offline' | 'signedOut' | 'signingOut';

export type SessionView = {
  status: SessionStatus;
  session: Session | null;
  /** The last member seen, kept for the offline view (never the token). */
  lastUser: SessionUser | null;
  /** When the server last confirmed the session (ms). */
  checkedAt: number | null;
};

const LOADING: SessionView = { status: 'loading', session: null, lastUser: null, checkedAt: null };

const HINT_KEY = 'memberHint';
export type MemberHint = { user: SessionUser; checkedAt: number };

/** Who was signed in on this device when last seen (for the offline view), never a token. */
function readHint(): MemberHint | null {
  try {
    const raw = localStorage.getItem(HINT_KEY);
    return raw ? (JSON.parse(raw) as MemberHint) : null;
  } catch {
    return null;
  }
}

export function writeHint(hint: MemberHint | null) {
  try {
    if (hint) localStorage.setItem(HINT_KEY, JSON.stringify(hint));
    else localStorage.removeItem(HINT_KEY);
  } catch {
    /* storage blocked: no offline view after a reload */
  }
}

// In the browser the member last seen is known at once (after hydration, the header shows their
// name before the machine has loaded); the server, and the hydrating render, know nobody.
const hint = typeof window === 'undefined' ? null : readHint();
let view: SessionView = hint ? { ...LOADING, lastUser: hint.user, checkedAt: hint.checkedAt } : LOADING;
const listeners = new Set<(view: SessionView) => void>();

/** Called by the machine on every state (session-store.ts). */
export function publishSession(next: SessionView) {
  view = next;
  for (const listener of listeners) listener(next);
}

export const currentSession = (): SessionView => view;

/** Calls `listener` on every later state; answers the unsubscribe. */
export function onSessionChange(listener: (view: SessionView) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionState<T>(select: (s: SessionView) => T): T {
  return select(useSyncExternalStore(onSessionChange, currentSession, () => LOADING));
}

/** The member's id, signed in or offline with the saved view; null for a visitor. */
export const memberIdOf = (s: SessionView): number | null => s.session?.user.id ?? s.lastUser?.id ?? null;

/** The access token now, for a call about to be sent (never stored elsewhere). */
export const currentAccessToken = (): string | null => view.session?.access_token ?? null;

let machine: Promise<typeof import('./session-store.ts')> | null = null;

/** Loads and starts the session machine (once). */
export function startSession() {
  machine ??= import('./session-store.ts').then((m) => {
    m.start();
    return m;
  });
  return machine;
}

/** Resolves once the session is known (not loading, not refreshing). */
export async function sessionSettled(): Promise<SessionView> {
  return (await startSession()).settled();
}

/** Runs `run` once, as soon as a member is known (signed in, or offline with the saved view). */
export function whenMember(run: () => void) {
  if (memberIdOf(view) !== null) return run();
  const stop = onSessionChange((s) => {
    if (memberIdOf(s) === null) return;
    stop();
    run();
  });
}

/** After sign-in: the session the server answered. */
export async function signedIn(session: Session) {
  (await startSession()).sessionActor.send({ type: 'session.signedIn', session });
}

/** Signs out on the server and wipes the member's data on this device; resolves when done. */
export async function signOut() {
  const m = await startSession();
  await m.settled().catch(() => null);
  m.sessionActor.send({ type: 'session.signOut' });
  await m.signedOutNow();
}
