/**
 * Spec §4 and §9: the theme lives in the `paletteMode` cookie for 43200 s. With no choice made, the
 * device's setting (prefers-color-scheme) decides, light where it says nothing.
 */
export type PaletteMode = 'light' | 'dark';
export const PALETTE_COOKIE = 'paletteMode';
export const THEME_COOKIE_MAX_AGE_S = 43_200;

/** The mode chosen in the cookie, or null when none was chosen. */
export function chosenPaletteMode(cookie: string): PaletteMode | null {
  const m = /(?:^|;\s*)paletteMode=(dark|light)(?:;|$)/.exec(cookie);
  return m ? (m[1] as PaletteMode) : null;
}

export function readPaletteMode(cookie: string, deviceDark = false): PaletteMode {
  return chosenPaletteMode(cookie) ?? (deviceDark ? 'dark' : 'light');
}

export function paletteCookie(mode: PaletteMode): string {
  return `${PALETTE_COOKIE}=${mode}; Max-Age=${THEME_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
