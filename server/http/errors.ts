/**
 * The error shape of design.md §3: `{ error: { status_code, error_message, details? } }`.
 * Handlers throw ApiError; `onError` turns anything else into a logged 500 with the same shape.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorResponse } from '../../contract/common.ts';
import type { Logger } from '../ops/log.ts';

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

export function errorResponse(c: Context, err: unknown) {
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(errorBody(err.status, err.message, err.details), err.status);
  }
  // A body the client sent that is not JSON is the client's error, not ours.
  if (err instanceof SyntaxError) return c.json(errorBody(400, 'Malformed JSON body'), 400);
  (c.var as { log?: Logger }).log?.error({ err }, 'unhandled error');
  return c.json(errorBody(500, 'Internal server error'), 500);
}
