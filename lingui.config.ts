import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The sources of pages under the private prefixes, and of device pages (shared/site-paths.ts
 * isClientOnlyPage): what every such page may show (the member's frame, signing in, the forms'
 * parts) and the pages of few words. Checkout's, the orders' and the tickets' pages have catalogs of their own
 * (below), loaded with those pages only (shared/site-paths.ts memberWordsOf).
 */
const ACCOUNT_SOURCES = [
  '<rootDir>/src/features/auth',
  '<rootDir>/src/features/reviews/MyReviewsPage.tsx',
  '<rootDir>/src/features/member/MemberPages.tsx',
  '<rootDir>/src/features/member/MemberFrame.tsx',
  '<rootDir>/src/features/member/MemberOutline.tsx',
  '<rootDir>/src/features/profile/ProfilePage.tsx',
  '<rootDir>/src/features/outbox/OutboxPage.tsx',
  '<rootDir>/src/features/notices/InboxPage.tsx',
  '<rootDir>/src/features/notices/PushOffer.tsx',
  '<rootDir>/src/features/session/SignOutPage.tsx',
  '<rootDir>/src/features/offline-packs/PacksPage.tsx',
  '<rootDir>/src/features/scan/ScanPage.tsx',
  '<rootDir>/src/features/scan/BoxResult.tsx',
  // The member's forms' own parts (ui/, used by the member's pages only).
  '<rootDir>/src/ui/use-form.tsx',
  '<rootDir>/src/ui/ChoicesMenu.tsx',
];

/**
 * Checkout and the member's recipients, with the parts of an order that checkout shows (its
 * totals, the store's limits, a shipping method's days); an order's pages hold those too.
 */
const CHECKOUT_SOURCES = [
  '<rootDir>/src/features/checkout',
  '<rootDir>/src/features/recipients',
  '<rootDir>/src/features/orders/OrderLimits.tsx',
  '<rootDir>/src/features/orders/OrderTotals.tsx',
  '<rootDir>/src/features/orders/order-parts.tsx',
];

/** The orders and their documents (pro-forma, invoice, the payment's result), and an organisation's pages. */
const ORDER_SOURCES = ['<rootDir>/src/features/orders', '<rootDir>/src/features/organisation'];

/** The support tickets' pages. */
const TICKET_SOURCES = ['<rootDir>/src/features/ticketing'];

/** The staff desk's pages (src/features/desk), loaded with them: no shopper downloads a word of them. */
const DESK_SOURCES = ['<rootDir>/src/features/desk'];

/** What a notice says (src/device/notices): the inbox's and the service worker's, which carries both languages. */
const NOTICE_SOURCES = ['<rootDir>/src/device/notices'];

// English source strings; fa is the default language and its catalog must be complete
// (the before-stop check and `npm run lint` both look for empty fa translations).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['fa', 'en'],
  fallbackLocales: { default: 'en' },
  // Seven catalogs: `messages` for every page, `account` for the member's own pages only (sign-in,
  // the member's frame, the account), loaded with them (i18n.ts loadAccountCatalog) so that a
  // public page's first JavaScript does not carry the account's words, `checkout`, `orders` and
  // `tickets` for those pages only (checkout does not carry an order's page's words nor the
  // tickets', a ticket none of the store's),
  // `notices`, what a notice says, loaded with the inbox and carried by the service worker,
  // and `desk`, the staff desk's, loaded with its pages (and all the member's, whose sign-in,
  // labels and order parts it shares).
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', ...[...ACCOUNT_SOURCES, ...CHECKOUT_SOURCES, ...ORDER_SOURCES, ...TICKET_SOURCES, ...NOTICE_SOURCES, ...DESK_SOURCES].map((p) => (p.endsWith('.tsx') ? p : `${p}/**`))],
    },
    { path: '<rootDir>/src/locales/{locale}/account', include: ACCOUNT_SOURCES, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/locales/{locale}/checkout', include: CHECKOUT_SOURCES, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/locales/{locale}/orders', include: ORDER_SOURCES, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/locales/{locale}/tickets', include: TICKET_SOURCES, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/locales/{locale}/notices', include: NOTICE_SOURCES, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/locales/{locale}/desk', include: DESK_SOURCES, exclude: ['**/*.test.*'] },
  ],
  // No line numbers: a catalog changes when its messages change, not when code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
