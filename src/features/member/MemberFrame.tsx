import { Trans, useLingui } from '@lingui/react/macro';
import { BrandLink } from '../shell/BrandLink.tsx';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { useUnreadCount } from '../notices/unread.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { useSessionState } from '../session/session-view.ts';
import { useOffers } from '../../ui/use-offers.ts';
import { useSectionLink } from '../../ui/link-state.ts';
import { ThemeToggle } from '../../ui/theme/ThemeToggle.tsx';
import { CartButton } from '../cart/CartButton.tsx';
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx';

type MenuSection = '/dashboard/notifications' | '/dashboard/order' | '/dashboard/organisation' | '/dashboard/ticket' | '/dashboard/review' | '/dashboard/recipient' | '/dashboard/outbox' | '/product/favorite' | '/credit';

/** A link of the member's menu: the page itself on its section's own page, "the current item" on the section's others (an order, a ticket). */
function MenuLink({ section, children }: { section: MenuSection; children: ReactNode }) {
  const locale = useLocaleParam();
  return (
    <Link to={`/{-$locale}${section}`} params={{ locale }} {...useSectionLink(section)}>
      {children}
    </Link>
  );
}

/** The member area's frame (header and footer are hidden there, spec §2): navigation and who is signed in. */
export function MemberFrame({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { user, offline, checkedAt } = useSessionState((s) => ({
    user: s.session?.user ?? s.lastUser,
    offline: s.status === 'offline',
    checkedAt: s.checkedAt,
  }));
  const unread = useUnreadCount();
  // Buying for an organisation (issue 31 §1) is an extension: shown where the backend has it.
  const organisations = useOffers('orders.organisation');
  return (
    <MemberFrameView
      name={user ? `${user.first_name} ${user.last_name}` : ''}
      unread={unread}
      organisations={organisations}
      offlineSince={offline && checkedAt ? formatDate(new Date(checkedAt), locale) : offline ? '' : null}
    >
      {children}
    </MemberFrameView>
  );
}

/**
 * The frame as drawn from what is known of the member. `name` null: not known yet (the server's
 * outline of the page, src/features/member/MemberOutline.tsx), whose line is kept so that nothing
 * moves when it comes; `offlineSince`: when the member's data was last read, shown offline only.
 */
export function MemberFrameView({ name, unread, organisations, offlineSince, children }: {
  name: string | null;
  unread: number;
  organisations: boolean | null;
  offlineSince: string | null;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const unreadText = formatNumber(unread, locale);
  const checked = offlineSince ?? '';
  const tabs = useRef<HTMLUListElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    // Where the menu is a row of tabs wider than the screen (phones, tablets), the page's own tab is
    // brought into the row's view: "Support tickets" or "Store credit" is otherwise off the edge,
    // and nothing says which page this is. After the paint, so that measuring it forces no layout of
    // a first render; the row alone scrolls, never the page.
    const frame = requestAnimationFrame(() => {
      const row = tabs.current;
      const active = row?.querySelector<HTMLElement>('a[aria-current]');
      if (!row || !active || row.scrollWidth <= row.clientWidth) return;
      const r = active.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      const margin = 24;
      if (r.left < box.left) row.scrollBy({ left: r.left - box.left - margin });
      else if (r.right > box.right) row.scrollBy({ left: r.right - box.right + margin });
    });
    return () => cancelAnimationFrame(frame);
    // Again when a tab appears or widens before it (the organisation's, once the backend is known; the unread count).
  }, [pathname, organisations, unread]);
  return (
    <div className="member-frame container">
      <aside className="member-nav">
        <BrandLink />
        {name ? (
          <p className="member-name">
            <Trans>Signed in as {name}</Trans>
          </p>
        ) : name === null ? (
          <p className="member-name" aria-hidden="true">
            {'\u00a0'}
          </p>
        ) : null}
        {/* The site's header is hidden here (spec §2); a phone keeps its row (AppFrame), and a wider
            screen has the header's tools a member still needs here: the cart, the other language, the theme. */}
        <div className="member-tools">
          <CartButton />
          <LanguageSwitch />
          <ThemeToggle />
        </div>
        <nav aria-label={t`Your account`}>
          <ul ref={tabs}>
            <li>
              <Link to="/{-$locale}/dashboard" params={{ locale: localeParam }} activeOptions={{ exact: true }}>
                <Trans>Profile</Trans>
              </Link>
            </li>
            <li>
              <MenuLink section="/dashboard/notifications">
                <Trans>Notifications</Trans>
                {unread ? (
                  <>
                    {' '}
                    <span className="badge" aria-hidden="true">
                      {formatNumber(unread, locale)}
                    </span>
                    <span className="visually-hidden">
                      <Trans>({unreadText} new)</Trans>
                    </span>
                  </>
                ) : null}
              </MenuLink>
            </li>
            <li>
              <MenuLink section="/dashboard/order">
                <Trans>Orders</Trans>
              </MenuLink>
            </li>
            {organisations ? (
              <li>
                <MenuLink section="/dashboard/organisation">
                  <Trans>Organisation</Trans>
                </MenuLink>
              </li>
            ) : null}
            <li>
              <MenuLink section="/dashboard/ticket">
                <Trans>Support tickets</Trans>
              </MenuLink>
            </li>
            <li>
              <MenuLink section="/dashboard/review">
                <Trans>My reviews</Trans>
              </MenuLink>
            </li>
            <li>
              <MenuLink section="/dashboard/recipient">
                <Trans>Recipients</Trans>
              </MenuLink>
            </li>
            <li>
              <MenuLink section="/product/favorite">
                <Trans>Favourites</Trans>
              </MenuLink>
            </li>
            <li>
              <MenuLink section="/credit">
                <Trans>Store credit</Trans>
              </MenuLink>
            </li>
            <li>
              <MenuLink section="/dashboard/outbox">
                <Trans>Changes to send</Trans>
              </MenuLink>
            </li>
            <li>
              <Link to="/{-$locale}/member/signout" params={{ locale: localeParam }}>
                <Trans>Sign out</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="member-main">
        {offlineSince !== null ? (
          <p className="offline-note" role="status">
            <Trans>You are offline: this is what was saved when you were last online ({checked}). Changes wait until you are back.</Trans>
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
