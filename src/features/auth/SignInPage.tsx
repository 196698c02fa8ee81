import { Trans, useLingui } from '@lingui/react/macro';
import { BrandLink } from '../shell/BrandLink.tsx';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { formatNumber, mobileExample } from '../../i18n/format.ts';
import { toLatinDigits, toPersianDigits } from '../../../shared/digits.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { signedIn, useSessionState } from '../session/session-view.ts';
import { usePaletteMode } from '../../ui/theme/theme-store.ts';
import { LOGIN_TYPES, restoreLoginType, type LoginType } from './login-type.ts';
import { EmailSignIn } from './EmailSignIn.tsx';
import { useOffers } from '../../ui/use-offers.ts';
import type { Session } from '../../../contract/member.ts';
import { readLocal, writeLocal } from '../../lib/local-store.ts';
import { requestCaptcha, sendCode, verifyCode } from './auth-api.ts';
import { resumeOf, signInMachine, type SignedIn, type SignInError, type SignInResume } from './signin-machine.ts';
import type { StaffSession } from '../../../contract/staff.ts';

/** The sign-in this tab was in the middle of (a reload, or back from reading the SMS). */
function readResume(): SignInResume | null {
  try {
    return JSON.parse(readLocal('signinResume', 'session') ?? 'null') as SignInResume | null;
  } catch {
    return null;
  }
}

type OtpCredential = Credential & { code: string };

/**
 * The browser's one-time-code autofill where it has it (WebOTP, Chrome on Android): the SMS's code
 * is offered to the page, which sends it by itself. Elsewhere `autocomplete="one-time-code"` helps.
 */
