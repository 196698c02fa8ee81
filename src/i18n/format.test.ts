import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayNumeric, formatNumber, formatPercent, formatWeekday, formatYear, mobileExample, placeLine, standaloneMonths, storeClock } from './format.ts';
import type { Locale } from './locale.ts';

/*
 * The storefront formats without Intl (format.ts says why); what it prints must be what Intl
 * prints for the same value, in both languages, as the pages did when they used it.
 */
const LOCALES: Locale[] = ['fa', 'en'];
const numberTag = (l: Locale) => (l === 'fa' ? 'fa-IR' : 'en-US');
const dateTag = (l: Locale) => (l === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB');
const TZ = 'Asia/Tehran';
const locale = fc.constantFrom(...LOCALES);
const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (l: Locale, digits: number) => {
  const key = `${l} ${digits}`;
  if (!numberFormats.has(key)) numberFormats.set(key, new Intl.NumberFormat(numberTag(l), { maximumFractionDigits: digits }));
  return numberFormats.get(key)!;
};
/** Instants from 1950 to 2100, where the Jalali calendar of jalaali-js and ICU's agree. */
const instant = fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));

describe('numbers without Intl', () => {
  it('are what Intl.NumberFormat prints, whole or with up to two decimals', () => {
    const value = fc.oneof(
      fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.double({ noNaN: true }),
      fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 1000),
      fc.constantFrom(0, -0, 0.5, 1.5, 2.5, -2.5, 1.005, 1.0049, 9.95, 99.95, 999.5, 1e21, 1e-7, 123456789.125),
    );
    fc.assert(
      fc.property(value, locale, fc.integer({ min: 0, max: 2 }), (v, l, digits) => {
        expect(formatNumber(v, l, digits)).toBe(numberFormat(l, digits).format(v));
      }),
      { numRuns: 20_000 },
    );
  });

  it('group thousands and use the language digits: ۱٬۲۳۴٬۵۶۷ and 1,234,567', () => {
    expect(formatNumber(1_234_567, 'fa')).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(formatNumber(4.25, 'fa', 1)).toBe('۴٫۳');
  });

  it('percentages are what Intl prints (۴۰٪, 40%)', () => {
    const fraction = fc.oneof(fc.double({ min: -2, max: 2, noNaN: true }), fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000));
    fc.assert(
      fc.property(fraction, locale, (f, l) => {
        expect(formatPercent(f, l)).toBe(new Intl.NumberFormat(numberTag(l), { style: 'percent', maximumFractionDigits: 0 }).format(f));
      }),
      { numRuns: 5_000 },
    );
    expect(formatPercent(0.4, 'fa')).toBe('۴۰٪');
  });
});

