/** Request parsing that answers 400 with the error shape for every bad input. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

function issuesToDetails(error: z.ZodError) {
  return error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}

/**
 * PostgreSQL text holds no NUL character, and a URL whose escapes are not UTF-8 names nothing:
 * both answer 400 here, before they can reach the database (where they would be a 500).
 */
export function checkUrlText(url: string): void {
  const { pathname, search } = new URL(url);
  for (const part of [pathname, ...search.slice(1).split('&')]) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      throw new ApiError(400, 'The URL is not valid UTF-8');
    }
    if (decoded.includes('\0')) throw new ApiError(400, 'The URL holds a NUL character');
  }
}

/** The deepest nesting of arrays and objects a JSON body may have (the contract's deepest is 3). */
export const MAX_JSON_DEPTH = 32;

/**
 * Checks a parsed JSON value without recursion (a body of 10 KB can nest 5,000 deep, which a
 * recursive walk would answer with a stack overflow, a 500): deeper than MAX_JSON_DEPTH, or a NUL
 * character in any string (key or value), answers 400.
 */
export function checkJson(value: unknown): void {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) throw new ApiError(400, 'The body holds a NUL character');
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) throw new ApiError(400, `The body is nested more than ${MAX_JSON_DEPTH} levels deep`);
    if (Array.isArray(v)) {
      for (const item of v) stack.push([item, depth + 1]);
      continue;
    }
    for (const [k, item] of Object.entries(v)) {
      if (k.includes('\0')) throw new ApiError(400, 'The body holds a NUL character');
      stack.push([item, depth + 1]);
    }
  }
}

/** A JSON body parsed and checked (checkJson); malformed JSON answers 400. No body is `{}`. */
export function parseJsonText(text: string): unknown {
  let raw: unknown;
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The body must be JSON');
  }
  checkJson(raw);
  return raw;
}

/** The request's JSON body, parsed and checked (for routes outside the v1 router). */
export const readJson = async (c: Context): Promise<unknown> => parseJsonText(await c.req.text());

export const isMultipart = (c: Context) => /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');

/** The fields of a multipart body: the JSON text of its `payload` field (files travel beside it). */
async function multipartPayload(c: Context): Promise<string> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'The multipart body cannot be read');
  }
  const payload = form.get('payload');
  if (typeof payload !== 'string') throw new ApiError(400, 'A multipart body carries its fields as JSON in the field "payload"', [{ field: 'payload', message: 'required' }]);
  return payload;
}

/**
 * A JSON body checked against `schema`; malformed JSON and bad fields answer 400. With
 * `multipart`, a multipart body is read too: its fields are the JSON of its `payload` field.
 */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S, opts: { multipart?: boolean } = {}): Promise<z.output<S>> {
  const text = opts.multipart && isMultipart(c) ? await multipartPayload(c) : await c.req.text();
  // No body at all is an empty object: the schema's defaults apply, or its required fields are named.
  const raw = parseJsonText(text);
  const result = schema.safeParse(raw);
  if (!result.success) {
    const details = issuesToDetails(result.error);
    const first = details[0];
    throw new ApiError(400, `Invalid field ${first?.field ?? ''}: ${first?.message ?? ''}`.trim(), details);
  }
  return result.data;
}
