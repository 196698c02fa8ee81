import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../api/client.ts';
import { AppDB } from '../db/app-db.ts';
import { OUTBOX_KINDS } from './outbox-kinds.ts';
import { discardEntry, enqueue, flushOutbox, pendingSubjects, requestBody, retryEntry } from './outbox-repo.ts';
import { backoffMs, KEPT_TOO_LONG, keptTooLong, outcomeOf, OUTBOX_BACKOFF_MAX_MS, OUTBOX_RETRY_WITHIN_MS, stepKey } from './outbox-rules.ts';
import { IDEMPOTENCY_KEPT_DAYS } from '../../../contract/constants.ts';

const dbs: AppDB[] = [];
let n = 0;
const fresh = () => {
  const d = new AppDB(`outbox-test-${++n}`);
  dbs.push(d);
  return d;
};
afterEach(async () => {
  for (const d of dbs.splice(0)) await d.delete();
});

/**
 * The network, as the sender sees it: each request is recorded, and `answer` decides the response
 * (a status and an error message, or a thrown TypeError for no network at all).
 */
type Seen = { method: string; url: string; headers: Record<string, string>; body: unknown };
let seen: Seen[] = [];
let answer: (req: Seen) => Promise<{ status: number; message?: string; data?: unknown } | 'offline'>;
beforeEach(() => {
  seen = [];
  answer = async () => ({ status: 200 });
  setApiTransport(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const req = { method: init?.method ?? 'GET', url, headers, body: init?.body };
    seen.push(req);
    const a = await answer(req);
    if (a === 'offline') throw new TypeError('fetch failed');
    const body = a.status < 300 ? { data: a.data ?? {} } : { error: { status_code: a.status, error_message: a.message ?? 'No' } };
    return new Response(JSON.stringify(body), { status: a.status, headers: { 'content-type': 'application/json' } });
  });
});

const TOKEN = 'secret-access-token-never-stored';
const sender = (member = 7) => ({ member, token: async () => TOKEN });
const fav = (id: number, title = `Product ${id}`) => ({ product_id: id, title });
const add = (d: AppDB, id: number, on = true, member = 7) =>
  enqueue(on ? 'favorite.add' : 'favorite.remove', fav(id), { member, locale: 'en' }, d);

describe('outbox rules', () => {
  it('treats 2xx as sent, 4xx as final with the reason, 401 as sign-in, no answer, 5xx and an in-flight duplicate as retry, another conflict as final', () => {
    expect(outcomeOf({ status: 201 })).toEqual({ kind: 'sent' });
    expect(outcomeOf({ status: 422, message: 'Ticket is closed' })).toEqual({ kind: 'failed', reason: 'Ticket is closed' });
    expect(outcomeOf({ status: 422, message: 'This ticket is closed', code: 'ticket_closed' })).toEqual({ kind: 'failed', reason: 'This ticket is closed', code: 'ticket_closed' });
    expect(outcomeOf({ status: 404 })).toEqual({ kind: 'failed', reason: 'HTTP 404' });
    expect(outcomeOf({ status: 401 })).toEqual({ kind: 'signin' });
    expect(outcomeOf({ status: 429 })).toEqual({ kind: 'retry' });
    expect(outcomeOf({ status: 409, message: 'still in progress' })).toEqual({ kind: 'retry' });
    expect(outcomeOf({ status: 409, message: 'still in progress', code: 'in_flight' })).toEqual({ kind: 'retry' });
    expect(outcomeOf({ status: 409, message: 'You already asked', code: 'member_of' })).toEqual({ kind: 'failed', reason: 'You already asked', code: 'member_of' });
    expect(outcomeOf({ status: 503 })).toEqual({ kind: 'retry' });
    expect(outcomeOf({ offline: true })).toEqual({ kind: 'retry' });
  });

  it('backs off exponentially up to a ceiling', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffMs(30)).toBe(OUTBOX_BACKOFF_MAX_MS);
  });
});

describe('the registry of kinds', () => {
  it('turns a favourite intent into its request in the entry\'s language, keyed on the product', () => {
    expect(OUTBOX_KINDS['favorite.add'].toRequest(fav(1025), 'fa')).toEqual({ call: 'favorites.add', params: { lang: 'fa', id: 1025 } });
    expect(OUTBOX_KINDS['favorite.remove'].toRequest(fav(1025), 'en')).toEqual({ call: 'favorites.remove', params: { lang: 'en', id: 1025 } });
    expect(OUTBOX_KINDS['favorite.add'].subject(fav(1025))).toBe('product:1025');
    expect(OUTBOX_KINDS['favorite.add'].label.id).toBeTruthy();
  });
});

