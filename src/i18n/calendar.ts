/**
 * The calendar dates are shown in (spec §3's calendar types: Jalali 1, Gregorian 2). With no choice
 * made it is the page's language's: Jalali in Persian, Gregorian in English. A member may choose
 * one in their profile (a Persian reader who prefers Gregorian dates gets them everywhere); the
 * choice is kept on the device in the `calendar` cookie, and comes with the member's session on
 * another device.
 *
 * A page rendered by the server shows its language's calendar (its HTML is the same for everyone,
 * and kept); a different choice is applied once the page has hydrated (`applyStoredCalendar`),
 * and every component that reads the language (ui/use-locale.ts) draws its dates again.
 */
import { CALENDAR_TYPES, type CalendarType } from '../../contract/constants.ts';
import type { Locale } from './locale.ts';

export const CALENDAR_COOKIE = 'calendar';
const ONE_YEAR_S = 365 * 24 * 3600;

let chosen: CalendarType | null = null;
const listeners = new Set<() => void>();

/** The calendar of dates on a page in `locale`: the choice applied, or the language's own. */
export const calendarFor = (locale: Locale, choice: CalendarType | null = chosen): CalendarType =>
  choice ?? (locale === 'fa' ? CALENDAR_TYPES.jalali : CALENDAR_TYPES.gregorian);

/** The choice applied on this page (null: the language's). */
export const chosenCalendar = (): CalendarType | null => chosen;

export function subscribeCalendar(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function apply(next: CalendarType | null) {
  if (next === chosen) return;
  chosen = next;
  for (const l of listeners) l();
}

/** The calendar a cookie header names, or null. */
export function calendarOfCookie(cookie: string): CalendarType | null {
  const m = /(?:^|;\s*)calendar=([12])(?:;|$)/.exec(cookie);
  return m ? (Number(m[1]) as CalendarType) : null;
}

/** Once the page has hydrated (or before a page drawn by the browser alone): the device's choice. */
export function applyStoredCalendar() {
  if (typeof document !== 'undefined') apply(calendarOfCookie(document.cookie));
}

/** The member's choice: kept on this device, and applied to the page now (null: the language's). */
export function chooseCalendar(next: CalendarType | null) {
  if (typeof document !== 'undefined') {
    document.cookie = next === null ? `${CALENDAR_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax` : `${CALENDAR_COOKIE}=${next}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
  }
  apply(next);
}
