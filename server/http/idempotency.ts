/**
 * `Idempotency-Key` on member POSTs and PUTs (design.md §3, §4): the first response per (member,
 * key) is stored and returned again for a replay, so an outbox that sends twice writes once. The
 * same key with a different request is 422. A multipart body is compared by its fields and files,
 * not its bytes: each send of the same upload has a new boundary.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { ApiError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What identifies a request's body: its text, or for a multipart form its fields and its files' digests. */
async function bodyFingerprint(req: Request): Promise<string> {
  if (!/^multipart\/form-data/i.test(req.headers.get('content-type') ?? '')) return req.clone().text();
  let form: FormData;
  try {
    form = await req.clone().formData();
  } catch {
    throw new ApiError(400, 'The multipart body cannot be read');
  }
  const parts: string[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push(`${name}=${value}`);
    else parts.push(`${name}@${value.name}:${value.type}:${createHash('sha256').update(new Uint8Array(await value.arrayBuffer())).digest('base64url')}`);
  }
  return parts.join('\n');
}

export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  if ((c.req.method !== 'POST' && c.req.method !== 'PUT') || key === undefined) return next();
  if (!UUID.test(key)) throw new ApiError(400, 'Idempotency-Key must be a UUID');
  const memberId = c.var.memberId;
  const body = await bodyFingerprint(c.req.raw);
  const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('base64url');
  const db = c.var.db;
  const [seen] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
  if (seen) {
    if (seen.requestHash !== requestHash) {
      throw new ApiError(422, 'This Idempotency-Key was already used for a different request');
    }
    c.header('Idempotent-Replayed', 'true');
    return c.json(seen.body as object, seen.status as 200);
  }
  await next();
  // Only settled answers are kept: a 5xx may succeed when retried.
  if (c.res.status < 500) {
    const stored = await c.res.clone().json().catch(() => null);
    await db
      .insert(idempotencyKeys)
      .values({ memberId, key, requestHash, status: c.res.status, body: stored ?? {} })
      .onConflictDoNothing();
  }
};
