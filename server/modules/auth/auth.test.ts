import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/member.ts';
import { captchas, otpCodes, rateLimits, refreshTokens } from '../../db/schema.ts';
import { fileHarness, startHarness } from '../../test/harness.ts';
import { signInHelpers } from '../../test/sign-in.ts';
import { LIMITS } from './auth-routes.ts';
import { mentions } from '../../test/mentions.ts';

const h = fileHarness({ trustProxy: 1 });

const { post, captchaFor, sendCode, codeFor, cookieOf, signIn, freshIp } = signInHelpers(() => h);

describe('captcha (spec §3)', () => {
  it('answers an SVG image with the spec\'s size and 4 characters, case-insensitive, once', async () => {
    const ip = freshIp();
    const id = crypto.randomUUID();
    const res = await post(`/v1/general/fa/captcha/${id}`, { dark: true }, ip);
    const body = (await res.json()) as { data: { image: string } };
    expect(body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.data.image.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('width="100" height="50"');
    expect(svg).toContain('#111827'); // dark background
    const { answer } = (await (await h.call(`/api/dev/captcha/${id}`)).json()) as { answer: string };
    expect(answer).toMatch(/^[A-Z2-9]{4}$/);
    // The answer is drawn, not written: no text in the markup, and no run of its characters anywhere.
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg.toUpperCase()).not.toContain(answer);
    for (const ch of answer) expect(svg, ch).not.toMatch(new RegExp(`>${ch}<`, 'i'));
    expect(svg.match(/<path d="M[^"]+" fill="#/g)).toHaveLength(4);
    const ok = await post('/v1/member/fa/otp/send', { mobile_number: '09120000001', captcha_id: id, captcha_value: answer.toLowerCase() }, ip);
    expect(ok.status).toBe(200);
    // The same captcha again: refused, even with the right answer.
    const again = await post('/v1/member/fa/otp/send', { mobile_number: '09120000002', captcha_id: id, captcha_value: answer }, ip);
    expect(again.status).toBe(400);
  });

  it('refuses a wrong or expired answer and rejects bad ids and options', async () => {
    const ip = freshIp();
    const c = await captchaFor(ip);
    const wrong = await post('/v1/member/fa/otp/send', { mobile_number: '09120000003', captcha_id: c.id, captcha_value: 'nope' }, ip);
    expect(wrong.status).toBe(400);
    const e = await captchaFor(ip);
    await h.handle.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.id, e.id));
    const expired = await post('/v1/member/fa/otp/send', { mobile_number: '09120000003', captcha_id: e.id, captcha_value: e.answer }, ip);
    expect(expired.status).toBe(400);
    expect((await post('/v1/general/fa/captcha/x', {}, ip)).status).toBe(400);
    expect((await post(`/v1/general/fa/captcha/${crypto.randomUUID()}`, { width: 5000 }, ip)).status).toBe(400);
  });
});

