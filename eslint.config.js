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
    files: ['src/**/*.test.ts', 'src/lib/**', 'src/routes/**', 'src/config.ts', 'src/i18n/**', 'src/api/**', 'src/features/**/*-api.ts', 'src/features/**/*.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
);
