import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Session } from '../../../contract/member.ts';
import { LOGIN_TYPES, restoreLoginType } from './login-type.ts';
import { MOBILE_NUMBER_STEPS, resumeOf, SIGNIN_STEPS, SignInFailure, signInMachine, type SignInResume, type SignedIn } from './signin-machine.ts';

const session: Session = {
  user: { id: 1, mobile: '09121234567', first_name: 'a', last_name: 'b' },
  access_token: 't',
  expires: new Date(Date.now() + 900_000).toISOString(),
};

type Calls = { captchas: string[]; sends: unknown[]; verifies: unknown[] };

function start(opts: { verify?: (input: { firstName?: string }) => Promise<Session>; send?: () => Promise<void>; resume?: SignInResume } = {}) {
  const calls: Calls = { captchas: [], sends: [], verifies: [] };
  const actor = createActor(
    signInMachine.provide({
      actors: {
        requestCaptcha: fromPromise(async ({ input }: { input: { captchaId: string } }) => {
          calls.captchas.push(input.captchaId);
          return { captcha_id: input.captchaId, image: 'data:image/svg+xml;base64,x', expires_at: '' };
        }),
        sendCode: fromPromise(async ({ input }: { input: { mobile: string; captchaId: string; captchaValue: string } }) => {
          calls.sends.push(input);
          await opts.send?.();
          return { expires_in_s: 120, resend_in_s: 60 };
        }),
        verifyCode: fromPromise<SignedIn, { mobile: string; code: string; firstName?: string; lastName?: string }>(async ({ input }) => {
          calls.verifies.push(input);
          return opts.verify ? opts.verify(input) : session;
        }),
      },
    }),
    { input: opts.resume ? { resume: opts.resume } : {} },
  );
  actor.start();
  return { actor, calls };
}

const ready = (a: ReturnType<typeof start>['actor']) => waitFor(a, (s) => s.matches({ mobile: 'ready' }));

