import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the focus of a page that a slow navigation hides for a while: when its loader takes longer
 * than the router's pending time, the route's Suspense boundary hides the page (kept mounted) behind
 * the pending frame, and the browser moves the focus of a hidden control to the body, for good. React
 * takes a hidden tree's layout effects down as it hides it and sets them up again as it shows it:
 * this remembers the focused element inside `root` as the page is hidden, and gives the focus back
 * to it as the page shows again, unless the shopper has put it somewhere else meanwhile.
 */
export function useFocusKeptWhileHidden(root: RefObject<HTMLElement | null>) {
  const held = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const page = root.current;
    const last = held.current;
    held.current = null;
    const at = document.activeElement;
    if (last?.isConnected && (!at || at === document.body) && page?.contains(last)) last.focus({ preventScroll: true });
    return () => {
      const focused = document.activeElement;
      held.current = focused instanceof HTMLElement && page?.contains(focused) ? focused : null;
    };
  }, [root]);
}
