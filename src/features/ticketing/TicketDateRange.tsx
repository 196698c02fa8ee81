/**
 * The ticket list's date filter: a range picker in the Jalali calendar in Persian (Gregorian in
 * English). antd's picker builds its days with dayjs, which jalaliday teaches the Jalali calendar;
 * the URL and the API keep Gregorian days (YYYY-MM-DD).
 */
import { useLingui } from '@lingui/react/macro';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fa';
import jalaliday from 'jalaliday/dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';
import { useLocale } from '../../ui/use-locale.ts';

dayjs.extend(jalaliday);
dayjs.extend(updateLocale);
// The picker names months from the locale's data: in Persian pages the calendar is Jalali, so are its months.
const JALALI_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
dayjs.updateLocale('fa', { months: JALALI_MONTHS, monthsShort: JALALI_MONTHS });

/** How a chosen day is written in the field (in the page's calendar). */
const DAY_FORMAT = 'YYYY/MM/DD';

const iso = (d: Dayjs | null | undefined) => (d ? d.calendar('gregory').locale('en').format('YYYY-MM-DD') : null);

export function TicketDateRange({ from, to, onChange }: { from: string | null; to: string | null; onChange: (from: string | null, to: string | null) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const calendar = locale === 'fa' ? 'jalali' : 'gregory';
  // The picker makes its days with dayjs(): the default calendar and locale must be the page's
  // before it renders (set here, synchronously; the pages of one language share them).
  dayjs.calendar(calendar);
  dayjs.locale(locale);
  const day = (v: string | null) => (v ? dayjs(v).calendar(calendar).locale(locale) : null);
  // Two pickers, not antd's range picker: its two months side by side do not fit a phone.
  return (
    <span className="date-range">
      <DatePicker aria-label={t`Opened from`} placeholder={t`From`} value={day(from)} format={DAY_FORMAT} onChange={(d) => onChange(iso(d), to)} />
      <DatePicker aria-label={t`Opened until`} placeholder={t`To`} value={day(to)} format={DAY_FORMAT} onChange={(d) => onChange(from, iso(d))} />
    </span>
  );
}
