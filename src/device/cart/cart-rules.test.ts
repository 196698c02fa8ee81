import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '../../../contract/constants.ts';
import {
  addItem,
  hasRoomFor,
  applyDiscountCode,
  applyPricing,
  rememberChoices,
  sameOrderLines,
  CART_STORAGE_KEY,
  changeQuantity,
  clearCart,
  decrease,
  discountCheckBody,
  droppedBy,
  restoreDropped,
  lineCap,
  lineTitle,
  noteCatalog,
  emptyCart,
  increase,
  itemCount,
  linesFromCatalog,
  priceChanges,
  pricesSeenAt,
  lineTotal,
  removeItem,
  setUserDescription,
  subtotal,
  toggleDrawer,
  keepPriceTotal,
  pricingEnded,
  pricingStarted,
  storedCart,
  typedQuantity,
  type Cart,
} from './cart-rules.ts';

const product = (id: number, title: string, price = 1_000, priceWithGuarantee: number | null = 1_500) => ({
  id,
  title,
  price,
  priceWithGuarantee,
  description: null,
  media: null,
  withGuarantee: false,
});
const plain = (id: number) => ({ id, withGuarantee: false });

describe('the cart (spec §3, §4, §9)', () => {
  it('reads a typed quantity in Persian or Latin digits: a whole number of at least one', () => {
    expect([' ۱۲۰ ', '7', '٣'].map(typedQuantity)).toEqual([120, 7, 3]);
    for (const wrong of ['', '0', '-2', '1.5', 'ten', 'صفر']) expect(typedQuantity(wrong), wrong).toBeNull();
  });

  it('holds at most as many lines as an order may: a new product in a full cart is refused, a line it holds still grows', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => i + 1).reduce((c, id) => addItem(c, product(id, `P${id}`)), emptyCart());
    expect(full.items).toHaveLength(MAX_CART_LINES);
    expect(hasRoomFor(full, plain(MAX_CART_LINES + 1))).toBe(false);
    expect(addItem(full, product(MAX_CART_LINES + 1, 'One more'))).toBe(full);
    // The same product with the guarantee is another line: refused too.
    expect(hasRoomFor(full, { id: 1, withGuarantee: true })).toBe(false);
    expect(hasRoomFor(full, plain(1))).toBe(true);
    expect(addItem(full, product(1, 'P1')).items[0]!.quantity).toBe(2);
    expect(hasRoomFor(removeItem(full, plain(3)), plain(MAX_CART_LINES + 1))).toBe(true);
  });

  it('starts empty with transmit 1 and step 0, kept under the key "cart"', () => {
    expect(emptyCart()).toEqual({ items: [], recipient: null, transmitId: 1, discountCodes: [], step: 0, cartDrawerState: false, priceTotal: null, pending: false, error: null });
    expect(CART_STORAGE_KEY).toBe('cart');
  });

  it('says while it is priced (pending) and how that ended (error), keeps the server total, and reads a cart saved before these fields', () => {
    const cart = addItem(emptyCart(), product(1, 'Nylon'));
    const asking = pricingStarted(cart);
    expect(asking).toMatchObject({ pending: true, error: null });
    expect(pricingEnded(asking, { status_code: 500, error_message: 'Unknown Error' })).toMatchObject({ pending: false, error: { status_code: 500, error_message: 'Unknown Error' } });
    expect(pricingEnded(asking, null)).toMatchObject({ pending: false, error: null });
    expect(keepPriceTotal(cart, 1_234_000).priceTotal).toBe(1_234_000);
    // A new line makes the total unknown again.
    expect(addItem(keepPriceTotal(cart, 1_234_000), product(2, 'Mesh')).priceTotal).toBeNull();
    const older: Partial<Cart> = { ...cart };
    delete older.pending;
    delete older.error;
    expect(storedCart(older)).toEqual(cart);
    expect(storedCart(undefined)).toEqual(emptyCart());
  });

  it('keeps one line per product and guarantee choice; adding it again raises the quantity by one', () => {
    let cart = addItem(emptyCart(), { ...product(1, 'Nylon'), quantity: 3 });
    cart = addItem(cart, { ...product(1, 'Nylon'), quantity: 5 });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(4);
    cart = addItem(cart, { ...product(1, 'Nylon'), withGuarantee: true });
    expect(cart.items.map((i) => [i.withGuarantee, i.quantity])).toEqual([
      [false, 4],
      [true, 1],
    ]);
  });

  it('increases by one, decreases while above one and drops the line at one, removes and clears', () => {
    let cart = addItem(emptyCart(), product(1, 'Nylon'));
    cart = increase(cart, plain(1));
    expect(cart.items[0]!.quantity).toBe(2);
    cart = decrease(cart, plain(1));
    expect(cart.items[0]!.quantity).toBe(1);
    cart = decrease(cart, plain(1));
    expect(cart.items).toEqual([]);
    cart = addItem(addItem(emptyCart(), product(1, 'Nylon')), product(2, 'Mesh'));
    expect(removeItem(cart, plain(1)).items.map((i) => i.id)).toEqual([2]);
    expect(changeQuantity(cart, plain(2), 7).items.find((i) => i.id === 2)!.quantity).toBe(7);
    expect(changeQuantity(cart, plain(2), 0).items.map((i) => i.id)).toEqual([1]);
    expect(clearCart(applyDiscountCode(cart, 'OFF10'))).toMatchObject({ items: [], discountCodes: [] });
  });

  it('never holds more of a line than is in stock: adding, one more and a typed quantity stop there', () => {
    let cart = addItem(emptyCart(), { ...product(1, 'Mesh'), stock: 9, quantity: 50 });
    expect(cart.items[0]!.quantity).toBe(9);
    cart = increase(cart, plain(1));
    expect(cart.items[0]!.quantity).toBe(9);
    cart = addItem(cart, { ...product(1, 'Mesh'), stock: 9 });
    expect(cart.items[0]!.quantity).toBe(9);
    expect(changeQuantity(cart, plain(1), 40).items[0]!.quantity).toBe(9);
    expect(changeQuantity(cart, plain(1), 4).items[0]!.quantity).toBe(4);
    // Stock unknown (an old cart): the API's bound.
    expect(lineCap({})).toBe(999);
    // The catalogue says more came in: the cap rises with it.
    const more = noteCatalog(cart, [{ product_id: 1, guaranteed: false, price: 1_000, price_with_guarantee: null, stock: 20 }]);
    expect(increase(more, plain(1)).items[0]!.quantity).toBe(10);
  });

  it('shows a line in the page’s language once the device has seen its title in it', () => {
    let cart = addItem(emptyCart(), { ...product(1, 'Polypropylene mesh'), titles: { en: 'Polypropylene mesh' } });
    expect(lineTitle(cart.items[0]!, 'fa')).toBe('Polypropylene mesh');
    cart = noteCatalog(cart, linesFromCatalog(cart, [{ id: 1, price: 1_000, price_with_guarantee: 1_500, stock: 5, title: 'مش پلی‌پروپیلن' }], 'fa'));
    expect(lineTitle(cart.items[0]!, 'fa')).toBe('مش پلی‌پروپیلن');
    expect(lineTitle(cart.items[0]!, 'en')).toBe('Polypropylene mesh');
    expect(priceChanges(cart, [], 'fa')).toEqual([{ kind: 'dropped', key: plain(1), title: 'مش پلی‌پروپیلن' }]);
  });

  it('undoes a removal or an emptied cart: the lines and the code come back as they were', () => {
    const full = applyDiscountCode(setUserDescription(addItem(addItem(emptyCart(), { ...product(1, 'Nylon'), quantity: 3 }), product(2, 'Mesh')), plain(1), 'ICU'), 'OFF10');
    const removed = removeItem(full, plain(1));
    expect(restoreDropped(removed, droppedBy(full, removed))).toEqual(full);
    const emptied = clearCart(full);
    expect(droppedBy(full, emptied)).toEqual({ items: full.items, discountCodes: ['OFF10'] });
    expect(restoreDropped(emptied, droppedBy(full, emptied))).toEqual(full);
    // Added again meanwhile: the larger quantity stays, and a code typed since is kept.
    const again = applyDiscountCode(addItem(emptied, product(1, 'Nylon')), 'NEW5');
    const back = restoreDropped(again, droppedBy(full, emptied));
    expect(back.items.map((i) => [i.id, i.quantity, i.userDescription])).toEqual([
      [2, 1, ''],
      [1, 3, 'ICU'],
    ]);
    expect(back.discountCodes).toEqual(['NEW5']);
    // A quantity change drops nothing.
    expect(droppedBy(full, increase(full, plain(2)))).toEqual({ items: [], discountCodes: [] });
  });

  it('keeps the lines sorted by title (Persian collation: Persian titles first, numbers by value)', () => {
    let cart: Cart = emptyCart();
    for (const [id, title] of [[1, 'نخ بخیه'], [2, 'Mesh 10'], [3, 'چسب کاغذی'], [4, 'Mesh 2']] as const) cart = addItem(cart, product(id, title));
    expect(cart.items.map((i) => i.title)).toEqual(['چسب کاغذی', 'نخ بخیه', 'Mesh 2', 'Mesh 10']);
  });

  it("rewrites a line's note, and one discount code replaces the list", () => {
    let cart = addItem(emptyCart(), product(1, 'Nylon'));
    cart = setUserDescription(cart, plain(1), 'Sterile packs only');
    cart = setUserDescription(cart, plain(1), 'Sterile packs, lot 2026');
    expect(cart.items[0]!.userDescription).toBe('Sterile packs, lot 2026');
    cart = applyDiscountCode(applyDiscountCode(cart, 'HOSPITAL5'), ' OFF10 ');
    expect(cart.discountCodes).toEqual(['OFF10']);
    expect(discountCheckBody(cart)).toEqual({ cart_items: [{ product_id: 1, quantity: 1, guaranteed: 0, comment: 'Sterile packs, lot 2026' }], code: 'OFF10' });
  });

  it("keeps the checkout's delivery choices; a new shipping method or code forgets the last price, a new recipient does not", () => {
    const priced: Cart = { ...addItem(emptyCart(), product(1, 'Nylon')), priceTotal: 5_000 };
    const same = rememberChoices(priced, { recipientId: 4, transmitId: priced.transmitId, code: '' });
    expect(same).toMatchObject({ recipient: 4, priceTotal: 5_000, discountCodes: [] });
    expect(rememberChoices(same, { recipientId: 4, transmitId: priced.transmitId + 1, code: '' })).toMatchObject({ transmitId: priced.transmitId + 1, priceTotal: null });
    const coded = rememberChoices(same, { recipientId: 4, transmitId: priced.transmitId, code: ' OFF10 ' });
    expect(coded).toMatchObject({ discountCodes: ['OFF10'], priceTotal: null });
    expect(rememberChoices({ ...coded, priceTotal: 9 }, { recipientId: 4, transmitId: priced.transmitId, code: 'OFF10' }).priceTotal).toBe(9);
    expect(rememberChoices(coded, { recipientId: 4, transmitId: priced.transmitId, code: '  ' }).discountCodes).toEqual([]);
  });

  it('tells the same order apart from a changed one: lines, quantities, guarantees and notes count; delivery choices and prices do not', () => {
    const cart = addItem(emptyCart(), product(1, 'Nylon'));
    expect(sameOrderLines(cart, rememberChoices({ ...cart, priceTotal: 7 }, { recipientId: 4, transmitId: cart.transmitId + 1, code: 'OFF10' }))).toBe(true);
    expect(sameOrderLines(cart, increase(cart, plain(1)))).toBe(false);
    expect(sameOrderLines(cart, setUserDescription(cart, plain(1), 'Ward 4'))).toBe(false);
    expect(sameOrderLines(cart, addItem(cart, { ...product(1, 'Nylon'), withGuarantee: true }))).toBe(false);
    expect(sameOrderLines(cart, emptyCart())).toBe(false);
  });

  it('prices a line with its guarantee when chosen, and sums the cart', () => {
    let cart = addItem(emptyCart(), { ...product(1, 'Nylon', 1_000, 1_500), quantity: 2 });
    cart = addItem(cart, { ...product(1, 'Nylon', 1_000, 1_500), withGuarantee: true });
    expect(cart.items.map(lineTotal)).toEqual([2_000, 1_500]);
    expect(subtotal(cart)).toBe(3_500);
    expect(itemCount(cart)).toBe(3);
  });

  it('after pricing keeps only the lines the server returned, each at its new price', () => {
    let cart = addItem(emptyCart(), product(1, 'Nylon', 1_000, 1_500));
    cart = addItem(cart, { ...product(1, 'Nylon', 1_000, 1_500), withGuarantee: true });
    cart = addItem(cart, product(2, 'Mesh', 5_000, null));
    const priced = applyPricing(
      cart,
      [
        { product_id: 1, guaranteed: true, price: 1_100, price_with_guarantee: 1_700 },
        { product_id: 2, guaranteed: false, price: 4_500, price_with_guarantee: null },
      ],
      6_200,
    );
    expect(priced.items.map((i) => [i.id, i.withGuarantee, i.price, i.priceWithGuarantee])).toEqual([
      [2, false, 4_500, null],
      [1, true, 1_100, 1_700],
    ]);
    expect(priced.priceTotal).toBe(6_200);
    // Any later change makes that total stale.
    expect(increase(priced, plain(2)).priceTotal).toBeNull();
  });

  it('opens and closes the drawer', () => {
    expect(toggleDrawer(emptyCart()).cartDrawerState).toBe(true);
    expect(toggleDrawer(toggleDrawer(emptyCart())).cartDrawerState).toBe(false);
    expect(toggleDrawer(emptyCart(), false).cartDrawerState).toBe(false);
  });

  it('lists what the server’s prices change, line by line, and applies them only when accepted', () => {
    let cart = addItem(emptyCart(), { ...product(1, 'Mesh', 1_000, 1_500), withGuarantee: true });
    cart = addItem(cart, { ...product(2, 'Nylon', 400, null), quantity: 5 });
    cart = addItem(cart, product(3, 'Silk', 300, null));
    cart = addItem(cart, product(4, 'Tape', 200, null));
    const now = [
      { id: 1, price: 1_000, price_with_guarantee: 1_600, stock: 9 },
      { id: 2, price: 350, price_with_guarantee: null, stock: 3 },
      { id: 4, price: 200, price_with_guarantee: null, stock: 50 },
    ];
    const lines = linesFromCatalog(cart, now);
    expect(priceChanges(cart, lines)).toEqual([
      { kind: 'price', key: { id: 1, withGuarantee: true }, title: 'Mesh', from: 1_500, to: 1_600 },
      { kind: 'price', key: { id: 2, withGuarantee: false }, title: 'Nylon', from: 400, to: 350 },
      { kind: 'short', key: { id: 2, withGuarantee: false }, title: 'Nylon', quantity: 5, stock: 3 },
      { kind: 'dropped', key: { id: 3, withGuarantee: false }, title: 'Silk' },
    ]);
    // A guaranteed line of a product that no longer offers the guarantee is dropped too.
    expect(priceChanges(cart, linesFromCatalog(cart, [{ ...now[0]!, price_with_guarantee: null }, now[1]!, now[2]!])).filter((c) => c.kind === 'dropped').map((c) => c.key.id)).toEqual([1, 3]);
    expect(pricesSeenAt(cart)).toBeNull();
    const accepted = applyPricing(cart, lines, null, 1_700_000_000_000);
    expect(accepted.items.map((i) => [i.id, i.quantity, i.price, i.priceWithGuarantee, i.pricedAt])).toEqual([
      [1, 1, 1_000, 1_600, 1_700_000_000_000],
      [2, 3, 350, null, 1_700_000_000_000],
      [4, 1, 200, null, 1_700_000_000_000],
    ]);
    expect(priceChanges(accepted, linesFromCatalog(accepted, now))).toEqual([]);
    expect(pricesSeenAt(accepted)).toBe(1_700_000_000_000);
  });

  it('prices a line by the box and the tier as the server does, and carries the catalogue’s box and tiers', () => {
    // 1,000 a unit, 12 a box at 10,800, 850 a unit from 36; a guarantee adds 500 a unit.
    const terms = { pack: { size: 12, price: 10_800 }, price_tiers: [{ from: 36, unit_price: 850 }] };
    let cart = addItem(emptyCart(), { ...product(1, 'Nylon'), pack: terms.pack, priceTiers: terms.price_tiers, quantity: 27 });
    expect(lineTotal(cart.items[0]!)).toBe(2 * 10_800 + 3 * 1_000);
    cart = changeQuantity(cart, plain(1), 40);
    expect(lineTotal(cart.items[0]!)).toBe(40 * 850);
    const guaranteed = addItem(emptyCart(), { ...product(1, 'Nylon'), withGuarantee: true, pack: terms.pack, quantity: 13 });
    expect(lineTotal(guaranteed.items[0]!)).toBe(10_800 + 12 * 500 + 1_500);
    // A spec backend says nothing of boxes: the line keeps what it knew.
    const bare = [{ product_id: 1, guaranteed: false, price: 1_000, price_with_guarantee: 1_500, stock: 100 }];
    expect(applyPricing(cart, bare, null).items[0]).toMatchObject({ pack: terms.pack, priceTiers: terms.price_tiers });
    expect(priceChanges(cart, bare)).toEqual([]);
    // The box's price went up alone: the line's amount is the change shown.
    cart = changeQuantity(cart, plain(1), 24);
    const dearer = [{ ...bare[0]!, pack: { size: 12, price: 11_400 }, price_tiers: terms.price_tiers }];
    expect(priceChanges(cart, dearer)).toEqual([{ kind: 'price', key: plain(1), title: 'Nylon', from: 21_600, to: 22_800 }]);
    const accepted = applyPricing(cart, dearer, null);
    expect(lineTotal(accepted.items[0]!)).toBe(22_800);
    expect(priceChanges(accepted, dearer)).toEqual([]);
    // From the catalogue's answer, the same terms.
    expect(linesFromCatalog(cart, [{ id: 1, price: 1_000, price_with_guarantee: 1_500, stock: 9, ...terms }])[0]).toMatchObject(terms);
  });
});
