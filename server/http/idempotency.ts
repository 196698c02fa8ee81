/**
 * `Idempotency-Key` on member POSTs and PUTs (design.md §3, §4): the first response per (member,
 * key) is stored and returned again for a replay, so an outbox that sends twice writes once. The
 * same key with a different request is 422. A multipart body is compared by its fields and files,
 * not its bytes: each send of the same upload has a new boundary.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
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

/** How long a duplicate waits for the first request's answer before it is told to come back (409). */
const WAIT_MS = 10_000;
/** `status` of a claimed key whose request is still running. */
const IN_FLIGHT = 0;

type KeyRow = typeof idempotencyKeys.$inferSelect;

/** Thrown inside the request's transaction to roll its writes back (a 5xx, or a refusal). */
class RollBack extends Error {}

/**
 * The key is claimed before the request runs: an insert that only one of many concurrent requests
 * wins. The winner runs and stores its answer; the others wait for that answer and replay it (or,
 * past WAIT_MS, answer 409 with Retry-After).
 *
 * The winner runs inside one transaction (the handler's `c.var.db` is that transaction; its own
 * transactions become savepoints) and its answer is written to the key's row in that same
 * transaction: a crash can leave the write and its answer both committed or both not, never the
 * write without its answer (which a retry would have run again). A claim whose transaction never
 * committed (its server was killed) may be taken over after `config.idempotencyTakeoverMs`. A
 * refusal (4xx) changes nothing and is kept as the key's answer; a 5xx releases the claim.
 */
export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  if ((c.req.method !== 'POST' && c.req.method !== 'PUT') || key === undefined) return next();
  if (!UUID.test(key)) throw new ApiError(400, 'Idempotency-Key must be a UUID');
  const memberId = c.var.memberId;
  const body = await bodyFingerprint(c.req.raw);
  const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('base64url');
  const db = c.var.db;
  const mine = and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key));
  const takeoverMs = c.var.config.idempotencyTakeoverMs;

  const claim = () =>
    db
      .insert(idempotencyKeys)
      .values({ memberId, key, requestHash, status: IN_FLIGHT, body: {} })
      .onConflictDoUpdate({
        target: [idempotencyKeys.memberId, idempotencyKeys.key],
        set: { requestHash, createdAt: new Date() },
        // Only an abandoned claim of the same request is taken over.
        setWhere: and(
          eq(idempotencyKeys.status, IN_FLIGHT),
          eq(idempotencyKeys.requestHash, requestHash),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - takeoverMs)),
        ),
      })
      .returning({ key: idempotencyKeys.key });

  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if ((await claim()).length > 0) break;
    const [seen] = (await db.select().from(idempotencyKeys).where(mine)) as KeyRow[];
    if (!seen) continue; // released by a failed first request in between: claim again
    // The key's first request was answered (its answer may have been lost on the way): the client learns that this one is another.
    if (seen.requestHash !== requestHash) throw new ApiError(422, 'This Idempotency-Key was already used for a different request', { reason: 'key_reused' });
    if (seen.status !== IN_FLIGHT) {
      c.header('Idempotent-Replayed', 'true');
      return c.json(seen.body as object, seen.status as 200);
    }
    if (Date.now() > deadline) {
      throw new ApiError(409, 'A request with this Idempotency-Key is still in progress; try again shortly', { reason: 'in_flight' }, { 'Retry-After': '1' });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const release = () => db.delete(idempotencyKeys).where(and(mine, eq(idempotencyKeys.status, IN_FLIGHT)));
  const answer = async () => ((await c.res.clone().json().catch(() => null)) as object | null) ?? {};
  try {
    await db.transaction(async (tx) => {
      c.set('db', tx as unknown as typeof db);
      try {
        await next();
      } finally {
        c.set('db', db);
      }
      // A refusal or a failure keeps nothing of what the handler wrote.
      if (c.res.status >= 400) throw new RollBack();
      await tx.update(idempotencyKeys).set({ status: c.res.status, body: await answer() }).where(mine);
    });
  } catch (err) {
    if (!(err instanceof RollBack)) {
      await release();
      throw err;
    }
    // Only settled answers are kept: a 5xx, or a 429 ("not now"), may succeed when retried, so it
    // releases the claim. A refusal wrote nothing: its answer is kept on its own (a crash before
    // that only means a retry is refused again).
    if (c.res.status >= 500 || c.res.status === 429) await release();
    else await db.update(idempotencyKeys).set({ status: c.res.status, body: await answer() }).where(mine);
  }
};
