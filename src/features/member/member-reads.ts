/**
 * Member pages that still open offline (design.md §4: private data lives in IndexedDB under the
 * member, never in a cache shared by the device). Online, a read comes from the server and a
 * copy is kept; when the network is down, the copy answers, with the time it was saved.
 */
import { answersAskedSince, ApiCallError, UNKNOWN_ERROR } from '../../device/api/client.ts';
import type { AppDB } from '../../device/db/app-db.ts';
import { whenIdleOrHidden } from '../../lib/idle.ts';
import { currentSession, memberIdOf } from '../session/session-view.ts';

/** `savedAt`: when the copy shown was saved, or null when it came from the server just now. */
export type Saved<T> = { data: T; savedAt: number | null };
/**
 * `asOf`: when the data was asked for (a copy: when it was saved). A write the outbox delivered
 * later may be missing from it, one delivered earlier is in it (use-outbox.ts reads the page again
 * only for the later ones).
 */
export type Dated<T> = Saved<T> & { asOf: number };

/**
 * `database`: the device's (app-db.ts) unless given. It is imported when first needed: the page
 * asks the server without waiting for the database's code, and the copy is written once the page
 * has been drawn with its data, in a quiet moment (opening the database is a long task on a slow
 * phone, which the page's first paint does not wait for), or as soon as the page is hidden.
 */
export async function readThrough<T>(what: string, fetch: () => Promise<T>, database?: AppDB): Promise<Dated<T>> {
  const session = currentSession();
  const memberId = memberIdOf(session);
  const asOf = answersAskedSince();
  if (memberId === null) return { data: await fetch(), savedAt: null, asOf };
  const key = `${memberId}:${what}`;
  const store = async () => database ?? (await import('../../device/db/app-db.ts')).db;
  const fromDevice = async (cause: unknown): Promise<Dated<T>> => {
    const row = await store()
      .then((d) => d.memberReads.get(key))
      .catch(() => undefined);
    if (!row) throw cause; // never opened online: the page says it is not saved
    return { data: row.data as T, savedAt: row.savedAt, asOf: row.savedAt };
  };
  // Offline with the saved view there is no token to ask with: the copy is all there is.
  if (session.status === 'offline') return fromDevice(new ApiCallError(500, UNKNOWN_ERROR, true));
  try {
    const data = await fetch();
    const savedAt = Date.now();
    // Not once the member has signed out (or another has signed in) meanwhile: the sign-out's
    // wipe may have run, and the copy would outlive it.
    const stillTheirs = () => {
      const now = currentSession();
      return memberIdOf(now) === memberId && now.status !== 'signingOut' && now.status !== 'signedOut';
    };
    const keep = () =>
      void store()
        .then((d) => (stillTheirs() ? d.memberReads.put({ key, memberId, data, savedAt }) : undefined))
        .catch(() => undefined);
    whenIdleOrHidden(keep);
    return { data, savedAt: null, asOf };
  } catch (err) {
    if (err instanceof ApiCallError && err.offline) return fromDevice(err);
    throw err;
  }
}
