/**
 * The one session actor of the app. The access token lives only in its memory; what survives a
 * reload is a hint of who was signed in (for the offline, read-only view), never a token.
 */
import { useSyncExternalStore } from 'react';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { Session, SessionUser } from '../../../contract/member.ts';
import { fetchSession, postSignOut } from './session-api.ts';
import { sessionMachine } from './session-machine.ts';

const HINT_KEY = 'memberHint';

type Hint = { user: SessionUser; checkedAt: number };

function readHint(): Hint | null {
  try {
    const raw = localStorage.getItem(HINT_KEY);
    return raw ? (JSON.parse(raw) as Hint) : null;
  } catch {
    return null;
  }
}

/** Everything private this device holds for the member: wiped at sign-out (design.md §4). */
export async function wipePrivateData() {
  try {
    localStorage.removeItem(HINT_KEY);
  } catch {
    /* storage blocked */
  }
  const { wipeMemberData } = await import('../../db/private-data.ts');
  await wipeMemberData();
  if ('caches' in window) {
    for (const name of await caches.keys()) if (name.startsWith('private-')) await caches.delete(name);
  }
}

const hint = typeof window === 'undefined' ? null : readHint();

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      fetchSession: fromPromise(fetchSession),
      signOut: fromPromise(async () => {
        await postSignOut();
        await wipePrivateData();
      }),
    },
  }),
  { input: { lastUser: hint?.user ?? null, checkedAt: hint?.checkedAt ?? null } },
);

let started = false;
export function startSession() {
  if (started) return;
  started = true;
  sessionActor.subscribe((s) => {
    const { lastUser, checkedAt } = s.context;
    try {
      if (lastUser && checkedAt) localStorage.setItem(HINT_KEY, JSON.stringify({ user: lastUser, checkedAt }));
    } catch {
      /* storage blocked: no offline view after a reload */
    }
  });
  sessionActor.start();
  window.addEventListener('online', () => sessionActor.send({ type: 'session.online' }));
}

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** What the server renders with (it knows no session), so the first, hydrating render matches it. */
const SERVER_SNAPSHOT: SessionSnapshot = createActor(sessionMachine, { input: { lastUser: null, checkedAt: null } }).getSnapshot();
const subscribe = (onChange: () => void) => {
  const { unsubscribe } = sessionActor.subscribe(onChange);
  return unsubscribe;
};
const snapshot = () => sessionActor.getSnapshot();

export function useSessionState<T>(select: (s: SessionSnapshot) => T): T {
  return select(useSyncExternalStore(subscribe, snapshot, () => SERVER_SNAPSHOT));
}

/** Resolves once the session is known (not loading, not refreshing). */
export function sessionSettled(): Promise<SessionSnapshot> {
  startSession();
  return waitFor(sessionActor, (s) => !s.matches('loading') && !s.matches('refreshing'), { timeout: 15_000 });
}

/** The access token now, for a call about to be sent (never stored elsewhere). */
export function currentAccessToken(): string | null {
  return sessionActor.getSnapshot().context.session?.access_token ?? null;
}

/** Runs `run` once, as soon as a member is known (signed in, or offline with the saved view). */
export function whenMember(run: () => void) {
  const isMember = (s: SessionSnapshot) => Boolean(s.context.session ?? s.context.lastUser);
  if (isMember(sessionActor.getSnapshot())) return run();
  const sub = sessionActor.subscribe((s) => {
    if (!isMember(s)) return;
    sub.unsubscribe();
    run();
  });
}

export const signedIn = (session: Session) => sessionActor.send({ type: 'session.signedIn', session });
export const signOut = () => sessionActor.send({ type: 'session.signOut' });
