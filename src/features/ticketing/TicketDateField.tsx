import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { formatDayNumeric } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import '../../ui/fields.css';

const load = () => import('./TicketDateRange.tsx');
const TicketDateRange = lazy(() => load().then((m) => ({ default: m.TicketDateRange })));

type Props = { from: string | null; to: string | null; onChange: (from: string | null, to: string | null) => void };

/**
 * The tickets list's "opened between": two fields that say the days chosen (in the page's
 * calendar, written as the pickers write them), and give way to the calendar pickers (antd's,
 * with the Jalali calendar) when the member reaches for one. The pickers' code is loaded then (a
 * pointer over the fields starts it), not with the list: most visits filter by no day.
 */
export function TicketDateField(props: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const [opening, setOpening] = useState<'from' | 'to' | null>(null);
  const field = (which: 'from' | 'to', label: string, placeholder: string) => {
    const value = props[which];
    return (
      <input
        readOnly
        className="field-input date-field"
        aria-label={label}
        placeholder={placeholder}
        value={value ? formatDayNumeric(value, locale) : ''}
        onFocus={() => setOpening(which)}
        onClick={() => setOpening(which)}
      />
    );
  };
  const fields = (
    <span className="date-range" onPointerEnter={() => void load()}>
      {field('from', t`Opened from`, t`From`)}
      {field('to', t`Opened until`, t`To`)}
    </span>
  );
  if (!opening) return fields;
  return (
    <Suspense fallback={fields}>
      <TicketDateRange {...props} opening={opening} />
    </Suspense>
  );
}
