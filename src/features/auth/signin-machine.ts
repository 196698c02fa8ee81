/**
 * The sign-in steps (spec §2, §3 sign-in state): the mobile-number step with its captcha, the
 * code step (with a resend countdown), and a profile step for a new member. The calls are
 * actors, provided by the page (and by the tests). Reset restores the defaults.
 */
import { and, assign, fromPromise, setup } from 'xstate';
import type { Captcha, OtpSent, Session } from '../../../contract/member.ts';
import type { StaffSession } from '../../../contract/staff.ts';
import { isValidMobile, normalizePhone } from '../../../shared/phone.ts';
import { toLatinDigits } from '../../../shared/digits.ts';
import { LOGIN_TYPES, type LoginType } from './login-type.ts';

/** Spec §3: step numbers of the flow. */
export const SIGNIN_STEPS = { mobile: 0, code: 1, profile: 2, done: 3 } as const;
/** Spec §3 `mobileNumberStep`: where the mobile-number step is: its captcha coming, ready to send, or the code being sent. */
export const MOBILE_NUMBER_STEPS = { captcha: 0, ready: 1, sending: 2 } as const;

/** What a right code opens: a member's session, or (the staff desk's sign-in) a staff session. */
export type SignedIn = Session | StaffSession;

/** `retryAt`: when the server takes a try again (ms since the epoch), from its `retry_after_s`. */
export type SignInError = { code: 'invalid_mobile' | 'captcha_required' | 'invalid_captcha' | 'invalid_code' | 'names_required' | 'not_staff' | 'sms_unavailable' | 'sms_receptor' | 'server'; message?: string; attemptsLeft?: number; retryAt?: number };

export type SignInContext = {
  step: number;
  mobileNumberStep: number;
  mobileNumber: string;
  captchaId: string;
  captchaImage: string | null;
  captchaValue: string;
  memberExists: boolean | null;
  isNewMember: boolean;
  securityCode: string;
  firstName: string;
  lastName: string;
  loginType: LoginType;
  country: 'IR';
  /** Epoch ms after which a new code may be asked for. */
  resendAt: number;
  /** Epoch ms after which the code sent is no longer good (0: none sent). */
  codeExpiresAt: number;
  /**
   * The code to type is one sent a moment ago to another request for this number (the member's
   * other device, or a second tap), not one sent now: the server would not send another yet.
   */
  codeSentEarlier: boolean;
  error: SignInError | null;
  session: SignedIn | null;
  /**
   * Spec §3 `canLogin`: what the current step asks for is all there (a valid number and the
   * captcha's answer; the six digits of the code; both names), so that its button signs in or
   * goes on. Kept up to date by every change (`withCanLogin`).
   */
  canLogin: boolean;
};

export type SignInEvent =
  | { type: 'signin.mobileChanged'; value: string }
  | { type: 'signin.captchaChanged'; value: string }
  | { type: 'signin.captchaReload' }
  | { type: 'signin.submitMobile' }
  | { type: 'signin.codeChanged'; value: string }
  | { type: 'signin.submitCode' }
  | { type: 'signin.resend' }
  | { type: 'signin.nameChanged'; first?: string; last?: string }
  | { type: 'signin.submitProfile' }
  | { type: 'signin.back' }
  | { type: 'signin.reset' };

/** What the server said, as the machine needs it (thrown by the provided actors). */
export class SignInFailure extends Error {
  constructor(
    readonly status: number,
    readonly reason: string | undefined,
    message: string,
    readonly details: { attempts_left?: number; retry_after_s?: number; expires_in_s?: number } = {},
  ) {
    super(message);
  }
}

const defaults = (loginType: LoginType): SignInContext => ({
  step: SIGNIN_STEPS.mobile,
  mobileNumberStep: MOBILE_NUMBER_STEPS.captcha,
  mobileNumber: '',
  captchaId: '',
  captchaImage: null,
  captchaValue: '',
  memberExists: null,
  isNewMember: false,
  securityCode: '',
  firstName: '',
  lastName: '',
  loginType,
  country: 'IR',
  resendAt: 0,
  codeExpiresAt: 0,
  codeSentEarlier: false,
  error: null,
  session: null,
  canLogin: false,
});

