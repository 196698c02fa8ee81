import { createRouter } from '@tanstack/react-router';
import { LoadingBackdrop } from './features/shell/LoadingBackdrop.tsx';
import { routeTree } from './routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // Loader data stays fresh for a minute; the service worker keeps older copies for offline use.
  defaultStaleTime: 60_000,
  defaultPendingComponent: LoadingBackdrop,
  defaultPendingMs: 600,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
