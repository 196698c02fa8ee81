import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The sources of pages under the private prefixes, and of device pages (shared/site-paths.ts isClientOnlyPage), only. */
const ACCOUNT_SOURCES = [
  '<rootDir>/src/features/checkout',
  '<rootDir>/src/features/orders',
  '<rootDir>/src/features/recipients',
  '<rootDir>/src/features/auth',
  '<rootDir>/src/features/ticketing',
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
  '<rootDir>/src/features/organisation',
  // The member's forms' own parts (ui/, used by the pages above only).
  '<rootDir>/src/ui/use-form.tsx',
  '<rootDir>/src/ui/ChoicesMenu.tsx',
];

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
  // Four catalogs: `messages` for every page, `account` for the member's own pages only (sign-in,
  // account, checkout, orders), loaded with them (i18n.ts loadAccountCatalog) so that a public
  // page's first JavaScript does not carry the account's words, `notices`, what a notice
  // says, loaded with the account's and carried by the service worker, and `desk`, the staff
  // desk's, loaded with its pages (and the account's, whose sign-in and labels it shares).
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', ...[...ACCOUNT_SOURCES, ...NOTICE_SOURCES, ...DESK_SOURCES].map((p) => (p.endsWith('.tsx') ? p : `${p}/**`))],
    },
    { path: '<rootDir>/src/locales/{locale}/account', include: ACCOUNT_SOURCES, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/locales/{locale}/notices', include: NOTICE_SOURCES, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/locales/{locale}/desk', include: DESK_SOURCES, exclude: ['**/*.test.*'] },
  ],
  // No line numbers: a catalog changes when its messages change, not when code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
