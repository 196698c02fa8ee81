/**
 * The store (spec §7 `/v1/store/{lang}/…`): shipping methods (transmits), delivery recipients,
 * pricing a cart with a discount code, orders and their payment. Where the spec says "not shown"
 * (transmits, the recipient and order bodies, order status transitions) this file decides:
 *
 *   GET    /v1/store/{lang}/transmits[/{id}]           public         → shipping methods, price and delivery estimate
 *   GET    /v1/store/{lang}/recipients[/{id}]          member         → the member's delivery addresses
 *   POST   /v1/store/{lang}/recipients                 recipientBody  → 201 { data: recipient }
 *   PUT    /v1/store/{lang}/recipients/{id}            recipientBody  → { data: recipient }
 *   DELETE /v1/store/{lang}/recipients/{id}                           → { data: { id, deleted } }
 *   POST   /v1/store/{lang}/orders/checkdiscount       discountCheckBody → { data: pricing } | 422 with the whole error
 *   POST   /v1/store/{lang}/orders                     orderCreateBody + Idempotency-Key (required) → 201 { data: order }
 *   GET    /v1/store/{lang}/orders[/{id}]              search_keywords, status, sort, paging → the member's orders
 *   GET    /v1/store/{lang}/orders/countbystatus                      → { data: [{ status, count }], total }
 *   POST   /v1/store/{lang}/orders/payment             paymentBody    → { data: { redirect_url | order } }
 *   POST   /v1/store/{lang}/orders/{id}/cancel         (extension)    → { data: order }
 *
 * Order statuses and their transitions are in constants.ts (ORDER_TRANSITIONS). Money is integer
 * Rial. The server prices every line itself: a client's prices are never read.
 */
import { z } from 'zod';
import { detailResponse, listResponse, type CallSchemas, bodyId, listQueryBase, plainText, querySort } from './common.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY_BOUND, ORDER_STATUSES, PO_NUMBER, REFUND_STATUSES, TRANSMIT_KINDS } from './constants.ts';
import { unitTermsFields } from './catalog.ts';

export { INITIAL_TRANSMIT_ID, ORDER_STATUSES, ORDER_TRANSITIONS, PAYABLE_STATUSES, type OrderStatus } from './constants.ts';

const id = bodyId;
const PERSIAN_DIGITS = /[\u06F0-\u06F9\u0660-\u0669]/g;
/** Persian and Arabic digits read as Latin ones (spec §5). */
export const latinDigits = (s: string) => s.replace(PERSIAN_DIGITS, (ch) => String(ch.charCodeAt(0) & 0xf));

// ---------- transmits (shipping methods) ----------

export const TRANSMIT_SORT_COLUMNS = ['id', 'price', 'title'] as const;
export const transmitListQuery = z.object({ ...listQueryBase, sort: querySort(TRANSMIT_SORT_COLUMNS).optional() });

export const transmitSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TRANSMIT_KINDS),
  title: z.string(),
  description: z.string(),
  /** Integer Rial. */
  price: z.number().int(),
  /** Free when the lines' total (after the discount) reaches this many Rial; null: never free. */
  free_over: z.number().int().nullable(),
  /** Working days from payment to delivery. */
  delivery_days_min: z.number().int(),
  delivery_days_max: z.number().int(),
});
export type Transmit = z.infer<typeof transmitSchema>;

// ---------- recipients ----------

export const RECIPIENT_SORT_COLUMNS = ['id', 'name', 'created_at'] as const;
export const recipientListQuery = z.object({ ...listQueryBase, sort: querySort(RECIPIENT_SORT_COLUMNS).optional() });

/** An Iranian mobile number: digits in any script, with or without +98 or a leading 0. */
const mobileInput = z
  .string()
  .max(20)
  .transform((s) => {
    let d = latinDigits(s).replace(/[\s\-()]/g, '');
    if (d.startsWith('+98')) d = d.slice(3);
    else if (d.startsWith('0098')) d = d.slice(4);
    if (d.length === 11 && d.startsWith('0')) d = d.slice(1);
    return d;
  })
  .pipe(z.string().regex(/^9\d{9}$/, 'must be a mobile number such as 0912 123 4567'));

