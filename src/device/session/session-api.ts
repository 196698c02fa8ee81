/**
 * The session calls. They go to the site itself (its /api/auth/*), never to another API origin:
 * the refresh token is an HttpOnly cookie of this site.
 */
import { oneAtATime } from '../one-at-a-time.ts';
import type { Session, SessionError } from '../../../contract/member.ts';
import { ApiCallError, toApiError } from '../api/client.ts';
import { counted } from '../api/in-flight.ts';
import type { EarlyMemberState } from '../../../shared/render-contract.ts';

/**
 * Each refresh rotates the HttpOnly refresh cookie and a cookie used twice revokes the session
 * (server: tokens.ts). Tabs and the service worker therefore refresh one after another (Web
 * Locks): the next one sends the cookie the previous one received.
 */
const oneRefreshAtATime = <T>(call: () => Promise<T>): Promise<T> => oneAtATime('storefront-session', call);

/** How long a session refresh may take before it counts as no answer. */
const SESSION_TIMEOUT_MS = 15_000;

/**
 * The answer a member page's inline script asked for as the page was parsed (src/boot/member-session.ts,
 * `__earlySession`), once; null elsewhere (another page, a later call, the worker).
 */
function takeEarlySession(): Promise<Response> | null {
  const scope = globalThis as EarlyMemberState;
  const early = scope.__earlySession ?? null;
  scope.__earlySession = null;
  return early;
}

/** The session, or 'refused' when the server will not refresh it; throws when offline. */
export async function fetchSession(): Promise<Session | 'refused'> {
  let res: Response;
  try {
    // A refresh that stalls gives up (and holds the other tabs' turn no longer): it is tried again.
    res = await (takeEarlySession() ?? oneRefreshAtATime(() => counted(fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store', signal: AbortSignal.timeout(SESSION_TIMEOUT_MS) }))));
  } catch (err) {
    throw toApiError(err);
  }
  if (res.status === 401) return 'refused';
  if (!res.ok) throw new ApiCallError(res.status, 'Unknown Error', false);
  const body = (await res.json()) as Session | SessionError;
  return 'error' in body ? 'refused' : body;
}

export async function postSignOut(): Promise<void> {
  try {
    await counted(fetch('/api/auth/signout', { method: 'POST', credentials: 'same-origin' }));
  } catch {
    // Offline: the local data is wiped anyway; the refresh token expires on its own.
  }
}
