import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { preloadable } from '../../ui/preloadable.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { openCart, useCartState } from './cart-store.ts';

// The drawer and its data load after the page has started (preloadCartDrawer, once it is idle) or
// at the first open: the catalogue's first page carries only the badge.
const drawer = preloadable(() => import('./CartDrawer.tsx'));
const CartDrawer = drawer.Component;

/** The drawer's code, fetched while the page is idle, so that a tap on the cart paints the drawer at once. */
export const preloadCartDrawer = drawer.preload;

function CartIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20.5" r="1.3" />
      <circle cx="17.5" cy="20.5" r="1.3" />
    </svg>
  );
}

/**
 * A cart button (spec §3 cartDrawerState): how many units, opening the drawer. The header has one,
 * the phone's bottom bar another (`label`: its word under the icon); the drawer is the page's one.
 */
export function CartButton({ label, className = 'nav-link cart-button' }: { label?: string; className?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { count, drawerOpen } = useCartState();
  const shown = formatNumber(count, locale);
  return (
    <button type="button" className={className} aria-label={t`Cart (${shown})`} aria-expanded={drawerOpen} onClick={() => void openCart(true)}>
      <CartIcon />
      {label ? <span aria-hidden="true">{label}</span> : null}
      {/* The count is drawn (CSS), not text: the button's name says it ("Cart (2)"), and the word seen is in the name. */}
      {count ? <span className="badge" data-count={shown} aria-hidden="true" /> : null}
    </button>
  );
}

/** The cart drawer, once for the page, while it is open. */
export function CartDrawerHost() {
  const { drawerOpen } = useCartState();
  return drawerOpen ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}
