/**
 * Hostile requests (issue 24): bodies larger than a route takes, whatever their Content-Type says,
 * and JSON nested deeper than any call needs. Each answers a 4xx in the error shape, never a 500,
 * and nothing is buffered beyond the cap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { signInHelpers } from '../test/sign-in.ts';
import { MAX_JSON_DEPTH } from './validate.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ trustProxy: 1 });
});
afterAll(async () => {
  await h?.close();
});
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
    // Before authentication too, and on the site's own calls (a payment callback, a dev call).
    for (const path of ['/v1/member/fa/otp/send', '/api/pay/callback/sandbox', '/api/dev/products/1001', '/api/auth/signout']) {
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
      const beacon = await h.call('/api/dev/products/1001', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"price":${nested(Math.min(depth, 16_000))}}` });
      expect(beacon.status, `dev call, depth ${depth}`).toBe(400);
    }
    // A body as deep as the limit is read as usual (and refused for what it says, not for its shape).
    const fine = await h.call(`/v1/general/fa/captcha/${crypto.randomUUID()}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: nested(MAX_JSON_DEPTH - 1) });
    expect(fine.status).toBe(400);
    expect(((await fine.json()) as ErrorBody).error.error_message).not.toMatch(/nested/);
  });
});
