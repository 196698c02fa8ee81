export type SessionLike = { expires?: string | null; error?: unknown } | null | undefined;

/** Spec §5: a session is valid when it has no error and its expiry is in the future. */
export function isSessionValid(session: SessionLike, now: Date = new Date()): boolean {
  if (!session || session.error) return false;
  if (!session.expires) return false;
  const expires = Date.parse(session.expires);
  return Number.isFinite(expires) && expires > now.getTime();
}
