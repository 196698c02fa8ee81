/**
 * Signing members in through the real API in tests: a captcha (its answer read from the demo
 * outbox), a code by "SMS" (read from the demo outbox), then the session. Each flow comes from its
 * own client address (the harness trusts X-Forwarded-For), so per-IP limits do not spill between tests.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Session } from '../../contract/member.ts';
import { otpCodes, rateLimits } from '../db/schema.ts';
import type { Harness } from './harness.ts';

let freshN = 0;
/** A mobile number no other member of the test file has: `prefix` (its first four digits), the time and a counter. */
export const freshMobile = (prefix: string) => `${prefix}${String(Date.now() % 1_000_000).padStart(6, '0')}${freshN++ % 10}`.slice(0, 11);

/** How a test reaches the API: the harness in-process, or a server process over HTTP (http-sign-in.ts). */
export type ApiCall = (path: string, init?: RequestInit) => Promise<Response>;

/** The steps before a session, on any way of calling the API: a captcha and its answer, a code sent, the code read. */
export function codeSteps(call: ApiCall) {
  const post = (path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
    call(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers }, body: JSON.stringify(body) });

  async function captchaFor(ip: string) {
    const id = crypto.randomUUID();
    const res = await post(`/v1/general/fa/captcha/${id}`, {}, ip);
    expect(res.status).toBe(200);
    const answer = ((await (await call(`/api/dev/captcha/${id}`)).json()) as { answer: string }).answer;
    return { id, answer };
  }

  async function sendCode(mobile: string, ip: string) {
    const c = await captchaFor(ip);
    return post('/v1/member/fa/otp/send', { mobile_number: mobile, captcha_id: c.id, captcha_value: c.answer.toLowerCase() }, ip);
  }

  async function codeFor(mobile: string) {
    const res = await call(`/api/dev/outbox?mobile=${mobile}`);
    return ((await res.json()) as { code: string }).code;
  }

  return { post, captchaFor, sendCode, codeFor };
}

export function signInHelpers(harness: () => Harness) {
  let ipCounter = 0;
  const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const { post, captchaFor, sendCode, codeFor } = codeSteps((path, init) => harness().call(path, init));

  function cookieOf(res: Response): string {
    const raw = res.headers.get('set-cookie') ?? '';
    return raw.split(';')[0]!;
  }

  async function signIn(mobile: string, names: { first_name?: string; last_name?: string } = {}) {
    const h = harness();
    const ip = freshIp();
    // Signing the same member in again within the test: skip the wait between codes and its limit.
    const national = mobile.replace(/^0/, '');
    await h.handle.db.update(otpCodes).set({ createdAt: new Date(Date.now() - 3_600_000) }).where(eq(otpCodes.mobile, national));
    await h.handle.db.delete(rateLimits).where(eq(rateLimits.key, `otp:mobile:${national}`));
    expect((await sendCode(mobile, ip)).status).toBe(200);
    const res = await post('/v1/member/fa/otp/verify', { mobile_number: mobile, code: await codeFor(mobile), ...names }, ip);
    expect(res.status).toBe(200);
    return { session: ((await res.json()) as { data: Session }).data, cookie: cookieOf(res), res };
  }

  return { freshIp, post, captchaFor, sendCode, codeFor, cookieOf, signIn };
}
