import importX from 'eslint-plugin-import-x';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What the page and the service worker both run: one folder (sw/tsconfig.json includes it whole). */
const SHARED_WITH_WORKER = ['src/device/**/*.ts'];
/** The storefront's rooms below its features. */
const LOWER_ROOMS = ['src/product/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'];
const NO_ZOD = { name: 'zod', message: 'zod stays on the server; the storefront imports contract types only.' };
/** What no storefront module imports: the server, and the contract's schemas (types only). */
const STOREFRONT_PATTERNS = [
  { regex: '(^|/)server/', message: 'The storefront never imports the server: it speaks to it through the contract.' },
  {
    regex: 'contract/(api|common|catalog|content|general|member|store|ticketing|credit)(\\.ts)?$',
    allowTypeImports: true,
    message: 'Import types only from the contract (import type …); constants live in contract/constants.ts.',
  },
];
/** What a component never imports: IndexedDB directly, the database itself. */
const COMPONENT_PATHS = [{ name: 'dexie', message: 'Components reach IndexedDB through their feature’s repository or hooks.' }, NO_ZOD];
const COMPONENT_PATTERNS = [
  { regex: '(^|/)db/app-db(\\.ts)?$', allowTypeImports: true, message: 'Components import the database’s types only; its data comes through their feature’s repository or hooks.' },
  ...STOREFRONT_PATTERNS,
];
const NO_FEATURES = { regex: '(^|/)features/', message: 'src/product, src/ui and src/lib import no feature: pass what a feature does in (a prop, a slot).' };

