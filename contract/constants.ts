/**
 * Plain constants of the contract, without zod, so that the storefront can import them without
 * bundling the schema library (the browser only needs the types, which vanish at build).
 */
export const API_KEY_HEADER = 'x-api-key';
export const CLIENT_IP_HEADER = 'x-client-ip';
export const PAGE_SIZE = 12;
export const MAX_LIMIT = 100;
/** The largest id or integer a query may carry (PostgreSQL `integer`). */
export const MAX_INT = 2_147_483_647;
/** The home page's `pageId` for content boxes. */
export const HOME_PAGE_ID = 1;

/** Spec §9: the product catalogue hangs under root category 104 of module 55; news is module 1. */
export const ROOT_CATEGORY_ID = 104;
export const PRODUCT_MODULE_ID = 55;
export const NEWS_MODULE_ID = 1;
/** Spec §9: the header menu shows the top 10 root categories and up to 200 products. */
export const MENU_CATEGORY_LIMIT = 10;
export const MENU_PRODUCT_LIMIT = 200;
/** Spec §9: category calls time out after 10 s. */
export const CATEGORY_TIMEOUT_MS = 10_000;

/**
 * Order statuses (spec "order status transitions: not shown"; designed in contract/store.ts):
 * an order waits for payment, is paid, processed, shipped and delivered; it may be cancelled
 * before it ships; a failed payment may be tried again.
 */
export const ORDER_STATUSES = ['awaiting_payment', 'payment_failed', 'paid', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Which status may follow which: every other change is refused (422). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['paid', 'payment_failed', 'cancelled'],
  payment_failed: ['awaiting_payment', 'paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** A member may pay for (or cancel) an order in these statuses. */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'payment_failed'];

/** Kinds of shipping method (transmit). */
export const TRANSMIT_KINDS = ['post', 'courier', 'pickup'] as const;
export type TransmitKind = (typeof TRANSMIT_KINDS)[number];

/** Spec §9: the cart starts with transmit 1, which is a real method (standard post). */
export const INITIAL_TRANSMIT_ID = 1;
/** An order holds at most this many lines, each at most this many units. */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 999;
