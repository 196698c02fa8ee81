import type { Context } from 'hono';

/**
 * Sets (or appends) a header on the answer a request has, in place: `c.header()` on a finished
 * answer makes hono rebuild it as a full fetch Response and a stream of its body, for every
 * request. A fetched or redirect answer's headers are frozen: that one is rebuilt then.
 */
export function setAnswerHeader(c: Context, name: string, value: string, append = false) {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, { append });
  }
}
