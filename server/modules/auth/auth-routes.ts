/**
 * Sign-in by mobile number (design.md §3): captcha, then a one-time code by SMS, then a session:
 * a short-lived access token in the answer and a rotating refresh token in an HttpOnly,
 * SameSite=Strict cookie scoped to /api/auth/.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_S,
  OTP_TTL_S,
  type Session,
} from '../../../contract/member.ts';
import { toLatinDigits } from '../../../shared/digits.ts';
import { dialledMobile, isValidMobile, normalizePhone } from '../../../shared/phone.ts';
import { API_KEY_HEADER } from '../../../contract/common.ts';
import type { AppEnv } from '../../app-env.ts';
import { publicRoutes } from '../../http/api-router.ts';
import { clientIp, viaHttps } from '../../http/client-ip.ts';
import { ApiError, errorBody } from '../../http/errors.ts';
import { hit } from '../../http/rate-limit.ts';
import { checkCaptcha, createCaptcha } from './captcha.ts';
import { SmsError } from './sms.ts';
import { claimGuess, consumeCode, findOrCreateMember, issueCode, withdrawCode, latestCode, memberByMobile, numberBudgetKey, pendingCode, spendRightCode } from './otp-repo.ts';
import { hashSecret, newOtpCode, sameHash } from './secrets.ts';
import { checkPassword } from '../member/passwords.ts';
import { memberByEmail } from '../member/profile-repo.ts';
import {
  REFRESH_TTL_MS,
  issueRefreshToken,
  revokeFamilyOf,
  rotateRefreshToken,
  sessionUser,
  signAccessToken,
} from './tokens.ts';

export const REFRESH_COOKIE = 'refresh_token';
const TEN_MINUTES = 10 * 60_000;
/**
 * Per number the limit is tight (3 codes in 10 minutes, counted until a right code clears it: a
 * member signing in on a fourth device is not refused); per address it allows a hospital's
 * staff behind one public address signing in at the start of a shift, and still stops a script
 * from pumping SMS to many numbers.
 */
export const LIMITS = {
  captchaPerIp: { max: 90, windowMs: TEN_MINUTES },
  sendPerIp: { max: 30, windowMs: TEN_MINUTES },
  /** Wrong or stale captcha answers from one address: their own budget, apart from real sends. */
  badCaptchaPerIp: { max: 30, windowMs: TEN_MINUTES },
  sendPerMobile: { max: 3, windowMs: TEN_MINUTES },
  verifyPerIp: { max: 90, windowMs: TEN_MINUTES },
  /** Passwords tried for one e-mail (login type Email). */
  passwordPerAccount: { max: 10, windowMs: TEN_MINUTES },
};

export function mobileOf(raw: string): string {
  const m = normalizePhone(raw);
  if (!isValidMobile(m)) throw new ApiError(400, 'Enter a valid Iranian mobile number, e.g. 09121234567', { field: 'mobile_number' });
  return m;
}

function setRefreshCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, REFRESH_COOKIE, token, {
    path: '/api/auth/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: viaHttps(c),
    maxAge: Math.floor(REFRESH_TTL_MS / 1000),
  });
}

async function sessionFor(c: Context<AppEnv>, memberId: number, familyId: string): Promise<Session> {
  const user = await sessionUser(c.var.db, memberId);
  if (!user) throw new ApiError(401, 'Unknown member');
  const { token, expires } = await signAccessToken(await c.var.auth.secret(), memberId, familyId);
  return { user, expires, access_token: token };
}

/**
 * Checks a one-time code for a number (members and staff sign in with the same codes): one guess
 * is claimed (and counted) before the code is compared, so at most OTP_MAX_ATTEMPTS are ever
 * checked. Answers the code's row, still unspent, or throws the 401 that says why.
 */
