import type { EarlyMemberState } from '../../shared/render-contract.ts';

/**
 * What the page's inline scripts (early-input.ts, member-session.ts) leave for the app: the buttons
 * tapped and the lists changed before hydration, which src/main.tsx replays once React has adopted
 * them, and a member page's session answer and data (null once taken).
 */
export type EarlyState = EarlyMemberState & {
  __earlyClicks?: HTMLButtonElement[] | null;
  /** Lists changed before React adopted them (a sort order), each with the value it was left at. */
  __earlyChoices?: { select: HTMLSelectElement; value: string }[] | null;
  /**
   * Boxes of a form with an id (the list filters) ticked or cleared before React adopted them, by where
   * they are (React may adopt the server's box, or draw a new one), each as it was left.
   */
  __earlyTicks?: { form: string; name: string; value: string; checked: boolean }[] | null;
  /** The browser's offer to install, if it came before the app's scripts (kept, its default prevented). */
  __earlyInstallPrompt?: Event | null;
  /** The page has scrolled since its head was parsed: the reader, a reload's restored place, an anchor. */
  __earlyScrolled?: boolean;
};

export type { EarlyRead, EarlyReadsPlan } from '../../shared/render-contract.ts';
