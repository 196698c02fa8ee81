/**
 * The current palette mode, shared by the toggle and the antd theme; persisted in the cookie.
 * The page's head script has already applied it (`<html data-theme>`, from the cookie, light
 * without one) before the first paint: the store starts from there, on first use. (Nothing
 * runs as this module loads: reading the cookie there cost a long task under DevTools tracing.)
 */
import { createStore } from '../../device/store.ts';
import { useStore } from '../../lib/use-store.ts';
import { paletteCookie, type PaletteMode } from './palette.ts';

// The server renders the light palette; the first (hydrating) render must match it.
const palette = createStore<PaletteMode>(() => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'), { server: 'light' });

function apply(next: PaletteMode) {
  document.documentElement.dataset.theme = next;
  palette.set(next);
}

export function setPaletteMode(next: PaletteMode) {
  document.cookie = paletteCookie(next);
  apply(next);
}

export const usePaletteMode = (): PaletteMode => useStore(palette);