describe('outbox entries', () => {
  it('hold an intent with a UUID (the Idempotency-Key), start queued, can be retried and discarded with their blobs', async () => {
    const d = fresh();
    const e = await enqueue('favorite.add', fav(5), { member: 7, locale: 'fa', blobs: [{ blob: new Blob(['photo']), name: 'box.jpg', type: 'image/jpeg' }] }, d);
    expect(e).toMatchObject({ kind: 'favorite.add', payload: fav(5), subject: 'product:5', member: 7, locale: 'fa', status: 'queued', attempts: 0 });
    expect(e.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(e.blob_ids).toHaveLength(1);
    expect(await d.outboxBlobs.get(e.blob_ids![0]!)).toMatchObject({ entry_id: e.id, member: 7, name: 'box.jpg', type: 'image/jpeg', size: 5 });
    expect(await pendingSubjects(7, d)).toEqual(new Set(['product:5']));
    await d.outbox.update(e.id, { status: 'failed', reason: 'no' });
    await retryEntry(e.id, d);
    const retried = await d.outbox.get(e.id);
    expect(retried?.status).toBe('queued');
    expect(retried?.reason).toBeUndefined();
    await discardEntry(e.id, d);
    expect(await d.outbox.count()).toBe(0);
    expect(await d.outboxBlobs.count()).toBe(0);
  });

  it('apply their change on the device in the same transaction, or not at all', async () => {
    const d = fresh();
    await expect(
      enqueue('favorite.add', fav(5), {
        member: 7,
        locale: 'fa',
        local: async () => {
          throw new Error('the device refused');
        },
      }, d),
    ).rejects.toThrow('the device refused');
    expect(await d.outbox.count()).toBe(0);
  });

  it('build a multipart body from their attachments when the kind sends files', async () => {
    const d = fresh();
    const e = await enqueue('favorite.add', fav(5), { member: 7, locale: 'fa', blobs: [{ blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), name: 'lot.pdf' }] }, d);
    const reply = { description: 'A photo of the box', client_ticket_page_url: 'https://example.test/t/3' };
    const body = await requestBody({ call: 'tickets.reply', params: { lang: 'fa', id: 3 }, body: reply, files: 'files' }, e, d);
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    // The JSON body whole, as the text of the `payload` part (contract: bodyWithFiles).
    expect(JSON.parse(form.get('payload') as string)).toEqual(reply);
    const file = form.get('files') as File;
    expect([file.name, file.type, await file.text()]).toEqual(['lot.pdf', 'application/pdf', '%PDF-1.4']);
    expect(await requestBody({ call: 'reviews.add', params: { lang: 'fa', id: 5 }, body: { description: 'Good', rate: 5 } }, e, d)).toEqual({ description: 'Good', rate: 5 });
  });
});

