import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../i18n/format.ts';
import { useLocale } from './use-locale.ts';

/**
 * A rating shown, not asked for: five stars, those earned lit, hidden from screen readers; `said`:
 * with the rating in words beside them for those (else the caller says it in its own words).
 */
export function Stars({ value, said = false }: { value: number; said?: boolean }) {
  const rounded = Math.round(value);
  return (
    <>
      <span className="stars" aria-hidden="true">
        {'★'.repeat(rounded)}
        <span className="stars-off">{'★'.repeat(5 - rounded)}</span>
      </span>
      {said ? <StarsSaid value={rounded} /> : null}
    </>
  );
}

function StarsSaid({ value }: { value: number }) {
  const { t } = useLingui();
  const stars = formatNumber(value, useLocale());
  return <span className="visually-hidden">{t`${stars} of 5 stars`}</span>;
}
