/**
 * Spec §4 and §9: the theme lives in the `paletteMode` cookie for 43200 s; with no choice made it is
 * light (whatever the device's own setting: the spec's default), and dark is one tap away.
 */
export type PaletteMode = 'light' | 'dark';
export const PALETTE_COOKIE = 'paletteMode';
export const THEME_COOKIE_MAX_AGE_S = 43_200;

/** The mode chosen in the cookie, or null when none was chosen. */
function chosenPaletteMode(cookie: string): PaletteMode | null {
  const m = /(?:^|;\s*)paletteMode=(dark|light)(?:;|$)/.exec(cookie);
  return m ? (m[1] as PaletteMode) : null;
}

export function readPaletteMode(cookie: string): PaletteMode {
  return chosenPaletteMode(cookie) ?? 'light';
}

export function paletteCookie(mode: PaletteMode): string {
  return `${PALETTE_COOKIE}=${mode}; Max-Age=${THEME_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
