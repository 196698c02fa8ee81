import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tehranOffsetMinutes, tehranWallClock } from './tehran-time.ts';

/** Tehran's offset as the IANA database that Node carries says (Intl, ICU's copy of tzdata). */
const wall = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});
const intlParts = (ms: number) => Object.fromEntries(wall.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
const intlOffset = (ms: number) => {
  const p = intlParts(ms);
  return (Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000) / 60_000;
};

const FROM = Date.UTC(1936, 0, 1);
const TO = Date.UTC(2100, 0, 1);
const STEP = 24 * 3_600_000;

describe('the store clock (Asia/Tehran without Intl)', () => {
  it('changes offset exactly where the time zone database does, 1936 to 2100', () => {
    // Every change of offset found by stepping a day at a time (Tehran's changes are months apart;
    // a step of 6 hours took 2.4 s of a core, past vitest's 5 s on a busy machine), to the minute.
    const mismatches: string[] = [];
    let previous = intlOffset(FROM);
    for (let t = FROM; t < TO; t += STEP) {
      const now = intlOffset(t);
      if (now !== previous) {
        let lo = t - STEP;
        let hi = t;
        while (hi - lo > 60_000) {
          const mid = Math.floor((lo + hi) / 120_000) * 60_000;
          if (intlOffset(mid) === previous) lo = mid;
          else hi = mid;
        }
        for (const at of [hi - 60_000, hi, hi + 60_000]) {
          if (tehranOffsetMinutes(at) !== intlOffset(at)) mismatches.push(new Date(at).toISOString());
        }
        previous = now;
      }
      if (tehranOffsetMinutes(t) !== now) mismatches.push(new Date(t).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('reads the same wall clock as Intl at any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: FROM, max: TO }), (ms) => {
        const p = intlParts(ms);
        const c = tehranWallClock(new Date(ms));
        expect([c.year, c.month, c.day, c.hour, c.minute]).toEqual([p.year, p.month, p.day, p.hour, p.minute]);
        expect(c.weekday).toBe(new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay());
      }),
      { numRuns: 20_000 },
    );
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => tehranWallClock(new Date(Number.NaN))).toThrow(RangeError);
  });
});
