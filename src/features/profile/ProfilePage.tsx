/**
 * `/dashboard`: the member's account. Their name and e-mail (spec login type UpdateProfile), the
 * calendar they read dates in (spec §3: Jalali 1, Gregorian 2), and a password for signing in by
 * e-mail (login type Email, spec §5's strength rule shown as they type). Where the backend has no
 * profile call (issue 29), the name and number are shown as the session knows them, and the
 * calendar is kept on this device alone.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Form, Input, Radio } from 'antd';
import { useState, useSyncExternalStore } from 'react';
import type { CalendarType } from '../../../contract/constants.ts';
import type { Profile } from '../../../contract/member.ts';
import { passwordStrength, PASSWORD_DIFFICULTY, PASSWORD_MAX_SCORE, PASSWORD_MIN_LENGTH } from '../../../shared/password.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { chooseCalendar, chosenCalendar, subscribeCalendar } from '../../i18n/calendar.ts';
import { formatNumber, localDigits } from '../../i18n/format.ts';
import { AntdScope } from '../../ui/antd/AntdScope.tsx';
import { notify } from '../../ui/notifications.tsx';
import { SavedNote } from '../../ui/SavedNote.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useSessionState } from '../session/session-view.ts';
import { savePassword, saveProfile } from './profile-api.ts';
import './profile.css';

/** The calendar choice as a form value: the language's (none), Jalali or Gregorian. */
type CalendarChoice = 'language' | CalendarType;
const toChoice = (c: CalendarType | null): CalendarChoice => c ?? 'language';
const fromChoice = (c: CalendarChoice): CalendarType | null => (c === 'language' ? null : c);

function CalendarField() {
  const { t } = useLingui();
  return (
    <Form.Item name="calendar" label={t`Dates`} required>
      <Radio.Group
        className="choice-list"
        options={[
          { value: 'language', label: t`As the page’s language: Jalali in Persian, Gregorian in English` },
          { value: 1, label: t`Always Jalali (solar hijri)` },
          { value: 2, label: t`Always Gregorian` },
        ]}
      />
    </Form.Item>
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

function PasswordForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const errorOf = useSaveError();
  const [form] = Form.useForm<{ password: string; again: string }>();
  const password = Form.useWatch('password', form) ?? '';
  const [saving, setSaving] = useState(false);
  if (!profile.email) {
    return (
      <p className="choice-detail">
        <Trans>Add your e-mail above to sign in with it and a password too.</Trans>
      </p>
    );
  }
  const submit = async (v: { password: string }) => {
    setSaving(true);
    try {
      onSaved(await savePassword(locale, v.password));
      form.resetFields();
      notify({ kind: 'success', title: t`Your password is saved: you can sign in with your e-mail. Your other devices were signed out.` });
    } catch (err) {
      notify({ kind: 'error', title: errorOf(err) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark="optional" className="profile-form">
      <Form.Item
        name="password"
        label={profile.has_password ? t`New password` : t`Password`}
        rules={[{ required: true, validator: async (_, v: string | undefined) => (passwordStrength(v ?? '').score === PASSWORD_MAX_SCORE ? undefined : Promise.reject(new Error(t`The password needs everything listed below.`))) }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PasswordStrength password={password} />
      <Form.Item
        name="again"
        label={t`The password again`}
        dependencies={['password']}
        rules={[{ required: true, validator: async (_, v: string | undefined) => (v && v === form.getFieldValue('password') ? undefined : Promise.reject(new Error(t`The two passwords differ.`))) }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {profile.has_password ? <Trans>Change the password</Trans> : <Trans>Save the password</Trans>}
      </Button>
    </Form>
  );
}

type Values = { first_name: string; last_name: string; email: string; calendar: CalendarChoice };

function ProfileForm({ initial, savedAt }: { initial: Profile; savedAt: number | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const errorOf = useSaveError();
  const [profile, setProfile] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const email = v.email.trim();
      const saved = await saveProfile(locale, { first_name: v.first_name, last_name: v.last_name, email: email || null, calendar: fromChoice(v.calendar) });
      setProfile(saved);
      chooseCalendar(saved.calendar);
      notify({ kind: 'success', title: t`Your account is saved.` });
    } catch (err) {
      if (err instanceof ApiCallError && err.details?.field === 'email') form.setFields([{ name: 'email', errors: [errorOf(err)] }]);
      notify({ kind: 'error', title: errorOf(err) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <SavedNote savedAt={savedAt} />
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        className="profile-form"
        disabled={savedAt !== null}
        initialValues={{ first_name: profile.first_name, last_name: profile.last_name, email: profile.email ?? '', calendar: toChoice(profile.calendar) } satisfies Values}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="first_name" label={t`First name`} rules={[{ required: true, whitespace: true, max: 60, message: t`Enter your first name (up to 60 characters).` }]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="last_name" label={t`Last name`} rules={[{ required: true, whitespace: true, max: 60, message: t`Enter your last name (up to 60 characters).` }]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        {/* Shown, not edited: the number is how the member signs in. */}
        <Form.Item label={t`Mobile number`} required>
          <span dir="ltr">{localDigits(profile.mobile, locale)}</span>
        </Form.Item>
        <Form.Item name="email" label={t`E-mail`} extra={t`With a password, a second way to sign in.`} rules={[{ type: 'email', max: 254, message: t`Enter an e-mail address, like name@hospital.ir.` }]}>
          <Input type="email" dir="ltr" autoComplete="email" inputMode="email" />
        </Form.Item>
        <CalendarField />
        <Button type="primary" htmlType="submit" loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </Form>
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
      <Form layout="vertical" className="profile-form" initialValues={{ calendar: toChoice(calendar) }} onValuesChange={(v: { calendar?: CalendarChoice }) => v.calendar !== undefined && chooseCalendar(fromChoice(v.calendar))}>
        <CalendarField />
      </Form>
      <p className="choice-detail">{t`The calendar is kept on this device.`}</p>
    </>
  );
}

export function ProfilePage({ loaded }: { loaded: { data: Profile; savedAt: number | null } | null }) {
  const { t } = useLingui();
  usePageTitle(t`Your account`);
  return (
    <AntdScope>
      <section aria-labelledby="profile-title" className="profile">
        <h1 id="profile-title">
          <Trans>Your account</Trans>
        </h1>
        {loaded ? <ProfileForm initial={loaded.data} savedAt={loaded.savedAt} /> : <DeviceOnlyProfile />}
      </section>
    </AntdScope>
  );
}
