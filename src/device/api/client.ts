/**
 * The one HTTP client of the storefront (ofetch). Errors come out in spec §8's shape:
 * `{ status_code, error_message }` from the server's error object, or 500 'Unknown Error'
 * when no response arrived; `offline` tells the UI the network was the cause.
 */
import { FetchError, ofetch } from 'ofetch';
import type { CallBody, CallQuery, CallResult } from '../../../contract/api.ts';
import { CALLS, type CallMethod, type CallName, type CallParams } from '../../../contract/calls.ts';
import { API_KEY_HEADER, CLIENT_IP_HEADER } from '../../../contract/constants.ts';
import { config } from '../config.ts';
import { takeBoot } from './boot.ts';
import { callUrl, type Query } from './call-paths.ts';
import type { EarlyMemberState, EarlyRead, EarlyReadsPlan, Transport } from '../../../shared/render-contract.ts';
import { counted } from './in-flight.ts';
import { noteRead } from './read-age.ts';
import { noteNoAnswer } from './reach-state.ts';

export class ApiCallError extends Error {
  readonly status_code: number;
  readonly error_message: string;
  /** True when no response came back (offline, DNS, connection refused, timeout). */
  readonly offline: boolean;
  /** The server's `details`, when it gave an object. */
  readonly details: Record<string, unknown> | undefined;
  /** The fields the server refused (its `details` as a list), by name. */
  readonly fields: { field: string; message: string }[];
  constructor(status: number, message: string, offline: boolean, details?: unknown) {
    super(message);
    this.status_code = status;
    this.error_message = message;
    this.offline = offline;
    this.details = details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : undefined;
    this.fields = Array.isArray(details) ? details.filter((d): d is { field: string; message: string } => typeof d?.field === 'string').map((d) => ({ field: d.field, message: String(d.message ?? '') })) : [];
  }
}

export const UNKNOWN_ERROR = 'Unknown Error';
/** Spec §4 and §8: a load that answered nothing (no body, or no `data`) is this error, code 500. */
export const FETCH_ERROR = 'Error fetching data.';

/** Whether a load's answer holds what every read of the contract answers: `data`. */
const hasData = (answer: unknown): boolean => typeof answer === 'object' && answer !== null && 'data' in answer;

export function toApiError(err: unknown): ApiCallError {
  if (err instanceof ApiCallError) return err;
  if (err instanceof FetchError && err.response) {
    const body = err.data as { error?: { status_code?: number; error_message?: string; details?: unknown } } | undefined;
    const details = body?.error?.details;
    return new ApiCallError(
      body?.error?.status_code ?? err.response.status,
      body?.error?.error_message ?? err.response.statusText ?? UNKNOWN_ERROR,
      false,
      details,
    );
  }
  return new ApiCallError(500, UNKNOWN_ERROR, true);
}

let transport: Transport = (input, init) => counted(globalThis.fetch(input, init));

/**
 * How calls reach the API: the browser's fetch, or (while the server renders a page) the API
 * in the same process. Set once, by entry-server.tsx.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/** How long a read may take before it counts as no answer (offline), unless the call says otherwise. */
const READ_TIMEOUT_MS = 20_000;

/** Spec §7: every call says `Content-Type: application/json`, reads included (a multipart upload says its own). */
const JSON_TYPE = { 'content-type': 'application/json' };

/** What every call says, whoever sends it (this client, or a member page's inline script: earlyReadsPlan). */
const CALL_HEADERS = { [API_KEY_HEADER]: config.apiKey, accept: 'application/json' };

const client = ofetch.create(
  { headers: CALL_HEADERS, retry: 0 },
  {
    fetch: async (input, init) => {
      const res = await transport(input, init).catch((failed: unknown) => {
        noteNoAnswer(failed);
        throw failed;
      });
      noteNoAnswer(res.status);
      noteRead(res);
      return res;
    },
  },
);

/** A call's arguments: its path parameters, its query and its body (JSON, or a form with files), typed by the contract. */
export type CallInput<N extends CallName> = { params: CallParams<N>; query?: CallQuery<N>; body?: CallBody<N> | FormData };

export type CallOptions = {
  /** The member's access token (never stored: read from the session at call time). */
  token?: string | null;
  idempotencyKey?: string;
  /** A read: the server's answer now, past the service worker's and the browser's copies. */
  fresh?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
};

/**
 * The one way the storefront calls the API: the contract's call `name` (contract/calls.ts), its
 * argument and answer typed by the contract's schemas. A read without a token may be answered by
 * the first render's inline data; a member's call carries the bearer token, a write the client IP
 * and its Idempotency-Key.
 */
