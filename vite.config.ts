import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { antdStyles } from './scripts/antd-styles.ts';
import { bootScripts } from './scripts/boot-scripts.ts';
import { fontFaceSheet } from './scripts/font-face-sheet.ts';
import { firstPageChunk } from './scripts/first-page-chunk.ts';
import { fontSubsets } from './scripts/font-subsets.ts';
import { memberChunks } from './scripts/member-chunks.ts';
import { precompress } from './scripts/precompress.ts';
import { reactSentinels } from './scripts/react-sentinels.ts';
import { routeChunks } from './scripts/route-chunks.ts';
import { staffChunks } from './scripts/staff-chunks.ts';

/** React, with Lingui's macros compiled (the app, the worker and the unit tests use it). */
export const linguiMacro = () => react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } });

const API_TARGET = 'http://127.0.0.1:8080';
/** Every page's frame (header, menu, footer): in the entry. */
const LAYOUT_ROUTE = '/{-$locale}';
/**
 * The pages people land on from search and links, by kind (home, the product lists, a product, the
 * news, questions and albums). A kind's own code is a chunk asked for with the entry by its pages
 * only; what two kinds share, or a kind shares with other pages, stays in the entry
 * (scripts/first-page-chunk.ts). `LANDING_ROUTES`' pending views and loaders stay in the entry: a
 * card's tap draws the product's outline and starts its read at once, before the page's code is there.
 */
const LANDING_KINDS: Record<string, string[]> = {
  home: ['/{-$locale}/'],
  list: ['/{-$locale}/product/', '/{-$locale}/product/category/$category/', '/{-$locale}/product/category/$category/$page', '/{-$locale}/product/brand/$brandId/$slug', '/{-$locale}/search'],
  product: ['/{-$locale}/product/$productId/$slug'],
  content: ['/{-$locale}/news/', '/{-$locale}/news/$newsId/$slug', '/{-$locale}/faq/', '/{-$locale}/faq/$faqId', '/{-$locale}/album/', '/{-$locale}/album/$albumId'],
};
const LANDING_ROUTES = new Set(['/{-$locale}/', '/{-$locale}/product/', '/{-$locale}/product/category/$category/', '/{-$locale}/product/category/$category/$page', '/{-$locale}/product/$productId/$slug']);

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is a production build unless asked otherwise: NODE_ENV=test (a build started under
  // vitest) would compile the service worker's registration to nothing.
  if (command === 'build' && process.env.NODE_ENV === 'test') process.env.NODE_ENV = 'production';
  const firstPage = firstPageChunk(LANDING_KINDS);
  const member = memberChunks();
  const staff = staffChunks();
  return {
  resolve: {
    // React 19 has useSyncExternalStore: the shim TanStack Store asks for is 1 KB of the entry for nothing.
    alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' }],
  },
  plugins: [
    // The modules every page starts with, in one chunk (scripts/first-page-chunk.ts).
    !isSsrBuild && firstPage.plugin,
    // The member pages' code in few files (scripts/member-chunks.ts).
    !isSsrBuild && member.plugin,
    // The two Vazirmatn files (fa, en), cut before the style sheets that name them are read.
    fontSubsets(),
    // The font faces in a sheet of their own (scripts/font-face-sheet.ts).
    !isSsrBuild && fontFaceSheet(),
    // The server-rendered page's inline scripts, from TypeScript (scripts/boot-scripts.ts).
    !isSsrBuild && bootScripts(),
    // React DOM's sentinel errors without a stack trace (scripts/react-sentinels.ts).
    !isSsrBuild && reactSentinels(),
    // Each route's scripts beyond the entry's, for a member page's outline (scripts/route-chunks.ts).
    !isSsrBuild && routeChunks(),
    // The staff desk's own files, which the service worker does not precache (scripts/staff-chunks.ts).
    !isSsrBuild && staff.plugin,
    // antd's styles of the member's components, made at build time (scripts/antd-styles.ts).
    antdStyles(),
    // The router plugin must come before react() so that split route chunks get the JSX transform.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      codeSplittingOptions: {
        // Every page's frame renders from the entry. A landing page's component comes in its kind's
        // chunk, its other parts from the entry. Elsewhere a route's pending view too (a member
        // page's outline, which brings the member's frame): the router's default leaves it in the
        // entry, which every public page loads.
        splitBehavior: ({ routeId }) => (routeId === LAYOUT_ROUTE ? [] : LANDING_ROUTES.has(routeId) ? [['component']] : [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']]),
      },
    }),
    linguiMacro(),
    lingui(),
    // The server-rendering build (src/entry-server.tsx → dist-ssr/) has no service worker.
    !isSsrBuild &&
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration lives in src/features/pwa/sw-bridge.ts (workbox-window, update prompt).
      injectRegister: false,
      // Two hand-written manifests in public/ (fa and en); the server links the one for the URL's language.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        // Not the install sheet's screenshots: the browser fetches them only when it offers to install.
        globIgnores: ['screenshots/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Not the staff desk's own files: a shopper's first visit would fetch and compile them all.
        manifestTransforms: [staff.skipInPrecache],
        // The worker shares the outbox's registry of kinds, whose labels are Lingui messages, and
        // carries what a notice says (the `notices` catalog, both languages).
        buildPlugins: { vite: [linguiMacro(), lingui()] },
      },
      devOptions: { enabled: false },
    }),
    // The built files' brotli and gzip copies, written last (scripts/precompress.ts).
    !isSsrBuild && precompress(),
  ],
  // public/ is the site's; the server-rendering build needs none of it.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // React DOM in a chunk of its own: the entry's own code is re-read for source positions
    // when a trace asks for them (Lighthouse), and a smaller entry makes that cheaper. The rest
    // of what every page starts with in one chunk. A member page's words: the account's one file
    // per language, and checkout's, the orders', the tickets' and what a notice says one file each
    // per language (src/i18n/i18n.ts).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
                { name: (id: string) => `account-${/[\\/]locales[\\/](\w+)[\\/]/.exec(id)![1]}`, debugName: 'account-words', test: /[\\/]src[\\/]locales[\\/]\w+[\\/]account\.po\b/, priority: 2 },
                {
                  name: (id: string) => `${/[\\/](\w+)\.po\b/.exec(id)![1]}-words-${/[\\/]locales[\\/](\w+)[\\/]/.exec(id)![1]}`,
                  test: /[\\/]src[\\/]locales[\\/]\w+[\\/](checkout|orders|tickets|notices)\.po\b/,
                  debugName: 'member-page-words',
                  priority: 2,
                },
                ...firstPage.groups,
                ...member.groups,
              ],
            },
          },
        },
  },
  server: {
    proxy: { '/v1': API_TARGET, '/api': API_TARGET, '/media': API_TARGET },
  },
  };
});
