/**
 * The server's one logger (pino): a JSON line per event on stdout, with the request id of the
 * request it belongs to. What must never reach a log (design.md: safe by default) is kept out
 * twice: request lines carry the path only (never the query, the headers or a body), and any
 * field named like a secret is censored wherever it sits.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppEnv } from '../app-env.ts';
import { setAnswerHeader } from '../http/answer-header.ts';

export type { Logger };

/** Fields censored wherever they sit (any letter case), in what is logged and in a logger's bindings. */
const SECRET_FIELDS = new Set(['authorization', 'cookie', 'x-api-key', 'mobile', 'phone', 'code', 'otp', 'token', 'access_token', 'refresh_token', 'answer', 'captcha_answer', 'secret', 'password']);
const CENSORED = '[redacted]';
/** How deep into plain objects and arrays a logged value is looked through. */
const CENSOR_DEPTH = 6;

const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * `value` with every field named like a secret censored, through plain objects and arrays: a copy
 * where anything was, the value itself where nothing was (a request's line, four short fields, is
 * looked through in well under a microsecond; pino's own path-based redaction took 30 µs a line).
 * An error is left to its serializer (errorFields), which scrubs what it shows.
 */
export function censored<T>(value: T, depth = CENSOR_DEPTH): T {
  if (depth === 0) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item: unknown, i) => {
      const next = censored(item, depth - 1);
      if (next !== item) (copy ??= [...(value as unknown[])])[i] = next;
    });
    return (copy ?? value) as T;
  }
  if (!isPlain(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const key in value) {
    const item = value[key];
    const next = SECRET_FIELDS.has(key.toLowerCase()) ? (item === undefined ? item : CENSORED) : censored(item, depth - 1);
    if (next !== item) (copy ??= { ...value })[key] = next;
  }
  return (copy ?? value) as T;
}

/**
 * Text that may quote a value (an error message, a failed query's parameters, a stack): numbers
 * of six digits or more (mobile numbers, codes), JWTs and long random tokens are blotted out.
 */
export const scrub = (text: string) =>
  text
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]')
    .replace(/[A-Za-z0-9_-]{32,}/g, '[token]')
    .replace(/\d{6,}/g, '[number]');

/** An error as a log line shows it: its kind, and its message, stack and query scrubbed. */
function errorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const e = err as Error & { query?: unknown; code?: unknown; cause?: unknown };
  return {
    type: e.name,
    message: scrub(e.message),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.query === 'string' ? { query: scrub(e.query) } : {}),
    ...(e.stack ? { stack: scrub(e.stack) } : {}),
    ...(e.cause ? { cause: errorFields(e.cause) } : {}),
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const logger = pino(
    {
      level,
      serializers: { err: errorFields },
      hooks: {
        logMethod(args, method) {
          // The message text too: `log.error(err, 'text')` and `log.info('text')` alike.
          method.apply(this, args.map((a) => (typeof a === 'string' ? scrub(a) : a)) as Parameters<typeof method>);
        },
      },
      formatters: { level: (label) => ({ level: label }), log: (object) => censored(object) },
      timestamp: pino.stdTimeFunctions.isoTime,
      base: { pid: process.pid },
    },
    destination,
  );
  // A child's bindings are written into each of its lines as given (pino's bindings formatter is
  // the root's only): censored as they are bound. Children inherit this `child` (they are made
  // from their parent's prototype).
  const original = logger.child as unknown as (this: unknown, bindings: pino.Bindings, options: unknown) => unknown;
  Object.defineProperty(logger, 'child', {
    value: function (this: unknown, bindings: pino.Bindings, options: unknown) {
      return original.call(this, censored(bindings), options);
    },
  });
  return logger;
}

/**
 * The process's logger, for what happens outside a request (start, database, shutdown): silent
 * until the program that runs the server points it where its configuration says (main.ts and the
 * database commands call useLogger); nothing here reads the environment.
 */
export let log: Logger = createLogger('silent');
/** Points the process's logger elsewhere (main.ts, from the configuration). */
export const useLogger = (logger: Logger) => void (log = logger);

/** A mobile number as a log may show it: its first four and last two digits. */
export const maskMobile = (mobile: string) => (mobile.length > 6 ? `${mobile.slice(0, 4)}…${mobile.slice(-2)}` : '…');

/** An id a proxy in front of us gave the request, when it looks like one. */
const REQUEST_ID = /^[\w.:-]{8,128}$/;

/**
 * Gives each request an id (a trusted proxy's X-Request-Id, or a new one), answers it in
 * X-Request-Id and in the body of every error, and logs one line per request: method, path
 * (no query), status, duration. The request's logger (`c.var.log`) carries the id.
 */
export function requestLog(logger: () => Logger, trustProxy: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = trustProxy > 0 ? c.req.header('x-request-id') : undefined;
    const id = given && REQUEST_ID.test(given) ? given : randomUUID();
    const child = logger().child({ req_id: id });
    c.set('requestId', id);
    c.set('log', child);
    const started = performance.now();
    await next();
    setAnswerHeader(c, 'x-request-id', id);
    const status = c.res.status;
    if (status >= 400 && (c.res.headers.get('content-type') ?? '').startsWith('application/json') && !c.res.headers.has('content-encoding')) {
      const body = (await c.res
        .clone()
        .json()
        .catch(() => null)) as { error?: Record<string, unknown> } | null;
      if (body?.error && typeof body.error === 'object') {
        const headers = new Headers(c.res.headers);
        headers.delete('content-length');
        c.res = undefined;
        c.res = new Response(JSON.stringify({ error: { ...body.error, request_id: id } }), { status, headers });
      }
    }
    const ms = Math.round((performance.now() - started) * 10) / 10;
    child[status >= 500 ? 'error' : 'info']({ method: c.req.method, path: c.req.path, status, ms }, 'request');
  };
}
