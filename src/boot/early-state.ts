/**
 * What the page's first inline script (early-input.ts) leaves for the app: the buttons tapped
 * before hydration, which src/main.tsx replays once React has adopted them (null once taken).
 */
export type EarlyState = { __earlyClicks?: HTMLButtonElement[] | null };

