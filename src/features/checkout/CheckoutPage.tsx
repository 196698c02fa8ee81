import { useOffers } from '../../ui/use-offers.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { track } from '../analytics/analytics.ts';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { formatNumber, localDigits, rialToToman } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { useOnline } from '../../ui/use-online.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { Price } from '../../product/Price.tsx';
import { CartLines } from '../cart/CartLines.tsx';
import { applyPricing, clearCart, keepPriceTotal, lineOf, lineTitle, rememberChoices, setStep, type Cart } from '../../device/cart/cart-rules.ts';
import { cartWritten, changeCart, useCart } from '../cart/cart-store.ts';
import { CheckoutFrame } from './CheckoutOutline.tsx';
import { useSessionState } from '../session/session-view.ts';
import { CHECKOUT_STEPS, checkoutMachine, pricedLines, stepOf } from './checkout-machine.ts';
import { HoldNote } from '../orders/OrderLimits.tsx';
import { OrderTotals } from '../orders/OrderTotals.tsx';
import { fetchBalance } from '../member/member-api.ts';
import { checkDiscount, placeOrder } from './checkout-api.ts';
import type { Saved } from '../member/member-reads.ts';
import { loadTransmits } from './checkout-loaders.ts';
import { loadRecipients } from '../recipients/recipient-loaders.ts';
import { RecipientForm } from '../recipients/RecipientForm.tsx';
import { RecipientLines } from '../recipients/RecipientLines.tsx';
import { SavedNote } from '../../ui/SavedNote.tsx';
import { payOrder } from '../orders/orders-api.ts';
import type { Order, Recipient, Transmit } from '../../../contract/store.ts';
import type { Membership } from '../../../contract/organisation.ts';
import '../orders/order.css';
import '../../ui/fields.css';

import { CheckoutSteps, CodeOffer, ErrorNote, TransmitLabel, useCodeRefusal } from './checkout-parts.tsx';
import { Code } from '../../ui/Code.tsx';

