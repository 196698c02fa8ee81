/**
 * The calendar a member chose in their profile comes with their session (issue 29): a device they
 * sign in on adopts it, so that they read dates in it everywhere. A backend that does not say
 * (no profile) leaves the device's own choice alone.
 */
import type { CalendarType } from '../../../contract/constants.ts';
import { chooseCalendar, chosenCalendar } from '../../i18n/calendar.ts';
import { currentSession, onSessionChange, type SessionView } from '../session/session-state.ts';

/** The calendar the last session said: a session that says the same again (a refresh, a status change) changes nothing on the device. */
let said: CalendarType | null | undefined;

function adopt(view: SessionView) {
  const calendar = view.session?.user.calendar;
  if (calendar === undefined || calendar === said) return;
  said = calendar;
  if (calendar !== chosenCalendar()) chooseCalendar(calendar);
}

export function followMemberCalendar() {
  adopt(currentSession());
  onSessionChange(adopt);
}
