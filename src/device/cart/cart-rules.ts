/**
 * The cart's rules (spec §3 cart and cart item, §4 cart rules and actions, §9 constants), as pure
 * functions of the cart: each answers a new cart and changes nothing else. The cart's storage
 * (IndexedDB, key `cart`), its pricing by the server and its views build on these.
 */
import { INITIAL_TRANSMIT_ID, MAX_CART_LINES, MAX_LINE_QUANTITY_BOUND } from '../../../contract/constants.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { DiscountCheckBody } from '../../../contract/store.ts';
import type { ProductListItem } from '../../../contract/catalog.ts';
import { lineParts, type LineParts, type Pack, type PriceTier } from '../../../shared/pack-pricing.ts';
import { toLatinDigits } from '../../../shared/digits.ts';

export const CART_STORAGE_KEY = 'cart';
export const INITIAL_STEP = 0;

export type CartItem = {
  /** The product's id. */
  id: number;
  quantity: number;
  /** Integer Rial, without the guarantee. */
  price: number;
  title: string;
  description: string | null;
  /** The product's first image. */
  media: string | null;
  /** The guarantee option chosen for this line: a line is a product and this choice. */
  withGuarantee: boolean;
  /** Integer Rial with the guarantee, when the product has one. */
  priceWithGuarantee: number | null;
  /** The shopper's note for this line. */
  userDescription: string;
  /** When the server last confirmed this line's price (ms since the epoch); shown as its age offline. */
  pricedAt?: number;
  /** Units in stock when the catalogue last said: the line's quantity never goes above it. */
  stock?: number;
  /** The product's title in each language the device has seen it in: a line reads in the page's language. */
  titles?: Partial<Record<Locale, string>>;
  /** Sold by the box too (issue 31 §5; a spec backend says nothing): whole boxes in the line cost the box's price. */
  pack?: Pack | null;
  /** A lower unit price from a number of units (issue 31 §5). */
  priceTiers?: PriceTier[];
};

export type Cart = {
  items: CartItem[];
  /** The chosen delivery recipient's id. */
  recipient: number | null;
  transmitId: number;
  discountCodes: string[];
  step: number;
  /** Whether the cart drawer is open. */
  cartDrawerState: boolean;
  /** The total the server priced, or null until it has. */
  priceTotal: number | null;
  /** Spec §3: the server is pricing the cart now. */
  pending: boolean;
  /** Spec §3: why the last pricing failed (the server's status and words), or null. */
  error: CartError | null;
};
export type CartError = { status_code: number; error_message: string };

export const emptyCart = (): Cart => ({
  items: [],
  recipient: null,
  transmitId: INITIAL_TRANSMIT_ID,
  discountCodes: [],
  step: INITIAL_STEP,
  cartDrawerState: false,
  priceTotal: null,
  pending: false,
  error: null,
});

/** A cart as storage holds it, with what a cart saved by an older version lacks filled in. */
export const storedCart = (saved: Partial<Cart> | undefined): Cart => ({ ...emptyCart(), ...saved });

/** Spec §4: a load (here, pricing) turns pending on; its end turns it off with the error stored, or none. */
export const pricingStarted = (cart: Cart): Cart => ({ ...cart, pending: true });
export const pricingEnded = (cart: Cart, error: CartError | null): Cart => ({ ...cart, pending: false, error });
/** The server's total for the cart as it is (the checkout's priced review). */
export const keepPriceTotal = (cart: Cart, total: number): Cart => ({ ...cart, priceTotal: total });

/** Which line: a product with or without its guarantee. */
export type LineKey = { id: number; withGuarantee: boolean };
const isLine = (item: CartItem, key: LineKey) => item.id === key.id && item.withGuarantee === key.withGuarantee;
/** The cart's line for `key` (a product and its guarantee choice), if it has one. */
export const lineOf = (cart: Cart, key: LineKey): CartItem | undefined => cart.items.find((i) => isLine(i, key));

