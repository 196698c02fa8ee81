/** The member's inbox calls (extension, issue 27), with the access token of the session. */
import type { NoticeSettings } from '../../../contract/member.ts';
import type { Locale } from '../../i18n/locale.ts';
import { memberCall, memberRead } from '../session/member-call.ts';
import { noticeSettingsRead, noticesRead } from './notice-reads.ts';

export const fetchNotices = (locale: Locale, page: number) => memberRead(noticesRead(locale, page));
export const fetchUnread = async (locale: Locale) => (await memberCall('notices.unread', { params: { lang: locale } })).data.unread;
export const markNoticesRead = async (locale: Locale) => (await memberCall('notices.read', { params: { lang: locale }, body: { all: true } })).data.read;
export const fetchNoticeSettings = async (locale: Locale) => (await memberRead(noticeSettingsRead(locale))).data;
export const saveNoticeSettings = async (locale: Locale, s: NoticeSettings) => (await memberCall('notices.saveSettings', { params: { lang: locale }, body: s })).data;
