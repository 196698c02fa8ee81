import '@fontsource-variable/vazirmatn/wght.css';
import './ui/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startCompareWatch } from './features/compare/compare-ids.ts';
import { registerServiceWorker } from './features/pwa/sw-bridge.ts';
import { startSession } from './features/session/session-store.ts';
import { startOutbox } from './features/outbox/outbox-runner.ts';
import { router } from './router.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
registerServiceWorker();
startCompareWatch();
startSession();
startOutbox();
