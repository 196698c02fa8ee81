/**
 * Numbers, money and dates per locale: fa uses Persian digits and Jalali dates with Persian
 * month names, en Latin digits and Gregorian dates (design.md §6).
 */
import { toJalaali } from 'jalaali-js';
import { toPersianDigits } from '../../shared/digits.ts';
import { tehranWallClock, type WallClock } from './tehran-time.ts';
import type { Locale } from './locale.ts';

/*
 * None of this uses Intl: a page's first Intl object loads ICU's locale and time zone data, 30-80
 * ms of main thread on the bench's machine and a long task on a phone, paid by every public page
 * as it starts (prices, dates, the footer's year and hours). The rules below are CLDR's for fa-IR
 * and en (digits, separators, month and day names, the date patterns), and `format.test.ts`
 * holds every function to what Intl itself prints for the same value.
 */

/** Thousands and decimal separators: Persian (U+066C, U+066B) or Latin. */
const SEPARATORS: Record<Locale, { group: string; decimal: string; minus: string; percent: string }> = {
  // A left-to-right mark keeps the minus sign before the number inside Persian text (as CLDR does).
  fa: { group: '\u066C', decimal: '\u066B', minus: '\u200E\u2212', percent: '\u066A' },
  en: { group: ',', decimal: '.', minus: '-', percent: '%' },
};

/**
 * `value` × 10^`shift` rounded to at most `fractionDigits` decimals, half away from zero, as
 * decimal digits: the integer part and the fraction without trailing zeros. Rounding works on
 * the number's shortest decimal form (1.005 → 1.01), as ICU's does, not on its binary value.
 */
function roundDecimal(value: number, fractionDigits: number, shift = 0): { negative: boolean; int: string; frac: string } {
  const negative = value < 0 || Object.is(value, -0);
  const exp = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(value)));
  if (!exp) return { negative, int: String(Math.abs(value)), frac: '' };
  // All the digits, and where the decimal point falls among them.
  let digits = exp[1]! + (exp[2] ?? '');
  let point = exp[1]!.length + Number(exp[3] ?? 0) + shift;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (digits.length < point) digits += '0'.repeat(point - digits.length);
  let kept = digits.slice(0, point + fractionDigits);
  if ((digits[point + fractionDigits] ?? '0') >= '5') {
    // Round up: carry through the kept digits.
    const carried = (BigInt(kept || '0') + 1n).toString().padStart(kept.length, '0');
    if (carried.length > kept.length) point += 1;
    kept = carried;
  }
  const int = kept.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const frac = kept.slice(point).replace(/0+$/, '');
  return { negative, int, frac };
}

function formatDecimal(value: number, locale: Locale, fractionDigits: number, shift = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? SEPARATORS[locale].minus : ''}\u221E`;
  const { group, decimal, minus } = SEPARATORS[locale];
  const { negative, int, frac } = roundDecimal(value, fractionDigits, shift);
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return localDigits(`${negative ? minus : ''}${grouped}${frac ? decimal + frac : ''}`, locale);
}

export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return formatDecimal(value, locale, fractionDigits);
}

/** Month names: Jalali in Persian, Gregorian in English (CLDR's; data, not text to translate). */
const MONTHS: Record<Locale, readonly string[]> = {
  fa: ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
/** Weekday names from Sunday (CLDR's). */
const WEEKDAYS: Record<Locale, readonly string[]> = {
  fa: ['یکشنبه', 'دوشنبه', 'سه\u200Cشنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
/** CLDR's joining of a long date and its time. */
const AT_TIME: Record<Locale, string> = { fa: ' ساعت ', en: ' at ' };

/** The calendar date of a wall clock in the page's calendar: Jalali for fa, Gregorian for en. */
function calendarDate(clock: WallClock, locale: Locale): { year: number; month: number; day: number } {
  if (locale === 'en') return clock;
  const { jy, jm, jd } = toJalaali(clock.year, clock.month, clock.day);
  return { year: jy, month: jm, day: jd };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** One time zone, the store's, on the server and every device: a date never shifts by a day. */
function formatDateParts(iso: string | Date, locale: Locale, withTime: boolean): string {
  const clock = tehranWallClock(typeof iso === 'string' ? new Date(iso) : iso);
  const { year, month, day } = calendarDate(clock, locale);
  const date = `${day} ${MONTHS[locale][month - 1]} ${year}`;
  const text = withTime ? `${date}${AT_TIME[locale]}${twoDigits(clock.hour)}:${twoDigits(clock.minute)}` : date;
  return localDigits(text, locale);
}

/** The year of `at` in the store's calendar: Jalali in Persian digits (۱۴۰۵) or Gregorian. */
export const formatYear = (at: Date, locale: Locale): string => localDigits(String(calendarDate(tehranWallClock(at), locale).year), locale);

/** The name of the weekday of `at` (a date at noon UTC), in the page's language. */
export const formatWeekday = (at: Date, locale: Locale): string => WEEKDAYS[locale][at.getUTCDay()]!;

/** The weekday (0 = Sunday), hour and minute of `at` in the store's time zone (opening hours). */
export const storeClock = (at: Date): { weekday: number; hour: number; minute: number } => tehranWallClock(at);

export const formatDate = (iso: string | Date, locale: Locale): string => formatDateParts(iso, locale, false);

/** A date with its time of day (hours and minutes). */
export const formatDateTime = (iso: string | Date, locale: Locale): string => formatDateParts(iso, locale, true);

/** Parts of an address in one line, with the language's comma. */
export const placeLine = (parts: string[], locale: Locale): string => parts.filter(Boolean).join(locale === 'fa' ? '، ' : ', ');

/** A fraction (0 to 1) as a whole percentage in the page's digits: ۴۰٪ or 40%. */
export const formatPercent = (fraction: number, locale: Locale): string => `${formatDecimal(fraction, locale, 0, 2)}${SEPARATORS[locale].percent}`;

/** A text holding digits (an order number, a code, a phone) in the page's digits. */
export const localDigits = (text: string, locale: Locale): string => (locale === 'fa' ? toPersianDigits(text) : text);

/**
 * Text that reads left to right whatever surrounds it (a phone number's groups, a code), as one
 * piece inside a sentence of the other direction: Unicode's left-to-right isolate (LRI … PDI),
 * for strings where no element can be used (a message, a placeholder).
 */
export const ltrIsolated = (text: string): string => `\u2066${text}\u2069`;

/** The example of a mobile number the forms give, in the page's digits, reading left to right. */
export const mobileExample = (locale: Locale): string => ltrIsolated(localDigits('0912 123 4567', locale));

/** Rial on the wire, Toman on screen (1 Toman = 10 Rial). */
export const rialToToman = (rial: number) => Math.round(rial / 10);

/** A size as a number in the page's digits and its unit: kilobytes below 1 MB, else megabytes (one decimal below 10 MB). The unit's word is the page's to say. */
export function sizeParts(bytes: number, locale: Locale): { value: string; unit: 'kB' | 'MB' } {
  const mb = bytes / 1_000_000;
  return mb < 1 ? { value: formatNumber(Math.max(1, Math.round(bytes / 1000)), locale), unit: 'kB' } : { value: formatNumber(mb, locale, mb < 10 ? 1 : 0), unit: 'MB' };
}
