/**
 * Spec §3, §4: login types. Members sign in by mobile; where the backend offers it (issue 29), also
 * by the e-mail and password set in their profile. Kept on the device (lib/local-store.ts, `loginType`).
 */
export const LOGIN_TYPES = { Mobile: 0, Email: 1, UpdateProfile: 2 } as const;
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES];
/** The types this build can use. */
export const ALLOWED_LOGIN_TYPES: readonly LoginType[] = [LOGIN_TYPES.Mobile, LOGIN_TYPES.Email];

/** The stored login type, restored only when it is an allowed one (spec §4). */
export function restoreLoginType(stored: string | null): LoginType {
  const n = Number(stored);
  return stored !== null && (ALLOWED_LOGIN_TYPES as readonly number[]).includes(n) ? (n as LoginType) : LOGIN_TYPES.Mobile;
}
