/** Pure rules of the outbox: what a response means for an entry, and when to try again. */
export const OUTBOX_BACKOFF_BASE_MS = 2_000;
export const OUTBOX_BACKOFF_MAX_MS = 5 * 60_000;

/** Exponential backoff with a ceiling: 2 s, 4 s, 8 s … 5 min. */
export const backoffMs = (attempts: number) => Math.min(OUTBOX_BACKOFF_MAX_MS, OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

export type SendOutcome = { kind: 'sent' } | { kind: 'failed'; reason: string; code?: string } | { kind: 'retry' } | { kind: 'signin' };

/**
 * 2xx: sent. 401: the session must be renewed (kept queued). 409: the same write (its
 * Idempotency-Key) is still being handled, 408 and 429: not now; all three are tried again later,
 * as are no answer and 5xx. Any other 4xx is final and shown with the server's reason; never dropped.
 */
export function outcomeOf(result: { status: number; message?: string; code?: string } | { offline: true }): SendOutcome {
  if ('offline' in result) return { kind: 'retry' };
  if (result.status >= 200 && result.status < 300) return { kind: 'sent' };
  if (result.status === 401) return { kind: 'signin' };
  if (result.status >= 400 && result.status < 500 && result.status !== 408 && result.status !== 409 && result.status !== 429) {
    return { kind: 'failed', reason: result.message ?? `HTTP ${result.status}`, ...(result.code ? { code: result.code } : {}) };
  }
  return { kind: 'retry' };
}
