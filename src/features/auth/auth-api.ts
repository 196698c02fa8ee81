/** The sign-in calls (contract/member.ts), with server errors turned into the machine's failures. */
import type { Captcha, OtpSent, Session } from '../../../contract/member.ts';
import { ApiCallError, apiCall } from '../../device/api/client.ts';
import type { Locale } from '../../i18n/locale.ts';
import { SignInFailure } from './signin-machine.ts';

function failure(err: unknown): never {
  if (err instanceof ApiCallError && !err.offline) {
    const d = err.details ?? {};
    const reason = typeof d.reason === 'string' ? d.reason : d.field === 'captcha_value' ? 'captcha' : undefined;
    throw new SignInFailure(err.status_code, reason, err.error_message, {
      ...(typeof d.attempts_left === 'number' ? { attempts_left: d.attempts_left } : {}),
      ...(typeof d.retry_after_s === 'number' ? { retry_after_s: d.retry_after_s } : {}),
      ...(typeof d.expires_in_s === 'number' ? { expires_in_s: d.expires_in_s } : {}),
    });
  }
  throw err;
}

export async function requestCaptcha(locale: Locale, captchaId: string, dark: boolean): Promise<Captcha> {
  // Tests in a real browser read the answer of this captcha from the demo outbox by its id.
  (window as unknown as { __lastCaptchaId?: string }).__lastCaptchaId = captchaId;
  try {
    const res = await apiCall('captcha.create', {
      params: { lang: locale, captchaId },
      // Spec §3: 4 characters, 100×50, dark or light.
      body: { code_length: 4, width: 100, height: 50, dark },
    });
    return res.data;
  } catch (err) {
    return failure(err);
  }
}

export async function sendCode(locale: Locale, p: { mobile: string; captchaId: string; captchaValue: string }): Promise<OtpSent> {
  try {
    const res = await apiCall('otp.send', {
      params: { lang: locale },
      body: { mobile_number: p.mobile, captcha_id: p.captchaId, captcha_value: p.captchaValue },
    });
    return res.data;
  } catch (err) {
    return failure(err);
  }
}

export async function verifyCode(
  locale: Locale,
  p: { mobile: string; code: string; firstName?: string; lastName?: string },
): Promise<Session> {
  try {
    const res = await apiCall('otp.verify', {
      params: { lang: locale },
      body: { mobile_number: p.mobile, code: p.code, first_name: p.firstName, last_name: p.lastName },
    });
    return res.data;
  } catch (err) {
    return failure(err);
  }
}

/** Login type Email (extension, issue 29): the e-mail and password set in the profile, after a captcha. */
export async function emailSignIn(locale: Locale, p: { email: string; password: string; captchaId: string; captchaValue: string }): Promise<Session> {
  try {
    const res = await apiCall('email.signin', {
      params: { lang: locale },
      body: { email: p.email, password: p.password, captcha_id: p.captchaId, captcha_value: p.captchaValue },
    });
    return res.data;
  } catch (err) {
    return failure(err);
  }
}
