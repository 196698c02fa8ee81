import '@fontsource-variable/vazirmatn/wght.css';
import './ui/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startCompareWatch } from './features/compare/compare-ids.ts';
import { registerServiceWorker } from './features/pwa/sw-bridge.ts';
import { startSession, whenMember } from './features/session/session-view.ts';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
const container = document.getElementById('root')!;

if (container.firstElementChild) {
  // The server rendered this page (server/site/ssr.ts): load the same routes from the API
  // answers it inlined (api/boot.ts, no network), then adopt its HTML instead of redrawing it.
  // `ssr` tells the router to build the same tree as on the server (no suspense at the root).
  router.ssr = { manifest: undefined };
  // After the browser's first frame: the server's HTML paints before the work of hydrating.
  const afterFirstPaint = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (what a tap during start-up would otherwise wait for).
  void Promise.all([router.load(), afterFirstPaint]).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // The service worker's offline shell, or a page the server left to the browser.
  createRoot(container).render(app);
}
// The rest waits until the page has had a quiet moment: the page comes first. (A page that needs
// the session sooner, a member page, starts it itself.)
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run, 200);
whenIdle(() => {
  registerServiceWorker();
  startCompareWatch();
  void startSession();
  // The outbox (and IndexedDB with it) loads for members only: visitors have nothing to send.
  whenMember(() => void import('./features/outbox/outbox-runner.ts').then((m) => m.startOutbox()));
});
