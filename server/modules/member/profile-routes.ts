/** The member's profile (extension, issue 29): login type UpdateProfile, and the password of login type Email. */
import { memberRoutes } from '../../http/api-router.ts';
import { getProfile, setPassword, updateProfile } from './profile-repo.ts';

export const profileRoutes = () =>
  memberRoutes('profile')
    .route('profile.get', { summary: "The member's profile: name, number, e-mail, whether a password is set, calendar" }, async (c, { scope }) => ({
      data: await getProfile(c.var.db, scope.memberId),
    }))
    .route('profile.update', { summary: 'Change the name, the e-mail (null removes it and e-mail sign-in) and the calendar', errors: [409, 429] }, async (c, { body, scope }) => ({
      data: await updateProfile(c.var.db, scope.memberId, body),
    }))
    .route('profile.password', { summary: 'Set a password for signing in by e-mail (spec §5 strength rule); every other session of the member ends', errors: [422, 429] }, async (c, { body, scope }) => ({
      data: await setPassword(c.var.db, scope.memberId, body.password, scope.sessionId),
    })).app;
