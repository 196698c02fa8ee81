/** The member's profile (extension, issue 29): read, change, set a password. */
import type { Profile, ProfileUpdateBody } from '../../../contract/member.ts';
import { offers } from '../../device/api/capabilities.ts';
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import { memberCall, memberRead } from '../session/member-call.ts';
import { profileRead } from '../member/member-page-reads.ts';

/** The profile (offline: this device's copy, dated), or null where the backend has no profile call. */
export const loadProfile = async (locale: Locale) =>
  (await offers('profile.get')) ? readThrough('profile', async () => (await memberRead(profileRead(locale))).data) : null;

export const saveProfile = async (locale: Locale, body: ProfileUpdateBody): Promise<Profile> => (await memberCall('profile.update', { params: { lang: locale }, body })).data;

export const savePassword = async (locale: Locale, password: string): Promise<Profile> => (await memberCall('profile.password', { params: { lang: locale }, body: { password } })).data;
