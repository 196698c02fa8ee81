/**
 * Registering an organisation, or asking to join one (issue 31 §1), in the site's own elements
 * (ui/use-form.tsx): checked here as the server checks it (the national ID's check digit too),
 * with messages in the page's language; what the server still refuses is said on its field, and
 * nothing typed is lost.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ECONOMIC_CODE, ORGANISATION_KINDS, ORGANISATION_ROLES, type OrganisationKind, type OrganisationRole } from '../../../contract/constants.ts';
import { isLegalNationalId } from '../../../contract/legal-id.ts';
import type { Membership } from '../../../contract/organisation.ts';
import { toLatinDigits } from '../../../shared/digits.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { Button } from '../../ui/Button.tsx';
import { Options } from '../../ui/Options.tsx';
import { useForm, type Checks } from '../../ui/use-form.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { joinOrganisation, registerOrganisation } from './organisation-api.ts';

const digitsOf = (v: string | undefined) => toLatinDigits(v ?? '').replace(/[\s-]/g, '');

function KindLabel({ kind }: { kind: OrganisationKind }) {
  switch (kind) {
    case 'hospital':
      return <Trans>Hospital</Trans>;
    case 'clinic':
      return <Trans>Clinic</Trans>;
    case 'pharmacy':
      return <Trans>Pharmacy</Trans>;
  }
}

/** What each role does, beside its name: the member chooses knowing it. */
function RoleChoice({ role }: { role: OrganisationRole }) {
  switch (role) {
    case 'requester':
      return (
        <>
          <strong>
            <Trans>Requester</Trans>
          </strong>
          <span className="choice-detail">
            <Trans>builds carts and submits them for approval</Trans>
          </span>
        </>
      );
    case 'approver':
      return (
        <>
          <strong>
            <Trans>Approver</Trans>
          </strong>
          <span className="choice-detail">
            <Trans>approves or returns submitted carts</Trans>
          </span>
        </>
      );
    case 'buyer':
      return (
        <>
          <strong>
            <Trans context="organisation role">Buyer</Trans>
          </strong>
          <span className="choice-detail">
            <Trans>pays approved orders with the purchase-order number</Trans>
          </span>
        </>
      );
  }
}

/** The kinds' names as the list's options (an option holds text only). */
function useKindOptions() {
  const { t } = useLingui();
  const names: Record<OrganisationKind, string> = { hospital: t`Hospital`, clinic: t`Clinic`, pharmacy: t`Pharmacy` };
  return ORGANISATION_KINDS.map((k) => ({ value: k, label: names[k] }));
}

/** The roles as radio cards, each with what it does. */
function RoleChoices({ name, firstId, value, onChange }: { name: string; firstId: string; value: OrganisationRole | ''; onChange: (r: OrganisationRole) => void }) {
  return (
    <div className="choice-list">
      {ORGANISATION_ROLES.map((r, i) => (
        <label key={r} className="choice-card">
          <input type="radio" name={name} {...(i === 0 ? { id: firstId } : {})} value={r} checked={value === r} onChange={() => onChange(r)} />
          <span>
            <RoleChoice role={r} />
          </span>
        </label>
      ))}
    </div>
  );
}

/** What is wrong with the fields both forms have (null: nothing). */
function useIdChecks() {
  const { t } = useLingui();
  return {
    national_id: (v: { national_id: string }) => {
      const d = digitsOf(v.national_id);
      if (!/^\d{11}$/.test(d)) return t`The national ID has 11 digits.`;
      return isLegalNationalId(d) ? null : t`This national ID is not valid: check its digits.`;
    },
    role: (v: { role: OrganisationRole | '' }) => (v.role ? null : t`Choose your role.`),
  };
}

