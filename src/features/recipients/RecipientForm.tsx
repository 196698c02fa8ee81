import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { City, Province } from '../../../contract/general.ts';
import type { Recipient } from '../../../contract/store.ts';
import { toLatinDigits } from '../../../shared/digits.ts';
import { isValidMobile, normalizePhone } from '../../../shared/phone.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { mobileExample } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { createRecipient, fetchCities, fetchProvinces, updateRecipient } from './recipients-api.ts';

type Values = {
  name: string;
  mobile: string;
  province_id: number;
  city_id: number;
  address: string;
  postal_code: string;
};

const FIELDS: (keyof Values)[] = ['name', 'mobile', 'province_id', 'city_id', 'address', 'postal_code'];

/** A new delivery recipient, checked here as the server checks it, with messages in the page's language. */
export function RecipientForm({ onSaved, onCancel, initial }: { onSaved: (r: Recipient) => void; onCancel?: () => void; initial?: Recipient }) {
  const { t } = useLingui();
  const locale = useLocale();
  const example = mobileExample(locale);
  const [form] = Form.useForm<Values>();
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [cities, setCities] = useState<City[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const provinceId = Form.useWatch('province_id', form);
  useEffect(() => {
    void fetchProvinces(locale).then(setProvinces, () => setProvinces([]));
  }, [locale]);
  useEffect(() => {
    if (provinceId) void fetchCities(locale, provinceId).then(setCities, () => setCities([]));
  }, [locale, provinceId]);

  const submit = async (v: Values) => {
    setSaving(true);
    setError(null);
    try {
      onSaved(initial ? await updateRecipient(locale, initial.id, v) : await createRecipient(locale, v));
      form.resetFields();
    } catch (err) {
      // The server checks what this form checks; a field it still refuses (a city that left its
      // province, say) is marked on that field.
      const refused = err instanceof ApiCallError ? err.fields.map((d) => d.field).filter((f): f is keyof Values => FIELDS.includes(f as keyof Values)) : [];
      if (refused.length) form.setFields(refused.map((name) => ({ name, errors: [t`Check this field: it was not accepted.`] })));
      setError(
        err instanceof ApiCallError && err.offline ? t`You are offline: the recipient can be saved once you are back online.` : t`The recipient could not be saved. Check the fields and try again.`,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      requiredMark="optional"
      className="recipient-form"
      {...(initial
        ? {
            initialValues: {
              name: initial.name,
              mobile: `0${initial.mobile}`,
              province_id: initial.province.id,
              city_id: initial.city.id,
              address: initial.address,
              postal_code: initial.postal_code,
            } satisfies Values,
          }
        : {})}
    >
      <Form.Item
        name="name"
        label={t`Recipient's name (a person or a ward)`}
        rules={[
          {
            required: true,
            min: 2,
            max: 80,
            whitespace: true,
            message: t`Enter the recipient's name.`,
          },
        ]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t`Recipient's mobile number`}
        rules={[
          {
            required: true,
            validator: (_, v: string | undefined) => (v && isValidMobile(normalizePhone(v)) ? Promise.resolve() : Promise.reject(new Error(t`Enter a mobile number such as ${example}.`))),
          },
        ]}
      >
        <Input inputMode="tel" autoComplete="tel" dir="ltr" />
      </Form.Item>
      <Form.Item name="province_id" label={t`Province`} rules={[{ required: true, message: t`Choose the province.` }]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={provinces.map((p) => ({ value: p.id, label: p.title }))}
          onChange={() => {
            setCities([]);
            form.setFieldValue('city_id', undefined);
          }}
        />
      </Form.Item>
      <Form.Item name="city_id" label={t`City`} rules={[{ required: true, message: t`Choose the city.` }]}>
        <Select showSearch optionFilterProp="label" disabled={!provinceId} options={cities.map((c) => ({ value: c.id, label: c.title }))} />
      </Form.Item>
      <Form.Item
        name="address"
        label={t`Address`}
        rules={[
          {
            required: true,
            min: 10,
            max: 300,
            whitespace: true,
            message: t`Enter the full address (at least 10 characters).`,
          },
        ]}
      >
        <Input.TextArea rows={3} autoComplete="street-address" />
      </Form.Item>
      <Form.Item
        name="postal_code"
        label={t`Postal code`}
        rules={[
          {
            required: true,
            validator: (_, v: string | undefined) => (/^\d{10}$/.test(toLatinDigits(v ?? '').replace(/[\s-]/g, '')) ? Promise.resolve() : Promise.reject(new Error(t`The postal code has 10 digits.`))),
          },
        ]}
      >
        <Input inputMode="numeric" autoComplete="postal-code" dir="ltr" />
      </Form.Item>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          <Trans>Save the recipient</Trans>
        </Button>
        {onCancel ? (
          <Button onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
