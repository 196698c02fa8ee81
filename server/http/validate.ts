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

/** True when a JSON value holds a NUL character in any string (key or value). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\0') || holdsNul(v));
  return false;
}

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
  let raw: unknown;
  const text = opts.multipart && isMultipart(c) ? await multipartPayload(c) : await c.req.text();
  try {
    // No body at all is an empty object: the schema's defaults apply, or its required fields are named.
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The body must be JSON');
  }
  if (holdsNul(raw)) throw new ApiError(400, 'The body holds a NUL character');
  const result = schema.safeParse(raw);
  if (!result.success) {
    const details = issuesToDetails(result.error);
    const first = details[0];
    throw new ApiError(400, `Invalid field ${first?.field ?? ''}: ${first?.message ?? ''}`.trim(), details);
  }
  return result.data;
}
