/**
 * `/dashboard`: the member's account. Their name and e-mail (spec login type UpdateProfile), the
 * calendar they read dates in (spec §3: Jalali 1, Gregorian 2), and a password for signing in by
 * e-mail (login type Email, spec §5's strength rule shown as they type). Where the backend has no
 * profile call (issue 29), the name and number are shown as the session knows them, and the
 * calendar is kept on this device alone.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import type { CalendarType } from '../../../contract/constants.ts';
import type { Profile } from '../../../contract/member.ts';
import { passwordStrength, PASSWORD_DIFFICULTY, PASSWORD_MAX_SCORE, PASSWORD_MIN_LENGTH } from '../../../shared/password.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { chooseCalendar, chosenCalendar, subscribeCalendar } from '../../i18n/calendar.ts';
import { formatNumber, localDigits } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { useForm, type Checks } from '../../ui/use-form.tsx';
import { notify } from '../../ui/notifications.tsx';
import { SavedNote } from '../../ui/SavedNote.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useSessionState } from '../session/session-view.ts';
import { savePassword, saveProfile } from './profile-api.ts';
import './profile.css';
import '../../ui/fields.css';

/** The calendar choice as a form value: the language's (none), Jalali or Gregorian. */
type CalendarChoice = 'language' | CalendarType;
const toChoice = (c: CalendarType | null): CalendarChoice => c ?? 'language';
const fromChoice = (c: CalendarChoice): CalendarType | null => (c === 'language' ? null : c);

