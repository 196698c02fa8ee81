/**
 * The member's profile (issue 29: login type UpdateProfile) and sign-in by e-mail and password
 * (login type Email), on the real server: name, e-mail and calendar kept; the spec's password
 * strength rule enforced; an e-mail belongs to one member even when two claim it at once; a wrong
 * password and an unknown e-mail look alike; the session carries the chosen calendar; a new password
 * ends the member's other sessions, not the one that set it.
 */
import { describe, expect, it } from 'vitest';
import type { Profile, Session } from '../../../contract/member.ts';
import { fileHarness } from '../../test/harness.ts';
import { freshMobile, signInHelpers } from '../../test/sign-in.ts';

const h = fileHarness();
const { signIn, post, captchaFor, freshIp } = signInHelpers(() => h);

const as = (session: Session) => ({ authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' });
const put = (session: Session, path: string, body: unknown) =>
  h.call(`/v1/sitemember/fa/profile${path}`, { method: 'PUT', headers: { ...as(session), 'idempotency-key': crypto.randomUUID() }, body: JSON.stringify(body) });
const errorOf = async (res: Response) => ((await res.json()) as { error: { details: { field?: string; reason?: string } } }).error.details;

async function emailSignIn(email: string, password: string) {
  const ip = freshIp();
  const captcha = await captchaFor(ip);
  return post('/v1/member/fa/email/signin', { email, password, captcha_id: captcha.id, captcha_value: captcha.answer }, ip);
}

describe('the member’s profile and e-mail sign-in', () => {
  it('keeps the name, the e-mail (lower-cased) and the calendar, and a password at the spec’s strength, then signs in by e-mail', async () => {
    const { session } = await signIn(freshMobile('0912'), { first_name: 'Nasrin', last_name: 'Jafari' });
    const first = (await (await h.call('/v1/sitemember/fa/profile', { headers: as(session) })).json()) as { data: Profile };
    expect(first.data).toMatchObject({ first_name: 'Nasrin', email: null, has_password: false, calendar: null });

    // No e-mail yet: a password would sign in with nothing.
    const early = await put(session, '/password', { password: 'Lot24B#safe' });
    expect(early.status).toBe(422);
    expect(await errorOf(early)).toMatchObject({ reason: 'email_required' });

    const email = `nasrin.${Date.now()}@Hospital.example`;
    const saved = await put(session, '', { first_name: 'Nasrin', last_name: 'Jafari-Rad', email, calendar: 2 });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: Profile }).data).toMatchObject({ last_name: 'Jafari-Rad', email: email.toLowerCase(), calendar: 2 });
    expect((await put(session, '', { first_name: 'Nasrin', last_name: 'Jafari', email: 'not an address', calendar: 2 })).status).toBe(400);

    // Spec §5, difficulty hard: every class and 8 characters (Persian digits count as digits).
    for (const weak of ['lot24b#safe', 'LOT24B#SAFE', 'Lot#safe', 'Lot24Bsafe', 'Lo2#B']) {
      const res = await put(session, '/password', { password: weak });
      expect(res.status, weak).toBe(422);
      expect(await errorOf(res)).toMatchObject({ field: 'password', reason: 'weak_password' });
    }
    const strong = await put(session, '/password', { password: 'Lot۲۴B#safe' });
    expect(strong.status).toBe(200);
    expect(((await strong.json()) as { data: Profile }).data.has_password).toBe(true);

    const signedIn = await emailSignIn(email.toUpperCase(), 'Lot۲۴B#safe');
    expect(signedIn.status).toBe(200);
    const byEmail = ((await signedIn.json()) as { data: Session }).data;
    expect(byEmail.user).toMatchObject({ id: session.user.id, calendar: 2 });
    expect(signedIn.headers.get('set-cookie')).toMatch(/^refresh_token=/);
  });

  it('a new password signs out the member’s other sessions at once, and keeps the one that set it', async () => {
    const mobile = freshMobile('0912');
    const { session: phone } = await signIn(mobile, { first_name: 'Reza', last_name: 'Amini' });
    const { session: desktop } = await signIn(mobile);
    const profile = (session: Session) => h.call('/v1/sitemember/fa/profile', { headers: as(session) });
    expect((await profile(desktop)).status).toBe(200);
    expect((await put(phone, '', { first_name: 'Reza', last_name: 'Amini', email: `reza.${Date.now()}@clinic.example`, calendar: null })).status).toBe(200);
    // Changing the name signs nobody out.
    expect((await profile(desktop)).status).toBe(200);

    expect((await put(phone, '/password', { password: 'Ward9#Keys' })).status).toBe(200);
    const ended = await profile(desktop);
    expect(ended.status).toBe(401);
    expect((await profile(phone)).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike, and a used captcha is no second try', async () => {
    const { session } = await signIn(freshMobile('0912'), { first_name: 'Reza', last_name: 'Karimi' });
    const email = `reza.${Date.now()}@clinic.example`;
    await put(session, '', { first_name: 'Reza', last_name: 'Karimi', email, calendar: null });
    await put(session, '/password', { password: 'Ward7#Store' });
    const wrong = await emailSignIn(email, 'Ward7#Stor');
    const unknown = await emailSignIn(`nobody.${Date.now()}@clinic.example`, 'Ward7#Store');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { error_message: string } }).error.error_message).toBe('The e-mail or the password is wrong');
    }
    const ip = freshIp();
    const captcha = await captchaFor(ip);
    const body = { email, password: 'Ward7#Stor', captcha_id: captcha.id, captcha_value: captcha.answer };
    expect((await post('/v1/member/fa/email/signin', body, ip)).status).toBe(401);
    expect((await post('/v1/member/fa/email/signin', { ...body, password: 'Ward7#Store' }, ip)).status).toBe(400);
  });

  it('gives an e-mail to one member only, when two claim it at the same moment', async () => {
    const a = (await signIn(freshMobile('0912'), { first_name: 'Mina', last_name: 'A' })).session;
    const b = (await signIn(freshMobile('0912'), { first_name: 'Mina', last_name: 'B' })).session;
    const email = `ward.${Date.now()}@hospital.example`;
    const answers = await Promise.all([a, b].map((s) => put(s, '', { first_name: 'Mina', last_name: 'X', email, calendar: null })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = answers.find((r) => r.status === 409)!;
    expect(await errorOf(lost)).toMatchObject({ field: 'email', reason: 'email_taken' });
  });
});
