/**
 * The error shape of design.md §3: `{ error: { status_code, error_message, details? } }`.
 * Handlers throw ApiError; `onError` turns anything else into a logged 500 with the same shape.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorResponse } from '../../contract/common.ts';
import type { Logger } from '../ops/log.ts';
import { DomainError } from '../domain-error.ts';

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly details: unknown;
  readonly headers: Record<string, string>;
  constructor(
    status: ContentfulStatusCode,
    message: string,
    details?: unknown,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.details = details;
    this.headers = headers;
  }
}

export function errorBody(status: number, message: string, details?: unknown): ErrorResponse {
  return {
    error: {
      status_code: status,
      error_message: message,
      ...(details === undefined ? {} : { details }),
    },
  };
}

/** Node's network errors on the way to the database, and pg's own words for a lost connection. */
const LOST_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const LOST_CONNECTION_WORDS = /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection refused/i;
/** How long a client is asked to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * Whether an error means the database cannot be reached (refused, lost, shutting down, full), as
 * opposed to a query that went wrong: SQLSTATE class 08 (connection exception), 57P01-57P03
 * (shutdown, cannot connect now), 53300 (too many connections), or a network error on the way.
 * Drizzle wraps the driver's error: the causes are walked.
 */
export function databaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300' || LOST_CONNECTION_CODES.has(code)) return true;
    if (typeof e.message === 'string' && LOST_CONNECTION_WORDS.test(e.message)) return true;
  }
  return false;
}

/** The status of each kind of broken rule (domain-error.ts). */
const DOMAIN_STATUS = { refused: 422, conflict: 409, missing: 404, unavailable: 503, forbidden: 403 } as const;
/** When to try again after a provider was unavailable. */
const PROVIDER_RETRY_AFTER_S = 60;

export function errorResponse(c: Context, err: unknown) {
  if (err instanceof DomainError) {
    const status = DOMAIN_STATUS[err.kind];
    if (err.kind === 'unavailable') c.header('Retry-After', String(PROVIDER_RETRY_AFTER_S));
    return c.json(errorBody(status, err.message, err.details), status);
  }
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(errorBody(err.status, err.message, err.details), err.status);
  }
  // The database out of reach is a passing state of the service, not a fault in the request: 503,
  // with when to try again. The pool reconnects by itself on a later request.
  if (databaseUnavailable(err)) {
    (c.var as { log?: Logger }).log?.warn({ code: (err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code }, 'database unreachable: answered 503');
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
    return c.json(errorBody(503, 'The service is briefly unavailable; try again in a few seconds'), 503);
  }
  // A body the client sent that is not JSON is the client's error, not ours.
  if (err instanceof SyntaxError) return c.json(errorBody(400, 'Malformed JSON body'), 400);
  (c.var as { log?: Logger }).log?.error({ err }, 'unhandled error');
  return c.json(errorBody(500, 'Internal server error'), 500);
}