/** The calendar dates are shown in: the page language's, or always one (radio cards). */
function CalendarField({ value, onChange }: { value: CalendarChoice; onChange: (c: CalendarChoice) => void }) {
  const { t } = useLingui();
  const choices: { value: CalendarChoice; label: string }[] = [
    { value: 'language', label: t`As the page’s language: Jalali in Persian, Gregorian in English` },
    { value: 1, label: t`Always Jalali (solar hijri)` },
    { value: 2, label: t`Always Gregorian` },
  ];
  return (
    <fieldset className="field calendar-field">
      <legend>{t`Dates`}</legend>
      <div className="choice-list">
        {choices.map((c) => (
          <label key={String(c.value)} className="choice-card">
            <input type="radio" name="calendar" checked={value === c.value} onChange={() => onChange(c.value)} />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What a refused save says, in the page's language. */
function useSaveError() {
  const { t } = useLingui();
  return (err: unknown): string => {
    if (err instanceof ApiCallError && err.offline) return t`You are offline: saving needs the network.`;
    const reason = err instanceof ApiCallError ? err.details?.reason : undefined;
    if (reason === 'email_taken') return t`This e-mail belongs to another account.`;
    if (reason === 'email_required') return t`Save your e-mail first: it is what you sign in with.`;
    if (reason === 'weak_password') return t`This password is not strong enough: see what it still needs.`;
    return t`It could not be saved. Check the fields and try again.`;
  };
}

/** Spec §5: one point for each class and for the length, shown as the member types. */
function PasswordStrength({ password }: { password: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const s = passwordStrength(password);
  const min = formatNumber(PASSWORD_MIN_LENGTH[PASSWORD_DIFFICULTY], locale);
  const score = formatNumber(s.score, locale);
  const max = formatNumber(PASSWORD_MAX_SCORE, locale);
  const checks: [boolean, string][] = [
    [s.length, t`${min} characters or more`],
    [s.lowercase, t`a lower-case letter (a-z)`],
    [s.uppercase, t`an upper-case letter (A-Z)`],
    [s.digit, t`a digit`],
    [s.special, t`one of $ @ # & !`],
  ];
  return (
    <div className="password-strength" aria-live="polite">
      <meter min={0} max={PASSWORD_MAX_SCORE} low={3} high={4} optimum={PASSWORD_MAX_SCORE} value={s.score} aria-label={t`Password strength`} />
      <span className="choice-detail">
        <Trans>
          Strength {score} of {max}
        </Trans>
      </span>
      <ul className="password-checks">
        {checks.map(([ok, text]) => (
          <li key={text} className={ok ? 'is-met' : undefined}>
            {ok ? '✓' : '○'} {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

type PasswordValues = { password: string; again: string };
const PASSWORD_FIELDS: (keyof PasswordValues)[] = ['password', 'again'];

function PasswordForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const errorOf = useSaveError();
  const [values, setValues] = useState<PasswordValues>({ password: '', again: '' });
  const [shown, setShown] = useState(false);
  const checks: Checks<keyof PasswordValues, PasswordValues> = {
    password: (v) => (passwordStrength(v.password).score === PASSWORD_MAX_SCORE ? null : t`The password needs everything listed below.`),
    again: (v) => (v.again && v.again === v.password ? null : t`The two passwords differ.`),
  };
  const form = useForm(PASSWORD_FIELDS, checks, values);
  const [saving, setSaving] = useState(false);
  if (!profile.email) {
    return (
      <p className="choice-detail">
        <Trans>Add your e-mail above to sign in with it and a password too.</Trans>
      </p>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || !form.ready()) return;
    setSaving(true);
    try {
      onSaved(await savePassword(locale, values.password));
      setValues({ password: '', again: '' });
      form.reset();
      notify({ kind: 'success', title: t`Your password is saved: you can sign in with your e-mail. Your other devices were signed out.` });
    } catch (err) {
      notify({ kind: 'error', title: errorOf(err) });
    } finally {
      setSaving(false);
    }
  };
  const type = shown ? 'text' : 'password';
  return (
    <form className="profile-form fields" noValidate onSubmit={(e) => void submit(e)}>
      {form.field('password', profile.has_password ? t`New password` : t`Password`, (p) => (
        <input {...p} type={type} className="field-input" dir="ltr" autoComplete="new-password" value={values.password} onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))} />
      ))}
      <PasswordStrength password={values.password} />
      {form.field('again', t`The password again`, (p) => (
        <input {...p} type={type} className="field-input" dir="ltr" autoComplete="new-password" value={values.again} onChange={(e) => setValues((v) => ({ ...v, again: e.target.value }))} />
      ))}
      <label className="check">
        <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} /> <Trans>Show the passwords</Trans>
      </label>
      <div className="form-actions">
        <Button kind="primary" type="submit" busy={saving}>
          {profile.has_password ? <Trans>Change the password</Trans> : <Trans>Save the password</Trans>}
        </Button>
      </div>
    </form>
  );
}

type Values = { first_name: string; last_name: string; email: string; calendar: CalendarChoice };
const FIELDS: (keyof Values)[] = ['first_name', 'last_name', 'email', 'calendar'];
/** An address as the server takes one: something, an @, a domain with a dot; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function ProfileForm({ initial, savedAt }: { initial: Profile; savedAt: number | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const errorOf = useSaveError();
  const [profile, setProfile] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [values, setValues] = useState<Values>({ first_name: profile.first_name, last_name: profile.last_name, email: profile.email ?? '', calendar: toChoice(profile.calendar) });
  const name = (text: string) => text.trim().length > 0 && text.trim().length <= 60;
  const checks: Checks<keyof Values, Values> = {
    first_name: (v) => (name(v.first_name) ? null : t`Enter your first name (up to 60 characters).`),
    last_name: (v) => (name(v.last_name) ? null : t`Enter your last name (up to 60 characters).`),
    email: (v) => (!v.email.trim() || (EMAIL.test(v.email.trim()) && v.email.trim().length <= 254) ? null : t`Enter an e-mail address, like name@hospital.ir.`),
    calendar: () => null,
  };
  const form = useForm(FIELDS, checks, values);
  const set = (f: 'first_name' | 'last_name' | 'email', value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    form.changed(f);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || !form.ready()) return;
    setSaving(true);
    try {
      const email = values.email.trim();
      const saved = await saveProfile(locale, { first_name: values.first_name, last_name: values.last_name, email: email || null, calendar: fromChoice(values.calendar) });
      setProfile(saved);
      chooseCalendar(saved.calendar);
      notify({ kind: 'success', title: t`Your account is saved.` });
    } catch (err) {
      if (err instanceof ApiCallError && err.details?.field === 'email') form.refuse(['email'], errorOf(err));
      notify({ kind: 'error', title: errorOf(err) });
    } finally {
      setSaving(false);
    }
  };
  const mobile = localDigits(profile.mobile, locale);
  return (
    <>
      <SavedNote savedAt={savedAt} />
      <form className="profile-form" noValidate onSubmit={(e) => void submit(e)}>
        {/* Read from the device's copy (offline): shown, not changed. */}
        <fieldset className="fields" disabled={savedAt !== null}>
          {form.field('first_name', t`First name`, (p) => (
            <input {...p} className="field-input" autoComplete="given-name" maxLength={60} value={values.first_name} onChange={(e) => set('first_name', e.target.value)} />
          ))}
          {form.field('last_name', t`Last name`, (p) => (
            <input {...p} className="field-input" autoComplete="family-name" maxLength={60} value={values.last_name} onChange={(e) => set('last_name', e.target.value)} />
          ))}
          {/* Shown, not edited: the number is how the member signs in. */}
          <div className="field">
            <span className="field-label">{t`Mobile number`}</span>
            <span dir="ltr" className="profile-mobile">
              {mobile}
            </span>
          </div>
          {form.field(
            'email',
            t`E-mail`,
            (p) => <input {...p} className="field-input" type="email" dir="ltr" autoComplete="email" inputMode="email" maxLength={254} value={values.email} onChange={(e) => set('email', e.target.value)} />,
            { optional: true, hint: t`With a password, a second way to sign in.` },
          )}
          <CalendarField value={values.calendar} onChange={(calendar) => setValues((v) => ({ ...v, calendar }))} />
          <div className="form-actions">
            <Button kind="primary" type="submit" busy={saving}>
              <Trans>Save</Trans>
            </Button>
          </div>
        </fieldset>
      </form>
      <h2 className="profile-subtitle">
        <Trans>Sign in by e-mail</Trans>
      </h2>
      <PasswordForm profile={profile} onSaved={setProfile} />
    </>
  );
}

/** Without a profile call: the session's name and number, and the calendar on this device. */
function DeviceOnlyProfile() {
  const { t } = useLingui();
  const locale = useLocale();
  const user = useSessionState((s) => s.session?.user ?? s.lastUser);
  const calendar = useSyncExternalStore(subscribeCalendar, chosenCalendar, () => null);
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <>
      <dl className="profile-list">
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{name}</dd>
        <dt>
          <Trans>Mobile number</Trans>
        </dt>
        <dd dir="ltr">{localDigits(user.mobile, locale)}</dd>
      </dl>
      <p className="choice-detail">
        <Trans>Changing your name or e-mail is not available in this store.</Trans>
      </p>
      <div className="profile-form">
        <CalendarField value={toChoice(calendar)} onChange={(c) => chooseCalendar(fromChoice(c))} />
      </div>
      <p className="choice-detail">{t`The calendar is kept on this device.`}</p>
    </>
  );
}

export function ProfilePage({ loaded }: { loaded: { data: Profile; savedAt: number | null } | null }) {
  const { t } = useLingui();
  usePageTitle(t`Your account`);
  return (
    <section aria-labelledby="profile-title" className="profile">
      <h1 id="profile-title">
        <Trans>Your account</Trans>
      </h1>
      {loaded ? <ProfileForm initial={loaded.data} savedAt={loaded.savedAt} /> : <DeviceOnlyProfile />}
    </section>
  );
}
