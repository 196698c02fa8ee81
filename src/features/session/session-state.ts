/**
 * The session as the page knows it, before and after the machine loads: the state the machine
 * publishes (session-store.ts) and the hint of the member last seen on this device. Imported by
 * both the view and the store, so that neither imports the other.
 */
import type { Session, SessionUser } from '../../../contract/member.ts';
import { readLocal, writeLocal } from '../../lib/local-store.ts';
import { createStore } from '../../device/store.ts';

export type SessionStatus = 'loading' | 'signedIn' | 'refreshing' | 'offline' | 'signedOut' | 'signingOut';

export type SessionView = {
  status: SessionStatus;
  session: Session | null;
  /** The last member seen, kept for the offline view (never the token). */
  lastUser: SessionUser | null;
  /** When the server last confirmed the session (ms). */
  checkedAt: number | null;
};

export const LOADING: SessionView = { status: 'loading', session: null, lastUser: null, checkedAt: null };

export type MemberHint = { user: SessionUser; checkedAt: number };

/** Who was signed in on this device when last seen (for the offline view), never a token. */
function readHint(): MemberHint | null {
  try {
    const raw = readLocal('memberHint');
    return raw ? (JSON.parse(raw) as MemberHint) : null;
  } catch {
    return null;
  }
}

/** Storage blocked: no offline view after a reload. */
export const writeHint = (hint: MemberHint | null) => writeLocal('memberHint', hint ? JSON.stringify(hint) : null);

// In the browser the member last seen is known at once (after hydration, the header shows their
// name before the machine has loaded); the server, and the hydrating render, know nobody.
export const sessionStore = createStore<SessionView>(
  () => {
    const hint = typeof window === 'undefined' ? null : readHint();
    return hint ? { ...LOADING, lastUser: hint.user, checkedAt: hint.checkedAt } : LOADING;
  },
  { server: LOADING },
);

/** Called by the machine on every state (session-store.ts). */
export const publishSession = (next: SessionView) => sessionStore.set(next);

export const currentSession = (): SessionView => sessionStore.get();

/** Calls `listener` on every later state; answers the unsubscribe. */
export const onSessionChange = (listener: (view: SessionView) => void): (() => void) => sessionStore.subscribe(() => listener(sessionStore.get()));