function Checkout({ cart, awaiting, requester }: { cart: Cart; awaiting: Order | null; requester: Membership | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const online = useOnline();
  const [state, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        loadRecipients: fromPromise<Saved<Recipient[]>>(() => loadRecipients(locale)),
        loadTransmits: fromPromise<Saved<Transmit[]>>(() => loadTransmits(locale)),
        loadBalance: fromPromise(async () => (await fetchBalance(locale)).balance),
        priceCart: fromPromise(({ input }) => checkDiscount(locale, input.cart, input.code, input.transmitId, input.transmit)),
        placeOrder: fromPromise(async ({ input }) => {
          const order = await placeOrder(locale, input);
          track('order_placed');
          return order;
        }),
        pay: fromPromise(({ input }) => payOrder(locale, input.orderId, input.method)),
      },
      actions: {
        acceptPricesInCart: (_, { pricing }) => void changeCart((c) => applyPricing(c, pricedLines(pricing), null, Date.now())),
        clearCart: () => void changeCart(clearCart),
        // The order emptied the cart: stored before the page goes to the gateway (cart-store.ts).
        redirect: (_, { url }) => void cartWritten().then(() => window.location.assign(url)),
        rememberChoices: ({ context: c }) => void changeCart((cart) => rememberChoices(cart, c)),
        keepPriceTotal: (_, { total }) => void changeCart((cart) => keepPriceTotal(cart, total)),
      },
    }),
    { input: { cart, online, forOrganisation: requester !== null } },
  );
  const ctx = state.context;
  const step = stepOf(state.value as string | Record<string, unknown>);
  const [adding, setAdding] = useState(false);
  const [codeText, setCodeText] = useState(ctx.code);
  const liveCart = useCart();
  // Spec §3: the stored cart's step follows the checkout (the order placed, the emptied cart starts again at the first).
  useEffect(() => {
    const kept = step === CHECKOUT_STEPS.result ? CHECKOUT_STEPS.cart : step;
    void changeCart((cart) => (cart.step === kept ? cart : setStep(cart, kept)));
  }, [step]);
  const refusal = useCodeRefusal();

  // Back online is told again once the session is back too: the member's reads made while it was
  // still being renewed come from the device (member-reads.ts), and the step then reads them again.
  const sessionBack = useSessionState((s) => s.status === 'signedIn');
  useEffect(() => send({ type: online ? 'checkout.online' : 'checkout.offline' }), [online, sessionBack, send]);
  // The machine's cart follows the device's (this tab's lines, and another tab's); the states that
  // must not change under the shopper (placing, payment) ignore it.
  useEffect(() => {
    if (liveCart) send({ type: 'checkout.cartChanged', cart: liveCart });
  }, [liveCart, send]);
  // A member with no recipient yet writes one at once.
  const showRecipientForm = adding || ctx.recipients?.length === 0;
  const chosen = ctx.recipients?.find((r) => r.id === ctx.recipientId) ?? null;
  const balance = ctx.balance;
  const paying = state.matches('paying') || state.matches('redirecting');

  const total = ctx.order?.total ?? ctx.pricing?.total ?? 0;
  const coversTotal = balance !== null && ctx.order !== null && balance >= ctx.order.total;
  // Paying from store credit is an extension (issue 29): offered only where the backend has it.
  const byCredit = useOffers('orders.payByCredit');
  const toman = formatNumber(rialToToman(total), locale);
  const code = ctx.code;
  const shipping = ctx.pricing?.transmit.title ?? '';
  const orderNumber = ctx.order ? localDigits(ctx.order.number, locale) : '';
  const organisationName = requester?.organisation.legal_name ?? '';

  return (
    <div className="checkout">
      <CheckoutSteps current={Math.min(step, 3)} forOrganisation={ctx.forOrganisation} />
      {state.matches('cart') ? (
        <section aria-labelledby="step-title">
          <h2 id="step-title">
            <Trans>Your cart</Trans>
          </h2>
          {ctx.cart.items.length ? (
            <>
              <CartLines cart={ctx.cart} />
              <ErrorNote error={ctx.error} cart={ctx.cart} />
              <Button kind="primary" onClick={() => send({ type: 'checkout.next' })}>
                <Trans>Continue to delivery</Trans>
              </Button>
            </>
          ) : (
            <EmptyCheckout awaiting={awaiting} />
          )}
        </section>
      ) : null}
      {step === CHECKOUT_STEPS.delivery ? (
        <section aria-labelledby="step-title">
          <h2 id="step-title">
            <Trans>Delivery</Trans>
          </h2>
          {/* Offline the choices can be made from the device's copy; placing the order waits for the network. */}
          {online ? null : <ErrorNote error={{ kind: 'offline' }} />}
          <SavedNote savedAt={ctx.listsSavedAt} />
          {ctx.listsMissing && (ctx.recipients === null || ctx.transmits === null) ? (
            <p className="empty-list" role="status">
              <Trans>Your recipients and the shipping methods are not saved on this device yet: they appear here as soon as you are back online.</Trans>
            </p>
          ) : null}
          <h3 id="recipient-title">
            <Trans>Who receives it</Trans>
          </h3>
          {ctx.recipients === null ? null : (
            <div role="radiogroup" aria-labelledby="recipient-title" className="choice-list">
              {ctx.recipients.map((r) => (
                <label key={r.id} className="choice-card">
                  <input type="radio" name="recipient" checked={ctx.recipientId === r.id} onChange={() => send({ type: 'checkout.recipient', id: r.id })} />
                  <span>
                    <RecipientLines recipient={r} />
                  </span>
                </label>
              ))}
            </div>
          )}
          {showRecipientForm ? (
            <RecipientForm
              onSaved={(recipient) => {
                send({ type: 'checkout.recipientAdded', recipient });
                setAdding(false);
              }}
              {...(ctx.recipients?.length ? { onCancel: () => setAdding(false) } : {})}
            />
          ) : (
            <Button onClick={() => setAdding(true)}>
              <Trans>Add a recipient</Trans>
            </Button>
          )}
          <h3 id="transmit-title">
            <Trans context="shipping method">Shipping</Trans>
          </h3>
          <div role="radiogroup" aria-labelledby="transmit-title" className="choice-list">
            {(ctx.transmits ?? []).map((m) => (
              <label key={m.id} className="choice-card">
                <input type="radio" name="transmit" checked={ctx.transmitId === m.id} onChange={() => send({ type: 'checkout.transmit', id: m.id })} />
                <TransmitLabel t={m} />
              </label>
            ))}
          </div>
          <h3>
            <label htmlFor="discount-code">
              <Trans>Discount code</Trans>
            </label>
          </h3>
          {ctx.code ? (
            <div className="code-applied" role="status">
              <span>
                <Trans>Applied:</Trans> <Code>{ctx.code}</Code> <CodeOffer offer={ctx.codeOffer} />
              </span>
              <Button onClick={() => send({ type: 'checkout.removeCode' })} aria-label={t`Remove the code ${code}`}>
                <Trans>Remove</Trans>
              </Button>
            </div>
          ) : (
            <form
              className="code-form"
              onSubmit={(e) => {
                e.preventDefault();
                send({ type: 'checkout.applyCode', code: codeText });
              }}
            >
              <input
                id="discount-code"
                value={codeText}
                onChange={(e) => setCodeText(e.target.value)}
                aria-invalid={ctx.error?.kind === 'code'}
                aria-describedby={ctx.error?.kind === 'code' ? 'code-error' : undefined}
                dir="ltr"
                className="field-input code-input"
                autoComplete="off"
              />
              <Button type="submit" busy={state.matches({ delivery: 'checkingCode' })} disabled={!codeText.trim()}>
                <Trans>Apply</Trans>
              </Button>
            </form>
          )}
          {ctx.error?.kind === 'code' ? (
            <p id="code-error" className="field-error" role="alert">
              {refusal(ctx.error.reason)}
            </p>
          ) : (
            <ErrorNote error={ctx.error} cart={ctx.cart} />
          )}
          {state.matches('priceChanged') ? (
            <section className="price-review" role="alert" aria-labelledby="changed-title">
              <h3 id="changed-title">
                <Trans>Prices or stock changed since you added these</Trans>
              </h3>
              <ul>
                {ctx.changes.map((c, i) => {
                  const line = lineOf(ctx.cart, c.key);
                  const title = line ? lineTitle(line, locale) : c.title;
                  return (
                    <li key={i}>
                      {c.kind === 'price' ? (
                        <>
                          <Trans>{title}: new price</Trans> <Price rial={c.to} className="price price-strong" />
                        </>
                      ) : c.kind === 'short' ? (
                        <Trans>{title}: not enough in stock; the quantity goes down to what there is</Trans>
                      ) : (
                        <Trans>{title}: can no longer be ordered and leaves the cart</Trans>
                      )}
                    </li>
                  );
                })}
              </ul>
              <Button kind="primary" onClick={() => send({ type: 'checkout.acceptPrices' })}>
                <Trans>Accept the changes</Trans>
              </Button>
            </section>
          ) : null}
          <div className="form-actions">
            <Button kind="primary" busy={state.matches('pricing')} disabled={state.matches('priceChanged')} onClick={() => send({ type: 'checkout.next' })}>
              <Trans>Continue to review</Trans>
            </Button>
            <Button onClick={() => send({ type: 'checkout.back' })}>
              <Trans>Back</Trans>
            </Button>
          </div>
        </section>
      ) : null}
      {step === CHECKOUT_STEPS.review && ctx.pricing ? (
        <section aria-labelledby="step-title">
          <h2 id="step-title">
            <Trans>Review your order</Trans>
          </h2>
          <CartLines cart={ctx.cart} editable={false} />
          <OrderTotals amounts={ctx.pricing} code={code} shipping={shipping} />
          {ctx.pricing.discount_code ? (
            <p className="code-note">
              <Trans>The code {code} gives</Trans> <CodeOffer offer={ctx.pricing.discount_code} />
              {ctx.pricing.discount_code.max_discount && ctx.pricing.discount >= ctx.pricing.discount_code.max_discount ? (
                <>
                  {' '}
                  <Trans>(the most it takes off: reached)</Trans>
                </>
              ) : null}
            </p>
          ) : null}
          {chosen ? (
            <section className="review-recipient" aria-labelledby="deliver-to-title">
              <h3 id="deliver-to-title">
                <Trans>Delivered to</Trans>
              </h3>
              <p>
                <RecipientLines recipient={chosen} />
              </p>
              <Button onClick={() => send({ type: 'checkout.back' })} disabled={state.matches('placing')} aria-label={t`Change the recipient or the shipping`}>
                <Trans context="checkout step">Change</Trans>
              </Button>
            </section>
          ) : null}
          <label htmlFor="order-note">
            <Trans>A note for the whole order (optional)</Trans>
          </label>
          <textarea id="order-note" className="field-input" rows={2} maxLength={500} value={ctx.note} onChange={(e) => send({ type: 'checkout.note', note: e.target.value })} />
          {requester ? (
            <label className="choice-card">
              <input type="checkbox" checked={ctx.forOrganisation} disabled={state.matches('placing')} onChange={(e) => send({ type: 'checkout.forOrganisation', on: e.target.checked })} />
              <span>
                <Trans>Submit to {organisationName} for approval</Trans>
                <span className="choice-detail">
                  <Trans>Its approvers are told; once approved, its buyer pays. Untick to buy for yourself.</Trans>
                </span>
              </span>
            </label>
          ) : null}
          {online || ctx.error?.kind === 'offline' ? null : <ErrorNote error={{ kind: 'offline' }} />}
          <ErrorNote error={ctx.error} cart={ctx.cart} />
          <div className="form-actions">
            <Button kind="primary" busy={state.matches('placing')} onClick={() => send({ type: 'checkout.place' })}>
              {ctx.forOrganisation ? <Trans>Submit for approval</Trans> : <Trans>Place the order</Trans>}
            </Button>
            <Button onClick={() => send({ type: 'checkout.back' })} disabled={state.matches('placing')}>
              <Trans>Back</Trans>
            </Button>
          </div>
        </section>
      ) : null}
      {step === CHECKOUT_STEPS.payment && ctx.order ? (
        <section aria-labelledby="step-title">
          <h2 id="step-title">
            <Trans>
              Order {orderNumber} is placed: pay {toman} Toman
            </Trans>
          </h2>
          <p>
            <Trans>The order waits for payment; the items are kept for you.</Trans>
          </p>
          <HoldNote order={ctx.order} />
          <ErrorNote error={ctx.error} cart={ctx.cart} />
          <div className="form-actions">
            <Button kind="primary" busy={paying} onClick={() => send({ type: 'checkout.pay', method: 'gateway' })}>
              <Trans>Pay online</Trans>
            </Button>
            {coversTotal && byCredit ? (
              <Button disabled={paying} onClick={() => send({ type: 'checkout.pay', method: 'credit' })}>
                <Trans>Pay from store credit</Trans>
              </Button>
            ) : null}
          </div>
          {balance !== null && balance > 0 && byCredit === false ? (
            <p className="choice-detail">
              <Trans>Paying from store credit is not available in this store: pay online.</Trans>
            </p>
          ) : balance !== null && balance > 0 ? (
            <p className="choice-detail">
              {coversTotal ? <Trans>Your store credit:</Trans> : <Trans>Your store credit does not cover this order:</Trans>} <Price rial={balance} />
            </p>
          ) : null}
        </section>
      ) : null}
      {state.matches('submitted') && ctx.order ? (
        <section aria-labelledby="step-title">
          <h2 id="step-title">
            <Trans>
              Order {orderNumber} was sent to {organisationName} for approval
            </Trans>
          </h2>
          <p>
            <Trans>Its approvers have been told. You are told here and in your notifications when it is approved or returned.</Trans>
          </p>
          <Link to="/{-$locale}/dashboard/order/$orderId" params={{ locale: localeParam, orderId: String(ctx.order.id) }}>
            <Trans>See the order</Trans>
          </Link>
        </section>
      ) : null}
      {state.matches('result') && ctx.order ? (
        <section aria-labelledby="step-title">
          <h2 id="step-title">
            <Trans>Paid. Thank you!</Trans>
          </h2>
          <Link to="/{-$locale}/dashboard/order/$orderId" params={{ locale: localeParam, orderId: String(ctx.order.id) }}>
            <Trans>See the order</Trans>
          </Link>
        </section>
      ) : null}
    </div>
  );
}

