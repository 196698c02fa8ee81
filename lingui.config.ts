import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// English source strings; fa is the default language and its catalog must be complete
// (the before-stop check and `npm run lint` both look for empty fa translations).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['fa', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*'] }],
  // No line numbers: a catalog changes when its messages change, not when code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
