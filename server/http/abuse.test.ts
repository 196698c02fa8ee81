/**
 * Hostile requests (issue 24): bodies larger than a route takes, whatever their Content-Type says,
 * and JSON nested deeper than any call needs. Each answers a 4xx in the error shape, never a 500,
 * and nothing is buffered beyond the cap.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileHarness } from '../test/harness.ts';
import { signInHelpers } from '../test/sign-in.ts';
import { MAX_JSON_DEPTH } from './validate.ts';
import { UPLOAD_QUOTA, UPLOAD_QUOTA_BYTES_PER_DAY, WRITE_LIMITS } from './write-limits.ts';
import { charge } from './rate-limit.ts';
import { rateLimits } from '../db/schema.ts';
import { freshMobile } from '../test/sign-in.ts';

const h = fileHarness({ trustProxy: 1 });
const { signIn, freshIp } = signInHelpers(() => h);

type ErrorBody = { error: { status_code: number; error_message: string } };
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('bodies', () => {
  it('are capped per route whatever the Content-Type: a JSON call takes 64 KB even labelled multipart', async () => {
    const { session } = await signIn('09351234567');
    const big = JSON.stringify({ name: 'x'.repeat(200 * 1024) });
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain', 'application/octet-stream']) {
      const res = await h.call('/v1/store/fa/recipients', {
        method: 'POST',
        headers: { 'content-type': type, authorization: `Bearer ${session.access_token}`, 'idempotency-key': crypto.randomUUID() },
        body: big,
      });
      expect(res.status, type).toBe(413);
      expect(((await res.json()) as ErrorBody).error.status_code).toBe(413);
    }
    // Before authentication too, and on the site's own calls (a payment callback, the desk's sign-in).
    for (const path of ['/v1/member/fa/otp/send', '/api/pay/callback/sandbox', '/api/desk/auth/verify', '/api/auth/signout']) {
      const res = await h.call(path, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'x'.repeat(100 * 1024) });
      expect(res.status, path).toBe(413);
    }
  });

  it('sent without a length (chunked) are cut off at the cap, not read to their end', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 100 MB on offer; the server stops reading soon after 64 KB.
        if (sent > 100 * 1024 * 1024) return controller.close();
        sent += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024).fill(120));
      },
    });
    const res = await h.call('/api/pay/callback/sandbox', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024);
  });

  it(`nested deeper than ${MAX_JSON_DEPTH} levels answer 400 on every JSON call, the public captcha included`, async () => {
    const ip = freshIp();
    for (const depth of [MAX_JSON_DEPTH + 1, 5_000, 30_000]) {
      const captcha = await h.call(`/v1/general/fa/captcha/${crypto.randomUUID()}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: nested(depth) });
      expect(captcha.status, `depth ${depth}`).toBe(400);
      expect(((await captcha.json()) as ErrorBody).error.error_message).toMatch(/nested more than 32 levels/);
      const desk = await h.call('/api/desk/auth/verify', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: `{"mobile_number":${nested(Math.min(depth, 16_000))}}` });
      expect(desk.status, `desk call, depth ${depth}`).toBe(400);
    }
    // A body as deep as the limit is read as usual (and refused for what it says, not for its shape).
    const fine = await h.call(`/v1/general/fa/captcha/${crypto.randomUUID()}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: nested(MAX_JSON_DEPTH - 1) });
    expect(fine.status).toBe(400);
    expect(((await fine.json()) as ErrorBody).error.error_message).not.toMatch(/nested/);
  });
});

describe('member writes', () => {
  const member = async () => (await signIn(freshMobile('0913'), { first_name: 'Rate', last_name: 'Limited' })).session;
  const write = (token: string, path: string, body: unknown, key = crypto.randomUUID()) =>
    h.call(path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key }, body: JSON.stringify(body) });

  it('are limited per member and kind in the database, also when sent together; a refused key runs later', async () => {
    const s = await member();
    const max = WRITE_LIMITS.ticket.max;
    const ticket = (n: number) => ({ title: `Question ${n}`, description: 'Where is my order, please?', category_id: 1, role_id: 1, priority: 1 });
    const keys = Array.from({ length: max + 4 }, () => crypto.randomUUID());
    const results = await Promise.all(keys.map((key, n) => write(s.access_token, '/v1/ticketing/fa/tickets', ticket(n), key)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(max);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(4);
    for (const r of limited) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await r.json()) as ErrorBody).error.status_code).toBe(429);
    }
    // Another kind of write is counted apart; a replay of a placed key is not a new write.
    expect((await write(s.access_token, '/v1/store/fa/recipients', { name: 'Ward 7', mobile: '09121234567', province_id: 1, city_id: 101, address: 'Imam Khomeini hospital, building 2', postal_code: '1419733141' })).status).toBe(201);
    const placed = keys[results.findIndex((r) => r.status === 201)]!;
    expect((await write(s.access_token, '/v1/ticketing/fa/tickets', ticket(keys.indexOf(placed)), placed)).status).toBe(201);
    // Once the window passes, a write refused with 429 runs under its own key: it was not kept as its answer.
    await h.handle.db.delete(rateLimits);
    const refusedKey = keys[results.findIndex((r) => r.status === 429)]!;
    expect((await write(s.access_token, '/v1/ticketing/fa/tickets', ticket(keys.indexOf(refusedKey)), refusedKey)).status).toBe(201);
  });

  it('upload at most a day’s quota of files (413), counted when the write stands', async () => {
    const s = await member();
    const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const post = (key: string) => {
      const form = new FormData();
      form.append('payload', JSON.stringify({ title: 'Photo of the box', description: 'The box arrived open.', category_id: 1, role_id: 1, priority: 1 }));
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'box.png');
      return h.call('/v1/ticketing/fa/tickets', { method: 'POST', headers: { authorization: `Bearer ${s.access_token}`, 'idempotency-key': key }, body: form });
    };
    expect((await post(crypto.randomUUID())).status).toBe(201);
    // The day is nearly used up: a file that does not fit is refused, with the reason.
    const [used] = await h.handle.db.select().from(rateLimits).where(eq(rateLimits.key, `upload:${s.user.id}`));
    expect(used!.counts.reduce((a, b) => a + b, 0)).toBe(PNG.length);
    expect(await charge(h.handle.db, `upload:${s.user.id}`, UPLOAD_QUOTA_BYTES_PER_DAY - 10 - PNG.length, UPLOAD_QUOTA)).toBe(true);
    const over = await post(crypto.randomUUID());
    expect(over.status).toBe(413);
    expect(((await over.json()) as ErrorBody & { error: { details: { reason: string } } }).error.details.reason).toBe('upload_quota');
  });
});
