/**
 * The JSON log (issue 13 §4): a line per request with its id, the same id in the answer's header
 * and in every error body; and nothing a member would not want written down: no mobile number,
 * code, captcha answer, token, cookie or API key, through a whole sign-in, a session refresh, a
 * member call, a sign-out and the errors in between.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../config.ts';
import { fileHarness } from '../test/harness.ts';
import { freshMobile, signInHelpers } from '../test/sign-in.ts';
import { censored, createLogger, scrub } from './log.ts';
import { mentions } from '../test/mentions.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

const h = fileHarness({ trustProxy: 1 }, { logger: createLogger('info', sink) });

type Line = { level: string; req_id?: string; method?: string; path?: string; status?: number; ms?: number; msg: string };

describe('the log', () => {
  it('writes a JSON line per request, with the id the answer and its error body carry', async () => {
    lines.length = 0;
    const res = await h.app.request('/v1/product/fa/products/999999', { headers: { 'x-api-key': DEMO_API_KEY } });
    expect(res.status).toBe(404);
    const id = res.headers.get('x-request-id')!;
    expect(((await res.json()) as { error: { request_id: string } }).error.request_id).toBe(id);
    const parsed = lines.map((l) => JSON.parse(l) as Line);
    expect(parsed).toContainEqual(expect.objectContaining({ level: 'info', req_id: id, method: 'GET', path: '/v1/product/fa/products/999999', status: 404, msg: 'request' }));
  });

  it('takes the request id a trusted proxy gave', async () => {
    const res = await h.app.request('/healthz', { headers: { 'x-request-id': 'edge-7f3a9c21-0001' } });
    expect(res.headers.get('x-request-id')).toBe('edge-7f3a9c21-0001');
  });

  it('holds no mobile number, code, captcha answer, token, cookie or key through a whole session', async () => {
    lines.length = 0;
    const mobile = freshMobile('0912');
    const helpers = signInHelpers(() => h);
    const ip = helpers.freshIp();
    const captcha = await helpers.captchaFor(ip);
    // A wrong captcha answer, then the right one.
    expect((await helpers.post('/v1/member/fa/otp/send', { mobile_number: mobile, captcha_id: captcha.id, captcha_value: 'wrong' }, ip)).status).toBeGreaterThanOrEqual(400);
    const { session, cookie } = await helpers.signIn(mobile, { first_name: 'Lale', last_name: 'Amini' });
    const code = await helpers.codeFor(mobile);
    // A wrong code is refused (and logged as a refusal, without the code).
    expect((await helpers.post('/v1/member/fa/otp/verify', { mobile_number: mobile, code: '000000' }, ip)).status).toBeGreaterThanOrEqual(400);
    const auth = { 'x-api-key': DEMO_API_KEY, authorization: `Bearer ${session.access_token}` };
    expect((await h.app.request('/v1/product/fa/products/favorites', { headers: auth })).status).toBe(200);
    expect((await h.app.request('/v1/product/fa/products/favorites', { headers: { ...auth, authorization: `Bearer ${session.access_token}x` } })).status).toBe(401);
    const refreshed = await h.app.request('/api/auth/session', { headers: { cookie } });
    expect(refreshed.status).toBe(200);
    expect((await h.app.request('/api/auth/signout', { method: 'POST', headers: { cookie: helpers.cookieOf(refreshed) } })).status).toBe(204);

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const national = mobile.slice(1);
    const secrets = [national, `0${national}`, `+98${national}`, code, captcha.answer, session.access_token, cookie.split('=')[1]!, DEMO_API_KEY];
    for (const secret of secrets) expect(mentions(text, secret), secret).toBe(false);
  });

  it('scrubs what an error message may quote: numbers, codes and tokens', () => {
    const out: string[] = [];
    const logger = createLogger('info', new Writable({ write: (c: Buffer, _e, done) => (out.push(c.toString()), done()) }));
    const err = new Error('Failed query: select * from members where mobile = $1\nparams: 9121234567,123456');
    logger.error({ err }, 'unhandled error for 09121234567 with eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl');
    expect(out.join('')).not.toMatch(/9121234567|123456|eyJhbGci/);
    expect(out.join('')).toContain('[number]');
    expect(scrub('order 42 for 1,250,000 Rial')).toBe('order 42 for 1,250,000 Rial');
  });

  it('censors a field named like a secret however deep it sits, in a line and in a child logger’s bindings, and leaves the rest as it was', () => {
    const out: string[] = [];
    const logger = createLogger('info', new Writable({ write: (c: Buffer, _e, done) => (out.push(c.toString()), done()) }));
    const given = { order: 42, member: { Mobile: '09121234567', contact: { phone: '02188776655', city: 'Tehran' } }, items: [{ token: 'abc', sku: 'SUT-1' }] };
    logger.child({ req_id: 'r-1', auth: { Authorization: 'Bearer xyz' } }).child({ step: 'pay', otp: '123456' }).info(given, 'placed');
    const line = JSON.parse(out.join('')) as Record<string, unknown>;
    expect(line).toMatchObject({
      req_id: 'r-1',
      auth: { Authorization: '[redacted]' },
      step: 'pay',
      otp: '[redacted]',
      order: 42,
      member: { Mobile: '[redacted]', contact: { phone: '[redacted]', city: 'Tehran' } },
      items: [{ token: '[redacted]', sku: 'SUT-1' }],
    });
    // What was logged is the caller’s, untouched; a value with nothing to censor is not copied.
    expect(given.member.Mobile).toBe('09121234567');
    const plain = { method: 'GET', path: '/v1/x', status: 200 };
    expect(censored(plain)).toBe(plain);
  });
});