export function apiCall<N extends CallName>(name: N, input: CallInput<N>, opts: CallOptions = {}): Promise<CallResult<N>> {
  const { method } = CALLS[name];
  const url = callUrl(name, input.params, input.query as Query | undefined);
  const lang = langOf(input.params);
  if (method !== 'GET') return sendUrl(method, url, { body: input.body, ...opts }, lang);
  const answer: Promise<CallResult<N>> = opts.token ? memberGet(url, opts, lang) : getUrl(url, opts, lang);
  // A load that answered nothing is the error the spec names, shown with a retry: never an empty page.
  return answer.then((a) => {
    if (!hasData(a)) throw new ApiCallError(500, FETCH_ERROR, false);
    return a;
  });
}

/** A read of the catalogue: its call and arguments. The page fetches it; a saved pack stores its answer under the same URL. */
export type Read<N extends CallName = CallName> = { name: N; params: CallParams<N>; query?: CallQuery<N> };
export const read = <N extends CallName>(name: N, params: CallParams<N>, query?: CallQuery<N>): Read<N> => ({ name, params, ...(query ? { query } : {}) });
/** The exact URL of a read, as the service worker's caches key it. */
export const readUrl = <N extends CallName>(r: Read<N>) => callUrl(r.name, r.params, r.query as Query | undefined);
export const apiRead = <N extends CallName>(r: Read<N>, opts: CallOptions = {}) => apiCall(r.name, { params: r.params, ...(r.query ? { query: r.query } : {}) }, opts);

/**
 * A member page's reads, as its server-drawn outline names them (`#root[data-reads]`): the page's
 * inline script asks for them with the session's token as soon as the session has answered
 * (src/boot/member-session.ts), with the headers this client sends, and the page's first call for
 * each takes that answer (`earlyAnswer`). Null when there are none.
 */
export function earlyReadsPlan(reads: Read[]): EarlyReadsPlan | null {
  const first = reads[0];
  if (!first) return null;
  return { headers: { ...CALL_HEADERS, ...JSON_TYPE, ...langOf(first.params) }, urls: reads.map((r) => readUrl(r)) };
}

/**
 * The answer the page's inline script got for `url` with this `token`, once: its body when the
 * server answered it, else undefined (none asked for, another token, no answer, a refusal: the
 * call is then made as usual, and its error read as every other).
 */
async function earlyAnswer(url: string, token: string): Promise<unknown> {
  const reads = (globalThis as EarlyMemberState).__earlyReads;
  if (!reads || !Object.hasOwn(reads, url)) return undefined;
  const asked = reads[url]!;
  delete reads[url];
  const early: EarlyRead | null = await asked;
  if (!early || early.token !== token) return undefined;
  noteNoAnswer(early.response.status);
  noteRead(early.response);
  if (!early.response.ok) return undefined;
  return early.response.json().catch(() => undefined);
}

/**
 * When an answer read from now on may have been asked for: the document's start while the page's
 * inline script's session or early reads wait to be taken (they were asked for as the page was
 * parsed, before anything here ran), else now. A page compares it with the time a write of the
 * outbox was delivered, to know whether its data can hold that write (features/outbox/use-outbox.ts).
 */
export function answersAskedSince(): number {
  const scope = globalThis as EarlyMemberState;
  const early = scope.__earlySession != null || (scope.__earlyReads != null && Object.keys(scope.__earlyReads).length > 0);
  return early ? performance.timeOrigin : Date.now();
}

/**
 * The page's language, said in every call's Accept-Language: where the spec fixes `fa` in a
 * call's path (call-paths.ts), it is how the answer comes in the page's language.
 */
const langOf = (params: unknown): Record<string, string> => {
  const lang = (params as { lang?: unknown }).lang;
  return typeof lang === 'string' ? { 'accept-language': lang } : {};
};