describe('dates without Intl', () => {
  it('are what Intl.DateTimeFormat prints in the store’s time zone: Jalali in Persian, Gregorian in English', () => {
    const date = { year: 'numeric', month: 'long', day: 'numeric', timeZone: TZ } as const;
    const intl = Object.fromEntries(
      LOCALES.map((l) => [
        l,
        {
          date: new Intl.DateTimeFormat(dateTag(l), date),
          dateTime: new Intl.DateTimeFormat(dateTag(l), { ...date, hour: '2-digit', minute: '2-digit' }),
          year: new Intl.DateTimeFormat(dateTag(l), { year: 'numeric', timeZone: TZ }),
        },
      ]),
    );
    fc.assert(
      fc.property(instant, locale, (at, l) => {
        const f = intl[l]!;
        expect(formatDate(at, l)).toBe(f.date.format(at));
        expect(formatDate(at.toISOString(), l)).toBe(f.date.format(at));
        expect(formatDateTime(at, l)).toBe(f.dateTime.format(at));
        expect(formatYear(at, l)).toBe(f.year.format(at));
      }),
      { numRuns: 10_000 },
    );
  });

  it('in the other calendar a member may choose (spec §3: Jalali 1, Gregorian 2) are what Intl prints too', () => {
    const date = { year: 'numeric', month: 'long', day: 'numeric', timeZone: TZ } as const;
    const other = { fa: { calendar: 2 as const, tag: 'fa-IR-u-ca-gregory' }, en: { calendar: 1 as const, tag: 'en-GB-u-ca-persian' } };
    const intl = Object.fromEntries(
      LOCALES.map((l) => [l, { date: new Intl.DateTimeFormat(other[l].tag, date), dateTime: new Intl.DateTimeFormat(other[l].tag, { ...date, hour: '2-digit', minute: '2-digit' }), year: new Intl.DateTimeFormat(other[l].tag, { year: 'numeric', timeZone: TZ }) }]),
    );
    fc.assert(
      fc.property(instant, locale, (at, l) => {
        const f = intl[l]!;
        expect(formatDate(at, l, other[l].calendar)).toBe(f.date.format(at));
        expect(formatDateTime(at, l, other[l].calendar)).toBe(f.dateTime.format(at));
        expect(formatYear(at, l, other[l].calendar)).toBe(f.year.format(at));
      }),
      { numRuns: 5_000 },
    );
    expect(formatDate('2026-11-25T12:00:00Z', 'fa', 2)).toBe('۲۵ نوامبر ۲۰۲۶');
    expect(formatDate('2026-11-25T12:00:00Z', 'en', 1)).toBe('4 Azar 1405 AP');
  });

  it('write a day year first in digits, as a date picker does, in the page’s calendar', () => {
    expect(formatDayNumeric('2026-11-29', 'fa', 1)).toBe('۱۴۰۵/۰۹/۰۸');
    expect(formatDayNumeric('2026-11-29', 'en', 2)).toBe('2026/11/29');
    expect(formatDayNumeric('2026-11-29', 'en', 1)).toBe('1405/09/08');
    // Nowruz: the first day of the Jalali year.
    expect(formatDayNumeric('2026-03-21', 'fa', 1)).toBe('۱۴۰۵/۰۱/۰۱');
  });

  it('name a calendar’s months standing alone (a date picker’s) as Intl does', () => {
    const tags = { 1: { fa: 'fa-IR-u-ca-persian', en: 'en-GB-u-ca-persian' }, 2: { fa: 'fa-IR-u-ca-gregory', en: 'en-GB' } } as const;
    for (const calendar of [1, 2] as const) {
      for (const l of LOCALES) {
        const f = new Intl.DateTimeFormat(tags[calendar][l], { month: 'long', timeZone: 'UTC' });
        // The 15th of each month of 1404 (Jalali) or 2026 (Gregorian).
        const days = Array.from({ length: 12 }, (_, i) => (calendar === 2 ? new Date(Date.UTC(2026, i, 15)) : new Date(Date.UTC(2025, 2, 21 + 15) + i * 30.4 * 86_400_000)));
        expect(standaloneMonths(calendar, l), `${calendar} ${l}`).toEqual(days.map((d) => f.format(d)));
      }
    }
  });

  it('a date near midnight is the store’s day, whatever the device’s zone', () => {
    // 21:00 UTC on 20 March 2026 is 00:30 on 1 Farvardin 1405 in Tehran.
    expect(formatDate('2026-03-20T21:00:00Z', 'fa')).toBe('۱ فروردین ۱۴۰۵');
    expect(formatDate('2026-03-20T21:00:00Z', 'en')).toBe('21 March 2026');
  });

  it('weekday names and the store clock are what Intl says', () => {
    const weekday = Object.fromEntries(LOCALES.map((l) => [l, new Intl.DateTimeFormat(l === 'fa' ? 'fa-IR' : 'en-GB', { weekday: 'long', timeZone: 'UTC' })]));
    const clockParts = new Intl.DateTimeFormat('en-US', { timeZone: TZ, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    fc.assert(
      fc.property(instant, locale, (at, l) => {
        const noon = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 12));
        expect(formatWeekday(noon, l)).toBe(weekday[l]!.format(noon));
        const parts = Object.fromEntries(clockParts.formatToParts(at).map((p) => [p.type, p.value]));
        const clock = storeClock(at);
        expect([clock.weekday, clock.hour, clock.minute]).toEqual([['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!), Number(parts.hour), Number(parts.minute)]);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('text that reads left to right inside a sentence', () => {
  it("keeps a mobile number's groups in order in a Persian sentence (isolated), in the page's digits", () => {
    expect(mobileExample('fa')).toBe('\u2066۰۹۱۲ ۱۲۳ ۴۵۶۷\u2069');
    expect(mobileExample('en')).toBe('\u20660912 123 4567\u2069');
  });
});

describe('an address in one line', () => {
  it('joins its parts with the language’s comma, leaving out empty ones', () => {
    expect(placeLine(['اصفهان', 'کاشان', 'خیابان امیرکبیر، پلاک ۱۲'], 'fa')).toBe('اصفهان، کاشان، خیابان امیرکبیر، پلاک ۱۲');
    expect(placeLine(['Isfahan', '', 'Kashan'], 'en')).toBe('Isfahan, Kashan');
  });

  it('says once what the next part repeats: a province named as its city, an address typed from its city', () => {
    expect(placeLine(['تهران', 'تهران', 'تهران، خیابان کارگر شمالی'], 'fa')).toBe('تهران، خیابان کارگر شمالی');
    expect(placeLine(['Tehran', 'Tehran', 'Keshavarz Blvd'], 'en')).toBe('Tehran, Keshavarz Blvd');
    expect(placeLine(['Tehran', 'Tehran', 'Tehran - Keshavarz Blvd'], 'en')).toBe('Tehran - Keshavarz Blvd');
  });

  it('keeps a part that the next only begins with as part of another word', () => {
    expect(placeLine(['کرج', 'کرجی‌ها، کوچه ۳'], 'fa')).toBe('کرج، کرجی‌ها، کوچه ۳');
    expect(placeLine(['Ray', 'Rayan Street 4'], 'en')).toBe('Ray, Rayan Street 4');
  });
});