export async function checkCode(c: Context<AppEnv>, mobile: string, typed: string, now: Date) {
  const db = c.var.db;
  await hit(db, `verify:ip:${clientIp(c)}`, LIMITS.verifyPerIp, 'Too many tries from this network; wait a few minutes');
  const guess = await claimGuess(db, mobile, OTP_MAX_ATTEMPTS, now);
  if (!guess) {
    const spent = await pendingCode(db, mobile, now);
    if (spent) throw new ApiError(401, 'Too many wrong codes; ask for a new one', { reason: 'attempts', attempts_left: 0 });
    throw new ApiError(401, 'The code has expired or was not requested; ask for a new one', { reason: 'expired' });
  }
  const code = toLatinDigits(typed).trim();
  if (!sameHash(guess.codeHash, hashSecret(await c.var.auth.secret(), code))) {
    const spent = guess.attempts >= OTP_MAX_ATTEMPTS;
    if (spent) await consumeCode(db, guess.id, now);
    throw new ApiError(401, spent ? 'Too many wrong codes; ask for a new one' : 'The code is wrong', {
      reason: spent ? 'attempts' : 'wrong',
      attempts_left: Math.max(0, OTP_MAX_ATTEMPTS - guess.attempts),
    });
  }
  return guess;
}

/**
 * A code signs in once: of requests that arrive together with it, one spends it (the others get
 * 401). The right code also clears the number's budget of codes (spendRightCode).
 */
export async function spendCode(c: Context<AppEnv>, guess: { id: number }, mobile: string, now: Date) {
  if (!(await spendRightCode(c.var.db, guess.id, mobile, now))) throw new ApiError(401, 'The code has already been used; ask for a new one', { reason: 'used' });
}

