import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { RATE_MAX } from '../../shared/rate.ts';
import { formatNumber } from '../i18n/format.ts';
import { useLocale } from './use-locale.ts';

/**
 * One to five stars as a group of radio buttons (arrows move between them, each is 44 px): a
 * product's review, a ticket's answer. `value` 0: none chosen yet.
 */
export function StarInput({ value, onChange, legend }: { value: number; onChange: (rate: number) => void; legend: ReactNode }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  return (
    <fieldset className="star-input">
      <legend>{legend}</legend>
      {Array.from({ length: RATE_MAX }, (_, i) => i + 1).map((n) => {
        const stars = formatNumber(n, locale);
        return (
          <label key={n} className={n <= value ? 'is-on' : ''}>
            <input type="radio" name={`${id}-rate`} value={n} checked={value === n} onChange={() => onChange(n)} className="visually-hidden" />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t`${stars} of 5 stars`}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
