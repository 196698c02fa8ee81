/**
 * Numbers, money and dates per locale: fa uses Persian digits and Jalali dates with Persian
 * month names, en Latin digits and Gregorian dates (design.md §6).
 */
import { toPersianDigits } from '../../shared/digits.ts';
import type { Locale } from './locale.ts';

const intlLocale = (locale: Locale) => (locale === 'fa' ? 'fa-IR' : 'en-US');

/**
 * Each formatter is made once: making one loads the language's rules (ICU) and costs a
 * millisecond or more on a phone, and a page formats hundreds of prices and dates as it starts.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function once<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return once(`n ${locale} ${fractionDigits}`, () => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: fractionDigits })).format(value);
}

/**
 * The formatters a page of this language makes as it starts (prices, dates, the footer's year),
 * each to be made in a task of its own before hydration: a page's first Intl object, in any
 * language, loads ICU (12-16 ms on the bench's machine), which would otherwise land inside one
 * component's render.
 */
export const formatterWarmUps = (locale: Locale): (() => void)[] => [
  () => formatNumber(0, locale),
  () => formatDate(new Date(0), locale),
  () => formatYear(new Date(0), locale),
];

/** A text holding digits (an order number, a code, a phone) in the page's digits. */
export const localDigits = (text: string, locale: Locale): string => (locale === 'fa' ? toPersianDigits(text) : text);

/** Rial on the wire, Toman on screen (1 Toman = 10 Rial). */
export const rialToToman = (rial: number) => Math.round(rial / 10);

/** One time zone, the store's, on the server and every device: a date never shifts by a day. */
function formatDateParts(iso: string | Date, locale: Locale, withTime: boolean): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const tag = locale === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB';
  const time = withTime ? ({ hour: '2-digit', minute: '2-digit' } as const) : {};
  return once(`d ${tag} ${withTime}`, () => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', ...time, timeZone: STORE_TIME_ZONE })).format(d);
}

/** The store's time zone: dates and opening hours are the store's, on every device. */
export const STORE_TIME_ZONE = 'Asia/Tehran';

/** The year of `at` in the store's calendar: Jalali in Persian digits (۱۴۰۵) or Gregorian. */
export const formatYear = (at: Date, locale: Locale): string =>
  once(`y ${locale}`, () => new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB', { year: 'numeric', timeZone: STORE_TIME_ZONE })).format(at);

/** The name of the weekday of `at` (a date at noon UTC), in the page's language. */
export const formatWeekday = (at: Date, locale: Locale): string =>
  once(`w ${locale}`, () => new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR' : 'en-GB', { weekday: 'long', timeZone: 'UTC' })).format(at);

/** The weekday, hour and minute of `at` in the store's time zone, as parts (opening hours). */
export const storeClockParts = (at: Date): Intl.DateTimeFormatPart[] =>
  once('clock', () => new Intl.DateTimeFormat('en-US', { timeZone: STORE_TIME_ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).formatToParts(at);

export const formatDate = (iso: string | Date, locale: Locale): string => formatDateParts(iso, locale, false);

/** A date with its time of day (hours and minutes). */
export const formatDateTime = (iso: string | Date, locale: Locale): string => formatDateParts(iso, locale, true);

/** Parts of an address in one line, with the language's comma. */
export const placeLine = (parts: string[], locale: Locale): string => parts.filter(Boolean).join(locale === 'fa' ? '، ' : ', ');

/** A fraction (0 to 1) as a whole percentage in the page's digits: ۴۰٪ or 40%. */
export const formatPercent = (fraction: number, locale: Locale): string =>
  once(`p ${locale}`, () => new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 })).format(fraction);

/** A size as a number in the page's digits and its unit: kilobytes below 1 MB, else megabytes (one decimal below 10 MB). The unit's word is the page's to say. */
export function sizeParts(bytes: number, locale: Locale): { value: string; unit: 'kB' | 'MB' } {
  const mb = bytes / 1_000_000;
  return mb < 1 ? { value: formatNumber(Math.max(1, Math.round(bytes / 1000)), locale), unit: 'kB' } : { value: formatNumber(mb, locale, mb < 10 ? 1 : 0), unit: 'MB' };
}
