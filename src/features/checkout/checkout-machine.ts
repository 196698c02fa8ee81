/**
 * Checkout (design.md §5): cart → delivery (recipient, shipping, discount code) → review → payment
 * → result. Guards keep an empty cart out of delivery, a missing recipient out of review, an
 * offline device from placing, and a price the server changed from being paid unseen: the
 * shopper accepts the changes first. The machine owns what it decides with: the member's
 * recipients and the shipping methods are loaded by the delivery step's actors, the store credit
 * by the payment step's, and the cart is its own copy, told of every change on the device. The
 * calls are actors and the cart's updates actions, both provided by the page (and by the tests).
 * The order's Idempotency-Key is made once per review: a double tap, or a retry after a lost
 * answer, places one order.
 */
import { assign, fromPromise, setup, type AnyEventObject } from 'xstate';
import type { Order, PaymentStart, Pricing, Recipient, Transmit } from '../../../contract/store.ts';
import { isGatewayRefusal, ORDER_LIMIT_REASONS, type OrderLimitReason } from '../../../contract/constants.ts';
import { applyPricing, priceChanges, sameOrderLines, type Cart, type PriceChange, type PricedLine } from '../../device/cart/cart-rules.ts';
import type { Saved } from '../member/member-reads.ts';

export const CHECKOUT_STEPS = { cart: 0, delivery: 1, review: 2, payment: 3, result: 4 } as const;

export type CheckoutError = {
  kind: 'empty' | 'recipient' | 'transmit' | 'organisation' | 'earlier' | 'pending' | 'moved' | 'offline' | 'code' | 'stock' | 'dropped' | 'limit' | 'busy' | 'gateway' | 'server';
  message?: string;
  /** Why a code was refused (contract DISCOUNT_REFUSALS), for a message in the page's language. */
  reason?: string;
  /** The products short of stock, by their titles in the page's language. */
  titles?: string[];
  /** The products the refusal is about (a line over the store's limit, lines no longer sold), named from the cart. */
  productIds?: number[];
  /** A store limit that refused the order (contract ORDER_LIMIT_REASONS) and its number. */
  limit?: { reason: OrderLimitReason; max: number | null };
  /** Too many tries in a short time (429): seconds until the server takes the next one. */
  retryAfterS?: number;
};

/** `transmit`: the chosen shipping method, when the list is known (a backend that prices only its default one: checkout-api.ts). */
export type PriceInput = { cart: Cart; code: string; transmitId: number; transmit: Transmit | null };
/** `forOrganisation`: submitted for the member's organisation's approval (issue 31 §1), not placed for payment. */
export type PlaceInput = { cart: Cart; code: string; transmitId: number; recipientId: number; note: string; key: string; forOrganisation: boolean };
export type PayInput = { orderId: number; method: 'gateway' | 'credit' };

/** What a provided call throws: the server's status and message (ApiCallError has this shape). */
export type CallFailure = { status_code: number; error_message: string; offline?: boolean; details?: Record<string, unknown> };

export type CheckoutContext = {
  cart: Cart;
  /** The member's recipients (null until read: from the server, or offline from this device's copy). */
  recipients: Recipient[] | null;
  /** The shipping methods (null until read). */
  transmits: Transmit[] | null;
  /** When the device saved the lists shown, when they are its copy (the older of the two); null when the server's. */
  listsSavedAt: number | null;
  /** The lists could not be read: offline, and never saved on this device. */
  listsMissing: boolean;
  /** The member's store credit in Rial, read on the payment step (null: not known). */
  balance: number | null;
  recipientId: number | null;
  transmitId: number;
  /** The discount code applied (checked by the server when applied); '' for none. */
  code: string;
  /** The code being checked, while it is. */
  codeDraft: string;
  /** What the applied code gives (kind, value and its cap), from the server's check. */
  codeOffer: Pricing['discount_code'];
  note: string;
  /** A requester's cart goes to their organisation's approvers (issue 31 §1) instead of to payment. */
  forOrganisation: boolean;
  online: boolean;
  pricing: Pricing | null;
  changes: PriceChange[];
  /** The Idempotency-Key of the order this review places. */
  key: string;
  order: Order | null;
  redirectUrl: string | null;
  error: CheckoutError | null;
};