/** Made on first use: a collator loads the languages' rules (ICU), which a page that never sorts a cart need not pay for. */
let collator: Intl.Collator | undefined;
const byTitle = { compare: (a: string, b: string) => (collator ??= new Intl.Collator(['fa', 'en'], { sensitivity: 'base', numeric: true })).compare(a, b) };
/** Items are kept sorted by title, by Persian collation (Persian titles first, numbers by value). */
const sorted = (items: CartItem[]) => [...items].sort((a, b) => byTitle.compare(a.title, b.title) || a.id - b.id || Number(a.withGuarantee) - Number(b.withGuarantee));

/** Any change of the lines makes the last priced total stale. */
const withItems = (cart: Cart, items: CartItem[]): Cart => ({ ...cart, items: sorted(items), priceTotal: null });

/** The most a line may hold: what is in stock (when known), and never more than the API accepts. */
export const lineCap = (item: Pick<CartItem, 'stock'>) => Math.min(MAX_LINE_QUANTITY_BOUND, item.stock ?? MAX_LINE_QUANTITY_BOUND);
const capped = (item: CartItem, quantity: number) => Math.min(quantity, lineCap(item));

/** A line's title in the page's language, else the one it was added with. */
/** A quantity as a shopper typed it (Persian or Latin digits): a whole number of at least one, else null. */
export function typedQuantity(text: string): number | null {
  const n = Number(toLatinDigits(text.trim()));
  return Number.isInteger(n) && n >= 1 ? n : null;
}

export const lineTitle = (item: Pick<CartItem, 'title' | 'titles'>, locale: Locale) => item.titles?.[locale] ?? item.title;

/**
 * Whether the cart can take this line: it holds it already, or fewer lines than an order may
 * (MAX_CART_LINES: the server refuses an order with more, so a cart never holds more).
 */
export const hasRoomFor = (cart: Cart, key: LineKey): boolean => lineOf(cart, key) !== undefined || cart.items.length < MAX_CART_LINES;

/**
 * Adds a line: an existing line (same product and guarantee choice) goes up by one; a new line
 * takes the given quantity. Either stops at the stock (lineCap): the line's quantity after says
 * whether it did. A new line in a full cart (hasRoomFor) is not added: the cart is answered as it was.
 */
export function addItem(cart: Cart, item: Omit<CartItem, 'quantity' | 'userDescription'> & { quantity?: number; userDescription?: string }): Cart {
  if (!hasRoomFor(cart, item)) return cart;
  const existing = lineOf(cart, item);
  if (existing) {
    const known = { ...existing, ...(item.stock === undefined ? {} : { stock: item.stock }), titles: { ...existing.titles, ...item.titles } };
    return withItems(cart, cart.items.map((i) => (i === existing ? { ...known, quantity: capped(known, i.quantity + 1) } : i)));
  }
  const line = { ...item, quantity: 1, userDescription: item.userDescription ?? '' };
  const quantity = Math.max(1, capped(line, Math.floor(item.quantity ?? 1)));
  return withItems(cart, [...cart.items, { ...line, quantity }]);
}

export const increase = (cart: Cart, key: LineKey): Cart =>
  withItems(cart, cart.items.map((i) => (isLine(i, key) ? { ...i, quantity: capped(i, i.quantity + 1) } : i)));

/** One less while above one; at one, the line is dropped. */
export const decrease = (cart: Cart, key: LineKey): Cart =>
  withItems(
    cart,
    cart.items.flatMap((i) => (isLine(i, key) ? (i.quantity > 1 ? [{ ...i, quantity: i.quantity - 1 }] : []) : [i])),
  );

/** Sets a line's quantity (a whole number); none or less drops the line. */
export const changeQuantity = (cart: Cart, key: LineKey, quantity: number): Cart => {
  const q = Math.floor(quantity);
  return withItems(cart, cart.items.flatMap((i) => (isLine(i, key) ? (q >= 1 ? [{ ...i, quantity: capped(i, q) }] : []) : [i])));
};

