import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useModalFocus } from '../../ui/modal-focus.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { CartLines } from './CartLines.tsx';
import { CartSummary } from './CartSummary.tsx';
import { PriceReviewPanel } from './PriceReviewPanel.tsx';
import { clearCart } from '../../device/cart/cart-rules.ts';
import { changeCartUndoably, openCart, repriceCart, useCartState } from './cart-store.ts';
import { CURRENT_WHEN_SAME } from '../../ui/link-state.ts';

const closeCart = () => void openCart(false);

/** The cart drawer: the lines, their changes since they were added, and the way to checkout. */
export default function CartDrawer() {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const { cart, review } = useCartState();
  const close = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  useModalFocus(drawer, close, closeCart);
  // The drawer paints with the tap (its head, as while the cart loads from the device); its lines,
  // total and links are drawn in the frame after, as a transition: in the tap's own task they held
  // its paint back on a slowed phone (bench/taps.ts), as the categories' sheet's links did.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  useEffect(() => void repriceCart(locale), [locale]);
  return (
    <div className="drawer-backdrop" onClick={(e) => e.target === e.currentTarget && closeCart()}>
      <aside ref={drawer} className="drawer" role="dialog" aria-modal="true" aria-labelledby="cart-title">
        <header className="drawer-head">
          <h2 id="cart-title">
            <Trans>Your cart</Trans>
          </h2>
          <button ref={close} type="button" className="icon-button" aria-label={t`Close the cart`} onClick={closeCart}>
            ✕
          </button>
        </header>
        {cart === null || !drawn ? null : cart.items.length === 0 ? (
          <div className="empty-state">
            <p className="empty-list">
              <Trans>Your cart is empty. Add products from their pages; the cart stays on this device, offline too.</Trans>
            </p>
            <Link to="/{-$locale}/product" params={{ locale: localeParam }} className="button-primary" activeOptions={CURRENT_WHEN_SAME} onClick={closeCart}>
              <Trans>See the products</Trans>
            </Link>
          </div>
        ) : (
          <>
            {review ? <PriceReviewPanel review={review} /> : null}
            <CartLines cart={cart} />
            <CartSummary cart={cart} />
            <div className="drawer-actions">
              <Link to="/{-$locale}/order/checkout" params={{ locale: localeParam }} className="button-primary" onClick={closeCart}>
                <Trans>Checkout</Trans>
              </Link>
              <Link to="/{-$locale}/order/proforma" params={{ locale: localeParam }} className="button-secondary" onClick={closeCart}>
                <Trans>Pro-forma invoice</Trans>
              </Link>
              <button type="button" className="link-button is-danger" onClick={() => void changeCartUndoably(clearCart, { title: t`The cart was emptied`, undo: t`Undo` })}>
                <Trans>Empty the cart</Trans>
              </button>
            </div>
          </>
        )}
      </aside>
    </div>
  );
}
