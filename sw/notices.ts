/**
 * Notices by Web Push (issue 27 §3): the server's push carries a notice (encrypted to this
 * device) in the language the member's pages were in; the worker shows it in that language and
 * direction, once (its tag is the notice's), tells open pages (their unread count follows), and a
 * tap opens the order or ticket: in an open window of the store if there is one, else a new one.
 * Offline, the page opens from the app shell and what the device holds of that order or ticket.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { NOTIFICATION_KINDS } from '../contract/constants.ts';
import type { NoticePush } from '../contract/member.ts';
import { CACHE_NAMES } from '../src/device/api/cache-names.ts';
import type { WorkerMessage } from '../src/device/messages.ts';
import { oneAtATime } from '../src/device/one-at-a-time.ts';
import { noticePath, noticeWords, unreadableNotice } from '../src/device/notices/notice-words.ts';
import { messages as en } from '../src/locales/en/notices.po';
import { messages as fa } from '../src/locales/fa/notices.po';
import { directionOf, type Locale } from '../shared/locale.ts';

declare let self: ServiceWorkerGlobalScope;

const i18ns: Record<Locale, I18n> = { fa: setupI18n({ locale: 'fa', messages: { fa } }), en: setupI18n({ locale: 'en', messages: { en } }) };
const ICON = '/icons/icon-192.png';

/** The notice a push carries, if it is one. */
export function noticeOf(data: unknown): NoticePush | null {
  if (typeof data !== 'object' || data === null) return null;
  const n = data as Partial<NoticePush>;
  const known = (NOTIFICATION_KINDS as readonly string[]).includes(String(n.kind));
  return known && Number.isInteger(n.id) && Number.isInteger(n.subject_id) && typeof n.data === 'object' && n.data !== null ? (n as NoticePush) : null;
}

const readJson = (event: PushEvent): unknown => {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
};

/** How many notices' ids the device remembers as shown (a repeat comes within minutes, not after a hundred others). */
const SHOWN_KEPT = 100;
const SHOWN_KEY = '/notices-shown';

/**
 * Whether notice `id` is new to this device; it is remembered as shown from now on. A push
 * service may deliver a push again (a retry), and the repeat can arrive while the first is still
 * being shown, or after the member tapped it away: either way it is not shown again. One check at a
 * time (the worker handles pushes concurrently: the Web Lock of device/one-at-a-time.ts), kept in a
 * cache so that a worker that stopped and started again still knows.
 */
function firstShowing(id: number): Promise<boolean> {
  return oneAtATime('storefront-notices-shown', async () => {
    const cache = await caches.open(CACHE_NAMES.noticesShown);
    const ids = ((await (await cache.match(SHOWN_KEY))?.json().catch(() => null)) ?? []) as number[];
    if (ids.includes(id)) return false;
    await cache.put(SHOWN_KEY, Response.json([...ids, id].slice(-SHOWN_KEPT)));
    return true;
  }).catch(() => true); // Storage refused (full, private mode): show it, as without the check.
}

/** Shows the push's notice (once per notice), and tells the store's open pages. */
export async function showNotice(event: PushEvent): Promise<void> {
  const notice = noticeOf(readJson(event));
  if (notice && !(await firstShowing(notice.id))) return;
  const locale: Locale = notice?.lang === 'en' ? 'en' : 'fa';
  const i18n = i18ns[locale];
  const words = notice ? noticeWords(i18n, locale, notice) : null;
  const fallback = unreadableNotice(i18n, locale);
  const options: NotificationOptions & { timestamp?: number } = {
    body: words ? [words.body, words.more].filter(Boolean).join('\n') : fallback.body,
    lang: locale,
    dir: directionOf(locale),
    icon: ICON,
    // One notification per notice: a push repeated by the service replaces it, never doubles it.
    tag: notice ? `notice-${notice.id}` : 'notice',
    data: { url: notice ? noticePath(locale, notice) : fallback.path, id: notice?.id ?? null },
    ...(notice ? { timestamp: Date.parse(notice.created_at) } : {}),
  };
  await self.registration.showNotification(words?.title ?? fallback.title, options);
  const message: WorkerMessage = { type: 'NOTICE', id: notice?.id ?? 0 };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

/** A tap on a notice: its page, in a window of the store already open if there is one. */
export async function openNotice(event: NotificationEvent): Promise<void> {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const url = new URL(typeof path === 'string' && path.startsWith('/') ? path : '/dashboard/notifications', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.url === url) ?? windows.find((w) => w.focused) ?? windows[0];
  // The page already open, or an open window of the store taken there (a window this worker does
  // not control cannot be: then a new one).
  const shown = !open ? null : open.url === url ? open : await open.navigate(url).catch(() => null);
  if (shown) await shown.focus().catch(() => undefined);
  else await self.clients.openWindow(url);
}