export type CheckoutEvent =
  | { type: 'checkout.cartChanged'; cart: Cart }
  | { type: 'checkout.next' }
  | { type: 'checkout.back' }
  | { type: 'checkout.recipient'; id: number | null }
  | { type: 'checkout.recipientAdded'; recipient: Recipient }
  | { type: 'checkout.transmit'; id: number }
  | { type: 'checkout.applyCode'; code: string }
  | { type: 'checkout.removeCode' }
  | { type: 'checkout.note'; note: string }
  | { type: 'checkout.forOrganisation'; on: boolean }
  | { type: 'checkout.acceptPrices' }
  | { type: 'checkout.place' }
  | { type: 'checkout.pay'; method: 'gateway' | 'credit' }
  | { type: 'checkout.online' }
  | { type: 'checkout.offline' };

/** The shipping method chosen, from the list when it is known. */
const chosenTransmit = (context: { transmits: Transmit[] | null; transmitId: number }) => context.transmits?.find((m) => m.id === context.transmitId) ?? null;
/** The older of two save times (null: the server's answer, newer than any). */
const olderOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** The server's lines as the cart's rules read them (cart-rules.ts PricedLine). */
export const pricedLines = (p: Pricing): PricedLine[] =>
  p.items.map((i) => ({
    product_id: i.product_id,
    guaranteed: i.guaranteed,
    price: i.price,
    price_with_guarantee: i.price_with_guarantee,
    stock: i.stock,
    ...(i.pack === undefined ? {} : { pack: i.pack }),
    ...(i.price_tiers ? { price_tiers: i.price_tiers } : {}),
  }));

const asFailure = (e: unknown): CallFailure => {
  const f = e as Partial<CallFailure> | null;
  return { status_code: f?.status_code ?? 500, error_message: f?.error_message ?? 'Unknown Error', offline: f?.offline ?? false, ...(f?.details ? { details: f.details } : {}) };
};

/**
 * The order's key after a failed placing: a refusal (a 4xx other than "not now" and "still in
 * progress") was stored by the server as the key's answer, so the next try needs a new key; after
 * anything else (offline, no answer, a 5xx) the order may exist, and the same key finds it.
 */
function keyAfter(key: string, e: unknown): string {
  const f = asFailure(e);
  const refused = !f.offline && f.status_code >= 400 && f.status_code < 500 && f.status_code !== 408 && f.status_code !== 429 && f.details?.reason !== 'in_flight';
  return refused ? crypto.randomUUID() : key;
}

/** What a failed placing leaves: the error said, the key for the next try, and no recipient when the server no longer knows the chosen one. */
function placingFailed({ context, event }: { context: CheckoutContext; event: AnyEventObject }): Partial<CheckoutContext> {
  const error = errorOf(event.error);
  return { error, key: keyAfter(context.key, event.error), ...(error.kind === 'recipient' ? { recipientId: null } : {}) };
}

/** A refusal of the cart's lines as they were (stock sold, products no longer sold), which the price review resolves. */
const linesRefused = (e: CheckoutError | null) => e?.kind === 'stock' || e?.kind === 'dropped';
/** The error once the member accepted the priced changes, or went back: a refusal of the lines is over. */
const acceptedLines = ({ context }: { context: CheckoutContext }) => (linesRefused(context.error) ? null : context.error);