const mobileValid = (c: SignInContext) => isValidMobile(normalizePhone(c.mobileNumber));
const captchaTyped = (c: SignInContext) => c.captchaValue.trim() !== '';
const codeComplete = (c: SignInContext) => /^\d{6}$/.test(toLatinDigits(c.securityCode));
const namesGiven = (c: SignInContext) => c.firstName.trim() !== '' && c.lastName.trim() !== '';

/** Whether the current step has all it asks for (spec §3 `canLogin`). */
export function canLoginAt(c: SignInContext): boolean {
  if (c.step === SIGNIN_STEPS.mobile) return mobileValid(c) && captchaTyped(c);
  if (c.step === SIGNIN_STEPS.code) return codeComplete(c);
  if (c.step === SIGNIN_STEPS.profile) return codeComplete(c) && namesGiven(c);
  return false;
}
/** The context after a change, with `canLogin` following it. */
const withCanLogin = (c: SignInContext): SignInContext => ({ ...c, canLogin: canLoginAt(c) });

/**
 * Where a sign-in was when the page went away (a reload, the tab left to read the SMS, the page
 * drawn again): kept by the page for this tab only. The number typed at the first step is kept as
 * typed (never the captcha: a new picture comes with the page); a code step is resumed while the
 * code is still good.
 */
export type SignInResume =
  | { step: 'mobile'; mobileNumber: string }
  | {
      step: 'code' | 'profile';
      mobileNumber: string;
      resendAt: number;
      codeExpiresAt: number;
      /** The profile step needs the code again (it is sent with the names). */
      securityCode?: string;
      firstName?: string;
      lastName?: string;
    };

/** What to keep of a sign-in in progress, or null when there is nothing to resume (nothing typed yet, or done). */
export function resumeOf(step: number, c: SignInContext): SignInResume | null {
  if (step === SIGNIN_STEPS.mobile) return c.mobileNumber.trim() ? { step: 'mobile', mobileNumber: c.mobileNumber } : null;
  if (step !== SIGNIN_STEPS.code && step !== SIGNIN_STEPS.profile) return null;
  if (c.codeExpiresAt <= Date.now()) return null;
  const base = { mobileNumber: c.mobileNumber, resendAt: c.resendAt, codeExpiresAt: c.codeExpiresAt };
  return step === SIGNIN_STEPS.code ? { step: 'code', ...base } : { step: 'profile', ...base, securityCode: c.securityCode, firstName: c.firstName, lastName: c.lastName };
}

/** Captcha ids are made by the client (design.md §3: POST …/captcha/{captcha_id}). */
const newCaptchaId = () => crypto.randomUUID();

/** The server's "a code was just sent" to this number, with how long until another and how long it holds; else null. */
type CodePending = { retry_after_s: number; expires_in_s: number };
function codePending(failure: unknown): CodePending | null {
  if (!(failure instanceof SignInFailure) || failure.status !== 429 || failure.reason !== 'code_pending') return null;
  const { retry_after_s, expires_in_s } = failure.details;
  return retry_after_s !== undefined && expires_in_s !== undefined ? { retry_after_s, expires_in_s } : null;
}

