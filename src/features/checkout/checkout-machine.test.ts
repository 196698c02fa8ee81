import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Order, PaymentStart, Pricing, Recipient, Transmit } from '../../../contract/store.ts';
import { addItem, emptyCart, increase, type Cart } from '../../device/cart/cart-rules.ts';
import type { Saved } from '../member/member-reads.ts';
import { checkoutMachine, stepOf, type PayInput, type PlaceInput, type PriceInput } from './checkout-machine.ts';

const cartOf = (price = 1_000): Cart =>
  addItem(emptyCart(), { id: 7, title: 'Nylon', price, priceWithGuarantee: null, description: null, media: null, withGuarantee: false, quantity: 2 });

const pricing = (price: number, extra: Partial<Pricing> = {}): Pricing => ({
  items: [{ product_id: 7, guaranteed: false, title: 'Nylon', quantity: 2, price, price_with_guarantee: null, unit_price: price, line_total: price * 2, stock: 50, problem: null, comment: '' }],
  dropped: [],
  subtotal: price * 2,
  discount: 0,
  discount_code: null,
  transmit: { id: 1, kind: 'post', title: 'Post', description: '', price: 100, free_over: null, delivery_days_min: 2, delivery_days_max: 5 },
  shipping: 100,
  total: price * 2 + 100,
  ...extra,
});
const order = { id: 10_700, status: 'awaiting_payment', total: 2_100 } as Order;
const failure = (status_code: number, error_message: string, more: object = {}) => Object.assign(new Error(error_message), { status_code, error_message, ...more });

type Calls = { priced: PriceInput[]; placed: PlaceInput[]; paid: PayInput[]; accepted: number; cleared: number; redirects: string[]; remembered: { recipientId: number | null; transmitId: number; code: string }[]; loads: string[]; totals: number[] };

function start(opts: {
  cart?: Cart;
  online?: boolean;
  price?: (input: PriceInput, n: number) => Promise<Pricing>;
  place?: (input: PlaceInput, n: number) => Promise<Order>;
  pay?: (input: PayInput) => Promise<PaymentStart>;
  recipients?: () => Promise<Saved<Recipient[]>>;
  transmits?: () => Promise<Saved<Transmit[]>>;
  balance?: () => Promise<number>;
} = {}) {
  const calls: Calls = { priced: [], placed: [], paid: [], accepted: 0, cleared: 0, redirects: [], remembered: [], loads: [], totals: [] };
  const loader = <T,>(name: string, load: (() => Promise<T>) | undefined) =>
    fromPromise(async () => {
      calls.loads.push(name);
      if (!load) throw Object.assign(new Error('offline'), { status_code: 0, error_message: 'Network Error', offline: true });
      return load();
    });
  let keys = 0;
  const machine = checkoutMachine.provide({
    actors: {
      loadRecipients: loader('recipients', opts.recipients),
      loadTransmits: loader('transmits', opts.transmits),
      loadBalance: loader('balance', opts.balance),
      priceCart: fromPromise(async ({ input }: { input: PriceInput }) => {
        calls.priced.push(input);
        return (opts.price ?? (async () => pricing(1_000)))(input, calls.priced.length);
      }),
      placeOrder: fromPromise(async ({ input }: { input: PlaceInput }) => {
        calls.placed.push(input);
        return (opts.place ?? (async () => order))(input, calls.placed.length);
      }),
      pay: fromPromise(async ({ input }: { input: PayInput }) => {
        calls.paid.push(input);
        return (opts.pay ?? (async (i) => ({ order_id: i.orderId, redirect_url: '/api/pay/sandbox/900000?lang=fa', status: 'awaiting_payment' as const })))(input);
      }),
    },
    actions: {
      acceptPricesInCart: () => void calls.accepted++,
      clearCart: () => void calls.cleared++,
      redirect: (_, params: { url: string }) => void calls.redirects.push(params.url),
      rememberChoices: ({ context }) => void calls.remembered.push({ recipientId: context.recipientId, transmitId: context.transmitId, code: context.code }),
      keepPriceTotal: (_, params: { total: number }) => void calls.totals.push(params.total),
    },
  });
  const actor = createActor(machine, { input: { cart: opts.cart ?? cartOf(), online: opts.online ?? true, newKey: () => `key-${++keys}` } }).start();
  const value = () => actor.getSnapshot().value as string | Record<string, unknown>;
  // The top state's name (delivery has sub-states).
  return { actor, calls, state: () => { const v = value(); return typeof v === 'string' ? v : Object.keys(v)[0]!; } };
}

