import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { createStore } from '../../device/store.ts';
import { useStore } from '../../lib/use-store.ts';
import { preloadable } from '../../ui/preloadable.tsx';
import { PHONE_QUERY } from '../../ui/breakpoints.ts';
import { CartButton } from '../cart/CartButton.tsx';
import type { MenuEntry } from '../../product/menu.ts';
import { useSessionState } from '../session/session-view.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useUnreadCount } from '../notices/unread.ts';
import { AccountIcon, SearchIcon } from './icons.tsx';
import { useSectionLink } from '../../ui/link-state.ts';

// The categories' drawer loads once the page is idle (preloadCategoriesDrawer), or at its first opening.
const sheet = preloadable(() => import('./CategoriesDrawer.tsx'));
const CategoriesDrawer = sheet.Component;

/** The sheet's code, fetched while the page is idle: a tap on the bar's categories then paints the sheet at once. */
export const preloadCategoriesDrawer = () => {
  // Wider than a phone, there is no bar: no such tap to come.
  if (window.matchMedia(PHONE_QUERY).matches) sheet.preload();
};

const icon = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/**
 * The page the categories' sheet was opened on (null: closed): following one of its links closes it.
 * A store of its own, so that opening it renders its button and the sheet, not the whole bar with
 * its links and the cart's button, in the tap's task (bench/taps.ts).
 */
const openOn = createStore<string | null>(null);
const closeSheet = () => openOn.set(null);

function CategoriesButton() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const open = useStore(openOn) === pathname;
  return (
    <button type="button" className="bottom-link" aria-expanded={open} aria-controls="categories-drawer" onClick={() => openOn.set(pathname)}>
      <svg aria-hidden="true" {...icon}>
        <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
        <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
        <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
        <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
      </svg>
      <span>
        <Trans>Categories</Trans>
      </span>
    </button>
  );
}

function CategoriesSheet({ menu }: { menu: MenuEntry[] }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return useStore(openOn) === pathname ? (
    <Suspense fallback={null}>
      <CategoriesDrawer menu={menu} onClose={closeSheet} />
    </Suspense>
  ) : null;
}

/**
 * The phone's bottom bar (below the spec's `sm`, 600 px; hidden wider): home, the categories'
 * drawer, search, the cart with its count and the account, within the thumb's reach.
 */
export function BottomNav({ menu }: { menu: MenuEntry[] }) {
  const { t } = useLingui();
  const locale = useLocaleParam();
  const member = useSessionState((s) => s.session?.user.first_name ?? s.lastUser?.first_name ?? null);
  const cart = t`Cart`;
  const unread = useUnreadCount();
  const unreadText = formatNumber(unread, useLocale());
  const accountSection = useSectionLink('/dashboard');
  return (
    <>
      <nav className="bottom-nav" aria-label={t`Shortcuts`}>
        <Link to="/{-$locale}" params={{ locale }} activeOptions={{ exact: true, includeSearch: false }} className="bottom-link">
          <svg aria-hidden="true" {...icon}>
            <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
          </svg>
          <span>
            <Trans>Home</Trans>
          </span>
        </Link>
        <CategoriesButton />
        <Link to="/{-$locale}/search" params={{ locale }} className="bottom-link">
          <SearchIcon />
          <span>
            <Trans>Search</Trans>
          </span>
        </Link>
        <CartButton className="bottom-link cart-button" label={cart} />
        {member ? (
          <Link to="/{-$locale}/dashboard" params={{ locale }} className="bottom-link" {...accountSection}>
            <AccountIcon />
            <span className="bottom-name">{member}</span>
            {unread ? (
              <>
                <span className="badge" aria-hidden="true">
                  {unreadText}
                </span>
                <span className="visually-hidden">{t`${unreadText} new notifications`}</span>
              </>
            ) : null}
          </Link>
        ) : (
          <Link to="/{-$locale}/member/signin" params={{ locale }} className="bottom-link">
            <AccountIcon />
            <span>
              <Trans>Sign in</Trans>
            </span>
          </Link>
        )}
      </nav>
      <CategoriesSheet menu={menu} />
    </>
  );
}
