/** The inbox's data: from the server, or offline from this device's copy, dated (member-reads.ts). */
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import { fetchNoticeSettings, fetchNotices } from './notices-api.ts';

export const loadInbox = (locale: Locale, page: number) =>
  readThrough(`notices:${page}`, async () => {
    const [list, settings] = await Promise.all([fetchNotices(locale, page), fetchNoticeSettings(locale)]);
    return { list, settings };
  });
