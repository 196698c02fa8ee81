/**
 * The session as the page knows it, before and after the machine loads: the state the machine
 * publishes (session-store.ts) and the hint of the member last seen on this device. Imported by
 * both the view and the store, so that neither imports the other.
 */
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

export const LOADING: SessionView = { status: 'loading', session: null, lastUser: null, checkedAt: null };

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

