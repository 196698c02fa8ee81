/**
 * The calendar a member chose in their profile comes with their session (issue 29): a device they
 * sign in on adopts it, so that they read dates in it everywhere. A backend that does not say
 * (no profile) leaves the device's own choice alone.
 */
import { chooseCalendar, chosenCalendar } from '../../i18n/calendar.ts';
import { currentSession, onSessionChange, type SessionView } from '../session/session-state.ts';

function adopt(view: SessionView) {
  const calendar = view.session?.user.calendar;
  if (calendar !== undefined && calendar !== chosenCalendar()) chooseCalendar(calendar);
}

export function followMemberCalendar() {
  adopt(currentSession());
  onSessionChange(adopt);
}