describe('sign-in machine (spec §2, §3)', () => {
  it('loads a captcha, refuses a bad number, sends the code for a good one in any digits', async () => {
    const { actor, calls } = start();
    await ready(actor);
    expect(actor.getSnapshot().context.captchaImage).toMatch(/^data:image/);
    actor.send({ type: 'signin.mobileChanged', value: '0912' });
    actor.send({ type: 'signin.submitMobile' });
    expect(actor.getSnapshot().context.error).toEqual({ code: 'invalid_mobile' });
    actor.send({ type: 'signin.mobileChanged', value: '۰۹۱۲ ۱۲۳ ۴۵۶۷' });
    // A good number with the picture's characters left out is not sent: the picture is asked for.
    actor.send({ type: 'signin.submitMobile' });
    expect(actor.getSnapshot().context.error).toEqual({ code: 'captcha_required' });
    expect(actor.getSnapshot().matches({ mobile: 'ready' })).toBe(true);
    actor.send({ type: 'signin.captchaChanged', value: 'AB۳4' });
    actor.send({ type: 'signin.submitMobile' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(calls.sends[0]).toEqual({ mobile: '9121234567', captchaId: calls.captchas[0], captchaValue: 'AB34' });
    expect(actor.getSnapshot().context.step).toBe(SIGNIN_STEPS.code);
  });

  it('names where the mobile-number step is (mobileNumberStep) and whether each step has all it asks for (canLogin)', async () => {
    let release = () => {};
    const { actor } = start({ send: () => new Promise<void>((done) => (release = done)) });
    const context = () => actor.getSnapshot().context;
    expect(context()).toMatchObject({ mobileNumberStep: MOBILE_NUMBER_STEPS.captcha, canLogin: false });
    await ready(actor);
    expect(context().mobileNumberStep).toBe(MOBILE_NUMBER_STEPS.ready);
    actor.send({ type: 'signin.mobileChanged', value: '۰۹۱۲۱۲۳۴۵۶۷' });
    expect(context().canLogin).toBe(false); // the captcha is not answered yet
    actor.send({ type: 'signin.captchaChanged', value: 'ab12' });
    expect(context().canLogin).toBe(true);
    actor.send({ type: 'signin.mobileChanged', value: '0912' });
    expect(context().canLogin).toBe(false);
    actor.send({ type: 'signin.mobileChanged', value: '09121234567' });
    actor.send({ type: 'signin.captchaChanged', value: 'AB34' });
    actor.send({ type: 'signin.submitMobile' });
    expect(context().mobileNumberStep).toBe(MOBILE_NUMBER_STEPS.sending);
    release();
    await waitFor(actor, (s) => s.matches('code'));
    // A new step: nothing typed in it yet.
    expect(context().canLogin).toBe(false);
    actor.send({ type: 'signin.codeChanged', value: '12345' });
    expect(context().canLogin).toBe(false);
    actor.send({ type: 'signin.codeChanged', value: '۱۲۳۴۵۶' });
    expect(context().canLogin).toBe(true);
    actor.send({ type: 'signin.submitCode' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(context().canLogin).toBe(false);
  });

  it('an SMS that was not sent stays on the number, says why, and keeps what was typed; a second try goes on', async () => {
    let failWith: SignInFailure | null = new SignInFailure(503, 'sms_unavailable', 'The SMS service is not answering', {});
    const { actor, calls } = start({ send: async () => { if (failWith) throw failWith; } });
    await ready(actor);
    actor.send({ type: 'signin.mobileChanged', value: '09121234567' });
    actor.send({ type: 'signin.captchaChanged', value: 'AB34' });
    actor.send({ type: 'signin.submitMobile' });
    await waitFor(actor, (s) => s.matches({ mobile: 'ready' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ code: 'sms_unavailable' });
    expect(actor.getSnapshot().context.mobileNumber).toBe('09121234567');
    // A number the provider cannot reach is said as such.
    failWith = new SignInFailure(400, 'sms_receptor', 'This number cannot receive text messages', {});
    actor.send({ type: 'signin.captchaChanged', value: 'CD56' });
    actor.send({ type: 'signin.submitMobile' });
    await waitFor(actor, (s) => s.context.error?.code === 'sms_receptor');
    failWith = null;
    actor.send({ type: 'signin.captchaChanged', value: 'EF78' });
    actor.send({ type: 'signin.submitMobile' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(calls.sends).toHaveLength(3);
  });

  it('a code sent a moment ago to the same number (another device) takes the person to typing it, the wait for another counted from it; any other 429 waits on the number', async () => {
    let failWith = new SignInFailure(429, undefined, 'Too many codes for this number', { retry_after_s: 300 });
    const { actor, calls } = start({ send: async () => { throw failWith; } });
    await ready(actor);
    actor.send({ type: 'signin.mobileChanged', value: '09121234567' });
    actor.send({ type: 'signin.captchaChanged', value: 'AB34' });
    actor.send({ type: 'signin.submitMobile' });
    await waitFor(actor, (s) => s.matches({ mobile: 'ready' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error?.retryAt).toBeGreaterThan(Date.now() + 290_000);
    failWith = new SignInFailure(429, 'code_pending', 'A code was just sent', { retry_after_s: 42, expires_in_s: 102 });
    actor.send({ type: 'signin.captchaChanged', value: 'CD56' });
    actor.send({ type: 'signin.submitMobile' });
    await waitFor(actor, (s) => s.matches('code'));
    const c = actor.getSnapshot().context;
    expect(c).toMatchObject({ codeSentEarlier: true, error: null, securityCode: '', mobileNumber: '09121234567' });
    expect(c.resendAt - Date.now()).toBeGreaterThan(40_000);
    expect(c.resendAt - Date.now()).toBeLessThanOrEqual(42_000);
    expect(c.codeExpiresAt - Date.now()).toBeGreaterThan(100_000);
    expect(calls.sends).toHaveLength(2);
  });

  it('verifies the code of an existing member and finishes with a session', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'signin.mobileChanged', value: '09121234567' });
    actor.send({ type: 'signin.captchaChanged', value: 'AB34' });
    actor.send({ type: 'signin.submitMobile' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'signin.codeChanged', value: '12345' });
    actor.send({ type: 'signin.submitCode' });
    expect(actor.getSnapshot().context.error).toEqual({ code: 'invalid_code' });
    actor.send({ type: 'signin.codeChanged', value: '۱۲۳۴۵۶' });
    actor.send({ type: 'signin.submitCode' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.session).toEqual(session);
  });

  it('asks a new member for a name, then verifies with it', async () => {
    const { actor, calls } = start({
      verify: async (input) => {
        if (!input.firstName) throw new SignInFailure(422, 'profile_required', 'names');
        return session;
      },
    });
    await ready(actor);
    actor.send({ type: 'signin.mobileChanged', value: '09120000000' });
    actor.send({ type: 'signin.captchaChanged', value: 'AB34' });
    actor.send({ type: 'signin.submitMobile' });
    await waitFor(actor, (s) => s.matches('code'));
    // Sending a code says nothing of membership: that is learnt from a right code.
    expect(actor.getSnapshot().context).toMatchObject({ memberExists: null, isNewMember: false });
    actor.send({ type: 'signin.codeChanged', value: '123456' });
    actor.send({ type: 'signin.submitCode' });
    await waitFor(actor, (s) => s.matches('profile'));
    expect(actor.getSnapshot().context).toMatchObject({ memberExists: false, isNewMember: true });
    actor.send({ type: 'signin.submitProfile' });
    expect(actor.getSnapshot().context.error).toEqual({ code: 'names_required' });
    actor.send({ type: 'signin.nameChanged', first: 'مینا', last: ' کریمی ' });
    actor.send({ type: 'signin.submitProfile' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.verifies.at(-1)).toMatchObject({ firstName: 'مینا', lastName: 'کریمی' });
  });

  it('says a wrong captcha is the picture’s, shows a wrong code with the guesses left, and gets a new captcha after a failed send', async () => {
    let fail = true;
    const { actor, calls } = start({
      send: async () => {
        if (fail) throw new SignInFailure(400, 'captcha', 'wrong captcha');
      },
      verify: async () => {
        throw new SignInFailure(401, 'wrong', 'The code is wrong', { attempts_left: 3 });
      },
    });
    await ready(actor);
    actor.send({ type: 'signin.mobileChanged', value: '09121234567' });
    actor.send({ type: 'signin.captchaChanged', value: 'AB34' });
    actor.send({ type: 'signin.submitMobile' });
    await waitFor(actor, (s) => s.matches({ mobile: 'ready' }) && calls.captchas.length === 2);
    expect(calls.captchas[0]).not.toBe(calls.captchas[1]);
    // Said of the picture, and the new picture's answer is left to type.
    expect(actor.getSnapshot().context.error).toEqual({ code: 'invalid_captcha' });
    expect(actor.getSnapshot().context.captchaValue).toBe('');
    fail = false;
    actor.send({ type: 'signin.captchaChanged', value: 'AB34' });
    actor.send({ type: 'signin.submitMobile' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'signin.codeChanged', value: '000000' });
    actor.send({ type: 'signin.submitCode' });
    await waitFor(actor, (s) => s.matches({ code: 'editing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'invalid_code', attemptsLeft: 3 });
  });

  it('only resends after the countdown, and reset restores the defaults', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'signin.mobileChanged', value: '09121234567' });
    actor.send({ type: 'signin.captchaChanged', value: 'AB34' });
    actor.send({ type: 'signin.submitMobile' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'signin.resend' });
    expect(actor.getSnapshot().matches('code')).toBe(true); // 60 s have not passed
    actor.send({ type: 'signin.reset' });
    await ready(actor);
    const ctx = actor.getSnapshot().context;
    expect(ctx).toMatchObject({ step: 0, mobileNumber: '', securityCode: '', memberExists: null, error: null, loginType: LOGIN_TYPES.Mobile });
  });
});

describe('login type (spec §4)', () => {
  it('restores a stored type only when it is allowed', () => {
    expect(restoreLoginType('0')).toBe(LOGIN_TYPES.Mobile);
    expect(restoreLoginType('1')).toBe(LOGIN_TYPES.Email);
    expect(restoreLoginType('2')).toBe(LOGIN_TYPES.Mobile); // UpdateProfile is the profile's, not a way in
    expect(restoreLoginType('garbage')).toBe(LOGIN_TYPES.Mobile);
    expect(restoreLoginType(null)).toBe(LOGIN_TYPES.Mobile);
  });

  it('keeps the number typed at the first step for the page drawn again (a reload), with a new captcha; nothing typed, nothing kept', async () => {
    const { actor } = start();
    expect(resumeOf(SIGNIN_STEPS.mobile, actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'signin.mobileChanged', value: '0912 123 4567' });
    actor.send({ type: 'signin.captchaChanged', value: 'ABCD' });
    const kept = resumeOf(actor.getSnapshot().context.step, actor.getSnapshot().context);
    expect(kept).toEqual({ step: 'mobile', mobileNumber: '0912 123 4567' });
    actor.stop();
    const again = start({ resume: kept! });
    await waitFor(again.actor, (s) => s.matches({ mobile: 'ready' }));
    expect(again.actor.getSnapshot().context).toMatchObject({ mobileNumber: '0912 123 4567', captchaValue: '', step: SIGNIN_STEPS.mobile });
    expect(again.calls.captchas).toHaveLength(1);
  });

  it('resumes at the code step after a reload while the code is good, with its resend time; an expired one starts over', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'signin.mobileChanged', value: '09121234567' });
    actor.send({ type: 'signin.captchaChanged', value: 'ABCD' });
    await waitFor(actor, (s) => s.matches({ mobile: 'ready' }));
    actor.send({ type: 'signin.submitMobile' });
    await waitFor(actor, (s) => s.matches('code'));
    const kept = resumeOf(actor.getSnapshot().context.step, actor.getSnapshot().context);
    if (kept?.step !== 'code') throw new Error(`kept ${JSON.stringify(kept)}`);
    expect(kept).toMatchObject({ step: 'code', mobileNumber: '09121234567' });
    expect(kept.codeExpiresAt - Date.now()).toBeGreaterThan(100_000);
    expect(kept).not.toHaveProperty('securityCode');
    actor.stop();

    // The page comes back: the same step, no new captcha, no new code sent.
    const again = start({ resume: kept });
    expect(again.actor.getSnapshot().matches({ code: 'editing' })).toBe(true);
    expect(again.actor.getSnapshot().context).toMatchObject({ mobileNumber: '09121234567', resendAt: kept.resendAt, step: SIGNIN_STEPS.code });
    expect(again.calls.captchas).toEqual([]);
    again.actor.send({ type: 'signin.codeChanged', value: '123456' });
    again.actor.send({ type: 'signin.submitCode' });
    await waitFor(again.actor, (s) => s.status === 'done');
    expect(again.calls.verifies).toEqual([{ mobile: '9121234567', code: '123456' }]);
    expect(calls.sends).toHaveLength(1);

    const late = start({ resume: { ...kept, codeExpiresAt: Date.now() - 1 } });
    expect(late.actor.getSnapshot().matches('mobile')).toBe(true);
    expect(resumeOf(SIGNIN_STEPS.mobile, late.actor.getSnapshot().context)).toBeNull();
  });
});
