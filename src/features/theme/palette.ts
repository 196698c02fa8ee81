/** Spec §4 and §9: the theme lives in the `paletteMode` cookie for 43200 s; default light. */
export type PaletteMode = 'light' | 'dark';
export const PALETTE_COOKIE = 'paletteMode';
export const THEME_COOKIE_MAX_AGE_S = 43_200;

export function readPaletteMode(cookie: string): PaletteMode {
  const m = /(?:^|;\s*)paletteMode=(dark|light)(?:;|$)/.exec(cookie);
  return m?.[1] === 'dark' ? 'dark' : 'light';
}

export function paletteCookie(mode: PaletteMode): string {
  return `${PALETTE_COOKIE}=${mode}; Max-Age=${THEME_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
