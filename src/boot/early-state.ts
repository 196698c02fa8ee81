/**
 * What the page's first inline script (early-input.ts) leaves for the app: the buttons tapped
 * and the lists changed before hydration, which src/main.tsx replays once React has adopted them
 * (null once taken).
 */
export type EarlyState = {
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
};
