import { Trans, useLingui } from '@lingui/react/macro';
import { BrandLink } from './BrandLink.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { useCompareCount } from '../compare/compare-ids.ts';
import type { MenuEntry } from '../../product/menu.ts';
import type { Box } from '../../../contract/content.ts';
import { ContactWidget } from '../contact/ContactWidget.tsx';
import { ThemeToggle } from '../../ui/theme/ThemeToggle.tsx';
import { useSessionState } from '../session/session-view.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ProductsMenu } from './ProductsMenu.tsx';
import { AccountIcon, BellIcon } from './icons.tsx';
import { CartButton } from '../cart/CartButton.tsx';
import { usePendingCount } from '../outbox/pending-count.ts';
import { SearchBox } from '../search/SearchBox.tsx';
import { useUnreadCount } from '../notices/unread.ts';
import { useSectionLink } from '../../ui/link-state.ts';

/**
 * A header link named by what it shows (WCAG 2.5.3): its mark, a hidden word, then the visible count
 * when there is one ("Compare 2").
 */
function CountLink({ to, name, count, className = 'nav-link', children }: { to: '/{-$locale}/compare' | '/{-$locale}/dashboard/outbox' | '/{-$locale}/dashboard/notifications'; name: string; count: number; className?: string; children: ReactNode }) {
  const locale = useLocaleParam();
  const shown = formatNumber(count, useLocale());
  return (
    <Link to={to} params={{ locale }} className={className}>
      {children}
      <span className="visually-hidden">{name} </span>
      {count ? <span className="badge">{shown}</span> : null}
    </Link>
  );
}

function CompareLink() {
  const { t } = useLingui();
  return (
    <CountLink to="/{-$locale}/compare" name={t`Compare`} count={useCompareCount()}>
      <span aria-hidden="true">⇄</span>
    </CountLink>
  );
}

/** Writes waiting on this device (made offline, or refused): their count, opening the outbox. */
function PendingLink() {
  const { t } = useLingui();
  const count = usePendingCount();
  if (!count) return null;
  return (
    <CountLink to="/{-$locale}/dashboard/outbox" name={t`Changes to send`} count={count} className="nav-link pending-link">
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" />
        <path d="M12 8v4l3 2" />
      </svg>
    </CountLink>
  );
}

/** A member's notifications: a bell, with how many are new. */
function InboxLink() {
  const { t } = useLingui();
  const member = useSessionState((s) => Boolean(s.session?.user ?? s.lastUser));
  const unread = useUnreadCount();
  if (!member) return null;
  return (
    <CountLink to="/{-$locale}/dashboard/notifications" name={t`Notifications`} count={unread} className="nav-link inbox-link">
      <BellIcon size={22} />
    </CountLink>
  );
}

function AccountLink() {
  const locale = useLocaleParam();
  const name = useSessionState((s) => s.session?.user.first_name ?? s.lastUser?.first_name ?? null);
  const section = useSectionLink('/dashboard');
  if (name) {
    return (
      // The accessible name holds the visible name (WCAG 2.5.3): "Nima, your account".
      <Link to="/{-$locale}/dashboard" params={{ locale }} className="nav-link header-account" {...section}>
        <AccountIcon size={22} />
        <span className="account-name" aria-hidden="true">
          {name}
        </span>
        <span className="visually-hidden">
          <Trans>{name}, your account</Trans>
        </span>
      </Link>
    );
  }
  return (
    <Link to="/{-$locale}/member/signin" params={{ locale }} className="nav-link header-account">
      <Trans>Sign in</Trans>
    </Link>
  );
}

/** A content section's link: the page itself when it is the section's list, "the current item" on its other pages (an article). */
function SectionLink({ section, children }: { section: '/news' | '/album' | '/faq'; children: ReactNode }) {
  const locale = useLocaleParam();
  return (
    <Link to={`/{-$locale}${section}`} params={{ locale }} className="nav-link" {...useSectionLink(section)}>
      {children}
    </Link>
  );
}

export function Header({ menu, contact = null }: { menu: MenuEntry[]; contact?: Box | null }) {
  const { t } = useLingui();
  return (
    <header className="site-header">
      <div className="container header-row">
        <BrandLink />
        <SearchBox id="header-q" className="header-search" button="icon" name={t`Site search`} placeholder={t`Search by name or code`} />
        <div className="header-tools">
          <PendingLink />
          <InboxLink />
          <CompareLink />
          <CartButton className="nav-link cart-button header-cart" />
          <AccountLink />
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </div>
      <div className="container header-nav-row">
        <nav aria-label={t`Main`} className="main-nav">
          <ProductsMenu menu={menu} />
          <SectionLink section="/news">
            <Trans>News</Trans>
          </SectionLink>
          <SectionLink section="/album">
            <Trans>Gallery</Trans>
          </SectionLink>
          <SectionLink section="/faq">
            <Trans>FAQ</Trans>
          </SectionLink>
        </nav>
        <ContactWidget box={contact} />
      </div>
    </header>
  );
}
