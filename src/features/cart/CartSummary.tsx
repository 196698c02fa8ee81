import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { useOnline } from '../../ui/use-online.ts';
import { Price } from '../../product/Price.tsx';
import { pricesSeenAt, subtotal, type Cart } from '../../device/cart/cart-rules.ts';

/** The lines' total at the prices the device knows, and how old those prices are when offline. */
export function CartSummary({ cart }: { cart: Cart }) {
  const locale = useLocale();
  const online = useOnline();
  const seen = pricesSeenAt(cart);
  const when = seen === null ? '' : formatDateTime(new Date(seen), locale);
  return (
    <div className="cart-summary">
      <p className="cart-subtotal">
        <Trans>Subtotal</Trans> <Price rial={subtotal(cart)} className="price price-large" />
      </p>
      {!online ? (
        <p className="price-age" role="status">
          {seen === null ? (
            <Trans>You are offline: these are the prices you saw; they are checked again when you are back online.</Trans>
          ) : (
            <Trans>You are offline: prices as of {when}; they are checked again when you are back online.</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}