function errorOf(e: unknown): CheckoutError {
  const f = asFailure(e);
  if (f.offline) return { kind: 'offline' };
  if (f.status_code === 422 && f.details?.field === 'code') return { kind: 'code', message: f.error_message, ...(typeof f.details.reason === 'string' ? { reason: f.details.reason } : {}) };
  // A choice the server no longer knows (the recipient deleted on another device, a shipping
  // method withdrawn), or an organisation the member no longer acts for: said, to choose again.
  if (f.status_code === 422 && f.details?.field === 'recipient_id') return { kind: 'recipient', message: f.error_message };
  if (f.status_code === 422 && f.details?.field === 'transmit_id') return { kind: 'transmit', message: f.error_message };
  if (f.status_code === 422 && f.details?.reason === 'no_organisation') return { kind: 'organisation', message: f.error_message };
  // The order moved on before it was paid here (paid in another tab, cancelled).
  if ((f.status_code === 422 || f.status_code === 409) && f.details?.reason === 'status') return { kind: 'moved', message: f.error_message };
  // This order's key was answered before, for the cart as it was then (the answer lost on the way,
  // the cart changed since): that earlier try may have placed an order. Said, before another is.
  if (f.status_code === 422 && f.details?.reason === 'key_reused') return { kind: 'earlier', message: f.error_message };
  // The same try (its key) is still being handled on the server: trying again under that key gets its answer, never a second order.
  if (f.status_code === 409 && f.details?.reason === 'in_flight') return { kind: 'pending', message: f.error_message };
  if (f.status_code === 429) return { kind: 'busy', message: f.error_message, retryAfterS: typeof f.details?.retry_after_s === 'number' ? f.details.retry_after_s : 60 };
  const reason = ORDER_LIMIT_REASONS.find((r) => r === f.details?.reason);
  if (f.status_code === 422 && reason) {
    const productIds = typeof f.details?.product_id === 'number' ? { productIds: [f.details.product_id] } : {};
    return { kind: 'limit', message: f.error_message, limit: { reason, max: typeof f.details?.max === 'number' ? f.details.max : null }, ...productIds };
  }
  // A product was unpublished (or lost its guarantee) after the cart was priced.
  if (f.status_code === 422 && f.details?.reason === 'dropped') {
    const dropped = Array.isArray(f.details.dropped) ? (f.details.dropped as { product_id?: unknown }[]) : [];
    return { kind: 'dropped', message: f.error_message, productIds: dropped.flatMap((d) => (typeof d.product_id === 'number' ? [d.product_id] : [])) };
  }
  // The bank's gateway did not start the payment (refused, or not answering): the order is kept.
  if (f.status_code === 503 && isGatewayRefusal(f.details?.reason)) return { kind: 'gateway', message: f.error_message };
  if (f.status_code === 409) {
    const short = Array.isArray(f.details?.short) ? (f.details.short as { title?: unknown }[]) : [];
    return { kind: 'stock', message: f.error_message, titles: short.map((s) => String(s.title ?? '')).filter(Boolean) };
  }
  return { kind: 'server', message: f.error_message };
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { cart: Cart; online: boolean; newKey?: () => string; forOrganisation?: boolean },
  },
  actors: {
    loadRecipients: fromPromise<Saved<Recipient[]>>(async () => {
      throw new Error('provide loadRecipients');
    }),
    loadTransmits: fromPromise<Saved<Transmit[]>>(async () => {
      throw new Error('provide loadTransmits');
    }),
    loadBalance: fromPromise<number>(async () => {
      throw new Error('provide loadBalance');
    }),
    priceCart: fromPromise<Pricing, PriceInput>(async () => {
      throw new Error('provide priceCart');
    }),
    placeOrder: fromPromise<Order, PlaceInput>(async () => {
      throw new Error('provide placeOrder');
    }),
    pay: fromPromise<PaymentStart, PayInput>(async () => {
      throw new Error('provide pay');
    }),
  },
  actions: {
    /** The cart on the device takes the server's prices (provided: it writes IndexedDB). */
    acceptPricesInCart: (_, _params: { pricing: Pricing }) => {},
    /** The order exists: the cart is emptied (provided). */
    clearCart: () => {},
    /** Sends the browser to the gateway (provided). */
    redirect: (_, _params: { url: string }) => {},
    /** The delivery choices are kept in the device's cart, so that a reload resumes them (provided). */
    rememberChoices: () => {},
    /** The server's total for the reviewed cart is kept in the device's cart, spec §3 `priceTotal` (provided). */
    keepPriceTotal: (_, _params: { total: number }) => {},
    backOnline: assign({ online: true, error: ({ context }) => (context.error?.kind === 'offline' ? null : context.error) }),
  },
  guards: {
    hasItems: ({ context }) => context.cart.items.length > 0,
    hasRecipient: ({ context }) => context.recipientId !== null,
    online: ({ context }) => context.online,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    cart: input.cart,
    recipients: null,
    transmits: null,
    listsSavedAt: null,
    listsMissing: false,
    balance: null,
    recipientId: input.cart.recipient,
    transmitId: input.cart.transmitId,
    code: input.cart.discountCodes[0] ?? '',
    codeDraft: '',
    codeOffer: null,
    note: '',
    forOrganisation: input.forOrganisation ?? false,
    online: input.online,
    pricing: null,
    changes: [],
    key: (input.newKey ?? (() => crypto.randomUUID()))(),
    order: null,
    redirectUrl: null,
    error: null,
  }),
  on: {
    'checkout.online': { actions: 'backOnline' },
    'checkout.offline': { actions: assign({ online: false }) },
  },
  initial: 'cart',
  states: {
    cart: {
      on: {
        'checkout.cartChanged': { actions: assign({ cart: ({ event }) => event.cart, error: null }) },
        'checkout.next': [{ guard: 'hasItems', target: 'delivery', actions: assign({ error: null }) }, { actions: assign({ error: { kind: 'empty' } }) }],
      },
    },
    delivery: {
      // Each time delivery is entered, and again when the network comes back, the lists are read.
      entry: assign({ listsSavedAt: null, listsMissing: false }),
      invoke: [
        {
          src: 'loadRecipients',
          // The first recipient is chosen for a member who has not chosen one.
          onDone: {
            // The recipient chosen for them is written to the cart as one they chose would be (spec §3).
            actions: [
              assign({
                recipients: ({ event }) => event.output.data,
                // A choice the list no longer has (deleted on another device) is not kept.
                recipientId: ({ context, event }) => (event.output.data.some((r) => r.id === context.recipientId) ? context.recipientId : (event.output.data[0]?.id ?? null)),
                listsSavedAt: ({ context, event }) => olderOf(context.listsSavedAt, event.output.savedAt),
              }),
              'rememberChoices',
            ],
          },
          onError: { actions: assign({ listsMissing: true }) },
        },
        {
          src: 'loadTransmits',
          onDone: {
            actions: [
              assign({
                transmits: ({ event }) => event.output.data,
                // A method no longer offered (withdrawn at the desk) gives way to the first that is.
                transmitId: ({ context, event }) => (event.output.data.length === 0 || event.output.data.some((m) => m.id === context.transmitId) ? context.transmitId : event.output.data[0]!.id),
                listsSavedAt: ({ context, event }) => olderOf(context.listsSavedAt, event.output.savedAt),
              }),
              'rememberChoices',
            ],
          },
          onError: { actions: assign({ listsMissing: true }) },
        },
      ],
      exit: 'rememberChoices',
      on: {
        'checkout.online': { target: 'delivery', reenter: true, actions: 'backOnline' },
        'checkout.cartChanged': { actions: assign({ cart: ({ event }) => event.cart }) },
        'checkout.recipient': { actions: [assign({ recipientId: ({ event }) => event.id, error: null }), 'rememberChoices'] },
        // Chosen at once; the lists are read again, so that the device's copy has it too.
        'checkout.recipientAdded': {
          target: 'delivery',
          reenter: true,
          actions: [assign({ recipients: ({ context, event }) => [event.recipient, ...(context.recipients ?? [])], recipientId: ({ event }) => event.recipient.id, error: null }), 'rememberChoices'],
        },
        'checkout.transmit': { actions: [assign({ transmitId: ({ event }) => event.id }), 'rememberChoices'] },
        // A code is applied on its own: checked at once, kept only when the server takes it, and
        // removed with one tap. A refused code is said and left out; it never blocks continuing.
        'checkout.removeCode': { actions: [assign({ code: '', codeOffer: null, error: null }), 'rememberChoices'] },
        'checkout.back': { target: 'cart', actions: assign({ error: null }) },
        'checkout.next': [
          { guard: 'hasRecipient', target: 'pricing', actions: assign({ error: null }) },
          { actions: assign({ error: { kind: 'recipient' } }) },
        ],
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'checkout.applyCode': { guard: ({ event }) => event.code.trim() !== '', target: 'checkingCode', actions: assign({ codeDraft: ({ event }) => event.code.trim(), error: null }) },
          },
        },
        checkingCode: {
          invoke: {
            src: 'priceCart',
            input: ({ context }) => ({ cart: context.cart, code: context.codeDraft, transmitId: context.transmitId, transmit: chosenTransmit(context) }),
            onDone: { target: 'editing', actions: [assign({ code: ({ context }) => context.codeDraft, codeOffer: ({ event }) => event.output.discount_code, codeDraft: '' }), 'rememberChoices'] },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => errorOf(event.error), codeDraft: '' }) },
          },
        },
      },
    },
    pricing: {
      invoke: {
        src: 'priceCart',
        input: ({ context }) => ({ cart: context.cart, code: context.code, transmitId: context.transmitId, transmit: chosenTransmit(context) }),
        onDone: [
          {
            guard: ({ context, event }) => priceChanges(context.cart, pricedLines(event.output)).length > 0,
            target: 'priceChanged',
            actions: assign({ pricing: ({ event }) => event.output, changes: ({ context, event }) => priceChanges(context.cart, pricedLines(event.output)) }),
          },
          {
            target: 'review',
            actions: [
              // A refusal of the lines stays said when there is nothing to accept (two lines of one product, with and without the guarantee, over its stock together).
              assign({ pricing: ({ event }) => event.output, changes: [], codeOffer: ({ event }) => event.output.discount_code }),
              { type: 'keepPriceTotal', params: ({ event }) => ({ total: event.output.total }) },
            ],
          },
        ],
        // A code refused now (it expired since it was applied) is dropped with the reason shown: continuing again goes on without it.
        onError: {
          target: 'delivery',
          actions: [
            assign(({ event }) => {
              const error = errorOf(event.error);
              return error.kind === 'code' ? { error, code: '', codeOffer: null } : { error };
            }),
            'rememberChoices',
          ],
        },
      },
    },
    priceChanged: {
      on: {
        'checkout.acceptPrices': {
          target: 'pricing',
          // The machine's copy takes them too, and is priced again: quantities may have changed.
          actions: [
            { type: 'acceptPricesInCart', params: ({ context }) => ({ pricing: context.pricing! }) },
            assign({ cart: ({ context }) => applyPricing(context.cart, pricedLines(context.pricing!), null), changes: [], error: acceptedLines }),
          ],
        },
        'checkout.cartChanged': { actions: assign({ cart: ({ event }) => event.cart }) },
        'checkout.back': { target: 'delivery', actions: assign({ error: acceptedLines }) },
      },
    },
    review: {
      on: {
        'checkout.note': { actions: assign({ note: ({ event }) => event.note }) },
        // Another kind of request: a key of its own (a key names one request's body).
        'checkout.forOrganisation': { actions: assign({ forOrganisation: ({ event }) => event.on, key: () => crypto.randomUUID() }) },
        'checkout.back': { target: 'delivery', actions: assign({ error: null }) },
        // The lines changed (in another tab): price them again before anything is placed. A write
        // that leaves the lines as they are (this step's own delivery choices, prices accepted)
        // needs no second pricing.
        'checkout.cartChanged': [
          { guard: ({ context, event }) => !sameOrderLines(context.cart, event.cart), target: 'pricing', actions: assign({ cart: ({ event }) => event.cart }) },
          { actions: assign({ cart: ({ event }) => event.cart }) },
        ],
        'checkout.place': [{ guard: 'online', target: 'placing', actions: assign({ error: null }) }, { actions: assign({ error: { kind: 'offline' } }) }],
      },
    },
    placing: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({
          cart: context.cart,
          code: context.code,
          transmitId: context.transmitId,
          recipientId: context.recipientId!,
          note: context.note,
          key: context.key,
          forOrganisation: context.forOrganisation,
        }),
        onDone: [
          // Submitted for approval: nothing to pay yet; the approvers are told.
          { guard: ({ event }) => event.output.status === 'awaiting_approval', target: 'submitted', actions: [assign({ order: ({ event }) => event.output }), 'clearCart'] },
          { target: 'payment', actions: [assign({ order: ({ event }) => event.output }), 'clearCart'] },
        ],
        // A refusal placed nothing and is the key's answer for good (the server replays it): the
        // next try is a new request with a key of its own. Any other failure keeps the key: a
        // retry after a lost answer is answered with the order already made.
        onError: [
          // The cart changed under the order (stock sold, a product no longer sold): it is priced
          // again, so that the changes are shown to accept, with why.
          { guard: ({ event }) => linesRefused(errorOf(event.error)), target: 'pricing', actions: assign(placingFailed) },
          // Back to delivery, its lists read again: the recipient is chosen again (the first, until the member chooses).
          { guard: ({ event }) => ['recipient', 'transmit'].includes(errorOf(event.error).kind), target: 'delivery', actions: assign(placingFailed) },
          { target: 'review', actions: assign(placingFailed) },
        ],
      },
    },
    payment: {
      invoke: {
        src: 'loadBalance',
        onDone: { actions: assign({ balance: ({ event }) => event.output }) },
        onError: { actions: assign({ balance: null }) },
      },
      on: { 'checkout.pay': { target: 'paying', actions: assign({ error: null }) } },
    },
    paying: {
      invoke: {
        src: 'pay',
        input: ({ context, event }) => ({ orderId: context.order!.id, method: (event as { method: 'gateway' | 'credit' }).method }),
        onDone: [
          {
            guard: ({ event }) => event.output.redirect_url !== null,
            target: 'redirecting',
            actions: [assign({ redirectUrl: ({ event }) => event.output.redirect_url }), { type: 'redirect', params: ({ event }) => ({ url: event.output.redirect_url! }) }],
          },
          { target: 'result', actions: assign({ order: ({ context, event }) => ({ ...context.order!, status: event.output.status }) }) },
        ],
        onError: { target: 'payment', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    redirecting: { type: 'final' },
    result: { type: 'final' },
    submitted: { type: 'final' },
  },
});

/** The step (spec §3 cart `step`) a state shows. */
/** The step a state value is in (delivery has sub-states: `{ delivery: 'checkingCode' }` is delivery). */
export function stepOf(value: string | Record<string, unknown>): number {
  const state = typeof value === 'string' ? value : (Object.keys(value)[0] ?? '');
  if (state === 'cart') return CHECKOUT_STEPS.cart;
  if (state === 'delivery' || state === 'pricing' || state === 'priceChanged') return CHECKOUT_STEPS.delivery;
  if (state === 'review' || state === 'placing') return CHECKOUT_STEPS.review;
  if (state === 'payment' || state === 'paying' || state === 'redirecting') return CHECKOUT_STEPS.payment;
  return CHECKOUT_STEPS.result;
}