/** Digits as a person types them: Persian or Arabic digits read as Latin, spaces and hyphens ignored. */
export const typedDigits = (max: number) =>
  z
    .string()
    .max(max)
    .transform((s) => latinDigits(s).replace(/[\s-]/g, ''));
/** A postal code: ten digits. */
export const postalCode = typedDigits(20).pipe(z.string().regex(/^\d{10}$/, 'must be 10 digits'));

export const recipientBody = z.object({
  /** Who receives the parcel (a person, or a hospital ward with a contact). */
  name: plainText(80).pipe(z.string().min(2, 'must be at least 2 characters')),
  mobile: mobileInput,
  province_id: id,
  /** A city of that province. */
  city_id: id,
  address: plainText(300).pipe(z.string().min(10, 'must be at least 10 characters')),
  postal_code: postalCode,
});
export type RecipientBody = z.input<typeof recipientBody>;

export const recipientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The national number, 10 digits starting with 9. */
  mobile: z.string(),
  province: z.object({ id: z.number().int(), title: z.string() }),
  city: z.object({ id: z.number().int(), title: z.string() }),
  address: z.string(),
  postal_code: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientDeletedSchema = z.object({ id: z.number().int(), deleted: z.boolean() });

// ---------- pricing a cart (spec §3 discount check) ----------

export const cartItemInput = z.object({
  product_id: id,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY_BOUND),
  /** Spec §3: 0 or 1. */
  guaranteed: z.union([z.literal(0), z.literal(1)]),
  /** The shopper's note for this line. */
  comment: plainText(500).default(''),
});
export type CartItemInput = z.input<typeof cartItemInput>;

const cartItems = z
  .array(cartItemInput)
  .min(1, 'the cart is empty')
  .max(MAX_CART_LINES)
  .refine((items) => new Set(items.map((i) => `${i.product_id}:${i.guaranteed}`)).size === items.length, 'each product and guarantee choice once');

const discountCode = z
  .string()
  .trim()
  .max(40)
  .transform((s) => latinDigits(s).toUpperCase());

export const discountCheckBody = z.object({
  cart_items: cartItems,
  /** Empty: price the cart without a code. */
  code: discountCode.default(''),
  /** Extension: the shipping method to price (default: the cart's initial one). */
  transmit_id: id.optional(),
});
export type DiscountCheckBody = z.input<typeof discountCheckBody>;

/** Why a line cannot be bought as asked. */
export const LINE_PROBLEMS = ['not_found', 'unavailable', 'no_guarantee', 'short'] as const;

/**
 * Extension (issue 31 §2): a line's value-added tax. `discount`: its share of the order's discount
 * (in proportion to its amount); `tax`: the tax on what is left of it (0 when exempt). The lines'
 * shares add up to the order's `discount` and `tax`, rounded to the Rial once on the whole.
 */
const lineTax = {
  taxable: z.boolean().optional(),
  discount: z.number().int().optional(),
  tax: z.number().int().optional(),
};

/**
 * Extension (issue 31 §5): the line's whole boxes, `count` boxes of `size` units at `price` each
 * (integer Rial); the rest of the quantity costs `unit_price` a unit. Null (or absent) when the
 * line is all units. `line_total` = count × price + (quantity − count × size) × unit_price.
 */
const lineBoxes = {
  boxes: z.object({ count: z.number().int(), size: z.number().int(), price: z.number().int() }).nullable().optional(),
};

/** Extension (issue 31 §2): the value-added tax of the whole, included in `total`, and its rate as a percentage (10 is 10%). */
const totalTax = {
  tax: z.number().int().optional(),
  tax_rate: z.number().min(0).max(100).optional(),
};