async function getUrl<T>(url: string, opts: CallOptions, lang: Record<string, string>): Promise<T> {
  const booted = opts.fresh ? undefined : takeBoot<T>(url);
  if (booted !== undefined) return booted;
  try {
    return await client<T>(url, {
      // `fresh`: the server's answer now, past the service worker's and the browser's copies.
      headers: opts.fresh ? { ...JSON_TYPE, ...lang, 'cache-control': 'no-cache' } : { ...JSON_TYPE, ...lang },
      ...(opts.fresh ? { cache: 'no-store' as const } : {}),
      // A read that stalls (a link that is up but carries nothing) ends as no answer: the page then
      // shows the device's copy, or says so, instead of waiting for ever.
      timeout: opts.timeoutMs ?? READ_TIMEOUT_MS,
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  } catch (err) {
    throw toApiError(err);
  }
}

/** A member's reads on their way, by token, language and URL (memberGet). */
const memberReadsGoing = new Map<string, Promise<unknown>>();

/**
 * A member's read: a second call for the same URL while the first is on its way takes the first's
 * answer (a page's loader and its form's lists both read the ticket units, for one). Not a `fresh`
 * read, which asks past every copy, nor one that may be cancelled, which would cancel the other's.
 */
function memberGet<T>(url: string, opts: CallOptions, lang: Record<string, string>): Promise<T> {
  if (opts.fresh || opts.signal) return sendUrl<T>('GET', url, opts, lang);
  const key = `${opts.token} ${lang['accept-language'] ?? ''} ${url}`;
  const going = memberReadsGoing.get(key);
  if (going) return going as Promise<T>;
  const read = sendUrl<T>('GET', url, opts, lang).finally(() => memberReadsGoing.delete(key));
  memberReadsGoing.set(key, read);
  return read;
}

let clientIp: Promise<string> | null = null;
/** Spec §7: mutating calls carry the client IP, read once from the site's GET /api/ip. */
function ownIp(): Promise<string> {
  clientIp ??= counted(fetch('/api/ip', { cache: 'no-store' }))
    .then((r) => r.json() as Promise<{ ip: string }>)
    .then((b) => b.ip)
    .catch(() => {
      clientIp = null; // ask again next time
      return 'unknown';
    });
  return clientIp;
}

type SendOptions = CallOptions & { body?: unknown };

/** A member call: bearer token, client IP on mutations, Idempotency-Key for replayable writes; a FormData body goes as multipart. */
async function sendUrl<T>(method: CallMethod, url: string, opts: SendOptions, lang: Record<string, string>): Promise<T> {
  if (method === 'GET' && opts.token && !opts.fresh) {
    const early = await earlyAnswer(url, opts.token);
    if (early !== undefined) return early as T;
  }
  const multipart = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const headers: Record<string, string> = multipart ? { ...lang } : { ...JSON_TYPE, ...lang };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (method !== 'GET') headers[CLIENT_IP_HEADER] = await ownIp();
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  try {
    return await client<T>(url, {
      method,
      headers,
      ...(opts.body === undefined ? {} : { body: opts.body as Record<string, unknown> | FormData }),
      // A member's read, like any read, ends as no answer when it stalls; a write waits for its answer.
      ...(opts.timeoutMs ? { timeout: opts.timeoutMs } : method === 'GET' ? { timeout: READ_TIMEOUT_MS } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  } catch (err) {
    throw toApiError(err);
  }
}

/**
 * A multipart write whose upload progress the caller sees (`onProgress`, 0 to 1): XMLHttpRequest,
 * the browser's one API that reports it. Same headers and errors as apiSend.
 */
export async function apiUpload<N extends CallName>(name: N, input: CallInput<N> & { body: FormData }, opts: CallOptions & { onProgress: (fraction: number) => void }): Promise<CallResult<N>> {
  const ip = await ownIp();
  return new Promise<CallResult<N>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(CALLS[name].method, callUrl(name, input.params, input.query as Query | undefined));
    xhr.setRequestHeader(API_KEY_HEADER, config.apiKey);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(CLIENT_IP_HEADER, ip);
    for (const [header, value] of Object.entries(langOf(input.params))) xhr.setRequestHeader(header, value);
    if (opts.token) xhr.setRequestHeader('authorization', `Bearer ${opts.token}`);
    if (opts.idempotencyKey) xhr.setRequestHeader('idempotency-key', opts.idempotencyKey);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiCallError(500, UNKNOWN_ERROR, true));
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      let body: { error?: { status_code?: number; error_message?: string; details?: unknown } } | undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as CallResult<N>);
      reject(new ApiCallError(body?.error?.status_code ?? xhr.status, body?.error?.error_message ?? (xhr.statusText || UNKNOWN_ERROR), false, body?.error?.details));
    };
    xhr.send(input.body);
  });
}

/**
 * After the member changed public data (a review), this device's copies of those reads (the
 * service worker's cache `cacheName` and the browser's HTTP cache) are replaced by the server's
 * answer now, so that the page shows the change at once and a stale copy does not come back.
 */
export async function refreshPublicCopies(urls: string[], cacheName: string): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const res = await transport(url, { headers: { [API_KEY_HEADER]: config.apiKey, accept: 'application/json', 'cache-control': 'no-cache' }, cache: 'reload' });
      if (res.ok && typeof caches !== 'undefined') await (await caches.open(cacheName)).put(url, res);
    }),
  );
}

/**
 * The server's answer to a read now, as a Response to store (a saved pack keeps it under its URL):
 * past the service worker's and the browser's copies. A failed network rejects; an error status resolves.
 */
export function fetchForStore(url: string, opts: { signal?: AbortSignal } = {}): Promise<Response> {
  return transport(url, {
    headers: { [API_KEY_HEADER]: config.apiKey, accept: 'application/json', 'cache-control': 'no-cache' },
    cache: 'no-store',
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
}