/** `/order/checkout` (spec §2: under /order/, without the site's header and footer). */
/** Nothing to check out: say so, point at an order still waiting for payment, and at the products. */
function EmptyCheckout({ awaiting }: { awaiting: Order | null }) {
  const localeParam = useLocaleParam();
  const locale = useLocale();
  const number = awaiting ? localDigits(awaiting.number, locale) : '';
  return (
    <div className="empty-state" role="status">
      <p className="empty-list">
        <Trans>Your cart is empty: there is nothing to check out.</Trans>
      </p>
      {awaiting ? (
        <p className="hold-note">
          <Trans>Order {number} is waiting for payment.</Trans>{' '}
          <Link to="/{-$locale}/dashboard/order/$orderId" params={{ locale: localeParam, orderId: String(awaiting.id) }}>
            <Trans>See the order and pay</Trans>
          </Link>
        </p>
      ) : null}
      <Link to="/{-$locale}/product" params={{ locale: localeParam }} className="button-primary">
        <Trans>See the products</Trans>
      </Link>
    </div>
  );
}

/** `/order/checkout`: `cart` as the device had it when the page opened; `awaiting`: an unpaid order, when the cart is empty. */
export function CheckoutPage({ cart, awaiting, requester }: { cart: Cart; awaiting: Order | null; requester: Membership | null }) {
  const { t } = useLingui();
  usePageTitle(t`Checkout`);
  return (
    <CheckoutFrame>
      <Checkout cart={cart} awaiting={awaiting} requester={requester} />
    </CheckoutFrame>
  );
}
