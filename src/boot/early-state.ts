/**
 * What the page's first inline script (early-input.ts) leaves for the app: the buttons tapped
 * and the lists changed before hydration, which src/main.tsx replays once React has adopted them
 * (null once taken).
 */
export type EarlyState = {
  __earlyClicks?: HTMLButtonElement[] | null;
  /** Lists changed before hydration (a sort order), each with the value it was left at. */
  __earlyChoices?: { select: HTMLSelectElement; value: string }[] | null;
};

