import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BrandLink } from '../shell/BrandLink.tsx';

/** Checkout's frame (the site's header is hidden there, spec §2): the logo home, the heading. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className="order-frame container">
      <header className="order-head">
        <BrandLink />
        <h1>
          <Trans>Checkout</Trans>
        </h1>
      </header>
      {children}
    </div>
  );
}

/**
 * Checkout before the device has the member's cart and session: its frame and heading, and grey
 * lines for the steps. The server sends it as the page's first paint (see MemberOutline), and it
 * is the route's pending view of a slow navigation.
 */
export function CheckoutOutline() {
  const { t } = useLingui();
  return (
    <CheckoutFrame>
      <section className="page-outline" role="status" aria-live="polite">
        <span className="visually-hidden">{t`Loading…`}</span>
        <div className="skeleton skeleton-line" style={{ width: '50%' }} />
        <div className="skeleton skeleton-block" />
        <div className="skeleton skeleton-block" />
      </section>
    </CheckoutFrame>
  );
}