/** Why a request was not made, in words; and the field to mark, if the server named one. */
function useRefusal() {
  const { t } = useLingui();
  return (err: unknown): { words: string; field: string | null } => {
    const reason = err instanceof ApiCallError ? err.details?.reason : undefined;
    if (err instanceof ApiCallError && err.offline) return { words: t`You are offline: send it once you are back online.`, field: null };
    if (reason === 'registered') return { words: t`An organisation with this national ID is already registered: ask to join it instead.`, field: 'national_id' };
    if (reason === 'unknown' || (err instanceof ApiCallError && err.status_code === 404)) return { words: t`No organisation with this national ID is registered here: register it.`, field: 'national_id' };
    if (reason === 'member_of') return { words: t`You already belong to an organisation, or asked to.`, field: null };
    const field = err instanceof ApiCallError ? (err.fields[0]?.field ?? null) : null;
    return { words: t`It could not be sent. Check the fields and try again.`, field };
  };
}

type RegisterValues = {
  kind: OrganisationKind;
  legal_name: string;
  national_id: string;
  economic_code: string;
  registration_number: string;
  address: string;
  postal_code: string;
  po_required: boolean;
  role: OrganisationRole | '';
};
type RegisterField = Exclude<keyof RegisterValues, 'kind' | 'po_required'>;
const REGISTER_FIELDS: RegisterField[] = ['legal_name', 'national_id', 'economic_code', 'registration_number', 'address', 'postal_code', 'role'];
const NEW_ORGANISATION: RegisterValues = { kind: 'hospital', legal_name: '', national_id: '', economic_code: '', registration_number: '', address: '', postal_code: '', po_required: false, role: '' };

function useRegisterChecks(): Checks<RegisterField, RegisterValues> {
  const { t } = useLingui();
  const lengthIn = (v: string, min: number, max: number) => v.trim().length >= min && v.trim().length <= max;
  return {
    legal_name: (v) => (lengthIn(v.legal_name, 3, 150) ? null : t`Enter the registered legal name.`),
    ...useIdChecks(),
    economic_code: (v) => (ECONOMIC_CODE.test(digitsOf(v.economic_code)) ? null : t`The economic code has 11 or 12 digits.`),
    registration_number: (v) => (/^\d{1,10}$/.test(digitsOf(v.registration_number)) ? null : t`Enter the registration number in digits.`),
    address: (v) => (lengthIn(v.address, 10, 300) ? null : t`Enter the full address (at least 10 characters).`),
    postal_code: (v) => (/^\d{10}$/.test(digitsOf(v.postal_code)) ? null : t`The postal code has 10 digits.`),
  };
}

/**
 * A form's sending: `onSubmit` sends once the form is `ready` (ui/use-form.tsx), busy while it is;
 * the server's refusal is said in words, its field marked.
 */
function useSending<T>(send: () => Promise<T>, onDone: (result: T) => void, refuse: (field: string, words: string) => void, ready: () => boolean) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refusal = useRefusal();
  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      onDone(await send());
    } catch (err) {
      const { words, field } = refusal(err);
      if (field) refuse(field, words);
      setError(words);
    } finally {
      setSaving(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving && ready()) void submit();
  };
  return { saving, error, onSubmit };
}

/** A form's end: why it was not sent, if it was not, and its button. */
function FormEnd({ sending, children }: { sending: { saving: boolean; error: string | null }; children: ReactNode }) {
  return (
    <>
      {sending.error ? (
        <p className="field-error" role="alert">
          {sending.error}
        </p>
      ) : null}
      <div className="form-actions">
        <Button kind="primary" type="submit" busy={sending.saving}>
          {children}
        </Button>
      </div>
    </>
  );
}