export const pricedLineSchema = z.object({
  product_id: z.number().int(),
  guaranteed: z.boolean(),
  title: z.string(),
  quantity: z.number().int(),
  /** Integer Rial, the product's price now. */
  price: z.number().int(),
  price_with_guarantee: z.number().int().nullable(),
  /** What one unit costs with the choice made (a tier's price when the quantity reaches one). */
  unit_price: z.number().int(),
  line_total: z.number().int(),
  ...lineBoxes,
  /** The product's box and tiers now (extension, issue 31 §5): the device prices its cart on them. */
  ...unitTermsFields,
  /** Units in stock now. */
  stock: z.number().int(),
  /** `short`: fewer in stock than asked. */
  problem: z.enum(LINE_PROBLEMS).nullable(),
  comment: z.string(),
  ...lineTax,
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export const pricingSchema = z.object({
  /** The lines that can be priced; a product gone from the catalogue is in `dropped`. */
  items: z.array(pricedLineSchema),
  dropped: z.array(z.object({ product_id: z.number().int(), guaranteed: z.boolean(), problem: z.enum(LINE_PROBLEMS) })),
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** `max_discount` (extension): the most a percentage code takes off, in Rial (null: no cap). */
  discount_code: z.object({ code: z.string(), kind: z.enum(DISCOUNT_KINDS), value: z.number().int(), max_discount: z.number().int().nullable().optional() }).nullable(),
  transmit: transmitSchema,
  shipping: z.number().int(),
  /** The lines less the discount, plus the tax (extension), plus shipping. */
  total: z.number().int(),
  ...totalTax,
});
export type Pricing = z.infer<typeof pricingSchema>;

/** Why a discount code was refused (the error's `details.reason`, with `details.field` = "code"). */
export const DISCOUNT_REFUSALS = ['unknown', 'not_started', 'expired', 'min_total', 'used', 'used_up'] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

// ---------- orders ----------

export const orderCreateBody = z.object({
  cart_items: cartItems,
  recipient_id: id,
  transmit_id: id,
  code: discountCode.default(''),
  /** A note for the whole order (a ward, a delivery time). */
  note: plainText(500).default(''),
  /**
   * Extension (issue 31 §1): submit the cart for the member's organisation's approval: the order
   * is `awaiting_approval`, holds no stock, and its approvers are told. Only a requester may.
   */
  for_organisation: z.boolean().optional(),
});
export type OrderCreateBody = z.input<typeof orderCreateBody>;

export const orderLineSchema = z.object({
  product_id: z.number().int(),
  /** The product's code when ordered (the catalogue's `code`). */
  code: z.string(),
  title: z.string(),
  guaranteed: z.boolean(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  line_total: z.number().int(),
  ...lineBoxes,
  comment: z.string(),
  /**
   * Extension (issue 31): once shipped, the lots the line's boxes came from (first expiry first
   * out), each with its expiry (YYYY-MM-DD) and units. Units no recorded lot covered are not in it.
   */
  lots: z.array(z.object({ lot: z.string(), expires_on: z.string(), quantity: z.number().int() })).optional(),
  ...lineTax,
});

export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string(),
  created_at: z.string(),
  /**
   * Extension (issue 31 §1): who made the move in an organisation's order: their name and role
   * (requester, approver, buyer), or role `staff` for the store's desk, whose name a member's
   * reading leaves empty (the desk's names it).
   */
  by: z.object({ name: z.string(), role: z.string() }).nullable().optional(),
});

/** Extension (issue 31 §1): the legal details an organisation's order carries, as they were when it was submitted. */
export const orderOrganisationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  legal_name: z.string(),
  national_id: z.string(),
  economic_code: z.string(),
  registration_number: z.string(),
  address: z.string(),
  postal_code: z.string(),
});
export type OrderOrganisation = z.infer<typeof orderOrganisationSchema>;

/** A purchase-order number as the buyer types it. */
export const poNumberSchema = plainText(30).pipe(z.string().regex(PO_NUMBER, 'must be 1 to 30 letters, digits or signs'));

