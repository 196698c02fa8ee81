import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'data', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'bench/results'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, lingui: pluginLingui },
    rules: {
      // The browser needs the contract's types, not zod: only contract/constants.ts is runtime code.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'zod stays on the server; the storefront imports contract types only.' }],
          patterns: [
            {
              regex: 'contract/(common|catalog|content|general|member|store|ticketing|credit)(\\.ts)?$',
              allowTypeImports: true,
              message: 'Import types only from the contract (import type …); constants live in contract/constants.ts.',
            },
          ],
        },
      ],
      ...reactHooks.configs.recommended.rules,
      ...pluginLingui.configs['flat/recommended'].rules,
      // Every string a person can see goes through Lingui (fa and en catalogs); technical
      // strings (class names, routes, attribute values, identifiers) are exempt below.
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // single tokens without spaces that do not start with a capital: ids, keys, paths
            '^(?![A-Z])\\S+$',
            // UPPERCASE constants
            '^[A-Z0-9_-]+$',
            // CSS-ish values and selectors
            '^[a-z-]+(\\s[a-z-]+)*$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'to', 'href', 'hrefLang', 'lang', 'src', 'type', 'id', 'name', 'role', 'rel', 'width', 'height',
            'loading', 'decoding', 'placement', 'key', 'kind', 'aria-controls', 'aria-labelledby', 'data-testid', 'FONT',
          ],
          ignoreFunctions: ['console.*', 'Error', '*.addEventListener', '*.removeEventListener', 'ApiCallError', 'apiGet', 'useRouterState', 'getRouteApi', 'createFileRoute', 'document.getElementById', 'Intl.*'],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has'],
        },
      ],
    },
  },
  {
    // Tests, route files' technical strings and pure helpers are not user-visible text.
    files: ['src/**/*.test.ts', 'src/lib/**', 'src/db/**', 'src/routes/**', 'src/config.ts', 'src/i18n/**', 'src/api/**', 'src/features/**/*-api.ts', 'src/features/**/*.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
);