const toError = (err: unknown): SignInError => {
  if (err instanceof SignInFailure) {
    if (err.status === 422 && err.reason === 'profile_required') return { code: 'names_required' };
    // The desk's sign-in: a right code for a number that is not on the staff.
    if (err.status === 403 && err.reason === 'not_staff') return { code: 'not_staff' };
    // The SMS provider did not send the code (nothing was counted), or cannot reach this number.
    if (err.status === 503 && err.reason === 'sms_unavailable') return { code: 'sms_unavailable' };
    if (err.status === 400 && err.reason === 'sms_receptor') return { code: 'sms_receptor' };
    // The characters typed are not the picture's (or it expired): said of the picture, not "not right".
    if (err.status === 400 && err.reason === 'captcha') return { code: 'invalid_captcha' };
    return {
      code: err.status === 401 ? 'invalid_code' : 'server',
      message: err.message,
      ...(err.details.attempts_left !== undefined ? { attemptsLeft: err.details.attempts_left } : {}),
      ...(err.details.retry_after_s !== undefined ? { retryAt: Date.now() + err.details.retry_after_s * 1000 } : {}),
    };
  }
  return { code: 'server' };
};

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as { loginType?: LoginType; resume?: SignInResume | null },
  },
  actors: {
    requestCaptcha: fromPromise<Captcha, { captchaId: string }>(async () => {
      throw new Error('provide requestCaptcha');
    }),
    sendCode: fromPromise<OtpSent, { mobile: string; captchaId: string; captchaValue: string }>(async () => {
      throw new Error('provide sendCode');
    }),
    verifyCode: fromPromise<SignedIn, { mobile: string; code: string; firstName?: string; lastName?: string }>(async () => {
      throw new Error('provide verifyCode');
    }),
  },
  guards: {
    mobileValid: ({ context }) => mobileValid(context),
    captchaTyped: ({ context }) => captchaTyped(context),
    codeComplete: ({ context }) => codeComplete(context),
    namesGiven: ({ context }) => namesGiven(context),
    canResend: ({ context }) => Date.now() >= context.resendAt,
    needsProfile: (_, error: SignInError) => error.code === 'names_required',
    codePending: (_, pending: CodePending | null) => pending !== null,
  },
}).createMachine({
  id: 'signin',
  context: ({ input }) => {
    const fresh = { ...defaults(input.loginType ?? LOGIN_TYPES.Mobile), captchaId: newCaptchaId() };
    const r = input.resume;
    if (r?.step === 'mobile') return withCanLogin({ ...fresh, mobileNumber: r.mobileNumber });
    if (!r || r.codeExpiresAt <= Date.now()) return fresh;
    return withCanLogin({
      ...fresh,
      step: r.step === 'code' ? SIGNIN_STEPS.code : SIGNIN_STEPS.profile,
      mobileNumber: r.mobileNumber,
      resendAt: r.resendAt,
      codeExpiresAt: r.codeExpiresAt,
      securityCode: r.securityCode ?? '',
      firstName: r.firstName ?? '',
      lastName: r.lastName ?? '',
      isNewMember: r.step === 'profile',
      memberExists: r.step === 'profile' ? false : null,
    });
  },
  // A sign-in resumed after a reload starts where it was (the context says which step).
  initial: 'start',
  on: {
    'signin.reset': { target: '.mobile', actions: assign(({ context }) => ({ ...defaults(context.loginType), captchaId: newCaptchaId() })) },
  },
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.step === SIGNIN_STEPS.code, target: 'code' },
        { guard: ({ context }) => context.step === SIGNIN_STEPS.profile, target: 'profile' },
        { target: 'mobile' },
      ],
    },
    mobile: {
      initial: 'loadingCaptcha',
      // Every change of what was typed, and every step, keeps `canLogin` true to it.
      entry: assign(({ context }) => withCanLogin({ ...context, step: SIGNIN_STEPS.mobile })),
      on: {
        'signin.mobileChanged': { actions: assign(({ context, event }) => withCanLogin({ ...context, mobileNumber: event.value, error: null })) },
        'signin.captchaChanged': { actions: assign(({ context, event }) => withCanLogin({ ...context, captchaValue: event.value, error: null })) },
        'signin.captchaReload': { target: '.loadingCaptcha', actions: assign(({ context }) => withCanLogin({ ...context, captchaId: newCaptchaId(), captchaValue: '' })) },
      },
      states: {
        loadingCaptcha: {
          entry: assign({ mobileNumberStep: MOBILE_NUMBER_STEPS.captcha }),
          invoke: {
            src: 'requestCaptcha',
            input: ({ context }) => ({ captchaId: context.captchaId }),
            onDone: { target: 'ready', actions: assign({ captchaImage: ({ event }) => event.output.image }) },
            onError: { target: 'ready', actions: assign({ captchaImage: null, error: { code: 'server' } }) },
          },
        },
        ready: {
          entry: assign({ mobileNumberStep: MOBILE_NUMBER_STEPS.ready }),
          on: {
            'signin.submitMobile': [
              { guard: and(['mobileValid', 'captchaTyped']), target: 'sending' },
              { guard: 'mobileValid', actions: assign({ error: { code: 'captcha_required' } }) },
              { actions: assign({ error: { code: 'invalid_mobile' } }) },
            ],
          },
        },
        sending: {
          entry: assign({ mobileNumberStep: MOBILE_NUMBER_STEPS.sending }),
          invoke: {
            src: 'sendCode',
            input: ({ context }) => ({
              mobile: normalizePhone(context.mobileNumber),
              captchaId: context.captchaId,
              captchaValue: toLatinDigits(context.captchaValue),
            }),
            onDone: {
              target: '#signin.code',
              // Whether the number is a member is learnt only after a right code (never from sending one).
              actions: assign(({ event }) => ({
                resendAt: Date.now() + event.output.resend_in_s * 1000,
                codeExpiresAt: Date.now() + event.output.expires_in_s * 1000,
                codeSentEarlier: false,
                securityCode: '',
                error: null,
              })),
            },
            onError: [
              // A code went to this number a moment ago (another device asked, or this one twice):
              // it is on its way, so the person types it rather than waits to ask again.
              {
                guard: { type: 'codePending', params: ({ event }) => codePending(event.error) },
                target: '#signin.code',
                actions: assign(({ event }) => {
                  const pending = codePending(event.error)!;
                  return { resendAt: Date.now() + pending.retry_after_s * 1000, codeExpiresAt: Date.now() + pending.expires_in_s * 1000, codeSentEarlier: true, securityCode: '', error: null };
                }),
              },
              // A captcha is good for one try: any other failure brings a new one.
              {
                target: 'loadingCaptcha',
                actions: assign(({ context, event }) => withCanLogin({ ...context, error: toError(event.error), captchaId: newCaptchaId(), captchaValue: '' })),
              },
            ],
          },
        },
      },
    },
    code: {
      initial: 'editing',
      entry: assign(({ context }) => withCanLogin({ ...context, step: SIGNIN_STEPS.code })),
      on: {
        'signin.codeChanged': { actions: assign(({ context, event }) => withCanLogin({ ...context, securityCode: event.value, error: null })) },
        'signin.back': { target: 'mobile', actions: assign(() => ({ captchaId: newCaptchaId(), captchaValue: '', securityCode: '' })) },
      },
      states: {
        editing: {
          on: {
            'signin.submitCode': [{ guard: 'codeComplete', target: 'verifying' }, { actions: assign({ error: { code: 'invalid_code' } }) }],
            // A new code needs a new captcha: back to the first step, number kept.
            'signin.resend': { guard: 'canResend', target: '#signin.mobile', actions: assign(() => ({ captchaId: newCaptchaId(), captchaValue: '' })) },
          },
        },
        verifying: {
          invoke: {
            src: 'verifyCode',
            input: ({ context }) => ({ mobile: normalizePhone(context.mobileNumber), code: toLatinDigits(context.securityCode) }),
            onDone: { target: '#signin.done', actions: assign({ session: ({ event }) => event.output, memberExists: true }) },
            onError: [
              {
                guard: { type: 'needsProfile', params: ({ event }) => toError(event.error) },
                target: '#signin.profile',
                actions: assign({ memberExists: false, isNewMember: true, error: null }),
              },
              { target: 'editing', actions: assign({ error: ({ event }) => toError(event.error) }) },
            ],
          },
        },
      },
    },
    profile: {
      initial: 'editing',
      entry: assign(({ context }) => withCanLogin({ ...context, step: SIGNIN_STEPS.profile })),
      on: {
        'signin.nameChanged': {
          actions: assign(({ context, event }) =>
            withCanLogin({
              ...context,
              firstName: event.first ?? context.firstName,
              lastName: event.last ?? context.lastName,
              error: null,
            }),
          ),
        },
      },
      states: {
        editing: {
          on: { 'signin.submitProfile': [{ guard: 'namesGiven', target: 'verifying' }, { actions: assign({ error: { code: 'names_required' } }) }] },
        },
        verifying: {
          invoke: {
            src: 'verifyCode',
            input: ({ context }) => ({
              mobile: normalizePhone(context.mobileNumber),
              code: toLatinDigits(context.securityCode),
              firstName: context.firstName.trim(),
              lastName: context.lastName.trim(),
            }),
            onDone: { target: '#signin.done', actions: assign({ session: ({ event }) => event.output }) },
            // The code may have expired while the name was typed: back to the code step.
            onError: { target: '#signin.code', actions: assign({ error: ({ event }) => toError(event.error) }) },
          },
        },
      },
    },
    done: { type: 'final', entry: assign({ step: SIGNIN_STEPS.done, canLogin: false }) },
  },
});
