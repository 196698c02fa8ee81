/**
 * Numbers, money and dates per locale: fa uses Persian digits and Jalali dates with Persian
 * month names, en Latin digits and Gregorian dates (design.md §6), unless the member chose the
 * other calendar (calendar.ts): then its months in the page's language.
 */
import { toJalaali } from 'jalaali-js';
import { formatNumber, localDigits } from '../../shared/numbers.ts';
import { tehranWallClock, type WallClock } from './tehran-time.ts';
import type { Locale } from './locale.ts';
import { CALENDAR_TYPES, type CalendarType } from '../../contract/constants.ts';
import { calendarFor } from './calendar.ts';

export { formatNumber, formatPercent, localDigits, rialToToman } from '../../shared/numbers.ts';

/*
 * None of this uses Intl: a page's first Intl object loads ICU's locale and time zone data, 30-80
 * ms of main thread on the bench's machine and a long task on a phone, paid by every public page
 * as it starts (prices, dates, the footer's year and hours). The rules below are CLDR's for fa-IR
 * and en (digits, separators, month and day names, the date patterns), and `format.test.ts`
 * holds every function to what Intl itself prints for the same value.
 */

/** Month names by calendar and language (CLDR's; data, not text to translate). */
const MONTHS: Record<CalendarType, Record<Locale, readonly string[]>> = {
  [CALENDAR_TYPES.jalali]: {
    fa: ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'],
    en: ['Farvardin', 'Ordibehesht', 'Khordad', 'Tir', 'Mordad', 'Shahrivar', 'Mehr', 'Aban', 'Azar', 'Dey', 'Bahman', 'Esfand'],
  },
  [CALENDAR_TYPES.gregorian]: {
    // The forms CLDR uses before a year (with the ezafe: ژانویهٔ ۲۰۲۶).
    fa: ['ژانویهٔ', 'فوریهٔ', 'مارس', 'آوریل', 'مهٔ', 'ژوئن', 'ژوئیهٔ', 'اوت', 'سپتامبر', 'اکتبر', 'نوامبر', 'دسامبر'],
    en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
};
/** A calendar's month names in a language as they stand alone (a picker's): without the ezafe before a year. */
export const standaloneMonths = (calendar: CalendarType, locale: Locale): string[] => MONTHS[calendar][locale].map((m) => m.replace(/\u0654$/, ''));

/** CLDR's era after a Jalali year in English (`4 Azar 1405 AP`). */
const ERA: Record<CalendarType, Record<Locale, string>> = {
  [CALENDAR_TYPES.jalali]: { fa: '', en: ' AP' },
  [CALENDAR_TYPES.gregorian]: { fa: '', en: '' },
};
/** Weekday names from Sunday (CLDR's). */
const WEEKDAYS: Record<Locale, readonly string[]> = {
  fa: ['یکشنبه', 'دوشنبه', 'سه\u200Cشنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
/** CLDR's joining of a long date and its time. */
const AT_TIME: Record<Locale, string> = { fa: ' ساعت ', en: ' at ' };

/** The calendar date of a wall clock in `calendar`. */
function calendarDate(clock: WallClock, calendar: CalendarType): { year: number; month: number; day: number } {
  if (calendar === CALENDAR_TYPES.gregorian) return clock;
  const { jy, jm, jd } = toJalaali(clock.year, clock.month, clock.day);
  return { year: jy, month: jm, day: jd };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** One time zone, the store's, on the server and every device: a date never shifts by a day. */
const storeWallClock = (iso: string | Date): WallClock => tehranWallClock(typeof iso === 'string' ? new Date(iso) : iso);

function formatDateParts(iso: string | Date, locale: Locale, withTime: boolean, calendar: CalendarType): string {
  const clock = storeWallClock(iso);
  const { year, month, day } = calendarDate(clock, calendar);
  const date = `${day} ${MONTHS[calendar][locale][month - 1]} ${year}${ERA[calendar][locale]}`;
  const text = withTime ? `${date}${AT_TIME[locale]}${twoDigits(clock.hour)}:${twoDigits(clock.minute)}` : date;
  return localDigits(text, locale);
}

/**
 * A day as a date picker writes it, year first (`۱۴۰۵/۰۹/۰۸`, `2026/11/29`), in the page's
 * calendar and digits: a day field says it the same way before and after its picker has loaded.
 */
export function formatDayNumeric(iso: string | Date, locale: Locale, calendar: CalendarType = calendarFor(locale)): string {
  const { year, month, day } = calendarDate(storeWallClock(iso), calendar);
  return localDigits(`${year}/${twoDigits(month)}/${twoDigits(day)}`, locale);
}

/** The year of `at` in the page's calendar (calendar.ts): Jalali in Persian digits (۱۴۰۵) or Gregorian. */
export const formatYear = (at: Date, locale: Locale, calendar: CalendarType = calendarFor(locale)): string =>
  localDigits(`${calendarDate(tehranWallClock(at), calendar).year}${ERA[calendar][locale]}`, locale);

/** The name of the weekday of `at` (a date at noon UTC), in the page's language. */
export const formatWeekday = (at: Date, locale: Locale): string => WEEKDAYS[locale][at.getUTCDay()]!;

/** The weekday (0 = Sunday), hour and minute of `at` in the store's time zone (opening hours). */
export const storeClock = (at: Date): { weekday: number; hour: number; minute: number } => tehranWallClock(at);

/** A date in the page's calendar (calendar.ts: the member's choice, or the language's). */
export const formatDate = (iso: string | Date, locale: Locale, calendar: CalendarType = calendarFor(locale)): string => formatDateParts(iso, locale, false, calendar);

/** A date with its time of day (hours and minutes). */
export const formatDateTime = (iso: string | Date, locale: Locale, calendar: CalendarType = calendarFor(locale)): string => formatDateParts(iso, locale, true, calendar);

/**
 * Parts of an address in one line, with the language's comma. A part that the next one repeats
 * (a province named as its city, an address typed starting with its city) is said once:
 * "تهران، تهران، تهران، خیابان کارگر" is "تهران، خیابان کارگر".
 */
export const placeLine = (parts: string[], locale: Locale): string => {
  const kept = parts.map((p) => p.trim()).filter(Boolean);
  const said = kept.filter((part, i) => {
    const next = kept[i + 1];
    return next === undefined || !(next === part || (next.startsWith(part) && /^[\s,،\-–]/.test(next.slice(part.length))));
  });
  return said.join(locale === 'fa' ? '، ' : ', ');
};



/**
 * Text that reads left to right whatever surrounds it (a phone number's groups, a code), as one
 * piece inside a sentence of the other direction: Unicode's left-to-right isolate (LRI … PDI),
 * for strings where no element can be used (a message, a placeholder).
 */
export const ltrIsolated = (text: string): string => `\u2066${text}\u2069`;

/** The example of a mobile number the forms give, in the page's digits, reading left to right. */
export const mobileExample = (locale: Locale): string => ltrIsolated(localDigits('0912 123 4567', locale));


/** A size as a number in the page's digits and its unit: kilobytes below 1 MB, else megabytes (one decimal below 10 MB). The unit's word is the page's to say. */
export function sizeParts(bytes: number, locale: Locale): { value: string; unit: 'kB' | 'MB' } {
  const mb = bytes / 1_000_000;
  return mb < 1 ? { value: formatNumber(Math.max(1, Math.round(bytes / 1000)), locale), unit: 'kB' } : { value: formatNumber(mb, locale, mb < 10 ? 1 : 0), unit: 'MB' };
}
