import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import type { City, Province } from '../../../contract/general.ts';
import type { Recipient } from '../../../contract/store.ts';
import { toLatinDigits } from '../../../shared/digits.ts';
import { isValidMobile, normalizePhone } from '../../../shared/phone.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { mobileExample } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Options } from '../../ui/Options.tsx';
import { useForm, type Checks } from '../../ui/use-form.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { createRecipient, fetchCities, fetchProvinces, updateRecipient } from './recipients-api.ts';
import '../../ui/fields.css';

type Values = {
  name: string;
  mobile: string;
  province_id: string;
  city_id: string;
  address: string;
  postal_code: string;
};
type Field = keyof Values;

const FIELDS: Field[] = ['name', 'mobile', 'province_id', 'city_id', 'address', 'postal_code'];
const EMPTY: Values = { name: '', mobile: '', province_id: '', city_id: '', address: '', postal_code: '' };

const placeOption = (p: { id: number; title: string }) => ({ value: p.id, label: p.title });

const valuesOf = (r: Recipient | undefined): Values =>
  r
    ? { name: r.name, mobile: `0${r.mobile}`, province_id: String(r.province.id), city_id: String(r.city.id), address: r.address, postal_code: r.postal_code }
    : EMPTY;

/** What is wrong with each field, as the server checks it (null: nothing). */
function useChecks(): Checks<Field, Values> {
  const { t } = useLingui();
  const example = mobileExample(useLocale());
  return {
    name: (v) => (v.name.trim().length >= 2 ? null : t`Enter the recipient's name.`),
    mobile: (v) => (isValidMobile(normalizePhone(v.mobile)) ? null : t`Enter a mobile number such as ${example}.`),
    province_id: (v) => (v.province_id ? null : t`Choose the province.`),
    // No province yet: the province's message says it (the city's list waits for it).
    city_id: (v) => (v.city_id || !v.province_id ? null : t`Choose the city.`),
    address: (v) => (v.address.trim().length >= 10 ? null : t`Enter the full address (at least 10 characters).`),
    postal_code: (v) => (/^\d{10}$/.test(toLatinDigits(v.postal_code).replace(/[\s-]/g, '')) ? null : t`The postal code has 10 digits.`),
  };
}

/** A delivery recipient, new or to change, checked here as the server checks it (ui/use-form.tsx), in the page's language. */
export function RecipientForm({ onSaved, onCancel, initial }: { onSaved: (r: Recipient) => void; onCancel?: () => void; initial?: Recipient }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  const form = useForm(FIELDS, useChecks(), values);
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [cities, setCities] = useState<City[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void fetchProvinces(locale).then(setProvinces, () => setProvinces([]));
  }, [locale]);
  const provinceId = values.province_id;
  useEffect(() => {
    if (provinceId) void fetchCities(locale, Number(provinceId)).then(setCities, () => setCities([]));
  }, [locale, provinceId]);

  const set = (f: Field, value: string) => {
    setValues((v) => ({ ...v, [f]: value, ...(f === 'province_id' ? { city_id: '' } : {}) }));
    if (f === 'province_id') setCities([]);
    form.changed(f);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || !form.ready()) return;
    setSaving(true);
    setError(null);
    const body = { ...values, province_id: Number(values.province_id), city_id: Number(values.city_id) };
    try {
      onSaved(initial ? await updateRecipient(locale, initial.id, body) : await createRecipient(locale, body));
      setValues(EMPTY);
      form.reset();
    } catch (err) {
      // The server checks what this form checks; a field it still refuses (a city that left its
      // province, say) is marked on that field.
      form.refuse(err instanceof ApiCallError ? err.fields.map((d) => d.field) : []);
      setError(
        err instanceof ApiCallError && err.offline ? t`You are offline: the recipient can be saved once you are back online.` : t`The recipient could not be saved. Check the fields and try again.`,
      );
    } finally {
      setSaving(false);
    }
  };

  const choose = t`Choose…`;

  return (
    <form className="recipient-form fields" noValidate onSubmit={(e) => void submit(e)}>
      {form.field('name', t`Recipient's name (a person or a ward)`, (p) => (
        <input {...p} className="field-input" autoComplete="name" maxLength={80} value={values.name} onChange={(e) => set('name', e.target.value)} />
      ))}
      {form.field('mobile', t`Recipient's mobile number`, (p) => (
        <input {...p} className="field-input" type="tel" inputMode="tel" autoComplete="tel" dir="ltr" maxLength={20} value={values.mobile} onChange={(e) => set('mobile', e.target.value)} />
      ))}
      {form.field('province_id', t`Province`, (p) => (
        <select {...p} className="field-input" value={values.province_id} onChange={(e) => set('province_id', e.target.value)}>
          {/* Editing: the recipient's province and city until their lists have come. */}
          <Options placeholder={choose} options={(provinces.length === 0 && initial ? [initial.province] : provinces).map(placeOption)} />
        </select>
      ))}
      {form.field('city_id', t`City`, (p) => (
        <select {...p} className="field-input" value={values.city_id} disabled={!provinceId} onChange={(e) => set('city_id', e.target.value)}>
          <Options placeholder={choose} options={(cities.length === 0 && initial && values.city_id === String(initial.city.id) ? [initial.city] : cities).map(placeOption)} />
        </select>
      ))}
      {form.field('address', t`Address`, (p) => (
        <textarea {...p} className="field-input" rows={3} autoComplete="street-address" maxLength={300} value={values.address} onChange={(e) => set('address', e.target.value)} />
      ))}
      {form.field('postal_code', t`Postal code`, (p) => (
        <input {...p} className="field-input" inputMode="numeric" autoComplete="postal-code" dir="ltr" maxLength={14} value={values.postal_code} onChange={(e) => set('postal_code', e.target.value)} />
      ))}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <Button kind="primary" type="submit" busy={saving}>
          <Trans>Save the recipient</Trans>
        </Button>
        {onCancel ? (
          <Button onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
