/**
 * The outbox of member intents (design.md §4): enqueue (with attachments), list, retry, discard,
 * and the one sender that delivers them. No React here: the service worker delivers with the same
 * code when no page is open (sw/outbox-delivery.ts).
 *
 * The sender runs one at a time across tabs and the worker (a Web Lock), sends oldest first and
 * keeps the order within each subject, gets a fresh access token for every request (tokens are
 * never stored), backs off on a network failure and keeps a final 4xx with the server's reason.
 */
import { ApiCallError, apiCall, apiUpload, type CallInput } from '../api/client.ts';
import { db, type AppDB, type OutboxBlob, type OutboxEntry } from '../db/app-db.ts';
import { offers } from '../api/capabilities.ts';
import { TICKET_FILE_FIELD } from '../../../contract/constants.ts';
import type { Locale } from '../../../shared/locale.ts';
import { OUTBOX_KINDS, specOf, type OutboxKind, type OutboxRequest, type PayloadOf } from './outbox-kinds.ts';
import { backoffMs, KEPT_TOO_LONG, keptTooLong, outcomeOf, stepKey } from './outbox-rules.ts';

/** An attachment as the member chose it (a File is a Blob with a name). */
export type NewBlob = { blob: Blob; name: string; type?: string };

export type EnqueueOptions = {
  member: number;
  locale: Locale;
  blobs?: NewBlob[];
  /** The change this intent makes on the device (a favourite shown at once…), in the same transaction. */
  local?: (database: AppDB) => Promise<void>;
};

// Entries are sent in the order written: two written within one millisecond still get distinct,
// increasing times (a UUID cannot break the tie).
let lastStamp = 0;
const nextStamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

/** Queues an intent, its attachments and its local effect in one transaction. */
export async function enqueue<K extends OutboxKind>(
  kind: K,
  payload: PayloadOf<K>,
  opts: EnqueueOptions,
  database: AppDB = db,
): Promise<OutboxEntry> {
  const now = nextStamp();
  const id = crypto.randomUUID();
  const blobs: OutboxBlob[] = (opts.blobs ?? []).map((b) => ({
    id: crypto.randomUUID(),
    entry_id: id,
    member: opts.member,
    blob: b.blob,
    name: b.name,
    type: b.type ?? b.blob.type,
    size: b.blob.size,
  }));
  const row: OutboxEntry = {
    id,
    kind,
    payload,
    subject: OUTBOX_KINDS[kind].subject(payload as never),
    member: opts.member,
    locale: opts.locale,
    status: 'queued',
    attempts: 0,
    next_try_at: now,
    ...(blobs.length ? { blob_ids: blobs.map((b) => b.id) } : {}),
    created_at: now,
    updated_at: now,
  };
  await database.transaction('rw', database.tables, async () => {
    await database.outbox.add(row);
    if (blobs.length) await database.outboxBlobs.bulkAdd(blobs);
    await opts.local?.(database);
  });
  return row;
}

/**
 * "Try again": due now. A refused entry starts a new round of keys (stepKey: the server replays a
 * refusal to its key); a queued one keeps its keys, as its last answer may have been lost.
 */
export const retryEntry = (id: string, database: AppDB = db) =>
  database.transaction('rw', database.outbox, async () => {
    const entry = await database.outbox.get(id);
    if (!entry) return;
    const round = entry.status === 'failed' ? { round: (entry.round ?? 0) + 1 } : {};
    await database.outbox.update(id, { status: 'queued', reason: undefined, reason_code: undefined, next_try_at: Date.now(), updated_at: Date.now(), ...round });
  });

/** Drops an entry and its attachments. */
export const discardEntry = (id: string, database: AppDB = db) =>
  database.transaction('rw', database.outbox, database.outboxBlobs, async () => {
    await database.outboxBlobs.where('entry_id').equals(id).delete();
    await database.outbox.delete(id);
  });