describe('one-time codes', () => {
  it('normalises the number and refuses one that is not a mobile number', async () => {
    const ip = freshIp();
    const c = await captchaFor(ip);
    const bad = await post('/v1/member/fa/otp/send', { mobile_number: '02112345678', captcha_id: c.id, captcha_value: c.answer }, ip);
    expect(bad.status).toBe(400);
    expect((await sendCode('+98 912 000 0010', freshIp())).status).toBe(200);
    expect(await codeFor('09120000010')).toMatch(/^\d{6}$/);
  });

  it('waits between codes, and limits codes per number with 429 and Retry-After', async () => {
    const mobile = '09120000020';
    expect((await sendCode(mobile, freshIp())).status).toBe(200);
    const soon = await sendCode(mobile, freshIp());
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    // The code sent a moment ago is on its way: the page may ask for it to be typed, for as long as it holds.
    const details = ((await soon.json()) as { error: { details: { reason: string; retry_after_s: number; expires_in_s: number } } }).error.details;
    expect(details.reason).toBe('code_pending');
    expect(details.retry_after_s).toBeGreaterThan(50);
    expect(details.retry_after_s).toBeLessThanOrEqual(60);
    expect(details.expires_in_s).toBeGreaterThan(details.retry_after_s);
    const backdate = () => h.handle.db.update(otpCodes).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(otpCodes.mobile, '9120000020'));
    await backdate();
    expect((await sendCode(mobile, freshIp())).status).toBe(200);
    await backdate();
    expect((await sendCode(mobile, freshIp())).status).toBe(200);
    await backdate();
    const fourth = await sendCode(mobile, freshIp());
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { error: { status_code: number } }).error.status_code).toBe(429);
  });

  it('clears a number’s budget of codes once a right code signs in: a fourth device in the 10 minutes gets its code', async () => {
    const mobile = '09120000024';
    const backdate = () => h.handle.db.update(otpCodes).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(otpCodes.mobile, '9120000024'));
    // Three devices in a row: the third code is the budget's last.
    for (let device = 0; device < 3; device++) {
      await backdate();
      expect((await sendCode(mobile, freshIp())).status).toBe(200);
    }
    const ip = freshIp();
    const signedIn = await post('/v1/member/fa/otp/verify', { mobile_number: mobile, code: await codeFor(mobile), first_name: 'مینا', last_name: 'کریمی' }, ip);
    expect(signedIn.status).toBe(200);
    expect(await h.handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'otp:mobile:9120000024'))).toEqual([]);
    // A fourth and a fifth device: each sent its code. Unused codes still count to three.
    await backdate();
    expect((await sendCode(mobile, freshIp())).status).toBe(200);
    await backdate();
    expect((await sendCode(mobile, freshIp())).status).toBe(200);
    await backdate();
    expect((await sendCode(mobile, freshIp())).status).toBe(200);
    await backdate();
    expect((await sendCode(mobile, freshIp())).status).toBe(429);
  });

  it('sends one code for many sends of one number arriving together, each with a good captcha', async () => {
    const mobile = '09120000021';
    const captchas = await Promise.all(Array.from({ length: 10 }, async () => ({ ip: freshIp(), ...(await captchaFor(freshIp())) })));
    const results = await Promise.all(captchas.map((c) => post('/v1/member/fa/otp/send', { mobile_number: mobile, captcha_id: c.id, captcha_value: c.answer }, c.ip)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(429)]);
    for (const r of results.filter((x) => x.status === 429)) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    const codes = await h.handle.db.select().from(otpCodes).where(eq(otpCodes.mobile, '9120000021'));
    expect(codes).toHaveLength(1);
    // The losers did not spend the number's budget of 3 codes in 10 minutes.
    const [budget] = await h.handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'otp:mobile:9120000021'));
    expect(budget!.counts).toEqual([1]);
    // Past the resend window a new code replaces the previous one: one is ever pending.
    await h.handle.db.update(otpCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(otpCodes.mobile, '9120000021'));
    expect((await sendCode(mobile, freshIp())).status).toBe(200);
    const after = await h.handle.db.select().from(otpCodes).where(eq(otpCodes.mobile, '9120000021'));
    expect(after.filter((c) => c.consumedAt === null)).toHaveLength(1);
  });

  it('does not let junk without a valid captcha lock an address out of sign-in', async () => {
    const ip = freshIp();
    const junk: number[] = [];
    for (let i = 0; i < LIMITS.badCaptchaPerIp.max + 5; i++) {
      junk.push((await post('/v1/member/fa/otp/send', { mobile_number: '09120000022', captcha_id: crypto.randomUUID(), captcha_value: 'XXXX' }, ip)).status);
    }
    expect(junk.slice(0, LIMITS.badCaptchaPerIp.max).every((s) => s === 400)).toBe(true);
    expect(junk.at(-1)).toBe(429);
    // A colleague behind the same address, with a good captcha, still gets a code.
    expect((await sendCode('09120000023', ip)).status).toBe(200);
  });

  it('limits codes per client IP', async () => {
    const ip = freshIp();
    await h.handle.db.delete(rateLimits);
    const statuses: number[] = [];
    const max = LIMITS.sendPerIp.max;
    for (let i = 0; i <= max; i++) statuses.push((await sendCode(`0912000${String(100 + i).padStart(4, '0')}`, ip)).status);
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
  });

  it('allows at most 5 wrong guesses, then the code is spent', async () => {
    const mobile = '09120000030';
    const ip = freshIp();
    await sendCode(mobile, ip);
    const code = await codeFor(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await post('/v1/member/fa/otp/verify', { mobile_number: mobile, code: wrong }, ip);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { details: { attempts_left: number } } }).error.details.attempts_left).toBe(5 - i);
    }
    const right = await post('/v1/member/fa/otp/verify', { mobile_number: mobile, code, first_name: 'a', last_name: 'b' }, ip);
    expect(right.status).toBe(401);
  });

  it('checks at most 5 guesses of a code however many arrive at once', async () => {
    const mobile = '09120000031';
    await sendCode(mobile, freshIp());
    const code = await codeFor(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    // 24 wrong guesses and the right one last, fired together (each from its own address).
    const bodies = [...Array.from({ length: 24 }, () => wrong), code];
    const answers = await Promise.all(
      bodies.map((c) => post('/v1/member/fa/otp/verify', { mobile_number: mobile, code: c, first_name: 'a', last_name: 'b' }, freshIp())),
    );
    const reasons = await Promise.all(answers.map(async (r) => (r.status === 200 ? 'ok' : ((await r.json()) as { error: { details?: { reason?: string } } }).error.details?.reason)));
    expect(answers.every((r) => r.status === 200 || r.status === 401)).toBe(true);
    // Five guesses were compared (the fifth wrong one spends the code); every other was refused unread.
    expect(reasons.filter((r) => r === 'wrong').length).toBeLessThanOrEqual(4);
    expect(reasons.filter((r) => r === 'ok').length).toBeLessThanOrEqual(1);
    const [row] = await h.handle.db.select().from(otpCodes).where(eq(otpCodes.mobile, '9120000031'));
    expect(row!.attempts).toBe(5);
    expect(row!.consumedAt).not.toBeNull();
  });

  it('signs a code in once, and makes one member of concurrent sign-ups of one new number, never a 500', async () => {
    const mobile = '09120000032';
    await sendCode(mobile, freshIp());
    const code = await codeFor(mobile);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/v1/member/fa/otp/verify', { mobile_number: mobile, code, first_name: 'Sara', last_name: 'Ahmadi' }, freshIp())),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 401)).toBe(true);
    const families = await h.handle.db.select().from(refreshTokens);
    const member = (await (answers.find((r) => r.status === 200)!).json()) as { data: Session };
    expect(families.filter((t) => t.memberId === member.data.user.id)).toHaveLength(1);
  });

  it('answers the same to a code sent to a member and to a stranger', async () => {
    const member = (await (await sendCode('09121234567', freshIp())).json()) as { data: unknown };
    const stranger = (await (await sendCode('09120000034', freshIp())).json()) as { data: unknown };
    expect(member.data).toEqual(stranger.data);
    expect(JSON.stringify(member)).not.toMatch(/member/);
  });

  it('refuses names with control characters, and keeps Persian names with a zero-width non-joiner', async () => {
    const mobile = '09120000033';
    const ip = freshIp();
    await sendCode(mobile, ip);
    const code = await codeFor(mobile);
    const bad = await post('/v1/member/fa/otp/verify', { mobile_number: mobile, code, first_name: 'Sa\u0007ra', last_name: 'b' }, ip);
    expect(bad.status).toBe(400);
    const ok = await post('/v1/member/fa/otp/verify', { mobile_number: mobile, code, first_name: 'نیک\u200cنام', last_name: 'b' }, ip);
    expect(ok.status).toBe(200);
  });

  it('expires codes after 2 minutes and stores them hashed', async () => {
    const mobile = '09120000040';
    const ip = freshIp();
    await sendCode(mobile, ip);
    const code = await codeFor(mobile);
    const [row] = await h.handle.db.select().from(otpCodes).where(eq(otpCodes.mobile, '9120000040'));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(120_000);
    await h.handle.db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(otpCodes.mobile, '9120000040'));
    expect((await post('/v1/member/fa/otp/verify', { mobile_number: mobile, code, first_name: 'a', last_name: 'b' }, ip)).status).toBe(401);
  });

  it('asks a new member for a name, then signs them up; Persian digits in the code are fine', async () => {
    const mobile = '09120000050';
    const ip = freshIp();
    await sendCode(mobile, ip);
    const code = await codeFor(mobile);
    const noName = await post('/v1/member/fa/otp/verify', { mobile_number: mobile, code }, ip);
    expect(noName.status).toBe(422);
    const persian = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const res = await post('/v1/member/fa/otp/verify', { mobile_number: mobile, code: persian, first_name: 'مینا', last_name: 'کریمی' }, ip);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Session };
    expect(data.user).toMatchObject({ mobile: '09120000050', first_name: 'مینا', last_name: 'کریمی' });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/refresh_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth\//);
  });
});

