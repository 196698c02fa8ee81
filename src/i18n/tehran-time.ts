/**
 * The store's clock (Asia/Tehran) without Intl. A page's first Intl object loads ICU's locale and
 * time zone data: 30-80 ms of main thread on the bench's machine, a long task on any phone, paid
 * by every public page (prices, dates and the footer's year and hours all format as it starts).
 * The offsets are the IANA time zone database's for Asia/Tehran since 1935 (tzdata 2025c: no
 * daylight saving time since September 2022); `tehran-time.test.ts` holds them against the
 * database that Node carries, so a change of Iran's rules fails the unit tests until the list
 * below follows it.
 */

/** Each change: the UTC minute it takes effect (ISO, to the minute) and the offset after it. */
const CHANGES =
  '1935-06-12T20:35 210|1977-03-21T19:30 270|1977-10-20T19:30 240|1978-03-24T20:00 300|1978-08-04T20:00 240|' +
  '1978-11-10T20:00 210|1979-05-26T20:30 270|1979-09-18T19:30 210|1980-03-20T20:30 270|1980-09-22T19:30 210|' +
  '1991-05-02T20:30 270|1991-09-21T19:30 210|1992-03-21T20:30 270|1992-09-21T19:30 210|1993-03-21T20:30 270|' +
  '1993-09-21T19:30 210|1994-03-21T20:30 270|1994-09-21T19:30 210|1995-03-21T20:30 270|1995-09-21T19:30 210|' +
  '1996-03-20T20:30 270|1996-09-20T19:30 210|1997-03-21T20:30 270|1997-09-21T19:30 210|1998-03-21T20:30 270|' +
  '1998-09-21T19:30 210|1999-03-21T20:30 270|1999-09-21T19:30 210|2000-03-20T20:30 270|2000-09-20T19:30 210|' +
  '2001-03-21T20:30 270|2001-09-21T19:30 210|2002-03-21T20:30 270|2002-09-21T19:30 210|2003-03-21T20:30 270|' +
  '2003-09-21T19:30 210|2004-03-20T20:30 270|2004-09-20T19:30 210|2005-03-21T20:30 270|2005-09-21T19:30 210|' +
  '2008-03-20T20:30 270|2008-09-20T19:30 210|2009-03-21T20:30 270|2009-09-21T19:30 210|2010-03-21T20:30 270|' +
  '2010-09-21T19:30 210|2011-03-21T20:30 270|2011-09-21T19:30 210|2012-03-20T20:30 270|2012-09-20T19:30 210|' +
  '2013-03-21T20:30 270|2013-09-21T19:30 210|2014-03-21T20:30 270|2014-09-21T19:30 210|2015-03-21T20:30 270|' +
  '2015-09-21T19:30 210|2016-03-20T20:30 270|2016-09-20T19:30 210|2017-03-21T20:30 270|2017-09-21T19:30 210|' +
  '2018-03-21T20:30 270|2018-09-21T19:30 210|2019-03-21T20:30 270|2019-09-21T19:30 210|2020-03-20T20:30 270|' +
  '2020-09-20T19:30 210|2021-03-21T20:30 270|2021-09-21T19:30 210|2022-03-21T20:30 270|2022-09-21T19:30 210';

/** Local mean time before 1935 (+03:25:44). */
const LMT_MINUTES = 205 + 44 / 60;

let table: { at: number[]; offset: number[] } | undefined;
function changes() {
  if (!table) {
    table = { at: [], offset: [] };
    for (const entry of CHANGES.split('|')) {
      const [iso, minutes] = entry.split(' ');
      table.at.push(Date.parse(`${iso}:00Z`));
      table.offset.push(Number(minutes));
    }
  }
  return table;
}

/** Tehran's offset from UTC, in minutes, at the instant `ms`. */
export function tehranOffsetMinutes(ms: number): number {
  const { at, offset } = changes();
  let lo = 0;
  let hi = at.length;
  // The number of changes at or before `ms`.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at[mid]! <= ms) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? LMT_MINUTES : offset[lo - 1]!;
}

/** What a clock on a wall in Tehran shows at `at`: the fields of a date read in UTC. */
export type WallClock = { year: number; month: number; day: number; weekday: number; hour: number; minute: number };

export function tehranWallClock(at: Date): WallClock {
  const ms = at.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  const wall = new Date(ms + tehranOffsetMinutes(ms) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}
