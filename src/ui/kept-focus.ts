import { useLayoutEffect } from 'react';

/**
 * Gives the focus back after a slow navigation, for a pending frame to call. When a loader takes
 * longer than the router's pending time, the route's Suspense boundary hides the page (kept
 * mounted) and shows the frame in its place, and the browser moves the focus of a hidden control to
 * the body, for good: a pager's button, a sort, the filters sheet's trigger. The frame mounts in the
 * commit that hides the page, before the browser has moved the focus: it remembers the focused
 * element then. It is removed in the commit that shows the page again: once that commit is done,
 * the element (if the page still holds it) gets the focus back, unless the person has put it
 * somewhere else meanwhile. A navigation to another page unmounts the old one, and nothing is given.
 */
export function useFocusGivenBack() {
  useLayoutEffect(() => {
    const at = document.activeElement;
    const held = at instanceof HTMLElement && at !== document.body ? at : null;
    if (!held) return;
    return () => {
      queueMicrotask(() => {
        const now = document.activeElement;
        if (held.isConnected && (!now || now === document.body)) held.focus({ preventScroll: true });
      });
    };
  }, []);
}
