/** Opening hours (pure): whether the store is open at a moment, in its own time zone. */
import type { OpeningHours } from '../../../contract/content.ts';
import { storeClock } from '../../i18n/format.ts';

/** The days a range covers, in order (a range may wrap past Saturday: 6 → 3 is Sat … Wed). */
export function daysOf(h: OpeningHours): number[] {
  const days: number[] = [];
  for (let d = h.from_day; ; d = (d + 1) % 7) {
    days.push(d);
    if (d === h.to_day || days.length === 7) return days;
  }
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export function isOpenAt(hours: readonly OpeningHours[], at: Date): boolean {
  const { weekday, hour, minute } = storeClock(at);
  const minutes = hour * 60 + minute;
  return hours.some((h) => daysOf(h).includes(weekday) && minutes >= minutesOf(h.opens) && minutes < minutesOf(h.closes));
}