/** Cart → delivery (recipient 301) → review, as a member goes. */
async function toReview(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'checkout.next' });
  actor.send({ type: 'checkout.recipient', id: 301 });
  actor.send({ type: 'checkout.next' });
  await waitFor(actor, (s) => s.matches('review'));
}

describe('checkout', () => {
  it('goes cart → delivery → review → payment → the gateway, placing one order with one key', async () => {
    const { actor, calls, state } = start();
    expect(stepOf(state())).toBe(0);
    actor.send({ type: 'checkout.next' });
    expect(state()).toBe('delivery');
    actor.send({ type: 'checkout.transmit', id: 3 });
    actor.send({ type: 'checkout.applyCode', code: ' WELCOME10 ' });
    await waitFor(actor, (s) => s.matches({ delivery: 'editing' }) && s.context.code === 'WELCOME10');
    actor.send({ type: 'checkout.recipient', id: 301 });
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.matches('review'));
    // Checked when applied, and priced again on the way to review.
    // (The shipping methods' list is not loaded here: the chosen one is known by its id only.)
    expect(calls.priced).toEqual([
      { cart: cartOf(), code: 'WELCOME10', transmitId: 3, transmit: null },
      { cart: cartOf(), code: 'WELCOME10', transmitId: 3, transmit: null },
    ]);
    expect(stepOf(state())).toBe(2);
    // The server's total is kept in the cart (spec §3 priceTotal).
    expect(calls.totals).toEqual([pricing(1_000).total]);
    actor.send({ type: 'checkout.note', note: 'Ward 3' });
    actor.send({ type: 'checkout.place' });
    actor.send({ type: 'checkout.place' }); // a double tap
    await waitFor(actor, (s) => s.matches('payment'));
    expect(calls.placed).toHaveLength(1);
    expect(calls.placed[0]).toMatchObject({ recipientId: 301, transmitId: 3, code: 'WELCOME10', note: 'Ward 3', key: 'key-1' });
    expect(calls.cleared).toBe(1);
    actor.send({ type: 'checkout.pay', method: 'gateway' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(calls.paid).toEqual([{ orderId: 10_700, method: 'gateway' }]);
    expect(calls.redirects).toEqual(['/api/pay/sandbox/900000?lang=fa']);
  });

  it('loads what delivery decides with (the first recipient chosen), adds a new recipient, remembers each choice, and reads the credit on payment', async () => {
    const home = { id: 301, name: 'Ward 3' } as Recipient;
    const store = { id: 302, name: 'Store room' } as Recipient;
    const post = { id: 3, title: 'Post' } as Transmit;
    const onServer = [home];
    const { actor, calls } = start({ recipients: async () => ({ data: [...onServer], savedAt: null }), transmits: async () => ({ data: [post], savedAt: null }), balance: async () => 50_000 });
    const ctx = () => actor.getSnapshot().context;
    expect(calls.loads).toEqual([]);
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.context.recipients !== null && s.context.transmits !== null);
    expect(ctx()).toMatchObject({ recipients: [home], transmits: [post], recipientId: 301 });
    // The recipient chosen for them is written to the cart, as a chosen one is (spec §3).
    expect(calls.remembered.at(-1)).toMatchObject({ recipientId: 301 });
    onServer.unshift(store);
    actor.send({ type: 'checkout.recipientAdded', recipient: store });
    expect(ctx()).toMatchObject({ recipients: [store, home], recipientId: 302 });
    // Read again, so that the device's copy has it too; the new one stays chosen.
    await waitFor(actor, () => calls.loads.filter((l) => l === 'recipients').length === 2);
    await waitFor(actor, (s) => s.context.recipients !== null);
    expect(ctx()).toMatchObject({ recipients: [store, home], recipientId: 302 });
    actor.send({ type: 'checkout.transmit', id: 3 });
    actor.send({ type: 'checkout.applyCode', code: 'OFF10' });
    await waitFor(actor, (s) => s.context.code === 'OFF10');
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.matches('review'));
    // Each choice, the code once applied.
    expect(calls.remembered.at(-1)).toEqual({ recipientId: 302, transmitId: 3, code: 'OFF10' });
    expect(calls.remembered.length).toBeGreaterThanOrEqual(3);
    expect(ctx().balance).toBeNull();
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('payment') && s.context.balance !== null);
    expect(ctx().balance).toBe(50_000);
    expect(calls.loads.sort()).toEqual(['balance', 'recipients', 'recipients', 'transmits', 'transmits']);
  });

  it('a recipient deleted on another device, or a shipping method withdrawn, sends the member back to delivery with the lists read again, and says so', async () => {
    const home = { id: 301, name: 'Ward 3' } as Recipient;
    const store = { id: 302, name: 'Store room' } as Recipient;
    const post = { id: 3, title: 'Post' } as Transmit;
    const express = { id: 4, title: 'Express' } as Transmit;
    const recipients = [home, store];
    const transmits = [post, express];
    const { actor, calls } = start({
      recipients: async () => ({ data: [...recipients], savedAt: null }),
      transmits: async () => ({ data: [...transmits], savedAt: null }),
      price: async (i) => {
        if (!transmits.some((m) => m.id === i.transmitId)) throw failure(422, `Shipping method ${i.transmitId} is not offered`, { details: { field: 'transmit_id', reason: 'unknown' } });
        return pricing(1_000);
      },
      place: async (i) => {
        if (!recipients.some((r) => r.id === i.recipientId)) throw failure(422, 'Choose one of your recipients', { details: { field: 'recipient_id', reason: 'unknown' } });
        return order;
      },
    });
    const ctx = () => actor.getSnapshot().context;
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.context.recipients !== null && s.context.transmits !== null);
    // A method the cart remembered that the list does not offer gives way to the first offered.
    expect(ctx()).toMatchObject({ recipientId: 301, transmitId: 3 });
    actor.send({ type: 'checkout.transmit', id: 4 });
    // The desk withdraws express: continuing is refused by name, and the list read again chooses post.
    transmits.pop();
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.matches('delivery') && s.context.error !== null);
    expect(ctx().error).toMatchObject({ kind: 'transmit' });
    await waitFor(actor, () => ctx().transmitId === 3);
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.matches('review'));
    // The recipient is deleted on another device before the order is placed.
    recipients.shift();
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('delivery') && s.context.error?.kind === 'recipient');
    await waitFor(actor, () => ctx().recipients?.length === 1);
    expect(ctx().recipientId).toBe(302);
    expect(calls.remembered.at(-1)).toMatchObject({ recipientId: 302, transmitId: 3 });
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('payment'));
    // The refused try was its key's answer: the next went with a new one.
    expect(calls.placed.map((p) => p.recipientId)).toEqual([301, 302]);
    expect(calls.placed[1]!.key).not.toBe(calls.placed[0]!.key);
  });

  it('says an earlier try may have placed the order when its key was answered for the cart as it was (the answer lost, the cart changed since)', async () => {
    const { actor, calls } = start({
      place: async (_, n) => {
        if (n === 1) throw failure(500, 'Unknown Error', { offline: true });
        if (n === 2) throw failure(422, 'This Idempotency-Key was already used for a different request', { details: { reason: 'key_reused' } });
        return order;
      },
    });
    await toReview(actor);
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('review') && s.context.error?.kind === 'offline');
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('review') && s.context.error?.kind === 'earlier');
    // Placing again, having looked, is a new request under a new key.
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('payment'));
    expect(calls.placed.map((p) => p.key)).toEqual(['key-1', 'key-1', expect.not.stringMatching(/^key-1$/)]);
  });

  it('says a try still being handled on the server is pending, and tries again under the same key (not a lack of stock)', async () => {
    const { actor, calls } = start({
      place: async (_, n) => {
        if (n === 1) throw failure(409, 'A request with this Idempotency-Key is still in progress; try again shortly', { details: { reason: 'in_flight' } });
        return order;
      },
    });
    await toReview(actor);
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('review') && s.context.error?.kind === 'pending');
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('payment'));
    expect(calls.placed.map((p) => p.key)).toEqual(['key-1', 'key-1']);
  });

  it('says an order paid or cancelled meanwhile (in another tab) is no longer waiting for payment, staying at payment', async () => {
    const { actor } = start({
      pay: async () => {
        throw failure(422, 'This order is already paid', { details: { reason: 'status', status: 'paid' } });
      },
    });
    await toReview(actor);
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('payment'));
    actor.send({ type: 'checkout.pay', method: 'credit' });
    await waitFor(actor, (s) => s.matches('payment') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'moved', message: 'This order is already paid' });
  });

  it('offline, delivery shows the lists saved on the device, dated, and reads them again when the network is back', async () => {
    const home = { id: 301, name: 'Ward 3' } as Recipient;
    let online = false;
    const { actor, calls } = start({
      online: false,
      recipients: async () => ({ data: [home], savedAt: online ? null : 1_000 }),
      transmits: async () => ({ data: [], savedAt: online ? null : 2_000 }),
    });
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.context.recipients !== null && s.context.transmits !== null);
    expect(actor.getSnapshot().context).toMatchObject({ recipientId: 301, listsSavedAt: 1_000, listsMissing: false });
    online = true;
    actor.send({ type: 'checkout.online' });
    await waitFor(actor, (s) => s.context.listsSavedAt === null && calls.loads.length === 4);
    expect(actor.getSnapshot().matches('delivery')).toBe(true);
    expect(actor.getSnapshot().context.online).toBe(true);
  });

  it('offline with nothing saved, delivery says the lists are missing, and a recipient is still required', async () => {
    const { actor, state } = start();
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.context.listsMissing);
    expect(actor.getSnapshot().context).toMatchObject({ recipients: null, transmits: null, recipientId: null });
    actor.send({ type: 'checkout.next' });
    expect(state()).toBe('delivery');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'recipient' });
  });

  it('pays from credit straight to the result', async () => {
    const { actor } = start({ pay: async (i) => ({ order_id: i.orderId, redirect_url: null, status: 'paid' }) });
    await toReview(actor);
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('payment'));
    actor.send({ type: 'checkout.pay', method: 'credit' });
    await waitFor(actor, (s) => s.matches('result'));
    expect(actor.getSnapshot().context.order?.status).toBe('paid');
  });

  it('keeps an empty cart out of delivery and a missing recipient out of review', () => {
    const { actor, state, calls } = start({ cart: emptyCart() });
    actor.send({ type: 'checkout.next' });
    expect(state()).toBe('cart');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'empty' });
    actor.send({ type: 'checkout.cartChanged', cart: cartOf() });
    actor.send({ type: 'checkout.next' });
    actor.send({ type: 'checkout.next' });
    expect(state()).toBe('delivery');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'recipient' });
    expect(calls.priced).toHaveLength(0);
  });

  it('shows a price the server changed, and goes on only once it is accepted', async () => {
    const { actor, calls, state } = start({ price: async (_i, n) => pricing(n === 1 ? 1_200 : 1_200) });
    actor.send({ type: 'checkout.next' });
    actor.send({ type: 'checkout.recipient', id: 301 });
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.matches('priceChanged'));
    expect(actor.getSnapshot().context.changes).toEqual([{ kind: 'price', key: { id: 7, withGuarantee: false }, title: 'Nylon', from: 1_000, to: 1_200 }]);
    actor.send({ type: 'checkout.place' }); // not from here
    expect(state()).toBe('priceChanged');
    actor.send({ type: 'checkout.acceptPrices' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(calls.accepted).toBe(1);
    expect(actor.getSnapshot().context.cart.items[0]!.price).toBe(1_200);
    expect(calls.priced).toHaveLength(2);
  });

  it('places nothing offline and says so, keeping everything; back online the same order key is used', async () => {
    let failOnce = true;
    const { actor, calls, state } = start({
      online: false,
      place: async () => {
        if (failOnce) {
          failOnce = false;
          throw failure(500, 'Unknown Error', { offline: true });
        }
        return order;
      },
    });
    await toReview(actor);
    actor.send({ type: 'checkout.place' });
    expect(state()).toBe('review');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'offline' });
    expect(calls.placed).toHaveLength(0);
    actor.send({ type: 'checkout.online' });
    expect(actor.getSnapshot().context.error).toBeNull();
    // The network drops during the call: the answer is lost; the retry carries the same key.
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('review') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'offline' });
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('payment'));
    expect(calls.placed.map((p) => p.key)).toEqual(['key-1', 'key-1']);
    expect(actor.getSnapshot().context.cart.items).toHaveLength(1);
  });

  it('returns to delivery with a refused code, and with a stock conflict shows what changed to accept, then places', async () => {
    let sold = false;
    const { actor, calls } = start({
      price: async (i) => {
        if (i.code === 'OLD') throw failure(422, 'This discount code has expired', { details: { field: 'code', reason: 'expired' } });
        return sold ? pricing(1_000, { items: [{ ...pricing(1_000).items[0]!, stock: 1 }] }) : pricing(1_000);
      },
      place: async (i) => {
        if (i.cart.items[0]!.quantity > 1) {
          sold = true;
          throw failure(409, 'Not enough in stock: Nylon', { details: { reason: 'stock', short: [{ product_id: 7, title: 'Nylon', stock: 1, quantity: 2 }] } });
        }
        return order;
      },
    });
    actor.send({ type: 'checkout.next' });
    actor.send({ type: 'checkout.recipient', id: 301 });
    // A refused code is said, and left out: it does not block continuing.
    actor.send({ type: 'checkout.applyCode', code: 'OLD' });
    await waitFor(actor, (s) => s.matches({ delivery: 'editing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'code', message: 'This discount code has expired', reason: 'expired' });
    expect(actor.getSnapshot().context.code).toBe('');
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'checkout.place' });
    // Priced again: the line short of stock is shown to accept, and why it came back.
    await waitFor(actor, (s) => s.matches('priceChanged'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'stock', message: 'Not enough in stock: Nylon', titles: ['Nylon'] });
    expect(actor.getSnapshot().context.changes).toEqual([{ kind: 'short', key: { id: 7, withGuarantee: false }, title: 'Nylon', quantity: 2, stock: 1 }]);
    actor.send({ type: 'checkout.acceptPrices' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.cart.items[0]!.quantity).toBe(1);
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('payment'));
    // The refused request is the first key's answer for good (the server replays it): the changed cart goes with a new key.
    expect(calls.placed.map((p) => p.cart.items[0]!.quantity)).toEqual([2, 1]);
    expect(calls.placed[0]!.key).toBe('key-1');
    expect(calls.placed[1]!.key).not.toBe('key-1');
  });

  it('names a product no longer sold and shows it leaving the cart; a stock refusal with nothing to accept stays said at review', async () => {
    let unpublished = false;
    const twoLines = increase(addItem(cartOf(), { id: 9, title: 'Mesh', price: 5_000, priceWithGuarantee: null, description: null, media: null, withGuarantee: false, quantity: 1 }), { id: 7, withGuarantee: false });
    const { actor } = start({
      cart: twoLines,
      price: async () => {
        const base = pricing(1_000);
        const mesh = { ...base.items[0]!, product_id: 9, title: 'Mesh', quantity: 1, price: 5_000, unit_price: 5_000, line_total: 5_000 };
        return unpublished ? { ...base, items: [{ ...base.items[0]!, quantity: 3 }], dropped: [{ product_id: 9, guaranteed: false, problem: 'unavailable' as const }] } : { ...base, items: [{ ...base.items[0]!, quantity: 3 }, mesh] };
      },
      place: async (_, n) => {
        if (n === 1) {
          unpublished = true;
          throw failure(422, 'Some products in the cart can no longer be ordered', { details: { reason: 'dropped', dropped: [{ product_id: 9, guaranteed: false, problem: 'unavailable' }] } });
        }
        throw failure(409, 'Not enough in stock: Nylon', { details: { reason: 'stock', short: [{ product_id: 7, title: 'Nylon', stock: 2, quantity: 3 }] } });
      },
    });
    await toReview(actor);
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('priceChanged'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'dropped', message: 'Some products in the cart can no longer be ordered', productIds: [9] });
    expect(actor.getSnapshot().context.changes).toEqual([{ kind: 'dropped', key: { id: 9, withGuarantee: false }, title: 'Mesh' }]);
    actor.send({ type: 'checkout.acceptPrices' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(actor.getSnapshot().context.cart.items.map((i) => i.id)).toEqual([7]);
    // The server refuses the stock, but pricing sees nothing to accept: back at review, the refusal said.
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('review') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'stock', titles: ['Nylon'] });
  });

  it('drops a code the server refuses on the way to review (it expired since it was applied), says why, and goes on without it', async () => {
    let expired = false;
    const { actor, calls } = start({
      price: async (i) => {
        if (i.code === 'SOON' && expired) throw failure(422, 'This discount code has expired', { details: { field: 'code', reason: 'expired' } });
        return pricing(1_000);
      },
    });
    actor.send({ type: 'checkout.next' });
    actor.send({ type: 'checkout.recipient', id: 301 });
    actor.send({ type: 'checkout.applyCode', code: 'SOON' });
    await waitFor(actor, (s) => s.context.code === 'SOON');
    expired = true;
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.matches('delivery') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ code: '', error: { kind: 'code', reason: 'expired' } });
    expect(calls.remembered.at(-1)).toMatchObject({ code: '' });
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.matches('review'));
    // Removing an applied code is one event, remembered on the device.
    actor.send({ type: 'checkout.back' });
    actor.send({ type: 'checkout.applyCode', code: 'OTHER' });
    await waitFor(actor, (s) => s.context.code === 'OTHER');
    actor.send({ type: 'checkout.removeCode' });
    expect(actor.getSnapshot().context.code).toBe('');
    expect(calls.remembered.at(-1)).toMatchObject({ code: '' });
  });

  it('stays at review with a store limit named (too many unpaid orders, a line over its limit), and at payment when the hold ran out', async () => {
    const { actor, calls } = start({
      place: async (_, n) => {
        if (n === 1) throw failure(422, 'You have 3 orders waiting for payment', { details: { reason: 'unpaid_orders', max: 3 } });
        if (n === 2) throw failure(422, 'At most 100 units of one product can be ordered at once', { details: { reason: 'line_quantity', max: 100, product_id: 7, quantity: 101 } });
        return order;
      },
      pay: async () => {
        throw failure(422, 'The hold is over', { details: { reason: 'hold_expired' } });
      },
    });
    await toReview(actor);
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('review') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'limit', message: 'You have 3 orders waiting for payment', limit: { reason: 'unpaid_orders', max: 3 } });
    // A line over the store's limit: the product is named, for the page to read its title from the cart.
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('review') && s.context.error?.limit?.reason === 'line_quantity');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'limit', message: 'At most 100 units of one product can be ordered at once', limit: { reason: 'line_quantity', max: 100 }, productIds: [7] });
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('payment'));
    // Each refusal was its key's answer: each try after one went with a new key.
    expect(new Set(calls.placed.map((p) => p.key)).size).toBe(3);
    actor.send({ type: 'checkout.pay', method: 'credit' });
    await waitFor(actor, (s) => s.matches('payment') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'limit', limit: { reason: 'hold_expired', max: null } });
  });

  it('stays at payment, the order kept, when the bank’s gateway did not start the payment; a second try goes', async () => {
    let n = 0;
    const { actor, calls } = start({
      pay: async (i) => {
        if (++n === 1) throw failure(503, 'The bank’s payment gateway did not start this payment', { details: { reason: 'gateway_unavailable' } });
        return { order_id: i.orderId, redirect_url: 'https://payment.example/pg/StartPay/A1', status: 'awaiting_payment' };
      },
    });
    await toReview(actor);
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('payment'));
    actor.send({ type: 'checkout.pay', method: 'gateway' });
    await waitFor(actor, (s) => s.matches('payment') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'gateway' });
    expect(actor.getSnapshot().context.order).not.toBeNull();
    actor.send({ type: 'checkout.pay', method: 'gateway' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(calls.redirects).toEqual(['https://payment.example/pg/StartPay/A1']);
  });

  it('says when to try again after too many tries (429), keeping the step', async () => {
    const { actor } = start({
      price: async () => {
        throw failure(429, 'You are doing this too often', { details: { retry_after_s: 42 } });
      },
    });
    actor.send({ type: 'checkout.next' });
    actor.send({ type: 'checkout.recipient', id: 301 });
    actor.send({ type: 'checkout.next' });
    await waitFor(actor, (s) => s.matches('delivery') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'busy', message: 'You are doing this too often', retryAfterS: 42 });
    expect(actor.getSnapshot().context.recipientId).toBe(301);
  });

  it('prices again when the cart changes in another tab during review, and not for a write that leaves its lines as they are', async () => {
    const { actor, calls, state } = start();
    await toReview(actor);
    // The delivery choices written to the device's cart as the step was left: the same order.
    actor.send({ type: 'checkout.cartChanged', cart: { ...cartOf(), recipient: 301, transmitId: 3 } });
    expect(state()).toBe('review');
    expect(calls.priced).toHaveLength(1);
    // Another tab added one more.
    actor.send({ type: 'checkout.cartChanged', cart: increase(cartOf(), { id: 7, withGuarantee: false }) });
    await waitFor(actor, (s) => s.matches('review'));
    expect(calls.priced).toHaveLength(2);
  });
});
