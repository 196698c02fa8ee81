/**
 * The staff desk's session and its one way to the API (`/api/desk`, contract/staff.ts). The access
 * token lives in memory only (five minutes); the desk's refresh cookie (httpOnly, path
 * `/api/desk/auth/`) renews it, separately from any member's session on the same browser. A call
 * that meets an ended token renews once and tries again; a session that cannot be renewed signs
 * the desk out (the desk's route sends the person to its sign-in).
 */
import { ofetch, type ResponseType } from 'ofetch';
import { useSyncExternalStore } from 'react';
import type { StaffRole } from '../../../contract/constants.ts';
import type { StaffSession } from '../../../contract/staff.ts';
import { ApiCallError, toApiError } from '../../device/api/client.ts';
import { counted } from '../../device/api/in-flight.ts';
import { config } from '../../device/config.ts';

const DESK = `${config.apiBaseUrl}/api/desk`;

export type DeskState = { status: 'unknown' | 'signedOut' | 'signedIn'; session: StaffSession | null };

let state: DeskState = { status: 'unknown', session: null };
const listeners = new Set<() => void>();
let renewTimer: ReturnType<typeof setTimeout> | undefined;

function setState(next: DeskState) {
  state = next;
  clearTimeout(renewTimer);
  // Renewed a minute before the token ends, while the desk is open (a call after a sleep renews on its 401).
  if (next.session) {
    const due = Date.parse(next.session.expires) - Date.now() - 60_000;
    renewTimer = setTimeout(() => void renewDeskSession().catch(() => undefined), Math.max(due, 5_000));
  }
  for (const l of listeners) l();
}

export const currentDesk = () => state;
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
/** The desk's session, for components. */
export const useDeskState = () => useSyncExternalStore(subscribe, currentDesk, currentDesk);

const raw = ofetch.create({ retry: 0, credentials: 'same-origin' }, { fetch: (input, init) => counted(globalThis.fetch(input, init)) });

let renewing: Promise<StaffSession | null> | null = null;
/**
 * A fresh access token from the refresh cookie: the session, or null when it has ended (signed
 * out, expired, the person's roles changed). Throws (offline) when the server could not be asked.
 */
export function renewDeskSession(): Promise<StaffSession | null> {
  renewing ??= raw<StaffSession | { error: string }>(`${DESK}/auth/session`, { headers: { accept: 'application/json' }, cache: 'no-store' })
    .then((body) => {
      const session = 'access_token' in body ? body : null;
      setState(session ? { status: 'signedIn', session } : { status: 'signedOut', session: null });
      return session;
    })
    .catch((err: unknown) => {
      throw toApiError(err);
    })
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/** The session, asked for once per page load; later calls reuse what is known. */
export async function deskSession(): Promise<StaffSession | null> {
  if (state.status === 'unknown') return renewDeskSession();
  return state.session;
}

export function deskSignedIn(session: StaffSession) {
  setState({ status: 'signedIn', session });
}

export async function deskSignOut(): Promise<void> {
  try {
    await raw(`${DESK}/auth/signout`, { method: 'POST' });
  } finally {
    setState({ status: 'signedOut', session: null });
  }
}

/** Whether the person may do what `roles` allow (admin may do everything). The server decides; the desk only hides. */
export const holds = (session: StaffSession | null, ...roles: StaffRole[]) => !!session && (session.staff.roles.includes('admin') || roles.some((r) => session.staff.roles.includes(r)));

type Query = Record<string, string | number | undefined>;
/** `blob`: the answer is a file (a ticket's attachment), not JSON. */
export type DeskCallInit = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; query?: Query; body?: unknown; lang?: string; responseType?: 'blob' };

/** A desk call with the session's token; errors in the API's shape (ApiCallError: `offline` when no answer came). */
export async function deskCall<T>(path: string, init: DeskCallInit = {}): Promise<T> {
  const attempt = async (token: string) =>
    raw<T, ResponseType>(`${DESK}${path}`, {
      method: init.method ?? 'GET',
      query: { ...init.query, ...(init.lang ? { lang: init.lang } : {}) },
      // A form (an answer with files) goes as it is: the browser writes its multipart type.
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.responseType ? {} : { accept: 'application/json' }),
        ...(init.body === undefined || init.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: init.body instanceof FormData ? init.body : JSON.stringify(init.body) }),
      ...(init.responseType ? { responseType: init.responseType } : {}),
      cache: 'no-store',
    }) as Promise<T>; // a blob when asked for one (`responseType`), else the JSON the caller names
  const session = await deskSession();
  if (!session) throw new ApiCallError(401, 'Sign in to the desk first', false, { reason: 'session_ended' });
  try {
    return await attempt(session.access_token);
  } catch (err) {
    const e = toApiError(err);
    if (e.status_code !== 401) throw e;
    // The token ended (a sleep, a long form): renewed once; a session that has ended signs the desk out.
    const renewed = await renewDeskSession();
    if (!renewed) throw e;
    try {
      return await attempt(renewed.access_token);
    } catch (again) {
      throw toApiError(again);
    }
  }
}

/** The desk's sign-in: the code the SMS brought (asked for with the members' captcha and `otp.send`). */
export async function deskVerify(mobile: string, code: string): Promise<StaffSession> {
  try {
    const body = await raw<{ data: StaffSession }>(`${DESK}/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ mobile_number: mobile, code }),
    });
    deskSignedIn(body.data);
    return body.data;
  } catch (err) {
    throw toApiError(err);
  }
}
