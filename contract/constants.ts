/**
 * Plain constants of the contract, without zod, so that the storefront can import them without
 * bundling the schema library (the browser only needs the types, which vanish at build).
 */
export const API_KEY_HEADER = 'x-api-key';
export const CLIENT_IP_HEADER = 'x-client-ip';
export const PAGE_SIZE = 12;
export const MAX_LIMIT = 100;
/**
 * A long list counts its matches exactly up to a bound (issue 30 §3): beyond it the count would
 * cost more than the page, so `total` is the database's estimate (above the bound), `total_estimated`
 * says so and `exact_up_to` names the bound; the storefront says "more than 10,000". A list by
 * category, brand or stock counts in an index (10,000 entries: about 2 ms at 100,000 products); a
 * text search compares each match's text, so it counts to 1,000 (10,000 would take 15-35 ms).
 */
export const EXACT_TOTAL_BOUND = 10_000;
export const EXACT_SEARCH_TOTAL_BOUND = 1_000;
/**
 * How long the server keeps an Idempotency-Key's answer (server/ops/retention.ts): a replay within
 * it is answered as the first request was. A device's outbox does not replay a key older than
 * this less a margin for its clock (src/device/outbox/outbox-rules.ts `keptTooLong`).
 */
export const IDEMPOTENCY_KEPT_DAYS = 90;
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
export const ORDER_STATUSES = ['awaiting_payment', 'payment_failed', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'awaiting_approval', 'returned', 'awaiting_payment_on_terms'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Which status may follow which: every other change is refused (422). Extension (issue 31 §1): an
 * organisation's requester submits a cart as an order `awaiting_approval` (it holds no stock yet);
 * an approver approves it, which places it (`awaiting_payment`, its stock reserved), or returns it
 * with a comment (`returned`, final: the requester builds a new cart from it). Its buyer may place
 * it on terms (issue 31 §3: `awaiting_payment_on_terms`, due by a day): it is prepared and shipped
 * as a paid one is, and the bank transfer, when the accounts team records it, pays it.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_approval: ['awaiting_payment', 'returned', 'cancelled'],
  returned: [],
  awaiting_payment: ['paid', 'payment_failed', 'cancelled', 'awaiting_payment_on_terms'],
  awaiting_payment_on_terms: ['paid', 'processing', 'cancelled'],
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
/**
 * An order holds at most this many lines, each at most this many units: the wire's bounds. A store
 * sets a lower quantity per line (the reference server's MAX_LINE_QUANTITY, 100 by default) and
 * answers 422 `reason: line_quantity` beyond it.
 */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY_BOUND = 999;

/** Where a refund of a paid payment stands (Payment.refund.status). */
export const REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why an order is refused by a store limit (422 `details.reason`), for a message in the member's language. */
export const ORDER_LIMIT_REASONS = ['line_quantity', 'unpaid_orders', 'hold_expired'] as const;
export type OrderLimitReason = (typeof ORDER_LIMIT_REASONS)[number];

/**
 * Extension: why the bank's gateway did not start a payment (`orders.pay` answers 503 with one of
 * these as `details.reason`): it refused (its documented error), or it did not answer. The order
 * stays payable.
 */
export const GATEWAY_REFUSALS = ['gateway_refused', 'gateway_unavailable'] as const;
export const isGatewayRefusal = (reason: unknown): boolean => GATEWAY_REFUSALS.some((r) => r === reason);

/** Ticket statuses (spec §3), by their numbers. */
export const TICKET_STATUS = { queue: 0, open: 1, waiting: 2, closed: 3, inProgress: 4, auto: 5, archive: 6, resolved: 7, waitingForCustomer: 8 } as const;
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];
export const TICKET_STATUS_VALUES = Object.values(TICKET_STATUS) as TicketStatus[];
/** A ticket that takes no more replies, and may be rated (spec §5 ticket review). */
export const FINISHED_TICKET_STATUSES: readonly TicketStatus[] = [TICKET_STATUS.closed, TICKET_STATUS.resolved, TICKET_STATUS.archive];
/** Ticket priorities (spec §3). */
export const TICKET_PRIORITY = { normal: 0, high: 1, urgent: 2, low: 3 } as const;
export type TicketPriority = (typeof TICKET_PRIORITY)[keyof typeof TICKET_PRIORITY];
/** Ticket list sort columns (spec §3). */
export const TICKET_SORT_COLUMNS = ['title', 'status', 'priority', 'service', 'openDate', 'lastupdate'] as const;
/** Attachments: images and PDF, by their content; at most 5 MB each and 5 per reply. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENTS_PER_REPLY = 5;
/** The multipart field of a ticket's or reply's files (the JSON body beside them in `payload`). */
export const TICKET_FILE_FIELD = 'file';

/** First-party analytics: at most this many events in one beacon (contract/analytics.ts). */
export const ANALYTICS_BATCH = 50;

