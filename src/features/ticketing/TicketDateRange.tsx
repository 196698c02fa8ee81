/**
 * The ticket list's date filter: a range picker in the page's calendar (the member's choice, or
 * English). antd's picker builds its days with dayjs, which jalaliday teaches the Jalali calendar;
 * the URL and the API keep Gregorian days (YYYY-MM-DD). Loaded when the member reaches for a day
 * (TicketDateField.tsx): `opening` is the field pressed, open at once with the focus.
 */
import { useLingui } from '@lingui/react/macro';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fa';
import jalaliday from 'jalaliday/dayjs';
import { CALENDAR_TYPES } from '../../../contract/constants.ts';
import { calendarFor } from '../../i18n/calendar.ts';
import { directionOf } from '../../i18n/locale.ts';
import { standaloneMonths } from '../../i18n/format.ts';
import updateLocale from 'dayjs/plugin/updateLocale';
import preParsePostFormat from 'dayjs/plugin/preParsePostFormat';
import { toLatinDigits, toPersianDigits } from '../../../shared/digits.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { AntdScope } from '../../ui/antd/AntdScope.tsx';
import { useState } from 'react';

dayjs.extend(jalaliday);
dayjs.extend(updateLocale);
// A locale's own digits, written and read (Persian ones in Persian: the calendar's days, its year,
// the day chosen in the field, and a day typed in either digits).
dayjs.extend(preParsePostFormat);
/** How a chosen day is written in the field (in the page's calendar). */
const DAY_FORMAT = 'YYYY/MM/DD';

const iso = (d: Dayjs | null | undefined) => (d ? d.calendar('gregory').locale('en').format('YYYY-MM-DD') : null);

type Props = { from: string | null; to: string | null; onChange: (from: string | null, to: string | null) => void; opening: 'from' | 'to' };

export function TicketDateRange(props: Props) {
  return (
    <AntdScope>
      <Pickers {...props} />
    </AntdScope>
  );
}

function Pickers({ from, to, onChange, opening }: Props) {
  const [open, setOpen] = useState<'from' | 'to' | null>(opening);
  const { t } = useLingui();
  const locale = useLocale();
  const rtl = directionOf(locale) === 'rtl';
  // The page's calendar: the language's, or the member's choice (i18n/calendar.ts).
  const type = calendarFor(locale);
  const calendar = type === CALENDAR_TYPES.jalali ? 'jalali' : 'gregory';
  // The picker makes its days with dayjs(): the default calendar and locale must be the page's
  // before it renders (set here, synchronously; the pages of one language share them).
  dayjs.calendar(calendar);
  // The picker names months from the locale's data: the page's calendar's, in its language.
  const months = standaloneMonths(type, locale);
  dayjs.updateLocale(locale, { months, monthsShort: months, ...(locale === 'fa' ? { postformat: toPersianDigits, preparse: toLatinDigits } : {}) });
  dayjs.locale(locale);
  const day = (v: string | null) => (v ? dayjs(v).calendar(calendar).locale(locale) : null);
  // Two pickers, not antd's range picker: its two months side by side do not fit a phone.
  return (
    <span className="date-range">
      <DatePicker
        aria-label={t`Opened from`}
        placeholder={t`From`}
        value={day(from)}
        format={DAY_FORMAT}
        autoFocus={opening === 'from'}
        // Each calendar opens from its field's outer edge, inward: on a phone both fit the screen.
        placement={rtl ? 'bottomRight' : 'bottomLeft'}
        open={open === 'from'}
        onOpenChange={(o) => setOpen(o ? 'from' : null)}
        onChange={(d) => onChange(iso(d), to)}
      />
      <DatePicker
        aria-label={t`Opened until`}
        placeholder={t`To`}
        value={day(to)}
        format={DAY_FORMAT}
        autoFocus={opening === 'to'}
        placement={rtl ? 'bottomLeft' : 'bottomRight'}
        open={open === 'to'}
        onOpenChange={(o) => setOpen(o ? 'to' : null)}
        onChange={(d) => onChange(from, iso(d))}
      />
    </span>
  );
}