/** Subjects with an intent not yet delivered: the device's copy wins for them until it is. */
export async function pendingSubjects(member: number, database: AppDB = db): Promise<Set<string>> {
  const waiting = await database.outbox
    .where('member')
    .equals(member)
    .filter((e) => e.status === 'queued' || e.status === 'sending')
    .toArray();
  return new Set(waiting.map((e) => e.subject));
}

export type Sender = {
  member: number | null;
  /** A fresh access token for the next request, or null when there is no session to send with. */
  token: () => Promise<string | null>;
  /** Send entries still inside their backoff too: the browser reports the network is back. */
  ignoreBackoff?: boolean;
  /**
   * When another sender holds the lock: 'skip' answers `busy` at once (a page: the holder is
   * sending already); 'wait' waits up to `waitMs` for its turn (the worker: a sync is worth one try).
   */
  whenBusy?: 'skip' | 'wait';
  waitMs?: number;
};

/** `busy`: another sender held the lock. `next`: ms until the next entry is due, or null when nothing waits. */
export type FlushResult = { busy: true } | { busy: false; next: number | null };

const LOCK_NAME = 'storefront-outbox';
const BUSY = Symbol('busy');

// Where the runtime has no Web Locks (tests in Node), one sender per process.
let localTail: Promise<unknown> = Promise.resolve();
let localHeld = false;

async function oneSender<T>(whenBusy: 'skip' | 'wait', waitMs: number, run: () => Promise<T>): Promise<T | typeof BUSY> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) {
    if (whenBusy === 'skip') return locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? run() : BUSY));
    try {
      return await locks.request(LOCK_NAME, { signal: AbortSignal.timeout(waitMs) }, run);
    } catch (err) {
      if (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError')) return BUSY;
      throw err;
    }
  }
  if (localHeld && whenBusy === 'skip') return BUSY;
  const turn = localTail.then(async () => {
    localHeld = true;
    try {
      return await run();
    } finally {
      localHeld = false;
    }
  });
  localTail = turn.catch(() => undefined);
  return turn;
}

type Attempt = { status: number; message?: string; code?: string; resultId?: number } | { offline: true };

/** The id of what the server made (`data.id` of its answer), when it answered one. */
const resultIdOf = (answer: unknown): number | undefined => {
  const id = (answer as { data?: { id?: unknown } } | undefined)?.data?.id;
  return typeof id === 'number' ? id : undefined;
};

/** The server's `details.reason` (a refusal's code, e.g. ticket_closed), when it gave one. */
const reasonCode = (details: unknown): string | undefined => {
  const r = details && typeof details === 'object' && !Array.isArray(details) ? (details as { reason?: unknown }).reason : undefined;
  return typeof r === 'string' ? r : undefined;
};

/** Whether the request takes files and the entry has some to send. */
const sendsFiles = (req: OutboxRequest, entry: Pick<OutboxEntry, 'blob_ids'>): req is OutboxRequest & { files: string } => Boolean(req.files && entry.blob_ids?.length);

/** The body of a request: JSON, or multipart (the JSON in `payload`) with the entry's attachments when it has files. */
export async function requestBody(req: OutboxRequest, entry: Pick<OutboxEntry, 'blob_ids'>, database: AppDB = db): Promise<OutboxRequest['body'] | FormData> {
  if (!sendsFiles(req, entry)) return req.body;
  const form = new FormData();
  form.append('payload', JSON.stringify(req.body ?? {}));
  const blobs = await database.outboxBlobs.bulkGet(entry.blob_ids ?? []);
  for (const b of blobs) if (b) form.append(req.files, new File([b.blob], b.name, { type: b.type }));
  return form;
}

/** Where a reply's files go: the reply itself, or a new ticket's first message. */
function textSentOf(answer: unknown): { reply_id: number; result_id?: number } {
  const data = (answer as { data?: { id?: unknown; first_reply_id?: unknown; replies?: { id?: unknown }[] } } | undefined)?.data;
  const first = data?.first_reply_id ?? data?.replies?.[0]?.id;
  if (typeof data?.id !== 'number') throw new ApiCallError(500, 'The answer named no reply', false);
  return typeof first === 'number' ? { reply_id: first, result_id: data.id } : { reply_id: data.id, result_id: data.id };
}

