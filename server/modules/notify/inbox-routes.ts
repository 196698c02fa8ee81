/** The member's inbox (extension, issue 27): notices, the unread count, marking read, SMS on or off, and Web Push on this device. */
import { ApiError } from '../../http/errors.ts';
import { memberRoutes } from '../../http/api-router.ts';
import { DEFAULT_NOTICE_SORT, listNotices, markRead, noticeSettings, saveNoticeSettings, unreadCount } from './inbox-repo.ts';
import { pushState, subscribe, unsubscribe } from './push-subscriptions.ts';

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
    .route(
      'notices.push',
      { summary: 'Web Push: the key to subscribe with (null: this server sends none), and whether the device named is subscribed' },
      async (c, { query, scope }) => ({ data: await pushState(c.var.db, c.var.push, query.endpoint, scope) }),
    )
    .route(
      'notices.subscribe',
      {
        summary: "Tell this device (a browser's push subscription) of the member's notices",
        description: 'The endpoint must be on one of the push services the server is configured to send to (PUSH_SERVICE_HOSTS). 404 when the server sends no Web Push.',
        errors: [404, 429],
      },
      async (c, { body, scope }) => {
        const push = c.var.push;
        if (!push) throw new ApiError(404, 'This store sends no push notifications');
        if (!push.allows(body.endpoint)) throw new ApiError(400, 'The endpoint is not on a known push service', { field: 'endpoint' });
        await subscribe(c.var.db, body, scope);
        return { data: await pushState(c.var.db, push, body.endpoint, scope) };
      },
    )
    .route('notices.unsubscribe', { summary: 'Stop telling this device', errors: [429] }, async (c, { body, scope }) => {
      await unsubscribe(c.var.db, body.endpoint, scope);
      return { data: await pushState(c.var.db, c.var.push, body.endpoint, scope) };
    })
    .list('notices.list', { summary: "The member's notices, newest first", defaultSort: DEFAULT_NOTICE_SORT, load: listNotices }).app;