export const removeItem = (cart: Cart, key: LineKey): Cart => withItems(cart, cart.items.filter((i) => !isLine(i, key)));

export const clearCart = (cart: Cart): Cart => ({ ...cart, items: [], discountCodes: [], priceTotal: null });

/** What a change took out of the cart: the lines it dropped, and the discount code when it went too. */
export type Dropped = { items: CartItem[]; discountCodes: string[] };

export function droppedBy(before: Cart, after: Cart): Dropped {
  return {
    items: before.items.filter((i) => !after.items.some((a) => isLine(a, i))),
    discountCodes: after.discountCodes.length ? [] : before.discountCodes,
  };
}

/**
 * Undo: the dropped lines come back as they were. A line added again meanwhile keeps the larger
 * quantity (the shopper never loses what they had), and the code comes back if none was entered since.
 */
export function restoreDropped(cart: Cart, dropped: Dropped): Cart {
  const items = cart.items.map((i) => {
    const back = dropped.items.find((d) => isLine(d, i));
    return back ? { ...i, quantity: Math.max(i.quantity, back.quantity), userDescription: i.userDescription || back.userDescription } : i;
  });
  const returning = dropped.items.filter((d) => !cart.items.some((i) => isLine(i, d)));
  const restored = withItems(cart, [...items, ...returning]);
  return cart.discountCodes.length || !dropped.discountCodes.length ? restored : { ...restored, discountCodes: dropped.discountCodes };
}

/** The shopper's note rewrites that line's note. */
export const setUserDescription = (cart: Cart, key: LineKey, text: string): Cart => ({
  ...cart,
  items: cart.items.map((i) => (isLine(i, key) ? { ...i, userDescription: text } : i)),
});

/** One discount code at a time: applying one replaces the list. */
export const applyDiscountCode = (cart: Cart, code: string): Cart => ({ ...cart, discountCodes: [code.trim()], priceTotal: null });

export const setRecipient = (cart: Cart, recipient: number | null): Cart => ({ ...cart, recipient });
export const setTransmit = (cart: Cart, transmitId: number): Cart => ({ ...cart, transmitId, priceTotal: null });

/** The checkout's delivery choices, kept in the cart; a new shipping method or code makes its last price unknown. */
export function rememberChoices(cart: Cart, choice: { recipientId: number | null; transmitId: number; code: string }): Cart {
  const code = choice.code.trim();
  let next = setRecipient(cart, choice.recipientId);
  if (next.transmitId !== choice.transmitId) next = setTransmit(next, choice.transmitId);
  if ((next.discountCodes[0] ?? '') !== code) next = code ? applyDiscountCode(next, code) : { ...next, discountCodes: [], priceTotal: null };
  return next;
}
export const setStep = (cart: Cart, step: number): Cart => ({ ...cart, step });
export const toggleDrawer = (cart: Cart, open = !cart.cartDrawerState): Cart => ({ ...cart, cartDrawerState: open });

/**
 * How a line is charged (shared/pack-pricing.ts, as the server prices it): whole boxes at the
 * box's price and the rest at the unit price of the quantity's tier, the guarantee's surcharge on
 * every unit when chosen. Without box or tiers (a spec backend): the unit price times the quantity.
 */
export const lineCharge = (item: Pick<CartItem, 'price' | 'priceWithGuarantee' | 'withGuarantee' | 'quantity' | 'pack' | 'priceTiers'>): LineParts =>
  lineParts({ price: item.price, pack: item.pack ?? null, price_tiers: item.priceTiers ?? [] }, item.quantity, item.withGuarantee && item.priceWithGuarantee !== null ? item.priceWithGuarantee - item.price : 0);
