/** The inbox's data: from the server, or offline from this device's copy, dated (member-reads.ts). */
import type { Locale } from '../../i18n/locale.ts';
import { readThrough } from '../member/member-reads.ts';
import { fetchNoticeSettings, fetchNotices } from './notices-api.ts';
import { offers } from '../../device/api/capabilities.ts';

/** Null where the backend has no inbox (an extension, issue 29): the page says so. */
export const loadInbox = async (locale: Locale, page: number) =>
  (await offers('notices.list'))
    ? readThrough(`notices:${page}`, async () => {
        const [list, settings] = await Promise.all([fetchNotices(locale, page), fetchNoticeSettings(locale)]);
        return { list, settings };
      })
    : null;
