import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ListResponse } from '../../../contract/common.ts';
import type { Notice, NoticeSettings } from '../../../contract/member.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { Switch } from '../../ui/Switch.tsx';
import { Code } from '../../ui/Code.tsx';
import { notify } from '../../ui/notifications.tsx';
import { EmptyPage, Pager } from '../../ui/Pager.tsx';
import { SavedNote } from '../../ui/SavedNote.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { noticePath, noticeWords } from '../../device/notices/notice-words.ts';
import { writeLocal } from '../../lib/local-store.ts';
import { devicePush, turnPushOff, turnPushOn, type DevicePush } from './device-push.ts';
import { markNoticesRead, saveNoticeSettings } from './notices-api.ts';
import { refreshUnread } from './unread-watch.ts';
import './inbox.css';

/** A notice in the page's language (the words the device's notification uses too), and what the member can do about it. */
function NoticeBody({ notice }: { notice: Notice }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const d = notice.data;
  const navigate = useNavigate();
  const words = noticeWords(i18n, locale, notice);
  const href = noticePath(locale, notice);
  const open = (e: React.MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href });
  };
  return (
    <>
      <p className="notice-title">
        <a href={href} onClick={open}>
          {words.body}
        </a>
      </p>
      {notice.kind === 'order_shipped' && d.tracking_code ? (
        <p>
          <Trans>Tracking code</Trans>: <Code>{String(d.tracking_code)}</Code>
          {d.tracking_url ? (
            <>
              {' · '}
              <a href={String(d.tracking_url)} target="_blank" rel="noopener noreferrer">
                <Trans>Track the parcel</Trans>
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

/** Notifications on this device: a switch where the browser can and the store sends them, and why not where it cannot. */
function DevicePushSwitch({ offline }: { offline: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [state, setState] = useState<DevicePush | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    devicePush(locale).then(
      (s) => live && setState(s),
      () => live && setState(null),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  if (state === null || state === 'unavailable') return null;
  if (state === 'unsupported') {
    return (
      <p className="inbox-push-note">
        <Trans>This browser cannot show notifications from the store; install the app, or use another browser, to be told on this device.</Trans>
      </p>
    );
  }
  const change = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        const outcome = await turnPushOn(locale);
        if (outcome === 'on') notify({ kind: 'success', title: t`Notifications are on for this device.` });
        else if (outcome === 'blocked') setState('blocked');
        else if (outcome === 'offline') notify({ kind: 'error', title: t`You are offline: change this once you are back online.` });
        else if (outcome === 'failed') notify({ kind: 'error', title: t`This browser could not turn notifications on. Everything is still here.` });
        setState(outcome === 'on' ? 'on' : outcome === 'blocked' ? 'blocked' : 'off');
      } else {
        await turnPushOff(locale);
        // A clear no: the offer after the next order waits a month too.
        writeLocal('pushOfferDeclined', String(Date.now()));
        setState('off');
        notify({ kind: 'success', title: t`This device will no longer show notifications.` });
      }
    } catch (err) {
      notify({ kind: 'error', title: err instanceof ApiCallError && err.offline ? t`You are offline: change this once you are back online.` : t`The setting could not be saved. Try again.` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <label className="inbox-push">
        <Switch checked={state === 'on'} busy={busy} disabled={offline || state === 'blocked'} onChange={(on) => void change(on)} />
        <span>
          <Trans>Show notifications on this device</Trans>
        </span>
      </label>
      {state === 'blocked' ? (
        <p className="inbox-push-note">
          <Trans>Notifications are blocked for this site. You can allow them in the browser’s site settings.</Trans>
        </p>
      ) : null}
    </>
  );
}

/** `/dashboard/notifications`: what the store told the member, newest first, and whether order news also comes by SMS. */
/** Where the backend has no inbox (issue 29): said, with where the news of an order is instead. */
export function InboxUnavailable() {
  const { t } = useLingui();
  usePageTitle(t`Notifications`);
  return (
    <section aria-labelledby="inbox-title" className="inbox">
      <h1 id="inbox-title">
        <Trans>Notifications</Trans>
      </h1>
      <p className="empty-list">
        <Trans>Notifications are not available in this store. Your orders and tickets show their latest state on their own pages.</Trans>
      </p>
    </section>
  );
}

export function InboxPage({ list, settings, savedAt, page }: { list: ListResponse<Notice>; settings: NoticeSettings; savedAt: number | null; page: number }) {
  const { t } = useLingui();
  usePageTitle(t`Notifications`);
  const locale = useLocale();
  const [sms, setSms] = useState(settings.sms);
  const [saving, setSaving] = useState(false);
  // Opened online, what is shown has been read (the marks below stay for this visit); the count is
  // asked again after that, so that one asked before it cannot bring the old number back.
  useEffect(() => {
    if (savedAt !== null || !list.data.some((n) => n.read_at === null)) return;
    void markNoticesRead(locale).then(refreshUnread, () => undefined);
  }, [list, savedAt, locale]);
  const changeSms = async (on: boolean) => {
    setSaving(true);
    try {
      setSms((await saveNoticeSettings(locale, { sms: on })).sms);
      notify({ kind: 'success', title: on ? t`Order news will also come by SMS.` : t`Order news will no longer come by SMS.` });
    } catch (err) {
      notify({ kind: 'error', title: err instanceof ApiCallError && err.offline ? t`You are offline: change this once you are back online.` : t`The setting could not be saved. Try again.` });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="inbox-title" className="inbox">
      <h1 id="inbox-title">
        <Trans>Notifications</Trans>
      </h1>
      <SavedNote savedAt={savedAt} />
      {list.data.length ? (
        <ol className="inbox-list">
          {list.data.map((notice) => (
            <li key={notice.id} className={notice.read_at === null ? 'inbox-item is-unread' : 'inbox-item'}>
              {notice.read_at === null ? (
                <span className="inbox-new">
                  <Trans>New</Trans>
                </span>
              ) : null}
              <NoticeBody notice={notice} />
              <time dateTime={notice.created_at}>{formatDateTime(notice.created_at, locale)}</time>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyPage list={list} page={page}>
          <p className="empty-list">
            <Trans>Nothing yet. When an order is paid, shipped or delivered, or a ticket is answered, it is told here.</Trans>
          </p>
        </EmptyPage>
      )}
      <Pager paging={list.paging} page={page} />
      {/* How the member is told, after what they were told: whether this device can show
          notifications is known only once the browser and the store have answered, and the
          switch that then appears moved the list down under a finger about to tap it. */}
      <div className="inbox-settings">
        <label className="inbox-sms">
          <Switch checked={sms} busy={saving} disabled={savedAt !== null} onChange={(on) => void changeSms(on)} />
          <span>
            <Trans>Also send me an SMS when an order is paid or shipped</Trans>
          </span>
        </label>
        <DevicePushSwitch offline={savedAt !== null} />
      </div>
    </section>
  );
}
