/**
 * What the page's inline scripts (early-input.ts, page-loader.ts) leave for the app: the buttons
 * tapped and the lists changed before hydration, which src/main.tsx replays once React has adopted
 * them, and a member page's session answer (null once taken).
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
  /**
   * A member's page (the server's outline): the session's answer, asked for by page-loader.ts as
   * the page is parsed, under the session's Web Lock as every refresh is; taken once by the first
   * session call (src/device/session/session-api.ts).
   */
  __earlySession?: Promise<Response> | null;
  /** The browser's offer to install, if it came before the app's scripts (kept, its default prevented). */
  __earlyInstallPrompt?: Event | null;
};
