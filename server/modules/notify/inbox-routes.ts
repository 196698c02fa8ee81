/** The member's inbox (extension, issue 27): notices, the unread count, marking read, SMS on or off. */
import { memberRoutes } from '../../http/api-router.ts';
import { DEFAULT_NOTICE_SORT, listNotices, markRead, noticeSettings, saveNoticeSettings, unreadCount } from './inbox-repo.ts';

export const inboxRoutes = () =>
  memberRoutes('notices')
    .route('notices.unread', { summary: "How many of the member's notices are unread" }, async (c, { scope }) => ({ data: { unread: await unreadCount(c.var.db, scope.memberId) } }))
    .route('notices.settings', { summary: 'Whether order news also comes by SMS' }, async (c, { scope }) => ({ data: await noticeSettings(c.var.db, scope.memberId) }))
    .route('notices.saveSettings', { summary: 'Turn order news by SMS on or off', errors: [429] }, async (c, { body, scope }) => ({
      data: await saveNoticeSettings(c.var.db, scope.memberId, body),
    }))
    .route('notices.read', { summary: 'Mark notices read (the given ids, or all)', errors: [429] }, async (c, { body, scope }) => ({
      data: { read: await markRead(c.var.db, scope.memberId, 'all' in body ? 'all' : body.ids) },
    }))
    .list('notices.list', { summary: "The member's notices, newest first", defaultSort: DEFAULT_NOTICE_SORT, load: listNotices }).app;