describe('session', () => {
  it('rotates the refresh token on every use; reusing an old one revokes the family', async () => {
    const { cookie } = await signIn('09121234567'); // a demo member
    const first = await h.app.request('/api/auth/session', { headers: { cookie } });
    expect(first.status).toBe(200);
    const next = cookieOf(first);
    expect(next).not.toBe(cookie);
    expect(((await first.json()) as Session).user.first_name).toBe('سارا');
    const second = await h.app.request('/api/auth/session', { headers: { cookie: next } });
    const latest = cookieOf(second);
    // A minute later, the first token again, after its successor was used: someone else has it. The whole family is revoked.
    await h.handle.db.update(refreshTokens).set({ replacedAt: new Date(Date.now() - 60_000) }).where(isNotNull(refreshTokens.replacedAt));
    const reused = await h.app.request('/api/auth/session', { headers: { cookie } });
    expect(await reused.json()).toEqual({ error: 'RefreshAccessTokenError' });
    expect(await (await h.app.request('/api/auth/session', { headers: { cookie: latest } })).json()).toEqual({ error: 'RefreshAccessTokenError' });
  });

  it('keeps a member whose refresh answer was lost to the network signed in, and ends the session if what they never received turns up', async () => {
    const { cookie } = await signIn('09351234567');
    // The answer to this refresh never reaches the phone: it went offline on the way.
    const lost = cookieOf(await h.app.request('/api/auth/session', { headers: { cookie } }));
    // Back online an hour later, with the token it still holds: honoured, not taken for theft.
    await h.handle.db.update(refreshTokens).set({ replacedAt: new Date(Date.now() - 3_600_000) }).where(isNotNull(refreshTokens.replacedAt));
    const back = await h.app.request('/api/auth/session', { headers: { cookie } });
    expect(back.status).toBe(200);
    expect(((await back.json()) as Session).access_token).toBeTruthy();
    const kept = cookieOf(back);
    expect(((await (await h.app.request('/api/auth/session', { headers: { cookie: kept } })).json()) as Session).access_token).toBeTruthy();
    // The token that never arrived, shown by someone: stolen. The session ends everywhere.
    expect(await (await h.app.request('/api/auth/session', { headers: { cookie: lost } })).json()).toEqual({ error: 'RefreshAccessTokenError' });
    const after = await h.app.request('/api/auth/session', { headers: { cookie: kept } });
    expect(await after.json()).toEqual({ error: 'RefreshAccessTokenError' });
  });

  it('honours a just-replaced token once more: its answer was lost to a navigation, not stolen', async () => {
    const { cookie } = await signIn('09351234567');
    const first = await h.app.request('/api/auth/session', { headers: { cookie } });
    const next = cookieOf(first);
    const again = await h.app.request('/api/auth/session', { headers: { cookie } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Session).user.first_name).toBeTruthy();
    const other = cookieOf(again);
    expect(other).not.toBe(next);
    // Both successors work: nothing was revoked.
    expect(((await (await h.app.request('/api/auth/session', { headers: { cookie: next } })).json()) as Session).access_token).toBeTruthy();
    expect(((await (await h.app.request('/api/auth/session', { headers: { cookie: other } })).json()) as Session).access_token).toBeTruthy();
  });

  it('signs out server side', async () => {
    const { cookie } = await signIn('09121234567');
    expect((await h.app.request('/api/auth/signout', { method: 'POST', headers: { cookie } })).status).toBe(204);
    expect(await (await h.app.request('/api/auth/session', { headers: { cookie } })).json()).toEqual({ error: 'RefreshAccessTokenError' });
    expect(await (await h.app.request('/api/auth/session')).json()).toEqual({ error: 'RefreshAccessTokenError' });
  });
});