describe('the sender', () => {
  it('delivers each entry once with its Idempotency-Key and the JSON content type, and stores no token', async () => {
    const d = fresh();
    const e = await add(d, 1025);
    expect(await flushOutbox(sender(), d)).toEqual({ busy: false, next: null });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/product/en/products/1025/addfavorite' });
    expect(seen[0]!.headers).toMatchObject({ 'idempotency-key': e.id, authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' });
    expect((await d.outbox.get(e.id))?.status).toBe('sent');
    await flushOutbox(sender(), d);
    expect(seen).toHaveLength(1);
    const everything = JSON.stringify(await Promise.all(d.tables.map((t) => t.toArray())));
    expect(everything).not.toContain(TOKEN);
  });

  it('keeps the id of what the server made of a sent entry (a reply), to find it in the thread the server gives later', async () => {
    const d = fresh();
    answer = async () => ({ status: 201, data: { id: 991, ticket_id: 3, description: 'Thank you' } });
    const e = await enqueue('ticket.reply', { ticket_id: 3, ticket_title: 'Lot 7', description: 'Thank you' }, { member: 7, locale: 'fa' }, d);
    await flushOutbox(sender(), d);
    expect(await d.outbox.get(e.id)).toMatchObject({ status: 'sent', result_id: 991 });
  });

  describe('a ticket with files, to a backend without multipart bodies (issue 29)', () => {
    const photo = (name: string) => ({ blob: new Blob([`jpeg ${name}`], { type: 'image/jpeg' }), name });
    const ticket = { local_id: 'l-1', title: 'Lot 7', description: 'Two photos of the box', category_id: 1, role_id: 2, priority: 0 as const };
    /** The spec's backend: no capabilities call; the ticket answers with its first message as reply 50. */
    const specBackend = (network: { down?: (req: Seen) => boolean } = {}) =>
      (answer = async (req) => {
        if (network.down?.(req)) return 'offline';
        if (req.url.endsWith('/capabilities')) return { status: 404, message: 'No such endpoint' };
        if (req.url.endsWith('/tickets')) return { status: 201, data: { id: 5, replies: [{ id: 50 }] } };
        return { status: 200, data: { id: 50 } };
      });
    const writes = () => seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url} ${r.headers['idempotency-key']}`);

    it('sends the text as JSON, then each file with the spec’s attachment call to the ticket’s first message, each once', async () => {
      const d = fresh();
      specBackend();
      const e = await enqueue('ticket.create', ticket, { member: 7, locale: 'en', blobs: [photo('a.jpg'), photo('b.jpg')] }, d);
      await flushOutbox(sender(), d);
      const [a, b] = e.blob_ids!;
      expect(writes()).toEqual([
        `POST /v1/ticketing/fa/tickets ${e.id}`,
        `PUT /v1/ticketing/fa/tickets/replies/50/attachment ${a}`,
        `PUT /v1/ticketing/fa/tickets/replies/50/attachment ${b}`,
      ]);
      const text = seen.find((r) => r.method === 'POST')!;
      expect(text.headers['content-type']).toBe('application/json');
      expect(JSON.parse(text.body as string)).toMatchObject({ title: 'Lot 7', category_id: 1, role_id: 2 });
      const file = (seen.find((r) => r.method === 'PUT')!.body as FormData).get('file') as File;
      expect([file.name, await file.text()]).toEqual(['a.jpg', 'jpeg a.jpg']);
      expect(await d.outbox.get(e.id)).toMatchObject({ status: 'sent', result_id: 5 });
      expect(await d.outboxBlobs.count()).toBe(0);
    });

    it('goes on where it stopped after a failure between the steps: the text and a sent file are not sent again', async () => {
      const d = fresh();
      // The network goes down after the first file.
      let files = 0;
      specBackend({ down: (req) => req.method === 'PUT' && ++files > 1 });
      const e = await enqueue('ticket.create', ticket, { member: 7, locale: 'fa', blobs: [photo('a.jpg'), photo('b.jpg')] }, d);
      await flushOutbox(sender(), d);
      const [a, b] = e.blob_ids!;
      expect(await d.outbox.get(e.id)).toMatchObject({ status: 'queued', text_sent: { reply_id: 50, result_id: 5 }, files_sent: [a] });
      seen = [];
      specBackend();
      await flushOutbox({ ...sender(), ignoreBackoff: true }, d);
      expect(writes()).toEqual([`PUT /v1/ticketing/fa/tickets/replies/50/attachment ${b}`]);
      expect(await d.outbox.get(e.id)).toMatchObject({ status: 'sent', result_id: 5 });
    });

    it('tried again after a file was refused (a day’s upload quota), sends that file with a new key and never the text again', async () => {
      const d = fresh();
      let quotaLeft = false;
      specBackend();
      const spec = answer;
      // The server keeps a refusal as its key's answer and replays it (server/http/idempotency.ts).
      const kept = new Map<string, { status: number; message?: string }>();
      answer = async (req) => {
        const key = req.headers['idempotency-key']!;
        const replay = kept.get(key);
        if (replay) return replay;
        if (req.method === 'PUT' && !quotaLeft) {
          const refusal = { status: 413, message: 'You have sent as many files today as a day allows' };
          kept.set(key, refusal);
          return refusal;
        }
        return spec(req);
      };
      const e = await enqueue('ticket.create', ticket, { member: 7, locale: 'fa', blobs: [photo('a.jpg')] }, d);
      await flushOutbox(sender(), d);
      expect(await d.outbox.get(e.id)).toMatchObject({ status: 'failed', text_sent: { reply_id: 50, result_id: 5 } });
      // The next day: tried again, the file goes with a key of a new round; the text is not sent again.
      quotaLeft = true;
      seen = [];
      await retryEntry(e.id, d);
      await flushOutbox(sender(), d);
      const [a] = e.blob_ids!;
      const again = await stepKey(a!, 1);
      expect(again).not.toBe(a);
      expect(again).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(writes()).toEqual([`PUT /v1/ticketing/fa/tickets/replies/50/attachment ${again}`]);
      expect(await d.outbox.get(e.id)).toMatchObject({ status: 'sent', round: 1, result_id: 5 });
    });

    it('keeps the way it was first sent: an entry sent in parts (the backend unknown) whose answer was lost goes on in parts once multipart is offered', async () => {
      const d = fresh();
      // First try: the capabilities answer never arrives, the text arrives but its answer is lost.
      answer = async (req) => (req.url.endsWith('/capabilities') || req.method === 'POST' ? 'offline' : { status: 200 });
      const e = await enqueue('ticket.create', ticket, { member: 7, locale: 'fa', blobs: [photo('a.jpg')] }, d);
      await flushOutbox(sender(), d);
      expect(await d.outbox.get(e.id)).toMatchObject({ status: 'queued', sent_as: 'parts' });
      // Now the backend answers, and offers multipart: the entry still goes as it began.
      answer = async (req) =>
        req.url.endsWith('/capabilities') ? { status: 200, data: { extensions: ['tickets.multipart'] } } : req.method === 'POST' ? { status: 201, data: { id: 5, replies: [{ id: 50 }] } } : { status: 200, data: { id: 50 } };
      seen = [];
      await flushOutbox({ ...sender(), ignoreBackoff: true }, d);
      expect(writes()).toEqual([`POST /v1/ticketing/fa/tickets ${e.id}`, `PUT /v1/ticketing/fa/tickets/replies/50/attachment ${e.blob_ids![0]}`]);
      expect(seen.find((r) => r.method === 'POST')!.headers['content-type']).toBe('application/json');
      expect(await d.outbox.get(e.id)).toMatchObject({ status: 'sent', result_id: 5 });
    });

    it('sends one multipart request where the backend offers it, and a reply without files as JSON', async () => {
      const d = fresh();
      answer = async (req) => (req.url.endsWith('/capabilities') ? { status: 200, data: { extensions: ['tickets.multipart'] } } : { status: 201, data: { id: 9 } });
      const withFiles = await enqueue('ticket.reply', { ticket_id: 3, ticket_title: 'Lot 7', description: 'A photo' }, { member: 7, locale: 'fa', blobs: [photo('a.jpg')] }, d);
      await enqueue('ticket.reply', { ticket_id: 3, ticket_title: 'Lot 7', description: 'And thanks' }, { member: 7, locale: 'fa' }, d);
      await flushOutbox(sender(), d);
      expect(writes()).toEqual([`POST /v1/ticketing/fa/tickets/3/reply ${withFiles.id}`, expect.stringMatching(/^POST \/v1\/ticketing\/fa\/tickets\/3\/reply /)]);
      const [first, second] = seen.filter((r) => r.method === 'POST');
      expect(first!.body).toBeInstanceOf(FormData);
      expect(second!.headers['content-type']).toBe('application/json');
    });
  });

  it('is one sender at a time: a second flush while one runs answers busy, and nothing is sent twice', async () => {
    const d = fresh();
    for (const id of [1, 2, 3]) await add(d, id);
    let release!: () => void;
    let arrived!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sending = new Promise<void>((r) => (arrived = r));
    answer = async () => {
      arrived();
      await gate;
      return { status: 200 };
    };
    const first = flushOutbox(sender(), d);
    await sending; // the first sender is mid-request
    const second = await flushOutbox(sender(), d);
    expect(second).toEqual({ busy: true });
    release();
    expect(await first).toEqual({ busy: false, next: null });
    // A sender that waits for its turn (the service worker) runs after, and finds nothing to send.
    expect(await flushOutbox({ ...sender(), whenBusy: 'wait' }, d)).toEqual({ busy: false, next: null });
    expect(seen.map((s) => s.url)).toEqual([1, 2, 3].map((id) => `/v1/product/en/products/${id}/addfavorite`));
  });

  it('keeps the order within a subject: a later change waits while an earlier one must be retried', async () => {
    const d = fresh();
    const a = await add(d, 1, true);
    const b = await add(d, 2, true);
    const c = await add(d, 1, false);
    answer = async (req) => (req.url.includes('/products/1/addfavorite') ? { status: 503 } : { status: 200 });
    const result = await flushOutbox(sender(), d);
    expect(seen.map((s) => s.url)).toEqual(['/v1/product/en/products/1/addfavorite', '/v1/product/en/products/2/addfavorite']);
    expect((await d.outbox.get(a.id))?.status).toBe('queued');
    expect((await d.outbox.get(b.id))?.status).toBe('sent');
    expect((await d.outbox.get(c.id))?.status).toBe('queued');
    expect(result.busy === false && result.next).toBeGreaterThan(0);
    // Once the earlier one is through, the later one follows, in order.
    answer = async () => ({ status: 200 });
    await flushOutbox({ ...sender(), ignoreBackoff: true }, d);
    expect(seen.slice(2).map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /v1/product/en/products/1/addfavorite',
      'DELETE /v1/product/en/products/1/deletefavorite',
    ]);
  });

  it('backs off when the network is down and stops trying the rest until the entry is due', async () => {
    const d = fresh();
    const a = await add(d, 1);
    await add(d, 2);
    answer = async () => 'offline';
    const before = Date.now();
    const result = await flushOutbox(sender(), d);
    expect(seen).toHaveLength(1);
    const row = await d.outbox.get(a.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.next_try_at).toBeGreaterThanOrEqual(before + backoffMs(1));
    expect(result).toMatchObject({ busy: false });
    expect(result.busy === false && result.next).toBeGreaterThan(0);
    // Not due yet: nothing is sent for that subject; the other one goes once the network is back.
    answer = async () => ({ status: 200 });
    await flushOutbox(sender(), d);
    expect(seen.map((s) => s.url)).toEqual(['/v1/product/en/products/1/addfavorite', '/v1/product/en/products/2/addfavorite']);
  });

  it('keeps a refused entry with the server\'s reason, and moves on', async () => {
    const d = fresh();
    const a = await add(d, 999999);
    const b = await add(d, 2);
    answer = async (req) => (req.url.includes('999999') ? { status: 404, message: 'Product 999999 not found' } : { status: 200 });
    await flushOutbox(sender(), d);
    expect(await d.outbox.get(a.id)).toMatchObject({ status: 'failed', reason: 'Product 999999 not found', attempts: 1 });
    expect((await d.outbox.get(b.id))?.status).toBe('sent');
  });

  it('tries a refused entry again with a new key (the server replays a refusal to its key), and a waiting one with the same key', async () => {
    const d = fresh();
    const closed = await enqueue('ticket.reply', { ticket_id: 3, ticket_title: 'Lot 7', description: 'Any news?' }, { member: 7, locale: 'en' }, d);
    const kept = new Map<string, { status: number; message?: string }>();
    let open = false;
    answer = async (req) => {
      const key = req.headers['idempotency-key']!;
      if (kept.has(key)) return kept.get(key)!;
      if (open) return { status: 201, data: { id: 992 } };
      kept.set(key, { status: 422, message: 'This ticket is closed' });
      return kept.get(key)!;
    };
    await flushOutbox(sender(), d);
    expect(await d.outbox.get(closed.id)).toMatchObject({ status: 'failed', reason: 'This ticket is closed' });
    // Staff open the ticket again; the member taps Try again: a new round, a new key, delivered.
    open = true;
    await retryEntry(closed.id, d);
    expect(await d.outbox.get(closed.id)).toMatchObject({ status: 'queued', round: 1 });
    expect((await d.outbox.get(closed.id))?.reason).toBeUndefined();
    await flushOutbox(sender(), d);
    expect(seen.map((r) => r.headers['idempotency-key'])).toEqual([closed.id, await stepKey(closed.id, 1)]);
    expect(await d.outbox.get(closed.id)).toMatchObject({ status: 'sent', result_id: 992 });
    // The same round makes the same key (two tabs retrying send one request's key).
    expect(await stepKey(closed.id, 1)).toBe(await stepKey(closed.id, 1));
    expect(await stepKey(closed.id, 2)).not.toBe(await stepKey(closed.id, 1));

    // A waiting entry (its last answer lost) tried now keeps its key: the server answers it with what it did.
    const waiting = await add(d, 8);
    answer = async () => 'offline';
    await flushOutbox(sender(), d);
    await retryEntry(waiting.id, d);
    expect((await d.outbox.get(waiting.id))?.round).toBeUndefined();
    answer = async () => ({ status: 200 });
    seen = [];
    await flushOutbox({ ...sender(), ignoreBackoff: true }, d);
    expect(seen.map((r) => r.headers['idempotency-key'])).toEqual([waiting.id]);
  });

  it('does not try again by itself an entry tried long ago (the server may have forgotten its key): it is kept, said so, and Try again sends it with a new key', async () => {
    const d = fresh();
    const old = await add(d, 5);
    const fresh1 = await add(d, 6);
    const DAY = 86_400_000;
    // Within the server's keeping, less the margin for the device's clock.
    expect(OUTBOX_RETRY_WITHIN_MS).toBeLessThan(IDEMPOTENCY_KEPT_DAYS * DAY);
    const now = Date.now();
    expect(keptTooLong({ attempts: 1, created_at: now - OUTBOX_RETRY_WITHIN_MS - 1 }, now)).toBe(true);
    expect(keptTooLong({ attempts: 1, created_at: now - OUTBOX_RETRY_WITHIN_MS + 60_000 }, now)).toBe(false);
    // Never tried: no key the server could have seen.
    expect(keptTooLong({ attempts: 0, created_at: now - 400 * DAY }, now)).toBe(false);
    // The member's own Try again (a new round, new keys) goes.
    expect(keptTooLong({ attempts: 3, created_at: now - 400 * DAY, round: 1 }, now)).toBe(false);

    // Written 81 days ago, tried then with no answer, and the device away since.
    await d.outbox.update(old.id, { attempts: 1, created_at: now - 81 * DAY, next_try_at: now - 81 * DAY });
    await flushOutbox(sender(), d);
    expect(seen.map((r) => r.url)).toEqual(['/v1/product/en/products/6/addfavorite']);
    expect(await d.outbox.get(old.id)).toMatchObject({ status: 'failed', reason_code: KEPT_TOO_LONG, attempts: 1 });
    expect((await d.outbox.get(fresh1.id))?.status).toBe('sent');
    await retryEntry(old.id, d);
    await flushOutbox(sender(), d);
    expect(seen.map((r) => r.headers['idempotency-key'])).toEqual([fresh1.id, await stepKey(old.id, 1)]);
    expect(await d.outbox.get(old.id)).toMatchObject({ status: 'sent', round: 1 });
  });

  it('picks up an entry left "sending" by a tab closed mid-send', async () => {
    const d = fresh();
    const a = await add(d, 1);
    await d.outbox.update(a.id, { status: 'sending' });
    await flushOutbox(sender(), d);
    expect(seen).toHaveLength(1);
    expect((await d.outbox.get(a.id))?.status).toBe('sent');
  });

  it('sends nothing without a session, and only the member\'s own entries', async () => {
    const d = fresh();
    await add(d, 1, true, 8);
    expect(await flushOutbox({ member: 7, token: async () => TOKEN }, d)).toEqual({ busy: false, next: null });
    expect(await flushOutbox({ member: 8, token: async () => null }, d)).toMatchObject({ busy: false });
    expect(seen).toHaveLength(0);
  });
});

describe('the upgrade to intents (Dexie version 4)', () => {
  it('carries a favourite queued as a wire request before the upgrade over, and delivers it once', async () => {
    const name = `outbox-upgrade-${++n}`;
    // The database as version 3 of the app left it, with one favourite waiting.
    const old = new Dexie(name);
    old.version(1).stores({ compare: 'id, addedAt' });
    old.version(2).stores({ outbox: 'id, memberId, status, createdAt, [memberId+status]', favorites: 'key, memberId, productId, addedAt' });
    old.version(3).stores({ memberReads: 'key, memberId, savedAt' });
    const id = crypto.randomUUID();
    // Written a minute ago (one written long ago and tried is not replayed by itself: keptTooLong).
    const at = Date.now() - 60_000;
    await old.table('outbox').add({
      id,
      memberId: 7,
      kind: 'favorite.add',
      method: 'POST',
      path: '/v1/product/en/products/1030/addfavorite',
      label: 'Nylon suture',
      status: 'queued',
      attempts: 2,
      nextAttemptAt: 0,
      createdAt: at,
      updatedAt: at,
    });
    old.close();

    const d = new AppDB(name);
    dbs.push(d);
    const row = await d.outbox.get(id);
    expect(row).toEqual({
      id,
      kind: 'favorite.add',
      payload: { product_id: 1030, title: 'Nylon suture' },
      subject: 'product:1030',
      member: 7,
      locale: 'en',
      status: 'queued',
      attempts: 2,
      next_try_at: 0,
      created_at: at,
      updated_at: at,
    });
    await flushOutbox(sender(), d);
    await flushOutbox(sender(), d);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/product/en/products/1030/addfavorite', headers: { 'idempotency-key': id } });
    expect((await d.outbox.get(id))?.status).toBe('sent');
  });
});