/**
 * A ticket or a reply with files, to a backend without multipart bodies (the spec's calls: the
 * text as JSON, then each file with `PUT tickets/replies/{id}/attachment`). One intent in steps:
 * each step is written to the entry as it completes, so that after a failure between them the next
 * try goes on from there; each carries its own Idempotency-Key (the entry's id for the text, the
 * file's for each file), so that a step whose answer was lost is answered again, never done twice.
 */
async function deliverInParts(entry: OutboxEntry, req: OutboxRequest, token: string, database: AppDB): Promise<Attempt> {
  let text = entry.text_sent;
  if (!text) {
    const input = { params: req.params, ...(req.body === undefined ? {} : { body: req.body }) } as CallInput<typeof req.call>;
    text = textSentOf(await apiCall(req.call, input, { token, idempotencyKey: await stepKey(entry.id, entry.round) }));
    await database.outbox.update(entry.id, { text_sent: text });
  }
  const sent = new Set(entry.files_sent ?? []);
  const blobs = (await database.outboxBlobs.bulkGet(entry.blob_ids ?? [])).filter((b): b is OutboxBlob => b !== undefined);
  for (const [i, b] of blobs.entries()) {
    if (sent.has(b.id)) continue;
    const form = new FormData();
    form.append(req.files ?? TICKET_FILE_FIELD, new File([b.blob], b.name, { type: b.type }));
    const input = { params: { lang: req.params.lang, id: text.reply_id }, body: form };
    if (typeof XMLHttpRequest !== 'undefined') {
      await apiUpload('tickets.replyAttachment', input, {
        token,
        idempotencyKey: await stepKey(b.id, entry.round),
        onProgress: (fraction) => void database.outbox.update(entry.id, { progress: (i + fraction) / blobs.length }),
      });
    } else {
      await apiCall('tickets.replyAttachment', input, { token, idempotencyKey: await stepKey(b.id, entry.round) });
    }
    sent.add(b.id);
    await database.outbox.update(entry.id, { files_sent: [...sent] });
  }
  return { status: 200, ...(text.result_id === undefined ? {} : { resultId: text.result_id }) };
}

/**
 * How an entry with files goes: as it went before, or (first try) one multipart request where the
 * backend is known to offer it, else in parts, which every backend takes. Written to the entry
 * before anything is sent.
 */
async function sendsAs(entry: OutboxEntry, database: AppDB): Promise<'multipart' | 'parts'> {
  if (entry.sent_as) return entry.sent_as;
  const way = entry.text_sent ? 'parts' : (await offers('tickets.multipart')) ? 'multipart' : 'parts';
  await database.outbox.update(entry.id, { sent_as: way });
  return way;
}

async function attempt(entry: OutboxEntry, token: string, database: AppDB): Promise<Attempt> {
  const spec = specOf(entry.kind);
  if (!spec) return { status: 422, message: `Unknown kind of change: ${entry.kind}` };
  const req = spec.toRequest(entry.payload, entry.locale);
  let answer: unknown;
  try {
    // Files where the backend takes them only with the spec's attachment call (issue 29). The way
    // is chosen once, before the first try, and kept (OutboxEntry.sent_as).
    if (sendsFiles(req, entry) && (await sendsAs(entry, database)) === 'parts') return await deliverInParts(entry, req, token, database);
    const body = await requestBody(req, entry, database);
    const input = { params: req.params, ...(body === undefined ? {} : { body }) } as CallInput<typeof req.call>;
    // Idempotency-Key on every write: the server answers a replay with the first answer.
    if (body instanceof FormData && typeof XMLHttpRequest !== 'undefined') {
      // Files in a page: the upload's progress goes to the entry, for the member to watch.
      let shown = 0;
      answer = await apiUpload(req.call, { ...input, body }, {
        token,
        idempotencyKey: await stepKey(entry.id, entry.round),
        onProgress: (fraction) => {
          if (fraction - shown < 0.1 && fraction < 1) return;
          shown = fraction;
          void database.outbox.update(entry.id, { progress: fraction });
        },
      });
    } else {
      answer = await apiCall(req.call, input, { token, idempotencyKey: await stepKey(entry.id, entry.round) });
    }
    const resultId = resultIdOf(answer);
    return { status: 200, ...(resultId === undefined ? {} : { resultId }) };
  } catch (err) {
    if (!(err instanceof ApiCallError) || err.offline) return { offline: true };
    const code = reasonCode(err.details);
    return { status: err.status_code, message: err.error_message, ...(code ? { code } : {}) };
  }
}