function useWebOtp(active: boolean, onCode: (code: string) => void) {
  useEffect(() => {
    if (!active || !('OTPCredential' in window)) return;
    const abort = new AbortController();
    void navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((c) => {
        const code = (c as OtpCredential | null)?.code;
        if (code) onCode(code);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [active, onCode]);
}

/**
 * Whole seconds until `until`, again each second. The time is read as the count is drawn: a
 * time kept from the page's first drawing made a wait that began later read long for a second.
 */
function useSecondsLeft(until: number) {
  const [, tick] = useState(0);
  useEffect(() => {
    if (until <= Date.now()) return;
    const id = window.setInterval(() => {
      tick((n) => n + 1);
      if (Date.now() >= until) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [until]);
  // eslint-disable-next-line react-hooks/purity -- a clock is what this reads; the interval draws it again
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** The step's error in words; `waitLeft`: the seconds left of a wait the server set, counted down where it is said. */
function ErrorText({ error, waitLeft }: { error: SignInError | null; waitLeft: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (!error) return null;
  const left = error.attemptsLeft === undefined ? '' : formatNumber(error.attemptsLeft, locale);
  const wait = formatNumber(waitLeft, locale);
  const example = mobileExample(locale);
  const text = ((): string => {
    switch (error.code) {
      case 'invalid_mobile':
        return t`Enter a mobile number like ${example}.`;
      case 'names_required':
        return t`Enter your first and last name.`;
      case 'not_staff':
        return t`This number is not on the store's staff. An admin of the store can add it.`;
      case 'sms_unavailable':
        return t`The SMS service is not answering. Nothing was sent; try again in a minute.`;
      case 'sms_receptor':
        return t`This number cannot receive text messages. Check it, or use another mobile number.`;
      case 'captcha_required':
        return t`Type the characters in the picture.`;
      case 'invalid_captcha':
        return t`The characters do not match the picture. Try the new one.`;
      case 'invalid_code':
        if (error.attemptsLeft === undefined) return t`That is not right. Check it and try again.`;
        return error.attemptsLeft === 1 ? t`That code is not right. ${left} try left.` : t`That code is not right. ${left} tries left.`;
      case 'server':
        return error.retryAt !== undefined
          ? waitLeft > 1
            ? t`For your account's safety, the next try can be made in ${wait} seconds.`
            : waitLeft === 1
              ? t`For your account's safety, the next try can be made in ${wait} second.`
              : t`You can try again now.`
          : t`Something went wrong. Check your connection and try again.`;
    }
  })();
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  );
}

/** The staff desk's sign-in (features/desk): the same steps, its own verify and its own landing. */
export type DeskSignInWay = { verify: (mobile: string, code: string) => Promise<StaffSession>; home: string };

/**
 * Sign in and sign up: one flow (spec §2); a new number is asked for a name after its code. The
 * staff desk signs its people in with the same steps (`desk`): the code opens a staff session.
 */
export function SignInPage({ mode, redirect, desk }: { mode: 'signin' | 'signup' | 'desk'; redirect: string | undefined; desk?: DeskSignInWay }) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const dark = usePaletteMode() === 'dark';
  const navigate = useNavigate();
  const title = mode === 'signup' ? t`Create an account` : mode === 'desk' ? t`Sign in to the store's desk` : t`Sign in`;
  usePageTitle(title);
  const loginType = useMemo(() => restoreLoginType(readLocal('loginType')), []);
  const machine = useMemo(
    () =>
      signInMachine.provide({
        actors: {
          requestCaptcha: fromPromise(({ input }: { input: { captchaId: string } }) => requestCaptcha(locale, input.captchaId, dark)),
          sendCode: fromPromise(({ input }: { input: { mobile: string; captchaId: string; captchaValue: string } }) => sendCode(locale, input)),
          verifyCode: fromPromise<SignedIn, { mobile: string; code: string; firstName?: string; lastName?: string }>(({ input }) =>
            desk ? desk.verify(input.mobile, input.code) : verifyCode(locale, input),
          ),
        },
      }),
    [locale, dark, desk],
  );
  const resume = useMemo(() => readResume(), []);
  const [state, send] = useMachine(machine, { input: { loginType, resume } });
  const ctx = state.context;
  const secondsLeft = useSecondsLeft(ctx.resendAt);
  // A wait the server set: said, counting down, and until it is over a try would only be refused again.
  const waitLeft = useSecondsLeft(ctx.error?.retryAt ?? 0);
  const waiting = waitLeft > 0;
  const seconds = formatNumber(secondsLeft, locale);

  // Login type Email where the backend offers it (issue 29): members only, not the desk.
  const emailOffered = useOffers('email.signin') === true && mode !== 'desk';
  const [way, setWay] = useState<LoginType>(loginType);
  useEffect(() => writeLocal('loginType', String(way)), [way]);
  const byEmail = emailOffered && way === LOGIN_TYPES.Email;
  // Where the sign-in is, for this tab: a reload or a trip to the SMS app resumes it.
  const kept = resumeOf(ctx.step, ctx);
  const keptText = kept ? JSON.stringify(kept) : null;
  useEffect(() => writeLocal('signinResume', keptText, 'session'), [keptText]);
  // Six digits are the whole code: sent by themselves (typed, pasted, or offered by the browser).
  const codeTyped = useCallback(
    (value: string) => {
      send({ type: 'signin.codeChanged', value });
      if (/^\d{6}$/.test(toLatinDigits(value.trim()))) send({ type: 'signin.submitCode' });
    },
    [send],
  );
  useWebOtp(state.matches({ code: 'editing' }), codeTyped);

  const home = desk ? desk.home : localeParam ? '/en/dashboard/order' : '/dashboard/order';
  const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : home;
  useEffect(() => {
    if (state.status !== 'done' || !ctx.session) return;
    if ('user' in ctx.session) void signedIn(ctx.session);
    void navigate({ href: target, replace: true });
  }, [state.status, ctx.session, target, navigate]);
  // Signed in in another tab while this page waited (session-store.ts tells every tab): on to
  // where this one was going. Not the desk's page, whose staff session is another matter.
  const status = useSessionState((v) => v.status);
  const startedSignedIn = useRef(status === 'signedIn');
  useEffect(() => {
    if (status !== 'signedIn' || startedSignedIn.current || mode === 'desk' || state.status === 'done') return;
    void navigate({ href: target, replace: true });
  }, [status, mode, state.status, target, navigate]);
  const emailSignedIn = async (session: Session) => {
    await signedIn(session);
    void navigate({ href: target, replace: true });
  };

  const busy = state.matches({ mobile: 'sending' }) || state.matches({ code: 'verifying' }) || state.matches({ profile: 'verifying' });
  // Shown back in the page's digits (Persian in fa), whatever digits were typed.
  const phone = locale === 'fa' ? toPersianDigits(toLatinDigits(ctx.mobileNumber)) : toLatinDigits(ctx.mobileNumber);

  return (
    <div className="auth-page">
      <div className="auth-card">
        <BrandLink />
        <h1>{title}</h1>

        {byEmail ? <EmailSignIn dark={dark} onSignedIn={(session) => void emailSignedIn(session)} /> : null}
        {emailOffered ? (
          <p className="auth-hint">
            <button type="button" className="link-button" onClick={() => setWay(byEmail ? LOGIN_TYPES.Mobile : LOGIN_TYPES.Email)}>
              {byEmail ? <Trans>Sign in with your mobile number instead</Trans> : <Trans>Sign in with your e-mail and password instead</Trans>}
            </button>
          </p>
        ) : null}

        {!byEmail && state.matches('mobile') ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'signin.submitMobile' });
            }}
            noValidate
          >
            <label htmlFor="mobile">
              <Trans>Mobile number</Trans>
            </label>
            <input
              id="mobile"
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              value={ctx.mobileNumber}
              onChange={(e) => send({ type: 'signin.mobileChanged', value: e.target.value })}
              placeholder="0912 123 4567"
              aria-invalid={ctx.error?.code === 'invalid_mobile'}
            />
            <label htmlFor="captcha">
              <Trans>Type the characters in the picture</Trans>
            </label>
            <div className="captcha-row">
              {ctx.captchaImage ? (
                <img src={ctx.captchaImage} alt={t`Security picture`} width="100" height="50" className="captcha-image" />
              ) : (
                <span className="captcha-image captcha-loading" aria-hidden="true" />
              )}
              <button type="button" className="button-secondary" onClick={() => send({ type: 'signin.captchaReload' })}>
                <Trans>New picture</Trans>
              </button>
            </div>
            <input
              id="captcha"
              name="captcha"
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={8}
              value={ctx.captchaValue}
              onChange={(e) => send({ type: 'signin.captchaChanged', value: e.target.value })}
              aria-invalid={ctx.error?.code === 'captcha_required' || ctx.error?.code === 'invalid_captcha'}
            />
            <ErrorText error={ctx.error} waitLeft={waitLeft} />
            <button type="submit" className="button-primary" disabled={busy || waiting}>
              <Trans>Send the code</Trans>
            </button>
            {mode === 'signin' ? (
              <p className="auth-hint">
                <Trans>New here? These same steps create your account.</Trans>
              </p>
            ) : null}
          </form>
        ) : null}

        {state.matches('code') ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'signin.submitCode' });
            }}
            noValidate
          >
            <p>
              {ctx.codeSentEarlier ? (
                <Trans>
                  A 6-digit code was sent to <bdi dir="ltr">{phone}</bdi> a moment ago, when this number asked from here or another device. Type it here.
                </Trans>
              ) : (
                <Trans>
                  We sent a 6-digit code to <bdi dir="ltr">{phone}</bdi>.
                </Trans>
              )}
            </p>
            <label htmlFor="code">
              <Trans>Code</Trans>
            </label>
            <input
              id="code"
              name="code"
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={ctx.securityCode}
              onChange={(e) => codeTyped(e.target.value)}
            />
            <ErrorText error={ctx.error} waitLeft={waitLeft} />
            <button type="submit" className="button-primary" disabled={busy || waiting}>
              <Trans>Continue</Trans>
            </button>
            <div className="auth-links">
              <button type="button" className="link-button" disabled={secondsLeft > 0} onClick={() => send({ type: 'signin.resend' })}>
                {secondsLeft > 0 ? <Trans>Send a new code in {seconds} s</Trans> : <Trans>Send a new code</Trans>}
              </button>
              <button type="button" className="link-button" onClick={() => send({ type: 'signin.back' })}>
                <Trans>Change the number</Trans>
              </button>
            </div>
          </form>
        ) : null}

        {state.matches('profile') ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'signin.submitProfile' });
            }}
            noValidate
          >
            <p>
              <Trans>Welcome! Tell us your name to finish creating your account.</Trans>
            </p>
            <label htmlFor="first-name">
              <Trans>First name</Trans>
            </label>
            <input id="first-name" autoComplete="given-name" value={ctx.firstName} onChange={(e) => send({ type: 'signin.nameChanged', first: e.target.value })} />
            <label htmlFor="last-name">
              <Trans>Last name</Trans>
            </label>
            <input id="last-name" autoComplete="family-name" value={ctx.lastName} onChange={(e) => send({ type: 'signin.nameChanged', last: e.target.value })} />
            <ErrorText error={ctx.error} waitLeft={waitLeft} />
            <button type="submit" className="button-primary" disabled={busy || waiting}>
              <Trans>Create my account</Trans>
            </button>
          </form>
        ) : null}

        {/* The names' step has no other way back (the code's has "Change the number"; the first step has nothing to undo). */}
        {!byEmail && state.matches('profile') ? (
          <p className="auth-footer">
            <button type="button" className="link-button" onClick={() => send({ type: 'signin.reset' })}>
              <Trans>Start again</Trans>
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