/** No API path by hand: a call is made by its contract name (contract/calls.ts) through the one client. */
const NO_V1_PATHS = [
  { selector: 'Literal[value=/\\/v1(\\/|$)/]', message: 'Call the API by its contract name (apiCall, memberCall, read): no /v1 path by hand.' },
  { selector: 'TemplateElement[value.raw=/\\/v1(\\/|$)/]', message: 'Call the API by its contract name (apiCall, memberCall, read): no /v1 path by hand.' },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', '.tmp', 'data', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'bench/results'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // ---- Boundaries (design.md §2): which part of the repository may import which. ----
  {
    // No import cycles anywhere: a cycle is a module that cannot be understood, or loaded, alone.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The contract is the API's description: it imports zod and itself, nothing of ours.
    files: ['contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'contract/ imports nothing of ours (only zod and its own files).' }] }] },
  },
  {
    // Code that the server, the storefront and the service worker all run: itself only, no React.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./', message: 'shared/ imports nothing of the programs that use it (nor the contract).' },
            { regex: '^(react|react-dom|antd|dexie|@tanstack|@lingui|@xstate|hono|drizzle-orm)(/|$)', message: 'shared/ runs everywhere: no framework, no React.' },
          ],
        },
      ],
    },
  },
  {
    // The server serves the storefront's build and renders it from dist-ssr/ (loaded by path): it
    // never imports the storefront's modules.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(src|sw)/', message: 'The server never imports the storefront: shared code lives in shared/, the API in contract/.' }] },
      ],
    },
  },
  {
    // The server reads its environment once, parsed (server/config.ts); main.ts hands it over.
    files: ['server/**/*.ts'],
    ignores: ['server/config.ts', 'server/main.ts', 'server/**/*.test.ts', 'server/test/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the parsed configuration (server/config.ts): nothing else reads process.env.' }],
    },
  },
  {
    // A repository says which rule a request broke (domain-error.ts); the HTTP error handler picks the status.
    files: ['server/modules/**/*-repo.ts', 'server/modules/**/payment/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)src/', message: 'The server never imports the storefront.' },
            { regex: '/http/errors(\\.ts)?$', message: 'Repositories throw a DomainError (refused, conflict, missing); the error handler maps it to a status.' },
          ],
        },
      ],
    },
  },
  {
    // The service worker and what it shares with the page (src/device/) never import React (the
    // worker has no DOM), and src/device/ imports nothing of the storefront's other rooms.
    files: ['sw/**/*.ts', ...SHARED_WITH_WORKER],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'zod stays on the server; the storefront imports contract types only.' }],
          patterns: [
            { regex: '^(react|react-dom|antd|dexie-react-hooks|@tanstack/react-router|@lingui/react|@xstate/react)(/|$)', message: 'The service worker shares this file: no React here.' },
            { regex: '(^|/)src/(features|ui|lib|i18n|routes)/|^\\.\\./(\\.\\./)?(features|ui|lib|i18n|routes)/', message: 'src/device/ is what the page and the worker both run: it imports only itself, contract/ and shared/.' },
            { regex: '(^|/)server/', message: 'The storefront never imports the server: it speaks to it through the contract.' },
            { regex: 'contract/(api|common|catalog|content|general|member|store|ticketing|credit)(\\.ts)?$', allowTypeImports: true, message: 'Import types only from the contract (import type …); constants live in contract/constants.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...SHARED_WITH_WORKER, ...LOWER_ROOMS],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [NO_ZOD], patterns: STOREFRONT_PATTERNS }] },
  },
  {
    // The lower rooms (the product's small parts, ui, lib) serve every feature and import none:
    // a feature that needs another's part finds it here, and no two features import each other.
    files: LOWER_ROOMS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [NO_ZOD], patterns: [...STOREFRONT_PATTERNS, NO_FEATURES] },
      ],
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
            // CSS colours
            '^(rgb|hsl)a?\\([\\d.,\\s%]+\\)$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'to', 'href', 'hrefLang', 'lang', 'src', 'type', 'id', 'name', 'role', 'rel', 'width', 'height',
            'loading', 'decoding', 'placement', 'key', 'kind', 'aria-controls', 'aria-labelledby', 'data-testid', 'FONT',
          ],
          ignoreFunctions: ['console.*', 'Error', '*.addEventListener', '*.removeEventListener', 'ApiCallError', 'apiCall', 'useRouterState', 'getRouteApi', 'createFileRoute', 'document.getElementById', 'Intl.*'],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has'],
        },
      ],
    },
  },
  {
    // Design: components never touch IndexedDB, Cache Storage or the network themselves; the
    // feature's modules (repositories, loaders, *-api.ts) do, and components call them.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Components call a feature module (an *-api.ts, a loader); only those fetch.' },
        { name: 'indexedDB', message: 'Components read IndexedDB through a repository or a hook (dexie-react-hooks) of their feature.' },
        { name: 'caches', message: 'Components read Cache Storage through a feature module.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Components call a feature module; only those fetch.' },
        { object: 'window', property: 'caches', message: 'Components read Cache Storage through a feature module.' },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: COMPONENT_PATHS, patterns: COMPONENT_PATTERNS }],
    },
  },
  {
    // The lower rooms' components: a component's limits, and no feature.
    files: LOWER_ROOMS.map((g) => g.replace('{ts,tsx}', 'tsx')),
    ignores: ['src/**/*.test.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: COMPONENT_PATHS, patterns: [...COMPONENT_PATTERNS, NO_FEATURES] }] },
  },
  {
    // A call is made by its name in the contract (contract/calls.ts) through the one client: the
    // API's prefix is written once, in src/device/api/call-paths.ts, and no path of a call by hand.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/device/api/call-paths.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...NO_V1_PATHS],
    },
  },
  {
    // A route's search is what its validator read (src/lib/own-search.ts): a value it left out as
    // invalid must not show through from the URL (`?page=abc` once reached a loader).
    files: ['src/routes/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_V1_PATHS,
        { selector: "Property[key.name='validateSearch']:not([value.callee.name='ownSearch'])", message: 'Wrap the validator: validateSearch: ownSearch(parse) (src/lib/own-search.ts).' },
      ],
    },
  },
  {
    // Tests, route files' technical strings and pure helpers are not user-visible text.
    files: ['src/**/*.test.{ts,tsx}', 'src/lib/**', 'src/device/**', 'src/routes/**', 'src/i18n/**', 'src/ui/**/*.ts', 'src/product/**/*.ts', 'src/features/**/*-api.ts', 'src/features/**/*.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  {
    // The server-rendered page's inline scripts (scripts/boot-scripts.ts builds each as it is, not
    // bundled): they import types only. (Last, so that no broader rule replaces this one.)
    files: ['src/boot/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '.*', allowTypeImports: true, message: 'A boot script is inserted as it is: import types only (import type …).' }] }],
    },
  },
);
