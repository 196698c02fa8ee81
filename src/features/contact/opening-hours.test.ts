import { describe, expect, it } from 'vitest';
import { daysOf, isOpenAt } from './opening-hours.ts';

const HOURS = [
  { from_day: 6, to_day: 3, opens: '08:00', closes: '16:00' },
  { from_day: 4, to_day: 4, opens: '08:00', closes: '13:00' },
];
/** A moment given in Tehran's time (UTC+3:30, no daylight saving since 2022). */
const tehran = (iso: string) => new Date(`${iso}+03:30`);

describe('opening hours', () => {
  it('reads a range of days that wraps past Saturday', () => {
    expect(daysOf(HOURS[0]!)).toEqual([6, 0, 1, 2, 3]);
    expect(daysOf(HOURS[1]!)).toEqual([4]);
  });
  it('is open within the hours of a working day, in Tehran time, and closed on Friday', () => {
    expect(isOpenAt(HOURS, tehran('2026-11-21T09:30:00'))).toBe(true); // Saturday
    expect(isOpenAt(HOURS, tehran('2026-11-21T16:00:00'))).toBe(false); // Saturday, at closing
    expect(isOpenAt(HOURS, tehran('2026-11-26T12:59:00'))).toBe(true); // Thursday
    expect(isOpenAt(HOURS, tehran('2026-11-26T13:30:00'))).toBe(false); // Thursday afternoon
    expect(isOpenAt(HOURS, tehran('2026-11-27T10:00:00'))).toBe(false); // Friday
    expect(isOpenAt(HOURS, tehran('2026-11-24T07:59:00'))).toBe(false); // Tuesday, before opening
  });
});
