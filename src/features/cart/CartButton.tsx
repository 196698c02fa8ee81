import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { openCart, useCartState } from './cart-store.ts';

// The drawer and its data load on the first open: the catalogue's first page carries only the badge.
const CartDrawer = lazy(() => import('./CartDrawer.tsx'));

/** The header's cart: how many units, and the drawer (spec §3 cartDrawerState). */
export function CartButton() {
  const { t } = useLingui();
  const locale = useLocale();
  const { count, drawerOpen } = useCartState();
  const shown = formatNumber(count, locale);
  return (
    <>
      <button type="button" className="nav-link cart-button" aria-label={t`Cart (${shown})`} aria-expanded={drawerOpen} onClick={() => void openCart(true)}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
          <circle cx="10" cy="20.5" r="1.3" />
          <circle cx="17.5" cy="20.5" r="1.3" />
        </svg>
        {count ? (
          <span className="badge" aria-hidden="true">
            {shown}
          </span>
        ) : null}
      </button>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
