import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Session } from '../../../contract/member.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { hintOf, isSessionValid, sessionMachine } from './session-machine.ts';

const user = { id: 1000, mobile: '09121234567', first_name: 'سارا', last_name: 'احمدی' };
const session = (minutes = 15): Session => ({
  user,
  access_token: 'token',
  expires: new Date(Date.now() + minutes * 60_000).toISOString(),
});

function start(fetchImpl: () => Promise<Session | 'refused'>, input = { lastUser: null, checkedAt: null } as { lastUser: typeof user | null; checkedAt: number | null }) {
  let signOuts = 0;
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        fetchSession: fromPromise(fetchImpl),
        signOut: fromPromise(async () => {
          signOuts++;
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, signOuts: () => signOuts };
}

const offline = () => Promise.reject(new ApiCallError(500, 'Unknown Error', true));

describe('session machine (spec §4)', () => {
  it('does nothing while loading', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'session.signOut' });
    actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('signs in from a valid refresh', async () => {
    const { actor } = start(async () => session());
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.session?.user.first_name).toBe('سارا');
    expect(actor.getSnapshot().context.checkedAt).not.toBeNull();
  });

  it('is signed out with no user, or when the server refuses the refresh', async () => {
    const none = start(async () => 'refused');
    await waitFor(none.actor, (s) => s.matches('signedOut'));
    let calls = 0;
    const refusedLater = start(async () => (++calls === 1 ? session() : 'refused'));
    await waitFor(refusedLater.actor, (s) => s.matches('signedIn'));
    refusedLater.actor.send({ type: 'session.refresh' });
    await waitFor(refusedLater.actor, (s) => s.matches('signedOut'));
    expect(refusedLater.actor.getSnapshot().context.lastUser).toBeNull();
  });

  it('keeps an offline member signed in, read-only, and recovers when back online', async () => {
    let online = true;
    const { actor } = start(() => (online ? Promise.resolve(session()) : offline()));
    await waitFor(actor, (s) => s.matches('signedIn'));
    online = false;
    actor.send({ type: 'session.refresh' });
    await waitFor(actor, (s) => s.matches('offline'));
    expect(actor.getSnapshot().context.lastUser).toEqual(user);
    online = true;
    actor.send({ type: 'session.online' });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('starts offline with the member last seen, not signed out', async () => {
    const { actor } = start(offline, { lastUser: user, checkedAt: 1 });
    await waitFor(actor, (s) => s.matches('offline'));
    expect(actor.getSnapshot().context.lastUser).toEqual(user);
    const stranger = start(offline);
    await waitFor(stranger.actor, (s) => s.matches('signedOut'));
  });

  it('refreshes before the access token expires', async () => {
    let calls = 0;
    const { actor } = start(async () => (++calls === 1 ? session(0.5) : session()));
    await waitFor(actor, () => calls >= 2, { timeout: 2000 });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('signs out through the server and forgets the member', async () => {
    const { actor, signOuts } = start(async () => session());
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.signOut' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(signOuts()).toBe(1);
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('signing out of a session the server already refused still clears the device', async () => {
    const { actor, signOuts } = start(async () => 'refused', { lastUser: user, checkedAt: 1 });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signOut' });
    await waitFor(actor, (s) => s.matches('signedOut') && signOuts() === 1);
    expect(signOuts()).toBe(1);
  });

  it('counts a session valid only with no error and an expiry in the future (spec §5)', () => {
    const now = Date.now();
    expect(isSessionValid(session(), now)).toBe(true);
    expect(isSessionValid(session(-1), now)).toBe(false);
    expect(isSessionValid({ ...session(), expires: 'not a date' }, now)).toBe(false);
    expect(isSessionValid({ error: 'RefreshAccessTokenError' }, now)).toBe(false);
    expect(isSessionValid(null, now)).toBe(false);
  });

  it('checks the expiry when the device wakes: a session that lapsed while the timer slept is refreshed at once', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls++;
      return session();
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    // Awake and fresh: waking asks the server nothing.
    actor.send({ type: 'session.wake' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(calls).toBe(1);
    // The phone slept for twenty minutes: its refresh timer did not run, the session lapsed.
    const slept = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 20 * 60_000);
    try {
      actor.send({ type: 'session.wake' });
      expect(actor.getSnapshot().matches('refreshing')).toBe(true);
      await waitFor(actor, (s) => s.matches('signedIn'));
      expect(calls).toBe(2);
    } finally {
      slept.mockRestore();
    }
  });

  it('forgets the member, without asking the server, when another tab signed out; whether signed in, refreshing or offline', async () => {
    const signedIn = start(async () => session());
    await waitFor(signedIn.actor, (s) => s.matches('signedIn'));
    signedIn.actor.send({ type: 'session.endedElsewhere' });
    expect(signedIn.actor.getSnapshot().value).toBe('signedOut');
    expect(signedIn.actor.getSnapshot().context).toMatchObject({ session: null, lastUser: null, checkedAt: null });
    expect(signedIn.signOuts()).toBe(0);
    expect(hintOf(signedIn.actor.getSnapshot())).toBeNull();
    // A refresh in flight, begun before the other tab's sign-out, is not taken.
    let answer: (s: Session) => void = () => {};
    let n = 0;
    const refreshing = start(() => (++n === 1 ? Promise.resolve(session()) : new Promise<Session>((resolve) => (answer = resolve))));
    await waitFor(refreshing.actor, (s) => s.matches('signedIn'));
    refreshing.actor.send({ type: 'session.refresh' });
    expect(refreshing.actor.getSnapshot().value).toBe('refreshing');
    refreshing.actor.send({ type: 'session.endedElsewhere' });
    answer(session());
    await new Promise((r) => setTimeout(r, 0));
    expect(refreshing.actor.getSnapshot().value).toBe('signedOut');
    const away = start(offline, { lastUser: user, checkedAt: Date.now() });
    await waitFor(away.actor, (s) => s.matches('offline'));
    away.actor.send({ type: 'session.endedElsewhere' });
    expect(away.actor.getSnapshot().value).toBe('signedOut');
  });

  it('a sign-out in another tab heard while the first check is under way: nothing happens then, and the session the check brings is not taken', async () => {
    let answer: (s: Session) => void = () => {};
    const loading = start(() => new Promise<Session>((resolve) => (answer = resolve)), { lastUser: user, checkedAt: Date.now() });
    expect(loading.actor.getSnapshot().value).toBe('loading');
    loading.actor.send({ type: 'session.endedElsewhere' });
    expect(loading.actor.getSnapshot().value).toBe('loading');
    answer(session());
    await waitFor(loading.actor, (s) => !s.matches('loading'));
    expect(loading.actor.getSnapshot().value).toBe('signedOut');
    expect(loading.actor.getSnapshot().context).toMatchObject({ session: null, lastUser: null, checkedAt: null });
    // A later sign-in is taken, and a later check starts afresh.
    loading.actor.send({ type: 'session.signedIn', session: session() });
    expect(loading.actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('takes a session from a completed sign-in', async () => {
    const { actor } = start(async () => 'refused');
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signedIn', session: session() });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('leaves no hint of the member while signing out, whatever arrives meanwhile', async () => {
    let finish = () => {};
    const actor = createActor(
      sessionMachine.provide({
        actors: { fetchSession: fromPromise(async (): Promise<Session | 'refused'> => session()), signOut: fromPromise(() => new Promise<void>((resolve) => (finish = resolve))) },
      }),
      { input: { lastUser: null, checkedAt: null } },
    );
    const hints: (ReturnType<typeof hintOf> | 'none')[] = [];
    actor.subscribe((s) => hints.push(hintOf(s) ?? 'none'));
    actor.start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(hintOf(actor.getSnapshot())?.user.id).toBe(user.id);
    actor.send({ type: 'session.signOut' });
    hints.length = 0;
    // The tab regains focus and the network comes back while the sign-out is under way.
    actor.send({ type: 'session.wake' });
    actor.send({ type: 'session.online' });
    finish();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(hints.length).toBeGreaterThanOrEqual(3);
    expect(hints.every((h) => h === 'none')).toBe(true);
  });
});
