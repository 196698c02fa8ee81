/** The checkout page's small parts: what a refused code or a failed step says, a shipping method's label. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Pricing, Transmit } from '../../../contract/store.ts';
import { lineTitle, type Cart } from '../../device/cart/cart-rules.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { Price } from '../../product/Price.tsx';
import { InlineNotice } from '../../ui/InlineNotice.tsx';
import { type CheckoutError } from './checkout-machine.ts';
import { useBusyMessage, useGatewayMessage, useLimitMessage } from '../orders/OrderLimits.tsx';
import '../orders/order.css';
import { useDeliveryDays } from '../orders/order-parts.tsx';


/** A refused discount code, in the page's language (the server's `details.reason`). */
export function useCodeRefusal() {
  const { t } = useLingui();
  return (reason: string | undefined) => {
    switch (reason) {
      case 'unknown':
        return t`This discount code does not exist.`;
      case 'not_started':
        return t`This discount code is not valid yet.`;
      case 'expired':
        return t`This discount code has expired.`;
      case 'min_total':
        return t`The cart is below the minimum total for this discount code.`;
      case 'used':
        return t`You have already used this discount code.`;
      case 'used_up':
        return t`This discount code has been used up.`;
      default:
        return t`This discount code cannot be used.`;
    }
  };
}

/** `cart`: the lines the products an error names are read from (their titles in the page's language). */
export function ErrorNote({ error, cart }: { error: CheckoutError | null; cart?: Cart }) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const refusal = useCodeRefusal();
  const limitMessage = useLimitMessage();
  const busyMessage = useBusyMessage();
  const gatewayMessage = useGatewayMessage();
  if (!error) return null;
  const fromCart = (error.productIds ?? []).flatMap((id) => {
    const line = cart?.items.find((i) => i.id === id);
    return line ? [lineTitle(line, locale)] : [];
  });
  const names = [...new Set([...(error.titles ?? []), ...fromCart])].join(t`, `);
  const text = ((): string => {
    switch (error.kind) {
      case 'empty':
        return t`Your cart is empty.`;
      case 'recipient':
        return t`Choose who receives the order, or add a recipient.`;
      case 'transmit':
        return t`The shipping method you chose is no longer offered. Choose one of these.`;
      case 'organisation':
        return t`You no longer act for an organisation: untick the approval box to buy for yourself.`;
      case 'moved':
        return t`This order is no longer waiting for payment (paid or cancelled meanwhile): see it in your orders.`;
      case 'earlier':
        return t`Your earlier try, whose answer the connection lost, may have placed this order already. Check your orders before placing it again.`;
      case 'pending':
        return t`Your earlier try is still being handled. Wait a moment, then try again: it will not be done twice.`;
      case 'offline':
        return t`You are offline. Placing an order needs the network; everything you chose is kept here.`;
      case 'code':
        return refusal(error.reason);
      case 'stock':
        return names ? t`Not enough in stock now: ${names}. Go back to the cart and lower the quantity.` : t`Not enough in stock now. Go back to the cart and lower the quantity.`;
      case 'dropped':
        return names
          ? t`No longer sold: ${names}. Accept the changes to take them out of the cart.`
          : t`Some products in the cart are no longer sold. Accept the changes to take them out of the cart.`;
      case 'limit':
        if (error.limit) return limitMessage(error.limit.reason, error.limit.max, names);
        break;
      case 'busy':
        return busyMessage(error.retryAfterS ?? 60);
      case 'gateway':
        return gatewayMessage();
    }
    return t`Something went wrong. Try again.`;
  })();
  // An order that may exist already: the way to the orders, at hand.
  const action =
    error.kind === 'earlier' || error.kind === 'moved' ? (
      <Link to="/{-$locale}/dashboard/order" params={{ locale: localeParam }} className="button-secondary">
        <Trans>Your orders</Trans>
      </Link>
    ) : undefined;
  return (
    <InlineNotice kind={error.kind === 'offline' || error.kind === 'earlier' || error.kind === 'pending' ? 'warning' : 'error'} action={action} className="checkout-alert">
      {text}
    </InlineNotice>
  );
}

export function TransmitLabel({ t: m }: { t: Transmit }) {
  const days = useDeliveryDays()(m.delivery_days_min, m.delivery_days_max);
  return (
    <span className="transmit-option">
      <strong>{m.title}</strong> {m.price === 0 ? <Trans>free</Trans> : <Price rial={m.price} />}
      <span className="transmit-days">{days}</span>
    </span>
  );
}

/** What an applied code gives: "10% off, at most 500,000 Toman" or "500,000 Toman off". */
export function CodeOffer({ offer }: { offer: Pricing['discount_code'] }) {
  const locale = useLocale();
  if (!offer) return null;
  const percent = formatNumber(offer.value, locale);
  const cap = offer.max_discount ? <Price rial={offer.max_discount} /> : null;
  const amount = <Price rial={offer.value} />;
  return (
    <span className="code-offer">
      {offer.kind === 'fixed' ? <Trans>{amount} off</Trans> : cap ? <Trans>{percent}% off, at most {cap}</Trans> : <Trans>{percent}% off</Trans>}
    </span>
  );
}

/**
 * Where the shopper is: the four steps, each numbered in the page's digits, the done ones ticked
 * and the current one marked for the eye and for a screen reader (`aria-current="step"`).
 */
export function CheckoutSteps({ current, forOrganisation }: { current: number; forOrganisation: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const titles = [t({ message: 'Cart', context: 'checkout step' }), t`Delivery`, t({ message: 'Review', context: 'checkout step' }), forOrganisation ? t`Approval` : t`Payment`];
  const done = t`(done)`;
  return (
    <ol className="checkout-steps" aria-label={t`Checkout steps`}>
      {titles.map((title, i) => {
        const state = i < current ? 'is-done' : i === current ? 'is-current' : 'is-waiting';
        return (
          <li key={i} className={`checkout-step ${state}`} aria-current={i === current ? 'step' : undefined}>
            <span className="step-number" aria-hidden="true">
              {i < current ? (
                <svg width="14" height="14" viewBox="0 0 24 24" focusable="false">
                  <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : (
                formatNumber(i + 1, locale)
              )}
            </span>
            <span className="step-title">
              {title}
              {i < current ? <span className="visually-hidden"> {done}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
