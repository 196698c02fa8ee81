import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PAYABLE_STATUSES } from '../../../contract/constants.ts';
import type { Order } from '../../../contract/store.ts';
import { formatNumber, localDigits } from '../../i18n/format.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { Price } from '../../product/Price.tsx';
import { BrandLink } from '../shell/BrandLink.tsx';
import { HoldNote } from './OrderLimits.tsx';
import './order.css';
import { orderPageOf, PayAgain, payable, useDeliveryDays } from './order-parts.tsx';
import { PushOffer } from '../notices/PushOffer.tsx';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

/** `/order/result?order_id=…`: where the gateway sends the member back. */
export function PaymentResultPage({ order }: { order: Order }) {
  const { t } = useLingui();
  usePageTitle(t`Payment result`);
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const paid = !PAYABLE_STATUSES.includes(order.status) && order.status !== 'cancelled';
  const orderNumber = localDigits(order.number, locale);
  const shipping = order.transmit.title;
  const days = useDeliveryDays()(order.transmit.delivery_days_min, order.transmit.delivery_days_max);
  const recipient = order.recipient.name;
  const city = order.recipient.city.title;
  return (
    <div className="order-frame container">
      <header className="order-head">
        <BrandLink />
      </header>
      <section className={`result-card ${paid ? 'is-ok' : 'is-waiting'}`} aria-labelledby="result-title">
        <span className="result-mark" aria-hidden="true">
          {paid ? (
            <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
              <path d="M12 7v6M12 16.5v.5" />
            </svg>
          )}
        </span>
        <h1 id="result-title">
          {paid ? (
            <Trans>Order {orderNumber} is paid</Trans>
          ) : order.status === 'payment_failed' ? (
            <Trans>The payment for order {orderNumber} failed</Trans>
          ) : (
            <Trans>Order {orderNumber} is waiting for payment</Trans>
          )}
        </h1>
        <ul className="result-lines" aria-label={t`Items of order ${orderNumber}`}>
          {order.items.map((l) => {
            const quantity = formatNumber(l.quantity, locale);
            return (
              <li key={`${l.product_id}:${l.guaranteed}`}>
                <span>
                  <ProductTitle text={l.title} />
                </span> <bdi>× {quantity}</bdi>
              </li>
            );
          })}
        </ul>
        <p>
          <Trans>Total:</Trans> <Price rial={order.total} className="price price-large" />
        </p>
        <p className="result-delivery">
          <Trans>
            To {recipient} in {city}, by {shipping}: {days} after payment.
          </Trans>
        </p>
        {paid ? (
          <p>
            <Trans>We prepare it now; you can follow it in your orders.</Trans>
          </p>
        ) : order.status === 'cancelled' ? (
          <p>
            <Trans>This order is cancelled. Any payment that arrived for it is refunded.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Nothing was charged. The order and its items are kept for you: pay when you are ready.</Trans>
          </p>
        )}
        <HoldNote order={order} />
        {order.status !== 'cancelled' ? <PushOffer about="order" /> : null}
        <div className="form-actions">
          {payable(order) ? <PayAgain order={order} label="again" /> : null}
          <Link to={orderPageOf(order)} params={{ locale: localeParam, orderId: String(order.id) }} className={payable(order) ? 'button-secondary' : 'button-primary'}>
            <Trans>See the order</Trans>
          </Link>
          <Link to="/{-$locale}/product" params={{ locale: localeParam }} className="button-secondary">
            <Trans>Continue shopping</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}
