/**
 * Registering an organisation, or asking to join one (issue 31 §1): checked here as the server
 * checks it (the national ID's check digit too), with messages in the page's language; what the
 * server still refuses is said on its field, and nothing typed is lost.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { ECONOMIC_CODE, ORGANISATION_KINDS, ORGANISATION_ROLES, type OrganisationKind, type OrganisationRole } from '../../../contract/constants.ts';
import { isLegalNationalId } from '../../../contract/legal-id.ts';
import type { Membership } from '../../../contract/organisation.ts';
import { toLatinDigits } from '../../../shared/digits.ts';
import { ApiCallError } from '../../device/api/client.ts';
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
            <Trans>Buyer</Trans>
          </strong>
          <span className="choice-detail">
            <Trans>pays approved orders with the purchase-order number</Trans>
          </span>
        </>
      );
  }
}

function RoleField() {
  const { t } = useLingui();
  return (
    <Form.Item name="role" label={t`Your role`} rules={[{ required: true, message: t`Choose your role.` }]}>
      <Radio.Group className="choice-list">
        {ORGANISATION_ROLES.map((r) => (
          <Radio key={r} value={r}>
            <RoleChoice role={r} />
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}

function NationalIdField() {
  const { t } = useLingui();
  return (
    <Form.Item
      name="national_id"
      label={t`National ID of the legal entity (11 digits)`}
      rules={[
        {
          required: true,
          validator: (_, v: string | undefined) => {
            const d = digitsOf(v);
            if (!/^\d{11}$/.test(d)) return Promise.reject(new Error(t`The national ID has 11 digits.`));
            return isLegalNationalId(d) ? Promise.resolve() : Promise.reject(new Error(t`This national ID is not valid: check its digits.`));
          },
        },
      ]}
    >
      <Input inputMode="numeric" dir="ltr" autoComplete="off" />
    </Form.Item>
  );
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
  role: OrganisationRole;
};

export function RegisterForm({ onDone }: { onDone: (m: Membership) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [form] = Form.useForm<RegisterValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refusal = useRefusal();
  const submit = async (v: RegisterValues) => {
    setSaving(true);
    setError(null);
    try {
      onDone(await registerOrganisation(locale, { ...v, po_required: v.po_required === true }));
    } catch (err) {
      const { words, field } = refusal(err);
      if (field) form.setFields([{ name: field as keyof RegisterValues, errors: [t`Check this field: it was not accepted.`] }]);
      setError(words);
    } finally {
      setSaving(false);
    }
  };
  return (
    // Named: its fields' ids (`register_national_id`) stand apart from the join form's beside it.
    <Form form={form} name="register" layout="vertical" requiredMark="optional" className="recipient-form" initialValues={{ kind: 'hospital', po_required: false }} onFinish={(v) => void submit(v)}>
      <Form.Item name="kind" label={t`Kind`} rules={[{ required: true }]}>
        <Select options={ORGANISATION_KINDS.map((k) => ({ value: k, label: <KindLabel kind={k} /> }))} />
      </Form.Item>
      <Form.Item name="legal_name" label={t`Legal name`} rules={[{ required: true, min: 3, max: 150, whitespace: true, message: t`Enter the registered legal name.` }]}>
        <Input autoComplete="organization" />
      </Form.Item>
      <NationalIdField />
      <Form.Item
        name="economic_code"
        label={t`Economic code`}
        rules={[{ required: true, validator: (_, v: string | undefined) => (ECONOMIC_CODE.test(digitsOf(v)) ? Promise.resolve() : Promise.reject(new Error(t`The economic code has 11 or 12 digits.`))) }]}
      >
        <Input inputMode="numeric" dir="ltr" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="registration_number"
        label={t`Registration number`}
        rules={[{ required: true, validator: (_, v: string | undefined) => (/^\d{1,10}$/.test(digitsOf(v)) ? Promise.resolve() : Promise.reject(new Error(t`Enter the registration number in digits.`))) }]}
      >
        <Input inputMode="numeric" dir="ltr" autoComplete="off" />
      </Form.Item>
      <Form.Item name="address" label={t`Registered address`} rules={[{ required: true, min: 10, max: 300, whitespace: true, message: t`Enter the full address (at least 10 characters).` }]}>
        <Input.TextArea rows={2} autoComplete="street-address" />
      </Form.Item>
      <Form.Item
        name="postal_code"
        label={t`Postal code`}
        rules={[{ required: true, validator: (_, v: string | undefined) => (/^\d{10}$/.test(digitsOf(v)) ? Promise.resolve() : Promise.reject(new Error(t`The postal code has 10 digits.`))) }]}
      >
        <Input inputMode="numeric" dir="ltr" autoComplete="postal-code" />
      </Form.Item>
      <Form.Item name="po_required" valuePropName="checked">
        <Checkbox>
          <Trans>Our buyers must give a purchase-order number to pay</Trans>
        </Checkbox>
      </Form.Item>
      <RoleField />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="primary" htmlType="submit" loading={saving}>
        <Trans>Register the organisation</Trans>
      </Button>
    </Form>
  );
}

type JoinValues = { national_id: string; role: OrganisationRole };

export function JoinForm({ onDone }: { onDone: (m: Membership) => void }) {
  const locale = useLocale();
  const [form] = Form.useForm<JoinValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refusal = useRefusal();
  const submit = async (v: JoinValues) => {
    setSaving(true);
    setError(null);
    try {
      onDone(await joinOrganisation(locale, v));
    } catch (err) {
      const { words, field } = refusal(err);
      if (field) form.setFields([{ name: field as keyof JoinValues, errors: [words] }]);
      setError(words);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} name="join" layout="vertical" requiredMark="optional" className="recipient-form" onFinish={(v) => void submit(v)}>
      <NationalIdField />
      <RoleField />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="primary" htmlType="submit" loading={saving}>
        <Trans>Ask to join</Trans>
      </Button>
    </Form>
  );
}

export { KindLabel };
