/**
 * Request bodies are capped before anything reads them: a declared Content-Length over the cap is
 * refused at once, and a body sent without one (chunked) is cut off as it passes the cap, so that
 * no body is ever buffered beyond it. 413 in the error shape.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors.ts';

/** The largest JSON body any call takes, and the largest multipart upload (5 files of 5 MB, with room for the form). */
export const JSON_BODY_LIMIT = 64 * 1024;
export const UPLOAD_BODY_LIMIT = 26 * 1024 * 1024;

const inWords = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

/**
 * Refuses a body larger than `maxBytes` with 413, before it is read. A GET or HEAD has none (a
 * fetch Request of either method cannot carry one), and is passed on without asking: asking
 * builds the whole fetch Request, with its AbortSignal, for every catalogue read.
 */
export const bodyCap = (maxBytes: number): MiddlewareHandler => {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(errorBody(413, `The body is larger than ${inWords(maxBytes)}`), 413) });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
};