/** The v1 sign-in calls, mounted under /v1. */
export const signInRoutes = () =>
  publicRoutes('sign-in')
    .route(
      'captcha.create',
      { summary: 'A captcha picture for this id (an empty body takes every default of spec §3)', errors: [429] },
      async (c, { params: { captchaId: id }, body: o }) => {
        await hit(c.var.db, `captcha:ip:${clientIp(c)}`, LIMITS.captchaPerIp, 'Too many captchas; wait a few minutes');
        const made = await createCaptcha(c.var.db, await c.var.auth.secret(), id, {
          length: o.code_length,
          width: o.width,
          height: o.height,
          dark: o.dark,
        });
        c.var.auth.devCaptchas?.set(id, made.text);
        c.header('cache-control', 'no-store');
        return {
          data: {
            captcha_id: id,
            image: `data:image/svg+xml;base64,${Buffer.from(made.svg).toString('base64')}`,
            expires_at: made.expiresAt.toISOString(),
          },
        };
      },
    )
    .route(
      'otp.send',
      { summary: 'Send a one-time code by SMS to a mobile number, after a captcha', errors: [400, 429, 503] },
      async (c, { body }) => {
        const mobile = mobileOf(body.mobile_number);
        const db = c.var.db;
        const ip = clientIp(c);
        const secret = await c.var.auth.secret();
        // Only a send that passed its captcha counts against the address's budget: junk without a
        // valid captcha has a budget of its own, and cannot lock a hospital's shared address out.
        if (!(await checkCaptcha(db, secret, body.captcha_id, body.captcha_value))) {
          await hit(db, `otp:badcaptcha:ip:${ip}`, LIMITS.badCaptchaPerIp, 'Too many wrong captcha answers from this network; wait a few minutes');
          throw new ApiError(400, 'The captcha answer is wrong or has expired; try a new one', { field: 'captcha_value' });
        }
        await hit(db, `otp:ip:${ip}`, { ...LIMITS.sendPerIp, max: c.var.config.otpSendsPerAddress }, 'Too many codes requested from this network; wait a few minutes');
        const now = new Date();
        const code = newOtpCode();
        const issued = await issueCode(
          db,
          { mobile, codeHash: hashSecret(secret, code), expiresAt: new Date(now.getTime() + OTP_TTL_S * 1000), clientIp: ip, now, resendS: OTP_RESEND_S },
          (tx) => hit(tx, numberBudgetKey(mobile), LIMITS.sendPerMobile, 'Too many codes for this number; wait a few minutes'),
        );
        if (!issued) {
          // A code went out within the resend window (perhaps to a request that arrived together with
          // this one, or from the member's other device): it is on its way to the number, so the
          // page may take the person to typing it (`code_pending`, and how long it holds).
          const latest = await latestCode(db, mobile);
          const secondsTo = (at: number, otherwise: number) => Math.max(1, latest ? Math.ceil((at - now.getTime()) / 1000) : otherwise);
          const waitS = secondsTo((latest?.createdAt.getTime() ?? 0) + OTP_RESEND_S * 1000, OTP_RESEND_S);
          const holdsS = secondsTo(latest?.expiresAt.getTime() ?? 0, OTP_TTL_S);
          throw new ApiError(429, 'A code was just sent; wait before asking for another', { reason: 'code_pending', retry_after_s: waitS, expires_in_s: holdsS }, { 'Retry-After': String(waitS) });
        }
        try {
          await c.var.auth.sms.sendCode(mobile, code);
        } catch (err) {
          // Not sent, so not counted as sent: the member may ask again at once.
          await withdrawCode(db, issued.id);
          const sms = { provider: c.var.auth.sms.provider, kind: err instanceof SmsError ? err.kind : 'unexpected', status: err instanceof SmsError ? err.providerStatus : null };
          if (sms.kind === 'receptor') {
            c.var.log.warn({ sms }, 'SMS provider refused the number');
            throw new ApiError(400, 'This number cannot receive text messages; check it', { field: 'mobile_number', reason: 'sms_receptor' });
          }
          // The provider's words and status, never the number or the code (SmsError says neither).
          c.var.log.error({ err, sms }, 'SMS not sent');
          throw new ApiError(503, 'The SMS service is not answering; try again in a minute', { reason: 'sms_unavailable' }, { 'Retry-After': '60' });
        }
        // The same answer for a member and a stranger: sending a code reveals nobody's membership.
        return { data: { expires_in_s: OTP_TTL_S, resend_in_s: OTP_RESEND_S } };
      },
    )
    .route(
      'otp.verify',
      { summary: 'Check the code and open a session (a new member also sends a name); sets the refresh cookie', errors: [422, 429] },
      async (c, { body }) => {
        const mobile = mobileOf(body.mobile_number);
        const db = c.var.db;
        const now = new Date();
        const guess = await checkCode(c, mobile, body.code, now);
        const existing = await memberByMobile(db, mobile);
        if (!existing && (!body.first_name || !body.last_name)) {
          // The code stays valid: the client asks for the name and sends it with the same code.
          throw new ApiError(422, 'New member: first and last name are required', { reason: 'profile_required' });
        }
        // A code signs in once: of requests that arrive together with it, one spends it.
        await spendCode(c, guess, mobile, now);
        const member = existing ?? (await findOrCreateMember(db, { mobile, firstName: body.first_name!, lastName: body.last_name! }));
        const refresh = await issueRefreshToken(db, await c.var.auth.secret(), member.id);
        setRefreshCookie(c, refresh.token);
        c.header('cache-control', 'no-store');
        return { data: await sessionFor(c, member.id, refresh.familyId) };
      },
    )
    .route(
      'email.signin',
      { summary: 'Login type Email (extension): the e-mail and password a member set in their profile, after a captcha; sets the refresh cookie', errors: [429] },
      async (c, { body }) => {
        const db = c.var.db;
        const ip = clientIp(c);
        if (!(await checkCaptcha(db, await c.var.auth.secret(), body.captcha_id, body.captcha_value))) {
          await hit(db, `otp:badcaptcha:ip:${ip}`, LIMITS.badCaptchaPerIp, 'Too many wrong captcha answers from this network; wait a few minutes');
          throw new ApiError(400, 'The captcha answer is wrong or has expired; try a new one', { field: 'captcha_value' });
        }
        // Guesses are counted per address and per account, as codes are.
        await hit(db, `verify:ip:${ip}`, LIMITS.verifyPerIp, 'Too many tries from this network; wait a few minutes');
        await hit(db, `password:email:${body.email}`, LIMITS.passwordPerAccount, 'Too many tries for this e-mail; wait a few minutes');
        const member = await memberByEmail(db, body.email);
        // The same answer, after the same work, whether the e-mail is unknown or the password wrong.
        const right = await checkPassword(body.password, member?.passwordHash ?? null);
        if (!member || !right) throw new ApiError(401, 'The e-mail or the password is wrong', { reason: 'wrong' });
        const refresh = await issueRefreshToken(db, await c.var.auth.secret(), member.id);
        setRefreshCookie(c, refresh.token);
        c.header('cache-control', 'no-store');
        return { data: await sessionFor(c, member.id, refresh.familyId) };
      },
    ).app;