/**
 * Sends what is due for the member, oldest first; within a subject, a later entry waits for the
 * earlier one. Stops at the first network failure (everything else would fail too).
 */
export async function flushOutbox(sender: Sender, database: AppDB = db): Promise<FlushResult> {
  const member = sender.member;
  if (member === null) return { busy: false, next: null };
  const run = async (): Promise<number | null> => {
    // Under the lock nobody else is sending: an entry left "sending" (a tab closed mid-send) is due again.
    await database.outbox.where({ member, status: 'sending' }).modify({ status: 'queued' });
    const queued = await database.outbox.where({ member, status: 'queued' }).sortBy('created_at');
    const held = new Set<string>();
    let stoppedUntil: number | null = null;
    for (const entry of queued) {
      if (held.has(entry.subject)) continue;
      if (!sender.ignoreBackoff && entry.next_try_at > Date.now()) {
        held.add(entry.subject);
        continue;
      }
      // Tried long ago: the server may have forgotten its key (outbox-rules keptTooLong); the member decides.
      if (keptTooLong(entry, Date.now())) {
        await database.outbox.update(entry.id, { status: 'failed', reason: 'Kept on this device too long to be sent again by itself', reason_code: KEPT_TOO_LONG, updated_at: Date.now() });
        continue;
      }
      const token = await sender.token();
      if (!token) break;
      await database.outbox.update(entry.id, { status: 'sending', progress: 0, updated_at: Date.now() });
      const result = await attempt(entry, token, database);
      const outcome = outcomeOf(result);
      const attempts = entry.attempts + 1;
      const now = Date.now();
      if (outcome.kind === 'sent') {
        await database.transaction('rw', database.outbox, database.outboxBlobs, async () => {
          const resultId = 'resultId' in result ? result.resultId : undefined;
          await database.outbox.update(entry.id, { status: 'sent', attempts, updated_at: now, ...(resultId === undefined ? {} : { result_id: resultId }) });
          // Delivered: the attachments have done their work and free their space.
          await database.outboxBlobs.where('entry_id').equals(entry.id).delete();
        });
      } else if (outcome.kind === 'failed') {
        await database.outbox.update(entry.id, { status: 'failed', reason: outcome.reason, ...(outcome.code ? { reason_code: outcome.code } : {}), attempts, updated_at: now });
      } else {
        const next_try_at = now + backoffMs(attempts);
        await database.outbox.update(entry.id, { status: 'queued', attempts, next_try_at, updated_at: now });
        held.add(entry.subject);
        // No network, or no valid session: the rest would fail the same way; all wait for this backoff.
        if ('offline' in result || outcome.kind === 'signin') {
          stoppedUntil = next_try_at;
          break;
        }
      }
    }
    const waiting = await database.outbox.where({ member, status: 'queued' }).sortBy('created_at');
    if (waiting.length === 0) return null;
    if (stoppedUntil !== null) return Math.max(0, stoppedUntil - Date.now());
    // Each subject's first entry decides when that subject can move again.
    const firsts = new Map<string, number>();
    for (const e of waiting) if (!firsts.has(e.subject)) firsts.set(e.subject, e.next_try_at);
    return Math.max(0, Math.min(...firsts.values()) - Date.now());
  };
  const out = await oneSender(sender.whenBusy ?? 'skip', sender.waitMs ?? 10_000, run);
  return out === BUSY ? { busy: true } : { busy: false, next: out };
}
