import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMatches, type RegisteredRouter, type RouteIds } from '@tanstack/react-router';
import { MemberFrameView } from './MemberFrame.tsx';

/**
 * Each member page's heading as the page writes it (the same message, so the same words): what
 * the outline shows before the page's data is there. A page whose heading is its data (an order,
 * a ticket) has none here.
 */
const HEADINGS: Partial<Record<RouteIds<RegisteredRouter['routeTree']>, MessageDescriptor>> = {
  '/{-$locale}/dashboard/': msg`Your account`,
  '/{-$locale}/dashboard/notifications': msg`Notifications`,
  '/{-$locale}/dashboard/order/': msg`Your orders`,
  '/{-$locale}/dashboard/organisation/': msg`Your organisation`,
  '/{-$locale}/dashboard/ticket/': msg`Support tickets`,
  '/{-$locale}/dashboard/ticket/new': msg`New ticket`,
  '/{-$locale}/dashboard/review': msg`My reviews`,
  '/{-$locale}/dashboard/recipient': msg`Recipients`,
  '/{-$locale}/dashboard/outbox': msg`Changes to send`,
  '/{-$locale}/credit/': msg`Store credit`,
  '/{-$locale}/credit/account': msg`Credit account`,
  '/{-$locale}/product/favorite': msg`Favourites`,
};

/**
 * A member page before the device has its data: the member's frame (their menu, with the page's
 * own tab marked), the page's heading and grey lines for what comes. The server sends it as the
 * page's first paint (the routes' `ssr: false` on the server, src/entry-server.tsx): the session
 * and the member's data are the device's, so the page itself is drawn there, and replaces this
 * in one frame once it is ready (src/main.tsx). In the browser it is also the member routes'
 * pending view of a slow navigation.
 */
export function MemberOutline() {
  const { t, i18n } = useLingui();
  const leaf = useMatches({ select: (matches) => matches.at(-1)?.routeId });
  const heading = leaf ? HEADINGS[leaf] : undefined;
  return (
    <MemberFrameView name={null} unread={0} organisations={null} offlineSince={null}>
      <section className="page-outline" role="status" aria-live="polite">
        {heading ? <h1>{i18n._(heading)}</h1> : <div className="skeleton skeleton-title" style={{ width: '40%' }} />}
        <span className="visually-hidden">{t`Loading…`}</span>
        <div className="skeleton skeleton-line" style={{ width: '70%' }} />
        <div className="skeleton skeleton-line" style={{ width: '85%' }} />
        <div className="skeleton skeleton-block" />
        <div className="skeleton skeleton-block" />
      </section>
    </MemberFrameView>
  );
}
