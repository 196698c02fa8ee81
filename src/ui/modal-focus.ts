import { useEffect, type RefObject } from 'react';

/** What Tab stops at (visible, enabled, not taken out of the order). */
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The notices a dialog's action may show (an Undo), reachable from it: src/ui/notifications.tsx. */
const NOTICES = '.notification-stack';

const tabbables = (within: Element[]) =>
  within.flatMap((root) => [...root.querySelectorAll<HTMLElement>(TABBABLE)]).filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));

/**
 * A modal drawn by the page (not `showModal()`, whose inert page costs a whole style and layout
 * in the tap's task), as the browser's own modal behaves for the keyboard: `initial` takes the
 * focus as it opens; Tab and Shift+Tab go round its controls and the notices it shows, never to
 * the page behind it (WAI-ARIA's modal dialog pattern, with `aria-modal` for screen readers);
 * Escape calls `onEscape`; and when it closes the focus goes back where it was when it opened
 * (the button that opened it). `onEscape` should keep its identity between renders.
 */
export function useModalFocus(dialog: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>, onEscape: () => void) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const shown = dialog.current;
    initial.current?.focus();
    // Not focusable yet (its rules in a late style sheet, applied after this task: ui/late-styles.ts): in the next frame.
    const again = requestAnimationFrame(() => {
      if (!dialog.current?.contains(document.activeElement)) initial.current?.focus();
    });
    const onKey = (e: KeyboardEvent) => {
      const root = dialog.current;
      if (e.key === 'Escape') return onEscape();
      if (e.key !== 'Tab' || !root) return;
      const stops = tabbables([root, ...document.querySelectorAll(NOTICES)]);
      if (!stops.length) return;
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? (e.shiftKey ? stops.length - 1 : 0) : (at + (e.shiftKey ? -1 : 1) + stops.length) % stops.length;
      e.preventDefault();
      stops[next]!.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(again);
      document.removeEventListener('keydown', onKey);
      // Closed: back to the opener, unless the shopper has gone on elsewhere (a link to another page).
      // (A control of a sheet that stays in the page, hidden, is no place for the focus either.)
      const at = document.activeElement;
      const lost = !at || at === document.body || !at.isConnected || (shown?.contains(at) ?? false);
      if (opener?.isConnected && lost) opener.focus({ preventScroll: true });
    };
  }, [dialog, initial, onEscape]);
}
