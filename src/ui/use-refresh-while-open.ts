import { onNetworkBack } from '../lib/network-back.ts';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Reads the page's own data again (its route's loader, not the frame's) while it is on screen:
 * every `everyMs`, when the tab comes back into view and when the network comes back. Never while
 * hidden or offline, so that a phone in a pocket asks for nothing.
 */
export function useRefreshWhileOpen(routeId: string, everyMs: number) {
  const router = useRouter();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      void router.invalidate({ filter: (match) => match.routeId === routeId });
    };
    const timer = window.setInterval(refresh, everyMs);
    document.addEventListener('visibilitychange', refresh);
    const stopBack = onNetworkBack(refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      stopBack();
    };
  }, [router, routeId, everyMs]);
}