/** What one unit of a line costs: with the guarantee when chosen and priced, at the tier its quantity reaches. */
export const unitPrice = (item: CartItem) => lineCharge(item).unit_price;
export const lineTotal = (item: CartItem) => lineCharge(item).total;
export const itemCount = (cart: Cart) => cart.items.reduce((n, i) => n + i.quantity, 0);
/** The sum of the lines at the prices the device knows (the server's total may differ). */
export const subtotal = (cart: Cart) => cart.items.reduce((sum, i) => sum + lineTotal(i), 0);

/** A line as the server priced it (`stock`: units in stock now, when known; `titles`: the product's title in the language it was asked in). */
export type PricedLine = {
  product_id: number;
  guaranteed: boolean;
  price: number;
  price_with_guarantee: number | null;
  stock?: number;
  titles?: Partial<Record<Locale, string>>;
  /** The box and tiers when the catalogue says them (absent: unchanged). */
  pack?: Pack | null;
  price_tiers?: PriceTier[];
};

/** The line's box and tiers as `priced` says them, or as they were when it says nothing. */
const termsOf = (item: CartItem, priced: PricedLine): Pick<CartItem, 'pack' | 'priceTiers'> => ({
  pack: priced.pack === undefined ? item.pack : priced.pack,
  priceTiers: priced.price_tiers ?? item.priceTiers,
});

const pricedLine = (lines: PricedLine[], item: CartItem) => lines.find((l) => l.product_id === item.id && l.guaranteed === item.withGuarantee);

/** What the catalogue says of the lines besides prices (stock, titles): kept at once, never a change to accept. */
export function noteCatalog(cart: Cart, lines: PricedLine[]): Cart {
  return {
    ...cart,
    items: cart.items.map((item) => {
      const priced = pricedLine(lines, item);
      if (!priced) return item;
      return { ...item, ...(priced.stock === undefined ? {} : { stock: priced.stock }), ...(priced.titles ? { titles: { ...item.titles, ...priced.titles } } : {}) };
    }),
  };
}

/**
 * After pricing: only the lines the server returned are kept, each at its new price (and its new
 * guarantee price when the server gave one), and the total is the server's. A line short of
 * stock keeps what is in stock. `at`: when the server priced them.
 */
export function applyPricing(cart: Cart, lines: PricedLine[], total: number | null, at?: number): Cart {
  const kept = noteCatalog(cart, lines).items.flatMap((item) => {
    const priced = pricedLine(lines, item);
    if (!priced) return [];
    const quantity = priced.stock === undefined ? item.quantity : Math.min(item.quantity, priced.stock);
    if (quantity < 1) return [];
    return [{ ...item, quantity, price: priced.price, priceWithGuarantee: priced.price_with_guarantee ?? item.priceWithGuarantee, ...termsOf(item, priced), ...(at === undefined ? {} : { pricedAt: at }) }];
  });
  return { ...cart, items: sorted(kept), priceTotal: total };
}

/**
 * What the server's prices change in the cart, line by line: shown to the shopper to accept, never
 * applied silently. A `price` change says the unit's price where it changed, else the line's (its
 * box's price or a tier changed).
 */
export type PriceChange =
  | { kind: 'price'; key: LineKey; title: string; from: number; to: number }
  | { kind: 'dropped'; key: LineKey; title: string }
  | { kind: 'short'; key: LineKey; title: string; quantity: number; stock: number };