export const paymentSchema = z.object({
  id: z.number().int(),
  /** `transfer` (issue 31 §3): an organisation's bank transfer for an order on terms, recorded by the store's accounts team. */
  method: z.enum(['gateway', 'credit', 'transfer']),
  gateway: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled']),
  reference: z.string().nullable(),
  /** Extension: a paid gateway payment's receipt from the bank's network (Shaparak's reference number, `ref_id`). */
  receipt: z.string().nullable().optional(),
  /** Extension: the paying card's masked number (`502229******5995`), as the gateway reported it. */
  card_pan: z.string().nullable().optional(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  /**
   * Extension: a paid payment given back (the order was cancelled, or the money arrived for an
   * order that no longer took it). `pending`: asked of the gateway; `refunded`: done (to store
   * credit for a credit payment); `failed`: the gateway refused, the store's staff follow it up.
   */
  refund: z.object({ status: z.enum(REFUND_STATUSES), reference: z.string().nullable(), refunded_at: z.string().nullable() }).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  /** What the member and support call it: `ORD-10500`. */
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderLineSchema),
  /** The recipient as it was when the order was placed. */
  recipient: recipientSchema.omit({ created_at: true, updated_at: true }),
  transmit: z.object({ id: z.number().int(), title: z.string(), kind: z.enum(TRANSMIT_KINDS), delivery_days_min: z.number().int(), delivery_days_max: z.number().int() }),
  subtotal: z.number().int(),
  discount: z.number().int(),
  discount_code: z.string().nullable(),
  shipping: z.number().int(),
  total: z.number().int(),
  ...totalTax,
  note: z.string(),
  history: z.array(orderEventSchema),
  /** Extension (issue 27): set once shipped: the carrier, the parcel's tracking code and the carrier's tracking page. */
  shipment: z.object({ carrier: z.string(), tracking_code: z.string(), tracking_url: z.string().nullable() }).nullable().optional(),
  payments: z.array(paymentSchema),
  /** Extension: until when an unpaid order holds its stock; past it, it is cancelled. Null once paid or cancelled. */
  hold_until: z.string().nullable(),
  /** Extension (issue 31 §1): the organisation it is for (null: a private order), and its buyer's purchase-order number. */
  organisation: orderOrganisationSchema.nullable().optional(),
  po_number: z.string().nullable().optional(),
  /** Extension (issue 31 §3): placed on terms, the day its bank transfer is due (YYYY-MM-DD); null otherwise. */
  due_on: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;

export const ORDER_SORT_COLUMNS = ['id', 'created_at', 'total', 'status'] as const;
export const orderListQuery = z.object({
  ...listQueryBase,
  /** Matches the order number, a line's title or product code, and the recipient's name. */
  search_keywords: z.string().max(100).optional(),
  /** Extension: only orders in these statuses (comma list), for the list's tabs. */
  status: z
    .string()
    .max(200)
    .transform((s) => s.split(','))
    .pipe(z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length))
    .optional(),
  sort: querySort(ORDER_SORT_COLUMNS).optional(),
});

export const orderCountsSchema = z.object({
  data: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  total: z.number().int(),
});
export type OrderCounts = z.infer<typeof orderCountsSchema>;

/** `terms` (issue 31 §3): an organisation's buyer places the order on its terms, to pay by bank transfer by its due day. */
export const PAYMENT_METHODS = ['gateway', 'credit', 'terms'] as const;
export const paymentBody = z.object({
  order_id: id,
  /** Extension: `credit` pays from the member's store credit when it covers the total. */
  method: z.enum(PAYMENT_METHODS).default('gateway'),
  /**
   * Extension (issue 31 §1): an organisation's order is paid by its buyer, with its purchase-order
   * number (required when the organisation says so; 422 `details.reason` `po_required`).
   */
  po_number: poNumberSchema.optional(),
});
export type PaymentBody = z.input<typeof paymentBody>;

export const paymentStartSchema = z.object({
  order_id: z.number().int(),
  /** Where the browser goes to pay; null when the order is already paid (from credit). */
  redirect_url: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

// ---------- calls ----------

export const storeCalls = {
  'transmits.list': { query: transmitListQuery, response: listResponse(transmitSchema) },
  'transmits.get': { response: detailResponse(transmitSchema) },
  'recipients.list': { query: recipientListQuery, response: listResponse(recipientSchema) },
  'recipients.get': { response: detailResponse(recipientSchema) },
  'recipients.create': { body: recipientBody, response: detailResponse(recipientSchema), status: 201 },
  'recipients.update': { body: recipientBody, response: detailResponse(recipientSchema) },
  'recipients.delete': { response: detailResponse(recipientDeletedSchema) },
  'orders.checkDiscount': { body: discountCheckBody, response: detailResponse(pricingSchema) },
  'orders.counts': { response: orderCountsSchema },
  'orders.pay': { body: paymentBody, response: detailResponse(paymentStartSchema) },
  'orders.list': { query: orderListQuery, response: listResponse(orderSchema) },
  'orders.create': { body: orderCreateBody, response: detailResponse(orderSchema), status: 201 },
  'orders.get': { response: detailResponse(orderSchema) },
  'orders.cancel': { response: detailResponse(orderSchema) },
} satisfies CallSchemas;
