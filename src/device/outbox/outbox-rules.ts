/** Pure rules of the outbox: what a response means for an entry, and when to try again. */
import { IDEMPOTENCY_KEPT_DAYS } from '../../../contract/constants.ts';

export const OUTBOX_BACKOFF_BASE_MS = 2_000;
export const OUTBOX_BACKOFF_MAX_MS = 5 * 60_000;

/** Exponential backoff with a ceiling: 2 s, 4 s, 8 s … 5 min. */
export const backoffMs = (attempts: number) => Math.min(OUTBOX_BACKOFF_MAX_MS, OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

/** A device clock may be off by days; the server's keeping is not cut that fine. */
const CLOCK_MARGIN_DAYS = 10;
/** After this long since it was written, an entry already tried in its first round is not tried again by itself. */
export const OUTBOX_RETRY_WITHIN_MS = (IDEMPOTENCY_KEPT_DAYS - CLOCK_MARGIN_DAYS) * 86_400_000;
/** The reason code of an entry kept too long to be tried again safely (RefusalReason says it in the member's language). */
export const KEPT_TOO_LONG = 'kept_too_long';

/**
 * Whether an entry waited on the device too long to be tried again with its key. The server keeps
 * a key's answer for IDEMPOTENCY_KEPT_DAYS; an entry tried before (its answer may have been lost
 * on the way: the write may have been done) and written longer ago than that, less a margin, might
 * be done twice if sent with a key the server has forgotten. Such an entry is not sent: it is
 * shown as kept too long, and "Try again", once the member has seen whether it arrived, sends it
 * in a new round with new keys. An entry never tried has no key the server could have seen, and
 * a later round's keys are the member's own choice: both go as usual.
 */
export const keptTooLong = (entry: { attempts: number; created_at: number; round?: number }, now: number) =>
  entry.attempts > 0 && (entry.round ?? 0) === 0 && now - entry.created_at > OUTBOX_RETRY_WITHIN_MS;

export type SendOutcome = { kind: 'sent' } | { kind: 'failed'; reason: string; code?: string } | { kind: 'retry' } | { kind: 'signin' };

/**
 * 2xx: sent. 401: the session must be renewed (kept queued). 409 without a reason, or with
 * `in_flight`: the same write (its Idempotency-Key) is still being handled; 408 and 429: not now;
 * all three are tried again later, as are no answer and 5xx. Any other 4xx, a 409 that names
 * another reason included (the write lost to the state it met, which no retry changes), is final
 * and shown with the server's reason; never dropped.
 */
export function outcomeOf(result: { status: number; message?: string; code?: string } | { offline: true }): SendOutcome {
  if ('offline' in result) return { kind: 'retry' };
  if (result.status >= 200 && result.status < 300) return { kind: 'sent' };
  if (result.status === 401) return { kind: 'signin' };
  const inFlight = result.status === 409 && (result.code === undefined || result.code === 'in_flight');
  if (result.status >= 400 && result.status < 500 && result.status !== 408 && !inFlight && result.status !== 429) {
    return { kind: 'failed', reason: result.message ?? `HTTP ${result.status}`, ...(result.code ? { code: result.code } : {}) };
  }
  return { kind: 'retry' };
}

/**
 * The Idempotency-Key of one step of an entry (its request, or one of its files) in a round of
 * tries. The first round uses the step's own id. The server keeps a refusal as its key's answer
 * for good and replays it, so a "Try again" after a refusal (a closed ticket opened again, a day's
 * upload quota renewed) starts a new round with new keys; a refusal wrote nothing, so nothing can
 * arrive twice. Made from the id and the round, not drawn at random: two tabs retrying the same
 * round send the same key, and the server does the step once.
 */
export async function stepKey(id: string, round = 0): Promise<string> {
  if (round === 0) return id;
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${id}:${round}`))).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80; // version 8: made by the application's own rule (RFC 9562)
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC's variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