/** The languages of the API (`{lang}` in every path). */
export const LANGS = ['fa', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * Extension (issue 27): what the store tells a member, in the inbox and by push; `order_paid` and
 * `order_shipped` also by SMS (unless the member turned SMS off).
 */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_paid',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_refunded',
  'ticket_answered',
  'review_published',
  'review_rejected',
  // Issue 31 §1: an organisation's order waits for its approvers; the requester hears it approved or returned.
  'order_awaiting_approval',
  'order_approved',
  'order_returned',
  // Issue 31 §3: an order placed on terms, and its bank transfer recorded.
  'order_on_terms',
  // The member's request to register or join an organisation, decided at the desk.
  'organisation_decided',
  // Issue 31 §5: a product the member asked about is in stock again (also by SMS).
  'back_in_stock',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The roles of the store's staff (issue 28): each opens a part of the desk, and the server checks
 * it on every staff route. `admin` is all of them, and managing staff. `accounts` (issue 31)
 * approves organisations and who buys for them.
 */
export const STAFF_ROLES = ['support', 'fulfilment', 'catalogue', 'moderator', 'accounts', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The orders board's and the ticket inbox's column orders (`-` first: descending); none: the board's own order (the oldest waiting first). */
export const DESK_ORDER_SORTS = ['updated_at', '-updated_at', 'created_at', '-created_at', 'total', '-total'] as const;
export type DeskOrderSort = (typeof DESK_ORDER_SORTS)[number];
export const DESK_TICKET_SORTS = ['updated_at', '-updated_at', 'created_at', '-created_at', 'priority', '-priority'] as const;
export type DeskTicketSort = (typeof DESK_TICKET_SORTS)[number];

/**
 * Issue 29: what this server adds to a spec call's query or body (the extension calls are named in
 * contract/calls.ts): `products.ids`, a product list of given ids; `products.gtin` (issue 31), the
 * product with a GTIN (a scanned box); `orders.payByCredit`, paying an
 * order from store credit; `checkdiscount.transmit`, pricing the cart with a chosen shipping
 * method; `tickets.multipart`, a ticket or reply with its files in one multipart request;
 * `reviews.ofProduct`, the member's reviews of one product; `orders.organisation` (issue 31 §1),
 * `orders.create`'s `for_organisation` and `orders.pay`'s `po_number`; `products.spec` (issue 31 §4), a
 * product list filtered by specification (`spec_size`, `spec_material`, `spec_needle`, `spec_length`);
 * `products.relevance`, a product list sorted by how well each title matches the search (`sort=-relevance`). `GET /v1/general/{lang}/capabilities`
 * lists them with the extension calls; a backend that does not answer it offers none.
 */
export const EXTENSION_FEATURES = ['products.ids', 'products.gtin', 'orders.payByCredit', 'checkdiscount.transmit', 'tickets.multipart', 'reviews.ofProduct', 'orders.organisation', 'products.spec', 'products.relevance'] as const;
export type ExtensionFeature = (typeof EXTENSION_FEATURES)[number];

/**
 * Issue 31 §4: the documents a product may carry (PDFs served by the store): instructions for use,
 * the CE certificate, the maker's ISO 13485 certificate, the national registration (IMED), a datasheet.
 */
export const DOCUMENT_KINDS = ['ifu', 'ce', 'iso13485', 'imed', 'datasheet'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The largest PDF staff may upload as a product's document. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart field a document's PDF travels in (its fields: JSON in `payload`). */
export const DOCUMENT_FILE_FIELD = 'file';

/**
 * Issue 31 §4: the specifications a list may be filtered by (`spec_<key>` on `products.list`), and
 * whose values `products.facets` lists: a suture's USP size, material, needle and length.
 */
export const SPEC_FILTER_KEYS = ['size', 'material', 'needle', 'length'] as const;
export type SpecFilterKey = (typeof SPEC_FILTER_KEYS)[number];

/** Spec §3's calendar types: the calendar a member reads dates in (their profile; none: their language's). */
export const CALENDAR_TYPES = { jalali: 1, gregorian: 2 } as const;
export type CalendarType = (typeof CALENDAR_TYPES)[keyof typeof CALENDAR_TYPES];

/** A lot number as printed on the box (GS1's AI 10): 1 to 20 printable ASCII characters, no spaces (the database checks the same). */
export const LOT_NUMBER = /^[!-~]{1,20}$/;

/**
 * Extension (issue 31 §1): organisations that buy through their staff. A member registers one or
 * asks to join one by its national ID, with the role they ask for; the desk's accounts team decides.
 */
export const ORGANISATION_KINDS = ['hospital', 'clinic', 'pharmacy'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];
/**
 * `requester` builds a cart and submits it for approval; `approver` approves it (up to the amount
 * the desk allows them) or returns it with a comment; `buyer` pays approved orders, with the
 * organisation's purchase-order number.
 */
export const ORGANISATION_ROLES = ['requester', 'approver', 'buyer'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];
/** Where an organisation, or a member's place in one, stands with the desk. */
export const ORGANISATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];
/** A purchase-order number as the organisation writes it: 1 to 30 printable characters. */
export const PO_NUMBER = /^[!-~](?:[ -~]{0,28}[!-~])?$/;

/** Eleven to twelve digits: an economic code (کد اقتصادی), the legal entity's tax number. */
export const ECONOMIC_CODE = /^\d{11,12}$/;
