import type { EarlyReads } from '../../shared/render-contract.ts';

/**
 * What the page's inline scripts (early-input.ts, member-session.ts) leave for the app: the buttons
 * tapped and the lists changed before hydration, which src/main.tsx replays once React has adopted
 * them, and a member page's session answer and data (null once taken).
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
   * A member's page (the server's outline): the session's answer, asked for by member-session.ts as
   * the page is parsed, under the session's Web Lock as every refresh is; taken once by the first
   * session call (src/device/session/session-api.ts).
   */
  __earlySession?: Promise<Response> | null;
  /**
   * A member's page whose data the server named (`#root[data-reads]`, the route's `earlyReads`):
   * each read's answer by its URL, asked for by member-session.ts with the session's token as soon as
   * the session answered; taken once by the page's own call for that URL with that token.
   */
  __earlyReads?: EarlyReads['__earlyReads'];
  /** The browser's offer to install, if it came before the app's scripts (kept, its default prevented). */
  __earlyInstallPrompt?: Event | null;
};

export type { EarlyRead, EarlyReadsPlan } from '../../shared/render-contract.ts';