describe('behind a reverse proxy (TRUST_PROXY=1)', () => {
  it('takes the client IP its proxy appended, not what the client wrote before it', async () => {
    const ipOf = async (xff: string) => ((await (await h.app.request('/api/ip', { headers: { 'x-forwarded-for': xff } })).json()) as { ip: string }).ip;
    expect(await ipOf('10.9.9.9')).toBe('10.9.9.9');
    expect(await ipOf('1.1.1.1, 10.9.9.9')).toBe('10.9.9.9');
    expect(await ipOf('spoofed, another, 10.9.9.9')).toBe('10.9.9.9');
  });

  it('keeps one rate-limit budget per client however the client spoofs the left of X-Forwarded-For', async () => {
    const tries = LIMITS.verifyPerIp.max + 10;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        h.call('/v1/member/fa/otp/verify', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}, 10.7.7.7` },
          body: JSON.stringify({ mobile_number: '09120000070', code: '123456' }),
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 429).length).toBe(10);
  });

  it('marks the refresh cookie Secure when the proxy says the client came over https', async () => {
    const { res } = await signIn('09351234567');
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/i);
    const mobile = '09120000071';
    const ip = freshIp();
    await sendCode(mobile, ip);
    const https = await post('/v1/member/fa/otp/verify', { mobile_number: mobile, code: await codeFor(mobile), first_name: 'a', last_name: 'b' }, ip, { 'x-forwarded-proto': 'https' });
    expect(https.status).toBe(200);
    expect(https.headers.get('set-cookie')).toMatch(/Secure/i);
  });
});

describe('the demo outbox', () => {
  it('answers holders of the API key only', async () => {
    const mobile = '09120000060';
    await sendCode(mobile, freshIp());
    const bare = await h.app.request(`/api/dev/outbox?mobile=${mobile}`);
    expect(bare.status).toBe(401);
    const refused = JSON.stringify(await bare.json());
    expect((await h.app.request(`/api/dev/outbox?mobile=${mobile}`, { headers: { 'x-api-key': 'wrong' } })).status).toBe(401);
    const held = await h.call(`/api/dev/outbox?mobile=${mobile}`);
    expect(held.status).toBe(200);
    // The refusal does not give the code away (its request id is the only other number in it).
    expect(mentions(refused, ((await held.json()) as { code: string }).code)).toBe(false);
  });
});

describe('outside demo mode', () => {
  it('has no dev outbox and does not pretend to send SMS', async () => {
    const prod = await startHarness({ demoMode: false, authSecret: 'p'.repeat(40), trustProxy: 1 }, { seed: false });
    try {
      expect((await prod.call('/api/dev/outbox?mobile=09121234567')).status).toBe(404);
      expect((await prod.call('/api/dev/captcha/whatever-id')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