export function RegisterForm({ onDone, label }: { onDone: (m: Membership) => void; label: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [values, setValues] = useState<RegisterValues>(NEW_ORGANISATION);
  const form = useForm(REGISTER_FIELDS, useRegisterChecks(), values);
  const kinds = useKindOptions();
  const kindId = useId();
  const { role, ...rest } = values;
  const sending = useSending(
    () => registerOrganisation(locale, { ...rest, role: role as OrganisationRole }),
    onDone,
    (field) => form.refuse([field]),
    () => form.ready(),
  );
  const set = <K extends keyof RegisterValues>(f: K, value: RegisterValues[K]) => {
    setValues((v) => ({ ...v, [f]: value }));
    if (f !== 'kind' && f !== 'po_required') form.changed(f as RegisterField);
  };
  const text = (f: Exclude<RegisterField, 'role'>) => ({ value: values[f], onChange: (e: { target: { value: string } }) => set(f, e.target.value) });
  const numeric = { className: 'field-input', inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' } as const;
  return (
    <form className="recipient-form fields" noValidate aria-label={label} onSubmit={sending.onSubmit}>
      <div className="field">
        <label htmlFor={kindId}>{t`Kind`}</label>
        <select id={kindId} className="field-input" value={values.kind} onChange={(e) => set('kind', e.target.value as OrganisationKind)}>
          <Options options={kinds} />
        </select>
      </div>
      {form.field('legal_name', t`Legal name`, (p) => <input {...p} className="field-input" autoComplete="organization" maxLength={150} {...text('legal_name')} />)}
      {form.field('national_id', t`National ID of the legal entity (11 digits)`, (p) => <input {...p} {...numeric} maxLength={20} {...text('national_id')} />)}
      {form.field('economic_code', t`Economic code`, (p) => <input {...p} {...numeric} maxLength={20} {...text('economic_code')} />)}
      {form.field('registration_number', t`Registration number`, (p) => <input {...p} {...numeric} maxLength={20} {...text('registration_number')} />)}
      {form.field('address', t`Registered address`, (p) => <textarea {...p} className="field-input" rows={2} autoComplete="street-address" maxLength={300} {...text('address')} />)}
      {form.field('postal_code', t`Postal code`, (p) => <input {...p} {...numeric} autoComplete="postal-code" maxLength={14} {...text('postal_code')} />)}
      <label className="choice-card">
        <input type="checkbox" checked={values.po_required} onChange={(e) => set('po_required', e.target.checked)} />
        <span>
          <Trans>Our buyers must give a purchase-order number to pay</Trans>
        </span>
      </label>
      {form.group('role', t`Your role`, (p) => <RoleChoices {...p} value={values.role} onChange={(r) => set('role', r)} />)}
      <FormEnd sending={sending}>
        <Trans>Register the organisation</Trans>
      </FormEnd>
    </form>
  );
}

type JoinValues = { national_id: string; role: OrganisationRole | '' };
type JoinField = keyof JoinValues;
const JOIN_FIELDS: JoinField[] = ['national_id', 'role'];

export function JoinForm({ onDone, label }: { onDone: (m: Membership) => void; label: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [values, setValues] = useState<JoinValues>({ national_id: '', role: '' });
  const form = useForm(JOIN_FIELDS, useIdChecks(), values);
  const sending = useSending(
    () => joinOrganisation(locale, { national_id: values.national_id, role: values.role as OrganisationRole }),
    onDone,
    (field, words) => form.refuse([field], words),
    () => form.ready(),
  );
  const set = <K extends JoinField>(f: K, value: JoinValues[K]) => {
    setValues((v) => ({ ...v, [f]: value }));
    form.changed(f);
  };
  return (
    <form className="recipient-form fields" noValidate aria-label={label} onSubmit={sending.onSubmit}>
      {form.field('national_id', t`National ID of the legal entity (11 digits)`, (p) => (
        <input {...p} className="field-input" inputMode="numeric" dir="ltr" autoComplete="off" maxLength={20} value={values.national_id} onChange={(e) => set('national_id', e.target.value)} />
      ))}
      {form.group('role', t`Your role`, (p) => <RoleChoices {...p} value={values.role} onChange={(r) => set('role', r)} />)}
      <FormEnd sending={sending}>
        <Trans>Ask to join</Trans>
      </FormEnd>
    </form>
  );
}

export { KindLabel };