/** `locale`: the language the changes are read in (a line's title in it, when the device has it). */
export function priceChanges(cart: Cart, lines: PricedLine[], locale?: Locale): PriceChange[] {
  const out: PriceChange[] = [];
  for (const item of noteCatalog(cart, lines).items) {
    const key = { id: item.id, withGuarantee: item.withGuarantee };
    const priced = pricedLine(lines, item);
    const title = locale ? lineTitle(item, locale) : item.title;
    if (!priced) {
      out.push({ kind: 'dropped', key, title });
      continue;
    }
    const was = lineCharge(item);
    const now = lineCharge({ ...item, price: priced.price, priceWithGuarantee: priced.price_with_guarantee ?? (item.withGuarantee ? priced.price : null), ...termsOf(item, priced) });
    if (now.unit_price !== was.unit_price) out.push({ kind: 'price', key, title, from: was.unit_price, to: now.unit_price });
    else if (now.total !== was.total) out.push({ kind: 'price', key, title, from: was.total, to: now.total });
    if (priced.stock !== undefined && priced.stock < item.quantity) out.push({ kind: 'short', key, title, quantity: item.quantity, stock: priced.stock });
  }
  return out;
}

/** The product as the catalogue answers it, for pricing the cart without a member (the public product list), in `locale`. */
export type CatalogPrice = Pick<ProductListItem, 'id' | 'price' | 'price_with_guarantee' | 'stock' | 'pack' | 'price_tiers'> & { title?: string };

/** The lines of `cart` as the catalogue prices them now: a guaranteed line of a product without a guarantee any more is not priced. */
export function linesFromCatalog(cart: Cart, products: CatalogPrice[], locale?: Locale): PricedLine[] {
  return cart.items.flatMap((item) => {
    const p = products.find((x) => x.id === item.id);
    if (!p || (item.withGuarantee && p.price_with_guarantee === null)) return [];
    const titles = locale && p.title ? { titles: { [locale]: p.title } } : {};
    const terms = { ...(p.pack === undefined ? {} : { pack: p.pack }), ...(p.price_tiers ? { price_tiers: p.price_tiers } : {}) };
    return [{ product_id: p.id, guaranteed: item.withGuarantee, price: p.price, price_with_guarantee: p.price_with_guarantee, stock: p.stock, ...titles, ...terms }];
  });
}

/** The oldest time a line's price was confirmed, or null when the cart is empty or never priced. */
export const pricesSeenAt = (cart: Cart): number | null =>
  cart.items.reduce<number | null>((oldest, i) => (i.pricedAt === undefined ? oldest : oldest === null ? i.pricedAt : Math.min(oldest, i.pricedAt)), null);

/** Spec §3 discount check body: the lines (guaranteed 0 or 1, the note as comment) and the code. */
export function discountCheckBody(cart: Cart): DiscountCheckBody & { code: string } {
  return {
    cart_items: cart.items.map((i) => ({ product_id: i.id, quantity: i.quantity, guaranteed: i.withGuarantee ? (1 as const) : (0 as const), comment: i.userDescription })),
    code: cart.discountCodes[0] ?? '',
  };
}

/** Whether two carts ask the server for the same order: the same lines, quantities, guarantees and notes (not the delivery choices, nor the prices seen). */
export function sameOrderLines(a: Cart, b: Cart): boolean {
  const x = discountCheckBody(a).cart_items;
  const y = discountCheckBody(b).cart_items;
  return x.length === y.length && x.every((l, i) => l.product_id === y[i]!.product_id && l.quantity === y[i]!.quantity && l.guaranteed === y[i]!.guaranteed && l.comment === y[i]!.comment);
}

/** A catalogue product (read in `locale`) as a new cart line: its price, guarantee price, title, summary, first image and stock. */
export const lineOfProduct = (p: ProductListItem, withGuarantee: boolean, quantity: number, note: string, pricedAt: number, locale: Locale) => ({
  id: p.id,
  title: p.title,
  titles: { [locale]: p.title },
  stock: p.stock,
  description: p.summary,
  media: p.images[0]?.url ?? null,
  price: p.price,
  priceWithGuarantee: p.price_with_guarantee,
  pack: p.pack ?? null,
  priceTiers: p.price_tiers ?? [],
  withGuarantee: withGuarantee && p.price_with_guarantee !== null,
  quantity,
  userDescription: note,
  pricedAt,
});
