import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Switch } from 'antd';
import { useEffect, useState } from 'react';
import type { ListResponse } from '../../../contract/common.ts';
import type { Notice, NoticeSettings } from '../../../contract/member.ts';
import { ApiCallError } from '../../device/api/client.ts';
import { formatDateTime, localDigits } from '../../i18n/format.ts';
import { AntdScope } from '../../ui/antd/AntdScope.tsx';
import { Code } from '../../ui/Code.tsx';
import { notify } from '../../ui/notifications.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Price } from '../../product/Price.tsx';
import { SavedNote } from '../../ui/SavedNote.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { markNoticesRead, saveNoticeSettings } from './notices-api.ts';
import { refreshUnread } from './unread-watch.ts';
import './inbox.css';

/** A notice in the page's language: what happened, and what the member can do about it. */
function NoticeBody({ notice }: { notice: Notice }) {
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const d = notice.data;
  const n = localDigits(String(d.order_id ?? notice.subject_id), locale);
  const orderLink = (children: React.ReactNode) => (
    <Link to="/{-$locale}/dashboard/order/$orderId" params={{ locale: localeParam, orderId: String(d.order_id ?? notice.subject_id) }}>
      {children}
    </Link>
  );
  switch (notice.kind) {
    case 'order_placed':
      return <p className="notice-title">{orderLink(<Trans>Order {n} was placed and waits for payment.</Trans>)}</p>;
    case 'order_paid':
      return <p className="notice-title">{orderLink(<Trans>Order {n} is paid: we are preparing it.</Trans>)}</p>;
    case 'order_shipped': {
      const carrier = String(d.carrier ?? '');
      return (
        <>
          <p className="notice-title">{orderLink(<Trans>Order {n} has shipped with {carrier}.</Trans>)}</p>
          <p>
            <Trans>Tracking code</Trans>: <Code>{String(d.tracking_code ?? '')}</Code>
            {d.tracking_url ? (
              <>
                {' · '}
                <a href={String(d.tracking_url)} target="_blank" rel="noopener noreferrer">
                  <Trans>Track the parcel</Trans>
                </a>
              </>
            ) : null}
          </p>
        </>
      );
    }
    case 'order_delivered':
      return <p className="notice-title">{orderLink(<Trans>Order {n} was delivered.</Trans>)}</p>;
    case 'order_cancelled':
      return <p className="notice-title">{orderLink(<Trans>Order {n} was cancelled.</Trans>)}</p>;
    case 'order_refunded':
      return (
        <p className="notice-title">
          {orderLink(
            d.to === 'credit' ? (
              <Trans>
                The payment for order {n} came back to your store credit: <Price rial={Number(d.amount ?? 0)} />.
              </Trans>
            ) : (
              <Trans>
                The payment for order {n} went back to your card: <Price rial={Number(d.amount ?? 0)} />.
              </Trans>
            ),
          )}
        </p>
      );
    case 'ticket_answered':
      return (
        <p className="notice-title">
          <Link to="/{-$locale}/dashboard/ticket/detail" params={{ locale: localeParam }} search={{ id: notice.subject_id }}>
            <Trans>Your support ticket has a new answer.</Trans>
          </Link>
        </p>
      );
    case 'review_published':
      return (
        <p className="notice-title">
          <Link to="/{-$locale}/dashboard/review" params={{ locale: localeParam }}>
            <Trans>Your review was published.</Trans>
          </Link>
        </p>
      );
  }
}

/** `/dashboard/notifications`: what the store told the member, newest first, and whether order news also comes by SMS. */
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
    <AntdScope>
      <section aria-labelledby="inbox-title" className="inbox">
        <h1 id="inbox-title">
          <Trans>Notifications</Trans>
        </h1>
        <SavedNote savedAt={savedAt} />
        <label className="inbox-sms">
          <Switch checked={sms} loading={saving} disabled={savedAt !== null} onChange={(on) => void changeSms(on)} />
          <span>
            <Trans>Also send me an SMS when an order is paid or shipped</Trans>
          </span>
        </label>
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
          <p className="empty-list">
            <Trans>Nothing yet. When an order is paid, shipped or delivered, or a ticket is answered, it is told here.</Trans>
          </p>
        )}
        <Pager paging={list.paging} page={page} />
      </section>
    </AntdScope>
  );
}
