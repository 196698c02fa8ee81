/**
 * The session (spec §4, design.md §4): while loading nothing happens; no user or a refused
 * refresh means signed out (pages needing a session start sign-in); a network failure does not
 * sign anyone out: the member keeps a dated, read-only view until the network is back.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Session, SessionUser } from '../../../contract/member.ts';

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;
/** While offline, try again this often (and at once on `session.online`). */
export const OFFLINE_RETRY_MS = 30_000;

export type SessionContext = {
  session: Session | null;
  /** The last member seen, kept for the offline view (never the token). */
  lastUser: SessionUser | null;
  /** When the server last confirmed the session (ms). */
  checkedAt: number | null;
  /** Another tab signed out while this one was loading: what loading brings is not taken. */
  endedElsewhere: boolean;
};

export type SessionEvent =
  | { type: 'session.signedIn'; session: Session }
  | { type: 'session.signOut' }
  | { type: 'session.refresh' }
  | { type: 'session.online' }
  /** The device woke or the tab came back: a timer may have slept through the expiry. */
  | { type: 'session.wake' }
  /** Another tab of this site signed out (and wiped the device): this one forgets the member too. */
  | { type: 'session.endedElsewhere' };

/**
 * Spec §5: a session is valid while it has no error and its expiry is in the future (`at`: now,
 * or a moment ahead, to refresh before it lapses).
 */
export function isSessionValid(session: Session | { error: string } | null, at = Date.now()): session is Session {
  return session !== null && !('error' in session) && Date.parse(session.expires) > at;
}

type FetchResult = Session | 'refused';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { lastUser: SessionUser | null; checkedAt: number | null },
  },
  actors: {
    fetchSession: fromPromise<FetchResult>(async () => {
      throw new Error('provide fetchSession');
    }),
    signOut: fromPromise<void>(async () => undefined),
  },
  guards: {
    refused: (_, result: FetchResult) => result === 'refused',
    // Valid now, and for the margin a refresh needs.
    lapsing: ({ context }) => !isSessionValid(context.session, Date.now() + REFRESH_MARGIN_MS),
  },
  delays: {
    untilRefresh: ({ context }) =>
      context.session ? Math.max(0, Date.parse(context.session.expires) - Date.now() - REFRESH_MARGIN_MS) : 0,
    offlineRetry: OFFLINE_RETRY_MS,
  },
  actions: {
    keep: assign(({ context }, result: Session) => ({
      ...context,
      session: result,
      lastUser: result.user,
      checkedAt: Date.now(),
    })),
    forget: assign({ session: null, lastUser: null, checkedAt: null }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ session: null, lastUser: input.lastUser, checkedAt: input.checkedAt, endedElsewhere: false }),
  initial: 'loading',
  states: {
    // Spec §4: while loading, nothing happens (no event is handled here).
    loading: {
      entry: assign({ endedElsewhere: false }),
      // Nothing happens while loading, but a sign-out in another tab is not lost: it is kept, and
      // the session the check brings (asked for before that sign-out) is not taken. A tab whose
      // first check was under way would otherwise stay signed in after the member signed out.
      on: { 'session.endedElsewhere': { actions: assign({ endedElsewhere: true }) } },
      invoke: {
        src: 'fetchSession',
        onDone: [
          { guard: ({ context }) => context.endedElsewhere, target: 'signedOut', actions: 'forget' },
          { guard: { type: 'refused', params: ({ event }) => event.output }, target: 'signedOut', actions: 'forget' },
          { target: 'signedIn', actions: { type: 'keep', params: ({ event }) => event.output as Session } },
        ],
        onError: [
          { guard: ({ context }) => context.endedElsewhere, target: 'signedOut', actions: 'forget' },
          { guard: ({ context }) => context.lastUser !== null, target: 'offline' },
          { target: 'signedOut' },
        ],
      },
    },
    signedIn: {
      after: { untilRefresh: 'refreshing' },
      on: {
        'session.refresh': 'refreshing',
        // Timers sleep with the device: on waking, a session past (or near) its expiry is refreshed at once.
        'session.wake': { guard: 'lapsing', target: 'refreshing' },
        'session.signOut': 'signingOut',
        'session.signedIn': { target: 'signedIn', reenter: true, actions: { type: 'keep', params: ({ event }) => event.session } },
        'session.endedElsewhere': { target: 'signedOut', actions: 'forget' },
      },
    },
    refreshing: {
      invoke: {
        src: 'fetchSession',
        onDone: [
          { guard: { type: 'refused', params: ({ event }) => event.output }, target: 'signedOut', actions: 'forget' },
          { target: 'signedIn', actions: { type: 'keep', params: ({ event }) => event.output as Session } },
        ],
        // The network failed, not the session: keep the member, read-only.
        onError: 'offline',
      },
      // A refresh begun before the other tab's sign-out may still answer with the ended session.
      on: { 'session.endedElsewhere': { target: 'signedOut', actions: 'forget' } },
    },
    offline: {
      after: { offlineRetry: 'refreshing' },
      on: {
        'session.online': 'refreshing',
        'session.wake': 'refreshing',
        'session.refresh': 'refreshing',
        'session.signOut': 'signingOut',
        'session.endedElsewhere': { target: 'signedOut', actions: 'forget' },
      },
    },
    signedOut: {
      on: {
        'session.signedIn': { target: 'signedIn', actions: { type: 'keep', params: ({ event }) => event.session } },
        'session.refresh': 'loading',
        // Signing out of a session the server already ended still clears this device.
        'session.signOut': 'signingOut',
      },
    },
    signingOut: {
      invoke: { src: 'signOut', onDone: { target: 'signedOut', actions: 'forget' }, onError: { target: 'signedOut', actions: 'forget' } },
    },
  },
});

/**
 * The hint of who is signed in (session-state.ts) that a state of the machine leaves on the
 * device, or null for none to write. None while signing out: every event the actor handles then
 * (the tab's focus, the network back) publishes its state again, and the member it still holds
 * would be written back after the sign-out had wiped it.
 */
export function hintOf(s: SnapshotFrom<typeof sessionMachine>): { user: SessionUser; checkedAt: number } | null {
  const { lastUser, checkedAt } = s.context;
  return lastUser && checkedAt && !s.matches('signingOut') ? { user: lastUser, checkedAt } : null;
}