/** The site's session calls, mounted under /api/auth. */
export function sessionRoutes() {
  const app = new Hono<AppEnv>();
  // Answered with 200: "no session" is the normal state of every visitor, not a failed request
  // (a 401 here would log a console error on every anonymous page view).
  const refused = (c: Context<AppEnv>) => {
    deleteCookie(c, REFRESH_COOKIE, { path: '/api/auth/' });
    return c.json({ error: 'RefreshAccessTokenError' as const }, 200);
  };

  app.get('/session', async (c) => {
    c.header('cache-control', 'no-store');
    const token = getCookie(c, REFRESH_COOKIE);
    if (!token) return refused(c);
    const rotated = await rotateRefreshToken(c.var.db, await c.var.auth.secret(), token);
    if (!rotated.ok) return refused(c);
    setRefreshCookie(c, rotated.token);
    return c.json(await sessionFor(c, rotated.memberId, rotated.familyId));
  });

  app.post('/signout', async (c) => {
    const token = getCookie(c, REFRESH_COOKIE);
    if (token) await revokeFamilyOf(c.var.db, await c.var.auth.secret(), token);
    deleteCookie(c, REFRESH_COOKIE, { path: '/api/auth/' });
    return c.body(null, 204);
  });

  return app;
}

/** Demo mode only: what a phone and a person would have seen, for tests in a real browser. */
/** Dev endpoints exist in demo mode only (404 otherwise), for holders of an API key only. */
export const demoOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.config.demoMode || !c.var.auth.devOutbox) return c.json(errorBody(404, 'Not found'), 404);
  // Even in the demo, what a phone would have received is for holders of an API key only.
  const key = c.req.header(API_KEY_HEADER);
  if (!key || !c.var.config.apiKeys.includes(key)) throw new ApiError(401, `The dev outbox needs the ${API_KEY_HEADER} header`);
  c.header('cache-control', 'no-store');
  return next();
};

export function devRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', demoOnly);
  app.get('/outbox', (c) => {
    const mobile = normalizePhone(c.req.query('mobile') ?? '');
    const last = c.var.auth.devOutbox!.lastCode(mobile);
    if (!last) throw new ApiError(404, 'No code was sent to that number');
    return c.json({ mobile: dialledMobile(mobile), code: last.code, sent_at: last.sentAt.toISOString() });
  });
  // The other messages a phone received (order news), newest last.
  app.get('/messages', (c) => {
    const mobile = normalizePhone(c.req.query('mobile') ?? '');
    const messages = c.var.auth.devOutbox!.messagesTo(mobile);
    return c.json({ mobile: dialledMobile(mobile), messages: messages.map((m) => ({ text: m.text, sent_at: m.sentAt.toISOString() })) });
  });
  app.get('/captcha/:id', (c) => {
    const answer = c.var.auth.devCaptchas!.get(c.req.param('id'));
    if (!answer) throw new ApiError(404, 'No such captcha');
    return c.json({ captcha_id: c.req.param('id'), answer });
  });
  return app;
}
