/**
 * Login type Email (spec §3; issue 29): a member who set an e-mail and a password in their profile
 * signs in with them, after the same captcha as the code. Offered only where the backend has it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Session } from '../../../contract/member.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { emailSignIn, requestCaptcha } from './auth-api.ts';
import { SignInFailure } from './signin-machine.ts';

type Captcha = { id: string; image: string | null };

export function EmailSignIn({ dark, onSignedIn }: { dark: boolean; onSignedIn: (session: Session) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [answer, setAnswer] = useState('');
  const [captcha, setCaptcha] = useState<Captcha>(() => ({ id: crypto.randomUUID(), image: null }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Each picture under an id of its own; the server keeps its answer for that id, once.
  useEffect(() => {
    if (captcha.image) return;
    let live = true;
    requestCaptcha(locale, captcha.id, dark).then(
      (c) => live && setCaptcha((now) => (now.id === captcha.id ? { id: now.id, image: c.image } : now)),
      () => live && setError(t`The security picture could not be loaded. Check the connection and ask for a new one.`),
    );
    return () => {
      live = false;
    };
  }, [captcha.id, captcha.image, locale, dark, t]);
  const newCaptcha = () => {
    setCaptcha({ id: crypto.randomUUID(), image: null });
    setAnswer('');
  };

  const submit = async () => {
    if (!email.trim() || !password || !answer.trim()) {
      setError(t`Enter your e-mail, your password and the characters in the picture.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await emailSignIn(locale, { email: email.trim(), password, captchaId: captcha.id, captchaValue: answer.trim() }));
    } catch (err) {
      const reason = err instanceof SignInFailure ? err.reason : undefined;
      const status = err instanceof SignInFailure ? err.status : 0;
      setError(
        reason === 'captcha'
          ? t`The characters do not match the picture. Try the new one.`
          : status === 401
            ? t`The e-mail or the password is wrong.`
            : status === 429
              ? t`Too many tries. Wait a few minutes, or sign in with your mobile number.`
              : t`You could not be signed in. Check the connection and try again.`,
      );
      // A captcha answers once: every try takes a new picture.
      newCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <label htmlFor="email">
        <Trans>E-mail</Trans>
      </label>
      <input id="email" name="email" type="email" inputMode="email" autoComplete="username" dir="ltr" value={email} onChange={(e) => setEmail(e.target.value)} />
      <label htmlFor="password">
        <Trans>Password</Trans>
      </label>
      <input id="password" name="password" type="password" autoComplete="current-password" dir="ltr" value={password} onChange={(e) => setPassword(e.target.value)} />
      <label htmlFor="email-captcha">
        <Trans>Type the characters in the picture</Trans>
      </label>
      <div className="captcha-row">
        {captcha.image ? <img src={captcha.image} alt={t`Security picture`} width="100" height="50" className="captcha-image" /> : <span className="captcha-image captcha-loading" aria-hidden="true" />}
        <button type="button" className="button-secondary" onClick={newCaptcha}>
          <Trans>New picture</Trans>
        </button>
      </div>
      <input id="email-captcha" name="captcha" dir="ltr" autoComplete="off" autoCapitalize="characters" maxLength={8} value={answer} onChange={(e) => setAnswer(e.target.value)} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button-primary" disabled={busy}>
        <Trans>Sign in</Trans>
      </button>
    </form>
  );
}
